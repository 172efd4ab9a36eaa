/**
 * go-yaml's plain timestamps (`2026-01-02`, `2026-01-02T03:04:05Z`,
 * `2026-01-02 03:04:05`) as Go's `json.Marshal` prints the `time.Time` it
 * parses (RFC 3339 with nanoseconds, trailing zeros dropped); an impossible
 * date is not one. The CLI's reader does not use it: sigs.k8s.io/yaml's
 * YAMLToJSON keeps a timestamp's text (`src/cli/yaml/go-scalar.ts`).
 *
 * @module
 */
const TIMESTAMP =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:([Tt])(\d{1,2}):(\d{1,2}):(\d{1,2})(?:[.,](\d+))?(Z|[+-]\d{2}:\d{2})|[ ](\d{1,2}):(\d{1,2}):(\d{1,2})(?:[.,](\d+))?)?$/

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const pad2 = (s: string): string => s.padStart(2, '0')

/**
 * The JSON text (without quotes) that Go's `json.Marshal` prints for the
 * `time.Time` go-yaml parses from `s`, or `undefined` when go-yaml would not
 * read `s` as a timestamp.
 */
export const goYamlTimestamp = (s: string): string | undefined => {
  const m = TIMESTAMP.exec(s)
  if (m === null) return undefined
  const [, y, mo, d, t, th, tm, ts, tf, tz, sh, sm, ss, sf] = m
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  if (month < 1 || month > 12 || day < 1) return undefined
  if (day > (month === 2 && isLeap(year) ? 29 : (DAYS[month - 1] as number))) return undefined
  const hasT = t !== undefined
  const hour = hasT ? th : sh
  const minute = hasT ? tm : sm
  const second = hasT ? ts : ss
  const fraction = hasT ? tf : sf
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59)) return undefined
  let zone = 'Z'
  if (tz !== undefined && tz !== 'Z') {
    const oh = Number(tz.slice(1, 3))
    const om = Number(tz.slice(4, 6))
    if (oh > 24 || om > 60) return undefined
    zone = oh === 0 && om === 0 ? 'Z' : tz
  }
  const frac = (fraction ?? '').slice(0, 9).replace(/0+$/, '')
  const clock = hour === undefined ? '00:00:00' : `${pad2(hour)}:${pad2(minute as string)}:${pad2(second as string)}`
  return `${y}-${pad2(mo as string)}-${pad2(d as string)}T${clock}${frac === '' ? '' : '.' + frac}${zone}`
}
