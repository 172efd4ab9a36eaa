/**
 * The bad values of a 1.33 server's error messages that the error alone
 * does not tell how to print (the `badValuesAsJson` row of
 * ./minor-rules.ts). Before 1.34, `field.Error` dereferences a pointer and
 * prints what it holds with `%q` (a string), `%v` (a number or bool), its
 * `String()` (a `core.ResourceName`) or Go's `%#v` (anything else):
 *
 * - a string of a named type or behind a pointer (`badValueEncoding:
 *   'json'` from 1.34 on) with `%q`: `"<user>"`, not `"\u003cuser\u003e"`;
 * - a resource name (`limits[x]`, `requests[x]`, `overhead[x]`, a resize
 *   policy's `resourceName`) unquoted;
 * - a struct, list or map as Go's `%#v` of the internal value found at the
 *   error's field in the request's object (`spec.selector` as
 *   `v1.LabelSelector{…}`, a security context as `core.SecurityContext{…}`,
 *   a nil label map as `map[string]string(nil)`, exit codes as
 *   `[]int32{…}`), or at its parent for a seccomp profile's
 *   `localhostProfile`;
 * - the `field.Path` a claim template's `dataSource` errors carry as their
 *   value: `field.Path{name:"dataSource", index:"", parent:(*field.Path)(0xc000000000)}`.
 *
 * Only the dry runs print messages, so only they use this module.
 *
 * @module
 */
import type { FieldError } from '../field/index'
import type { Kind, StructSchema } from '../wire/schema'
import { GO_POINTER, goQuantity, internalGoSyntax } from '../wire/go-syntax'
import { isStruct as isRecord } from '../wire/shape'

/**
 * The object a request's errors are about: its schema and its decoded model.
 *
 * @example
 * declare const schema: StructSchema
 * const s: ValueSource = { schema, value: {} }
 */
export interface ValueSource {
  readonly schema: StructSchema
  readonly value: unknown
}

/** A field path's steps: names and `[…]` subscripts (an index or a map key). */
const steps = (path: string): Array<{ readonly name: string } | { readonly key: string }> | undefined => {
  const out: Array<{ readonly name: string } | { readonly key: string }> = []
  let i = 0
  while (i < path.length) {
    if (path[i] === '[') {
      const end = path.indexOf(']', i)
      if (end < 0) return undefined
      out.push({ key: path.slice(i + 1, end) })
      i = end + 1
    } else {
      if (path[i] === '.') i++
      let end = i
      while (end < path.length && path[end] !== '.' && path[end] !== '[') end++
      out.push({ name: path.slice(i, end) })
      i = end
    }
  }
  return out
}

/** The kind and model value at `path` in the source; `undefined` where the path leaves the schema. */
const at = (source: ValueSource, path: string): { kind: Kind; value: unknown } | undefined => {
  const ss = steps(path)
  if (ss === undefined) return undefined
  let kind: Kind = { k: 'struct', goType: source.schema.goName, pointer: false, struct: () => source.schema }
  let value = source.value
  for (const s of ss) {
    if ('name' in s) {
      if (kind.k !== 'struct') return undefined
      const f = kind.struct().index.get(s.name)
      if (f === undefined) return undefined
      kind = f.kind
      value = isRecord(value) && Object.hasOwn(value, s.name) ? value[s.name] : undefined
    } else if (kind.k === 'slice') {
      kind = kind.elem
      value = Array.isArray(value) && /^\d+$/.test(s.key) ? value[Number(s.key)] : undefined
    } else if (kind.k === 'map') {
      kind = kind.elem
      value = isRecord(value) && Object.hasOwn(value, s.key) ? value[s.key] : undefined
    } else return undefined
  }
  return { kind, value }
}

/** `time.Time.String()` of an RFC 3339 time in UTC (`2026-01-01 00:05:00 +0000 UTC`); `undefined` if it does not parse. */
const goTimeString = (v: string): string | undefined => {
  const d = new Date(v)
  if (Number.isNaN(d.getTime())) return undefined
  const iso = d.toISOString()
  const ms = d.getUTCMilliseconds()
  const frac = ms === 0 ? '' : `.${String(ms).padStart(3, '0').replace(/0+$/, '')}`
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${frac} +0000 UTC`
}

const GENERATED = '`selector` not auto-generated'

/** A wire selector whose requirements without `values` get an empty list. */
const withValueLists = (v: unknown): unknown => {
  if (!isRecord(v) || !Array.isArray(v['matchExpressions'])) return v
  const exprs = (v['matchExpressions'] as unknown[]).map((r) =>
    isRecord(r) && r['values'] === undefined ? { ...r, values: [] } : r,
  )
  return { ...v, matchExpressions: exprs }
}

const parentPath = (path: string): string => path.slice(0, Math.max(0, path.lastIndexOf('.')))

const FIELD_PATH_DATA_SOURCE = `field.Path{name:"dataSource", index:"", parent:(*field.Path)(${GO_POINTER})}`

/** Details whose bad value is not the value at the error's field. */
const BY_DETAIL: Readonly<Record<string, 'parent' | 'dataSource'>> = {
  'can only be set when seccomp type is Localhost': 'parent',
  'must match dataSourceRef': 'dataSource',
  'may not be specified when dataSourceRef.namespace is specified': 'dataSource',
}

/** The details whose value is a resource *quantity* at a resource list's key (not the name). */
const isQuantityDetail = (d: string): boolean =>
  d === 'must be greater than or equal to 0' ||
  d === 'must be an integer' ||
  d === 'must be greater than zero' ||
  d.includes('is not positive integer multiple of')

/** Whether the error's value is a `core.ResourceName` (a `fmt.Stringer`, printed unquoted). */
const isResourceName = (e: FieldError): boolean => {
  if (typeof e.badValue !== 'string') return false
  // A resize policy's resourceName: Duplicate at its index, NotSupported (listing resource names) at the list.
  if (/\.resizePolicy\[\d+\]$/.test(e.field)) return e.type === 'FieldValueDuplicate'
  if (e.field.endsWith('.resizePolicy')) return e.type === 'FieldValueNotSupported' && e.detail.includes('"cpu"')
  return (
    /\.(limits|requests|overhead)\[[^\]]*\]$/.test(e.field) &&
    e.field.endsWith(`[${e.badValue}]`) &&
    !isQuantityDetail(e.detail)
  )
}

/** The Go text of one error's value on 1.33; `undefined` to keep the library's. */
const goValueText = (e: FieldError, source: ValueSource | undefined, minor: number): string | undefined => {
  if (isResourceName(e)) return e.badValue as string
  const how = BY_DETAIL[e.detail]
  if (how === 'dataSource') return FIELD_PATH_DATA_SOURCE
  if (source === undefined) return undefined
  const v = e.badValue
  if (how === 'parent') {
    const found = at(source, parentPath(e.field))
    return found === undefined ? undefined : internalGoSyntax({ ...found.kind, pointer: false }, found.value, minor)
  }
  const found = at(source, e.field)
  if (found === undefined) return undefined
  const { kind } = found
  if (typeof v === 'string') {
    // A metav1.Time is a fmt.Stringer; a quantity's `must be an integer` carries the Quantity itself.
    if (kind.k === 'time') return goTimeString(v)
    if (kind.k === 'quantity' && e.detail === 'must be an integer') return goQuantity(found.value)
    return undefined
  }
  if (typeof v !== 'object') return undefined
  if (v === null) {
    // A nil pointer prints "null"; a nil map or slice its `%#v`.
    return !kind.pointer && (kind.k === 'map' || kind.k === 'slice')
      ? internalGoSyntax(kind, undefined, minor)
      : undefined
  }
  if (kind.k !== 'struct' && kind.k !== 'map' && kind.k !== 'slice') return undefined
  // A selector's and a label map's value is the one validation saw (a created Job's carries the generated
  // labels); a created Job's selector requirements hold empty, not nil, value lists.
  // An update's immutable selector is the request's, as decoded (empty lists and maps kept).
  if (kind.k === 'struct' && kind.struct().name === 'LabelSelector')
    return internalGoSyntax(
      { ...kind, pointer: false },
      e.detail === GENERATED ? withValueLists(v) : e.detail === 'field is immutable' ? found.value : v,
      minor,
    )
  return internalGoSyntax({ ...kind, pointer: false }, kind.k === 'map' ? v : found.value, minor)
}

/** Whether a value text is JSON (`{…}`, `[…]`), not Go syntax (`[]string{…}`, `core.X{…}`). */
const isJsonText = (t: string): boolean => t.startsWith('{') || (t.startsWith('[') && !/^\[\]\S/.test(t))

/**
 * `errs` with 1.33's texts of the values listed above (the same error where
 * nothing changes). `source` is the request's object, as decoded.
 *
 * @example
 * goValueTexts([{ type: 'FieldValueDuplicate', field: 'spec.containers[0].resizePolicy[1]', badValue: 'cpu', detail: '' }], undefined, 33)[0]?.badValueText
 * // 'cpu'
 */
export const goValueTexts = (errs: FieldError[], source: ValueSource | undefined, minor: number): FieldError[] =>
  errs.map((e) => {
    // A text the library already prints in Go syntax stays; a JSON one (1.34's) is replaced.
    if (!Object.hasOwn(e, 'badValue') || (e.badValueText !== undefined && !isJsonText(e.badValueText))) return e
    const text = goValueText(e, source, minor)
    if (text !== undefined) return { ...e, badValueText: text }
    if (e.badValueEncoding === 'json' && typeof e.badValue === 'string') {
      const { badValueEncoding: _, ...rest } = e
      return rest
    }
    return e
  })
