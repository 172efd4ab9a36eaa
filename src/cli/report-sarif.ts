/**
 * `--output sarif`: SARIF 2.1.0 (GitHub code scanning, IDEs). One result per
 * printed line, its rule the field error type (`FieldValueRequired`, …),
 * the Status reason, `Warning` or `InputError`.
 *
 * @module
 */
import { fileBytes, safeJson } from './quote'
import { standaloneFindings, type ValidateReport } from './validate'

const RULE_TEXT: Readonly<Record<string, string>> = {
  FieldValueRequired: 'A required field is missing',
  FieldValueInvalid: 'A field has an invalid value',
  FieldValueNotSupported: 'A field has an unsupported value',
  FieldValueForbidden: 'A field may not be set',
  FieldValueDuplicate: 'A value is duplicated',
  FieldValueTooLong: 'A value is too long',
  FieldValueTooMany: 'A list has too many items',
  FieldValueNotFound: 'A referenced value was not found',
  FieldValueTypeInvalid: 'A field has the wrong type',
  InternalError: 'The server reported an internal error',
  BadRequest: 'The server cannot decode the object',
  Conflict: 'The object conflicts with another',
  Warning: 'The server sends a warning',
  InputError: 'The input cannot be read as Kubernetes objects',
}

const UNRESERVED = /^[A-Za-z0-9\-._~/]$/

/**
 * A relative file path as an RFC 3986 URI reference: every byte of the
 * name's UTF-8 (or raw) bytes other than unreserved characters and `/` as
 * `%XX` (so a `:` can never be read as a scheme). Standard input is `stdin`.
 *
 * @example
 * fileUri('jobs/a b#1.yaml') //=> 'jobs/a%20b%231.yaml'
 */
export const fileUri = (file: string): string => {
  if (file === '-') return 'stdin'
  let out = ''
  for (const b of fileBytes(file)) {
    const c = String.fromCharCode(b)
    out += b < 0x80 && UNRESERVED.test(c) ? c : '%' + b.toString(16).toUpperCase().padStart(2, '0')
  }
  return out
}

export const sarifReport = (report: ValidateReport, version: string): string => {
  const ruleIds = new Set<string>()
  const uris = new Map<string, string>()
  const uriOf = (file: string): string => {
    let u = uris.get(file)
    if (u === undefined) {
      u = fileUri(file)
      uris.set(file, u)
    }
    return u
  }
  const results = report.results.flatMap((r) =>
    standaloneFindings(r).map((f) => {
      ruleIds.add(f.rule)
      return {
        ruleId: f.rule,
        level: f.severity === 'warning' ? 'warning' : 'error',
        message: { text: f.text },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: uriOf(r.file) },
              ...(f.position === undefined
                ? {}
                : { region: { startLine: f.position.line, startColumn: f.position.col } }),
            },
          },
        ],
      }
    }),
  )
  const rules = [...ruleIds].sort().map((id) => ({ id, shortDescription: { text: RULE_TEXT[id] ?? id } }))
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: { name: 'k8s-jobs', informationUri: 'https://www.npmjs.com/package/k8s-jobs-core', version, rules },
        },
        results,
      },
    ],
  }
  return safeJson(JSON.stringify(sarif, null, 2)) + '\n'
}
