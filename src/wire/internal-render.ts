/**
 * A wire value as Go prints its *internal* type (`pkg/apis/core`,
 * `pkg/apis/batch`) with `json.Marshal`: what upstream's field errors show
 * for values validation holds in internal form, such as the immutable
 * `spec.template` (a `core.PodTemplateSpec`).
 *
 * Internal structs have no JSON tags: every field is printed, under its Go
 * name, in declaration order (the v1 order, checked by the generator of
 * `generated/internal-keys.ts`), nil pointers, slices and maps as `null`,
 * absent scalars as their zero value. Embedded structs print their fields in
 * place (`ObjectMeta` of a pod template). The metav1 types both versions
 * share print with their tags, as v1 does.
 *
 * @module
 */
import { compareGoStrings, goJsonMarshal, goJsonString } from '../field/go-format'
import { quantityToString } from '../core/quantity/canonical'
import { INTERNAL_EMBEDDED, INTERNAL_KEYS, TAGGED_STRUCTS } from './generated/internal-keys'
import { timeField } from './dates'
import { INTERNAL_LAYOUTS } from './generated/internal-layouts'
import { LATEST_MINOR, MINOR_RULES } from '../profile/minor-rules'
import { canonicalGoTime } from './go-time'
import { decodeQuantity } from './quantity-json'
import { isZeroScalar } from './encode'
import type { FieldSchema, Kind, StructSchema } from './schema'
import { isStruct as isRecord } from './shape'

/** A rendered value: the JSON value (a bad value to compare) and its `json.Marshal` text. */
interface Out {
  readonly value: unknown
  readonly text: string
}

const leaf = (value: unknown): Out => ({ value, text: goJsonMarshal(value) })
const NULL: Out = /* @__PURE__ */ leaf(null)

const keysCache = /* @__PURE__ */ new Map<string, ReadonlyMap<string, string>>()
const goKeys = (name: string): ReadonlyMap<string, string> => {
  let m = keysCache.get(name)
  if (m === undefined) {
    m = new Map((INTERNAL_KEYS[name] ?? '').split(' ').map((p) => p.split(':') as [string, string]))
    keysCache.set(name, m)
  }
  return m
}

/** Sets an own enumerable property, also for keys such as `__proto__`. */
const put = (o: Record<string, unknown>, k: string, v: unknown): void => {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true })
}

const upperFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** Go's `omitempty` test on a wire value of kind `k`: false, 0, "", nil, empty slice or map. */
const isEmpty = (k: Kind, v: unknown): boolean => {
  if (v === undefined || v === null) return true
  if (k.pointer) return false
  if (k.k === 'slice' || k.k === 'map')
    return (Array.isArray(v) && v.length === 0) || (isRecord(v) && Object.keys(v).length === 0)
  return isZeroScalar(k, v)
}

const zeroScalar = (k: Kind): Out => {
  switch (k.k) {
    case 'string':
    case 'duration':
      return leaf(k.k === 'string' ? '' : '0s')
    case 'bool':
      return leaf(false)
    case 'int32':
    case 'int64':
    case 'uint32':
    case 'uint64':
    case 'float64':
    case 'intOrString':
      return leaf(0)
    case 'quantity':
      return leaf('0')
    default:
      return NULL
  }
}

const render = (kind: Kind, v: unknown, depth: number, layout?: Layout): Out => {
  if (depth > 200) return NULL
  if (v === undefined || v === null) {
    if (kind.pointer || kind.k === 'slice' || kind.k === 'map') return NULL
    if (kind.k === 'struct') return renderStruct(kind.struct(), {}, depth, layout)
    return zeroScalar(kind)
  }
  switch (kind.k) {
    case 'struct':
      return isRecord(v) ? renderStruct(kind.struct(), v, depth, layout) : leaf(v)
    case 'slice': {
      if (!Array.isArray(v)) return leaf(v)
      const items = v.map((x: unknown) => render(kind.elem, x, depth + 1, layout))
      return { value: items.map((o) => o.value), text: `[${items.map((o) => o.text).join(',')}]` }
    }
    case 'map': {
      if (!isRecord(v)) return leaf(v)
      const value: Record<string, unknown> = {}
      const parts: string[] = []
      for (const k of Object.keys(v).sort(compareGoStrings)) {
        const o = render(kind.elem, v[k], depth + 1, layout)
        put(value, k, o.value)
        parts.push(`${goJsonString(k)}:${o.text}`)
      }
      return { value, text: `{${parts.join(',')}}` }
    }
    case 'quantity': {
      const q = decodeQuantity(v)
      return q.ok ? leaf(quantityToString(q.value)) : leaf(v)
    }
    case 'time':
    case 'microTime': {
      const t = timeField(v)
      const c = typeof t === 'string' && kind.k === 'time' ? canonicalGoTime(t) : undefined
      return c?.ok === true ? leaf(c.value ?? null) : leaf(t)
    }
    default:
      return leaf(v)
  }
}

/** An older minor's internal layouts (generated/internal-layouts.ts): struct name → edits of the newest order. */
type Layout = ReadonlyMap<string, readonly string[]>

const layouts = /* @__PURE__ */ new Map<number, Layout>()

/** A layout entry (no struct has this name) marking a minor whose zero metav1 times are not omitted. */
const ZERO_TIME_KEPT = '#zeroTimeKept'

/** The parsed layout edits of an older minor (undefined for the newest). */
const layoutOf = (minor: number): Layout | undefined => {
  if (minor >= LATEST_MINOR) return undefined
  let l = layouts.get(minor)
  if (l === undefined) {
    l = new Map(
      (INTERNAL_LAYOUTS[`1.${minor}`] ?? '')
        .split(' ')
        .map((e) => [e.slice(0, e.indexOf(':')), e.slice(e.indexOf(':') + 1).split(',')]),
    )
    // Before 1.34 metav1.Time has no `omitzero`: a zero creation time is written as `null` (templateTimestampOmitted).
    if (minor < MINOR_RULES.templateTimestampOmitted) (l as Map<string, readonly string[]>).set(ZERO_TIME_KEPT, [])
    layouts.set(minor, l)
  }
  return l
}

/** The newest order edited into an older one (`-Name` drops, `Name^Prev` places after Prev). */
const edited = (order: readonly string[], edits: readonly string[]): string[] => {
  const out = [...order]
  for (const e of edits) {
    if (e.startsWith('-')) {
      const i = out.indexOf(e.slice(1))
      if (i >= 0) out.splice(i, 1)
      continue
    }
    const [name = '', prev = ''] = e.split('^')
    const i = out.indexOf(name)
    if (i >= 0) out.splice(i, 1)
    out.splice(prev === '' ? 0 : out.indexOf(prev) + 1, 0, name)
  }
  return out
}

/** The pod's host-namespace fields, which sit in PodSecurityContext in the internal types before 1.37. */
const HOST_FIELDS = ['HostNetwork', 'HostPID', 'HostIPC', 'ShareProcessNamespace', 'HostUsers']

const renderStruct = (
  schema: StructSchema,
  v: Readonly<Record<string, unknown>>,
  depth: number,
  layout?: Layout,
  borrowed?: ReadonlyMap<string, Out>,
): Out => {
  const value: Record<string, unknown> = {}
  const parts: string[] = []
  const edits = layout?.get(schema.name)
  if (edits === undefined) {
    fieldsInto(schema, v, depth, value, parts, layout)
    return { value, text: `{${parts.join(',')}}` }
  }
  // The older layout: the newest's fields rendered, then taken in the older order (absent ones left out,
  // fields the newest lacks printed as nil).
  const pairs = new Map<string, Out>()
  const collected: Record<string, unknown> = {}
  const texts: string[] = []
  fieldsInto(schema, v, depth, collected, texts, layout, pairs)
  const names = edited([...pairs.keys()], edits)
  if (schema.name === 'PodSpec' && !names.includes('HostNetwork')) {
    const sc = schema.fields.find((f) => f.json === 'securityContext')
    if (sc !== undefined && sc.kind.k === 'struct') {
      const scValue = Object.hasOwn(v, 'securityContext') && isRecord(v['securityContext']) ? v['securityContext'] : {}
      // Converting to the internal type always makes a security context holding them.
      pairs.set('SecurityContext', renderStruct(sc.kind.struct(), scValue, depth + 1, layout, pairs))
    }
  }
  for (const name of names) {
    const o = pairs.get(name) ?? (HOST_FIELDS.includes(name) ? borrowed?.get(name) : undefined) ?? NULL
    put(value, name, o.value)
    parts.push(`${goJsonString(name)}:${o.text}`)
  }
  return { value, text: `{${parts.join(',')}}` }
}

const fieldsInto = (
  schema: StructSchema,
  v: Readonly<Record<string, unknown>>,
  depth: number,
  value: Record<string, unknown>,
  parts: string[],
  layout?: Layout,
  pairs?: Map<string, Out>,
): void => {
  const tagged = TAGGED_STRUCTS.includes(schema.name)
  const embedded = (INTERNAL_EMBEDDED[schema.name] ?? '').split(' ')
  const keys = goKeys(schema.name)
  for (const f of schema.fields) {
    const fv = Object.hasOwn(v, f.json) ? v[f.json] : undefined
    if (f.kind.k === 'struct' && embedded.includes(f.json)) {
      fieldsInto(f.kind.struct(), isRecord(fv) ? fv : {}, depth + 1, value, parts, layout, pairs)
      continue
    }
    if (tagged && omitted(f, fv) && !(f.kind.k === 'time' && !f.kind.pointer && layout?.has(ZERO_TIME_KEPT) === true))
      continue
    const key = tagged ? f.json : (keys.get(f.json) ?? upperFirst(f.json))
    const o = render(f.kind, fv, depth + 1, layout)
    pairs?.set(key, o)
    put(value, key, o.value)
    parts.push(`${goJsonString(key)}:${o.text}`)
  }
}

/** A tagged field Go leaves out: `omitempty` and empty, or `omitzero` and zero. */
const omitted = (f: FieldSchema, v: unknown): boolean =>
  (f.omitEmpty && isEmpty(f.kind, v)) || (f.omitZero && isZeroValue(f.kind, v))

/** Go's `IsZero` for the values `omitzero` meets in the tagged types: nil, or Go's zero time. */
const isZeroValue = (k: Kind, v: unknown): boolean => {
  if (v === undefined || v === null) return true
  if (k.k !== 'time' || k.pointer) return false
  const t = timeField(v)
  if (typeof t !== 'string') return false
  const c = canonicalGoTime(t)
  return c.ok && c.value === undefined
}

/**
 * `json.Marshal` of the internal Go value of the wire value `value` (as the
 * decoder's model is written back, v1 JSON names) of the v1 struct type
 * `kind`: `value` is the bad value as a JSON value, `text` its Go text
 * (struct fields in declaration order, map keys in byte order). Never
 * throws; a value of the wrong shape is printed as plain JSON. `minor`
 * (default 37) prints the internal types as that Kubernetes minor lays them
 * out (./generated/internal-layouts.ts).
 *
 * @example
 * import { SuccessPolicySchema } from '../job/generated/batch-schema'
 * import { struct } from './schema'
 * internalGoValue(struct(() => SuccessPolicySchema, 'v1.SuccessPolicy', true), { rules: [{ succeededIndexes: '0-9' }] }).text
 * //=> '{"Rules":[{"SucceededIndexes":"0-9","SucceededCount":null}]}'
 */
export const internalGoValue = (kind: Kind, value: unknown, minor = LATEST_MINOR): Out =>
  render(kind, value, 0, layoutOf(minor))

/**
 * The Go name of a v1 struct's field in the internal type (`''` for an
 * embedded struct, whose fields Go promotes), as {@link internalGoValue}
 * prints it.
 *
 * @example
 * internalFieldName('Container', 'tty') // 'TTY'
 * internalFieldName('PodTemplateSpec', 'metadata') // ''
 */
export const internalFieldName = (struct: string, json: string): string =>
  (INTERNAL_EMBEDDED[struct] ?? '').split(' ').includes(json) ? '' : (goKeys(struct).get(json) ?? upperFirst(json))

/**
 * The internal struct's Go field names in Kubernetes 1.`minor`'s order:
 * `names` (the newest order) with the minor's layout edits applied
 * (./generated/internal-layouts.ts).
 *
 * @example
 * internalOrder('VolumeMount', ['Name', 'BindMountOptions'], 36) // ['Name']
 */
export const internalOrder = (struct: string, names: readonly string[], minor: number): readonly string[] => {
  const edits = layoutOf(minor)?.get(struct)
  return edits === undefined ? names : edited([...names], edits)
}
