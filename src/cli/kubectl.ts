/**
 * How kubectl prints what the API server answers (k8s.io/kubectl
 * `pkg/cmd/util/helpers.go` `checkErr`, and client-go's warning writer).
 *
 * @module
 */
import { formatFieldError } from '../field/format'
import { goQuote } from '../field/go-format'
import type { FieldError } from '../field/field-error'
import type { ApiStatusError } from './admission'

/** One line of kubectl's error output, with the field it is about (if any). */
export interface KubectlLine {
  readonly text: string
  readonly field?: string
  readonly error?: FieldError
  /** The cause alone (`field: message`), for a line about one field error. */
  readonly cause?: string
}

/**
 * The lines kubectl prints for a failed create of `kind`/`name` from file
 * `source`:
 *
 * - 422 Invalid: `The Job "pi" is invalid: <cause>` for one cause, else the
 *   header `The Job "pi" is invalid: ` and one `* <cause>` line per distinct
 *   cause (a cause is `field: message`, i.e. `formatFieldError`).
 * - other statuses: `Error from server (<Reason>): error when creating
 *   "<source>": <message>`.
 */
export const kubectlErrorLines = (
  status: ApiStatusError,
  kind: string,
  name: string,
  source: string,
): KubectlLine[] => {
  if (status.reason !== 'Invalid') {
    const field = status.errors[0]?.field ?? decodeErrorField(status.message)
    return [
      {
        text: `Error from server (${status.reason}): error when creating ${goQuote(source)}: ${status.message}`,
        ...(field === undefined ? {} : { field }),
      },
    ]
  }
  const header = `The ${kind} ${goQuote(name)} is invalid`
  const seen = new Set<string>()
  const causes: KubectlLine[] = []
  for (const e of status.errors) {
    const text = formatFieldError(e)
    if (seen.has(text)) continue
    seen.add(text)
    causes.push({ text, field: e.field, error: e, cause: text })
  }
  if (causes.length === 0) return [{ text: header }]
  if (causes.length === 1) {
    const only = causes[0] as KubectlLine
    return [{ ...only, text: `${header}: ${only.text}` }]
  }
  return [{ text: `${header}: ` }, ...causes.map((c) => ({ ...c, text: `* ${c.text}` }))]
}

/**
 * The field a decoding error names: `… Go struct field JobSpec.spec.parallelism of type int32`
 * (Go's path has no list indexes) or the first `unknown field "spec.foo"` / `duplicate field "…"`.
 */
const decodeErrorField = (message: string): string | undefined => {
  const m = /Go struct field [^ ]*?\.(\S+) of type |(?:unknown|duplicate) field "((?:[^"\\]|\\.)*)"/.exec(message)
  return m === null ? undefined : (m[1] ?? m[2])
}

/**
 * The object name of a 422 Status (`Job.batch "pi-x7k2q" is invalid: …`), the
 * name the server used (for a `generateName` manifest, the generated one).
 */
export const invalidObjectName = (status: ApiStatusError): string | undefined => {
  const m = /^[\w.-]+ ("(?:[^"\\]|\\.)*") is invalid/.exec(status.message)
  if (m === null) return undefined
  try {
    const name: unknown = JSON.parse(m[1] as string)
    return typeof name === 'string' ? name : undefined
  } catch {
    return undefined
  }
}

/** kubectl's line for a server warning (`Warning: <message>`), deduplicated by the caller. */
export const kubectlWarningLine = (warning: string): string => `Warning: ${warning}`

/** The field path a warning starts with (`metadata.name: …`), if any. */
export const warningField = (warning: string): string | undefined => {
  const m = /^([A-Za-z][\w.-]*(?:\[[^\]]*\][\w.-]*)*): /.exec(warning)
  return m?.[1]
}
