/**
 * Which Kubernetes minors have a field of the Job and pod Go structs: the
 * decoder asks it when it decodes as an older minor, so that a field added
 * after that minor is an unknown field there (strict decoding rejects it,
 * Warn warns, Ignore drops it), as that minor's server reads it. The data is
 * generated from each minor's Go types (./generated/field-minors.ts), and
 * read once, on the first decode as an older minor.
 *
 * @module
 */
import { FIELD_MINORS, FIELD_MINORS_NEWEST } from './generated/field-minors'

/** Go struct → JSON field → first and last minor number (parsed from {@link FIELD_MINORS} on first use). */
let table: Map<string, Map<string, readonly [number, number]>> | undefined

const parse = (): Map<string, Map<string, readonly [number, number]>> => {
  const out = new Map<string, Map<string, readonly [number, number]>>()
  for (const entry of FIELD_MINORS.split(' ')) {
    const colon = entry.indexOf(':')
    const fields = new Map<string, readonly [number, number]>()
    for (const cell of entry.slice(colon + 1).split(',')) {
      const m = /^([A-Za-z]+)(\d+)(?:-(\d+))?$/.exec(cell)
      if (m !== null)
        fields.set(m[1] as string, [Number(m[2]), m[3] === undefined ? FIELD_MINORS_NEWEST : Number(m[3])])
    }
    out.set(entry.slice(0, colon), fields)
  }
  return out
}

/**
 * The first and last minor number of a listed field (`undefined`: every
 * minor has it).
 *
 * @example
 * fieldMinors('PodSpec', 'hostnameOverride') // [34, 37]
 */
export const fieldMinors = (goName: string, json: string): readonly [number, number] | undefined => {
  table ??= parse()
  return table.get(goName)?.get(json)
}

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
  const range = fieldMinors(goName, json)
  return range === undefined || (minor >= range[0] && minor <= range[1])
}
