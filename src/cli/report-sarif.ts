/**
 * `--output sarif`: SARIF 2.1.0 (GitHub code scanning, IDEs). One result per
 * printed line, its rule the field error type (`FieldValueRequired`, …),
 * the Status reason, `Warning` or `InputError`.
 *
 * @module
 */
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

export const sarifReport = (report: ValidateReport, version: string): string => {
  const ruleIds: string[] = []
  const results = report.results.flatMap((r) =>
    standaloneFindings(r).map((f) => {
      if (!ruleIds.includes(f.rule)) ruleIds.push(f.rule)
      return {
        ruleId: f.rule,
        level: f.severity === 'warning' ? 'warning' : 'error',
        message: { text: f.text },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: r.file === '-' ? 'stdin' : r.file },
              ...(f.position === undefined
                ? {}
                : { region: { startLine: f.position.line, startColumn: f.position.col } }),
            },
          },
        ],
      }
    }),
  )
  const rules = ruleIds.sort().map((id) => ({ id, shortDescription: { text: RULE_TEXT[id] ?? id } }))
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
  return JSON.stringify(sarif, null, 2) + '\n'
}
