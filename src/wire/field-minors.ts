/**
 * Which Kubernetes minors have a field of the Job and pod Go structs: the
 * decoder asks it when it decodes as an older minor, so that a field added
 * after that minor is an unknown field there (strict decoding rejects it,
 * Warn warns, Ignore drops it), as that minor's server reads it. The data is
 * generated from each minor's Go types (./generated/field-minors.ts).
 *
 * @module
 */
import { FIELD_MINORS } from './generated/field-minors'

/**
 * Whether the Go struct `goName` of minor number `minor` has the JSON field
 * `json` (a field every supported minor has, or a struct not listed: yes).
 *
 * @example
 * fieldInMinor('PodSpec', 'hostnameOverride', 33) // false
 * fieldInMinor('PodSpec', 'hostnameOverride', 36) // true
 * fieldInMinor('PodSpec', 'containers', 33) // true
 */
export const fieldInMinor = (goName: string, json: string, minor: number): boolean => {
  const fields = Object.hasOwn(FIELD_MINORS, goName) ? FIELD_MINORS[goName] : undefined
  const range = fields !== undefined && Object.hasOwn(fields, json) ? fields[json] : undefined
  return range === undefined || (minor >= range[0] && minor <= range[1])
}
