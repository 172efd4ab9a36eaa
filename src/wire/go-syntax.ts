/**
 * A model value as Go's `fmt` prints its *internal* type with `%#v`: what
 * Kubernetes 1.33's field errors show for a bad value that is neither a
 * number, a bool, a string nor a `fmt.Stringer` (the immutable
 * `spec.template` of a Job update is a whole `core.PodTemplateSpec`; from
 * 1.34 on such values are JSON, see ./internal-render.ts).
 *
 * What is printed, as Go does it:
 * - structs as `core.Container{Name:"pi", …}` with every field under its Go
 *   name in the minor's declaration order (./generated/internal-layouts.ts),
 *   embedded structs as one field (`VolumeSource:core.VolumeSource{…}`,
 *   `ObjectMeta:v1.ObjectMeta{…}`; metav1 types keep the `v1.` package);
 * - pointers are not followed: `(*int64)(nil)`, and a non-nil one as
 *   `(*int64)(0xc000000000)`, the address the oracle normalises every
 *   pointer to (Go prints the real heap address); a `*metav1.Time` calls its
 *   `GoString` (`<nil>` when nil);
 * - slices and maps as `[]core.Container{…}` / `map[string]string{"a":"b"}`
 *   (keys sorted), nil ones as `[]string(nil)`;
 * - strings with `strconv.Quote`; `resource.Quantity` with its unexported
 *   fields (`i:resource.int64Amount{value:500, scale:-3}`, the `inf.Dec`
 *   pointer, the cached string `s`, `Format`); `metav1.Time` as
 *   `time.Date(1, time.January, 1, 0, 0, 0, 0, time.UTC)`.
 *
 * @module
 */
import { goQuote } from '../field/go-format'
import { ZERO_QUANTITY, type Quantity } from '../core/quantity/types'
import { TAGGED_STRUCTS } from './generated/internal-keys'
import { internalFieldName, internalOrder } from './internal-render'
import type { Kind, StructSchema } from './schema'
import { timeField } from './dates'
import { isStruct as isRecord } from './shape'

/**
 * The address every non-nil pointer prints as (the oracle's normalisation).
 *
 * @example
 * `(*int64)(${GO_POINTER})` // '(*int64)(0xc000000000)'
 */
export const GO_POINTER = '0xc000000000'

/** The batch/v1 structs (their v1 `goType` names the batch package, not core). */
const BATCH = [
  'PodFailurePolicy',
  'PodFailurePolicyRule',
  'PodFailurePolicyOnExitCodesRequirement',
  'PodFailurePolicyOnPodConditionsPattern',
  'SuccessPolicy',
  'SuccessPolicyRule',
]

const METAV1_NAMES: Readonly<Record<string, string>> = { uid: 'UID', apiVersion: 'APIVersion' }

/** The Go type name of a kind in the internal API (`v1.X` of core becomes `core.X`; metav1 types stay `v1.`). */
const typeName = (k: Kind): string => {
  switch (k.k) {
    case 'struct': {
      const name = k.struct().name
      if (TAGGED_STRUCTS.includes(name)) return k.goType
      return k.goType.replace(/^v1\./, BATCH.includes(name) ? 'batch.' : 'core.')
    }
    case 'slice':
      return `[]${typeName(k.elem)}`
    case 'map':
      return k.goType.replace(/^v1\./, 'core.')
    case 'quantity':
      return 'resource.Quantity'
    case 'intOrString':
      return 'intstr.IntOrString'
    case 'time':
    case 'microTime':
      return k.goType
    default:
      return k.goType.replace(/^v1\./, 'core.')
  }
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** `time.Time.GoString` of a metav1 time (UTC; Go's zero time when absent or unreadable). */
const goTime = (v: unknown): string => {
  const t = timeField(v)
  const d = typeof t === 'string' ? new Date(t) : undefined
  if (d === undefined || Number.isNaN(d.getTime())) return 'time.Date(1, time.January, 1, 0, 0, 0, 0, time.UTC)'
  return `time.Date(${d.getUTCFullYear()}, time.${MONTHS[d.getUTCMonth()]}, ${d.getUTCDate()}, ${d.getUTCHours()}, ${d.getUTCMinutes()}, ${d.getUTCSeconds()}, 0, time.UTC)`
}

const isQuantity = (v: unknown): v is Quantity =>
  isRecord(v) && typeof v['digits'] === 'string' && typeof v['scale'] === 'number'

/**
 * `%#v` of a `resource.Quantity` (Go's zero quantity, without a format, for
 * `ZERO_QUANTITY`, what a JSON `null` decodes to, and for anything else).
 *
 * @example
 * goQuantity({ format: 'DecimalSI', sign: 1, digits: '5', exponent: -1, amountKind: 'int64', scale: -3, text: '500m' })
 * // 'resource.Quantity{i:resource.int64Amount{value:500, scale:-3}, d:resource.infDecAmount{Dec:(*inf.Dec)(nil)}, s:"500m", Format:"DecimalSI"}'
 */
export const goQuantity = (q: unknown): string => {
  // Go's zero Quantity (a JSON null decodes to it) has no format.
  if (!isQuantity(q) || q === ZERO_QUANTITY)
    return 'resource.Quantity{i:resource.int64Amount{value:0, scale:0}, d:resource.infDecAmount{Dec:(*inf.Dec)(nil)}, s:"", Format:""}'
  const dec = q.amountKind === 'dec'
  const shift = q.exponent - q.scale
  const digits = q.digits === '' ? '0' : shift >= 0 ? q.digits + '0'.repeat(shift) : q.digits
  const value = dec ? '0' : `${q.sign < 0 ? '-' : ''}${digits}`
  const i = `resource.int64Amount{value:${value}, scale:${dec ? 0 : q.scale}}`
  const d = `resource.infDecAmount{Dec:(*inf.Dec)(${dec ? GO_POINTER : 'nil'})}`
  return `resource.Quantity{i:${i}, d:${d}, s:${goQuote(q.text ?? '')}, Format:${goQuote(q.format)}}`
}

const scalar = (k: Kind, v: unknown): string => {
  switch (k.k) {
    case 'string':
      return goQuote(typeof v === 'string' ? v : '')
    case 'bool':
      return v === true ? 'true' : 'false'
    case 'quantity':
      return goQuantity(v)
    case 'time':
    case 'microTime':
      return goTime(v)
    case 'intOrString':
      return typeof v === 'string'
        ? `intstr.IntOrString{Type:1, IntVal:0, StrVal:${goQuote(v)}}`
        : `intstr.IntOrString{Type:0, IntVal:${typeof v === 'number' ? v : 0}, StrVal:""}`
    default:
      return typeof v === 'number' || typeof v === 'bigint' ? String(v) : '0'
  }
}

const render = (k: Kind, v: unknown, depth: number, minor: number): string => {
  if (depth > 200) return '<nil>'
  if (k.pointer) {
    if (k.k === 'time' || k.k === 'microTime') return v === undefined || v === null ? '<nil>' : goTime(v)
    return `(*${typeName(k)})(${v === undefined || v === null ? 'nil' : GO_POINTER})`
  }
  switch (k.k) {
    case 'struct':
      return renderStruct(k.struct(), typeName(k), isRecord(v) ? v : {}, depth, minor)
    case 'slice':
      return Array.isArray(v)
        ? `${typeName(k)}{${v.map((x: unknown) => render(k.elem, x, depth + 1, minor)).join(', ')}}`
        : `${typeName(k)}(nil)`
    case 'map': {
      if (!isRecord(v)) return `${typeName(k)}(nil)`
      const keys = Object.keys(v).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      return `${typeName(k)}{${keys.map((key) => `${goQuote(key)}:${render(k.elem, v[key], depth + 1, minor)}`).join(', ')}}`
    }
    default:
      return scalar(k, v)
  }
}

const renderStruct = (
  schema: StructSchema,
  name: string,
  v: Readonly<Record<string, unknown>>,
  depth: number,
  minor: number,
): string => {
  const metav1 = TAGGED_STRUCTS.includes(schema.name)
  const byName = new Map<string, { text: string; via: string | undefined }>()
  const names: string[] = []
  for (const f of schema.fields) {
    const fv = Object.hasOwn(v, f.json) ? v[f.json] : undefined
    const goName = metav1 ? (METAV1_NAMES[f.json] ?? upperFirst(f.json)) : internalFieldName(schema.name, f.json)
    if (f.kind.k === 'struct' && !f.kind.pointer && goName === '') {
      // An embedded struct the internal type keeps as one field (PodTemplateSpec's ObjectMeta).
      const inner = f.kind.struct()
      byName.set(inner.goName, { text: render(f.kind, fv, depth + 1, minor), via: undefined })
      names.push(inner.goName)
      continue
    }
    byName.set(goName, { text: render(f.kind, fv, depth + 1, minor), via: f.via[0] })
    names.push(goName)
  }
  const parts: string[] = []
  let group: { via: string; items: string[] } | undefined
  const flush = (): void => {
    if (group !== undefined) parts.push(`${group.via}:core.${group.via}{${group.items.join(', ')}}`)
    group = undefined
  }
  const order = metav1 ? names : internalOrder(schema.name, names, minor)
  // Before 1.37 the conversion to the internal type always makes the pod security context (it holds the host fields).
  if (schema.name === 'PodSpec' && !order.includes('HostNetwork') && byName.has('SecurityContext'))
    byName.set('SecurityContext', { text: `(*core.PodSecurityContext)(${GO_POINTER})`, via: undefined })
  for (const n of order) {
    const field = byName.get(n)
    if (field === undefined) continue
    if (field.via === undefined) {
      flush()
      parts.push(`${n}:${field.text}`)
      continue
    }
    if (group?.via !== field.via) {
      flush()
      group = { via: field.via, items: [] }
    }
    group.items.push(`${n}:${field.text}`)
  }
  flush()
  return `${name}{${parts.join(', ')}}`
}

const upperFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * Go's `%#v` of the internal value of the model value `value` of the v1
 * kind `kind`, as Kubernetes 1.`minor` lays the internal types out. Never
 * throws; a value of the wrong shape prints as the zero value of its type.
 *
 * @example
 * import { SuccessPolicySchema } from '../job/generated/batch-schema'
 * import { struct } from './schema'
 * internalGoSyntax(struct(() => SuccessPolicySchema, 'batch.SuccessPolicy'), { rules: [] }, 33)
 * //=> 'batch.SuccessPolicy{Rules:[]batch.SuccessPolicyRule{}}'
 */
export const internalGoSyntax = (kind: Kind, value: unknown, minor: number): string => {
  try {
    return render(kind, value, 0, minor)
  } catch {
    return '<nil>'
  }
}
