/**
 * The boundary guard of the public functions: caller values are copied into
 * plain data before the library looks at them, and whatever still throws
 * becomes the function's fallback answer, never an exception.
 *
 * The copy ({@link plainData}) reads only own, enumerable data properties
 * (accessors are never invoked, inherited and polluted properties are never
 * seen), turns other objects into what `JSON.stringify` would send
 * ({@link toJsonValue}) — except a `Date`, copied as a `Date` for the
 * timestamp readers of `src/wire/dates.ts` —, catches what proxies throw (the value reads as
 * `null`), cuts cycles (`null`), turns array holes into `null`, and bounds the
 * work: nesting deeper than {@link MAX_DEPTH} reads as `null`, an array with
 * holes longer than {@link MAX_SPARSE_LENGTH} reads as `null`, and a value
 * whose expanded size (shared subgraphs counted once per path, as a YAML
 * alias is) exceeds the node budget reads as `null` as a whole. Shared
 * subgraphs are copied once. Primitives, `BigInt`s and functions (callbacks)
 * are kept.
 *
 * While `Object.prototype` or `Array.prototype` carry properties a program
 * planted there ({@link prototypesPolluted}), the copies have a `null`
 * prototype so that absent fields stay absent, and the answer is copied back
 * into ordinary objects.
 *
 * @module
 */
import type { FieldError } from '../field/field-error'
import { prototypesPolluted } from './polluted'
import { toJsonValue } from './read'

export { prototypesPolluted }

/** Nesting deeper than this reads as `null` (Go's `encoding/json` stops at 10,000). */
export const MAX_DEPTH = 1000

/** An array with holes longer than this reads as `null`. */
export const MAX_SPARSE_LENGTH = 1_000_000

/** Default bound on the expanded node count of one argument. */
export const DEFAULT_NODE_BUDGET = 4_000_000

const getProto = Object.getPrototypeOf

/** The time of a genuine `Date` (brand-checked, no getter runs), else `undefined`. */
const dateTime = (o: object): number | undefined => {
  try {
    return Date.prototype.getTime.call(o)
  } catch {
    return undefined
  }
}
const getOwn = Object.getOwnPropertyDescriptor
const hasOwn = Object.hasOwn
const isArray = Array.isArray

const defineOwn = (o: Record<string, unknown>, k: string, value: unknown): void => {
  if (k === '__proto__') Object.defineProperty(o, k, { value, enumerable: true, writable: true, configurable: true })
  else o[k] = value
}

interface Copied {
  readonly copy: unknown
  readonly size: number
}

/**
 * A copy of a caller's value as plain data (see the module comment), or
 * `null` for what cannot be read.
 *
 * @example
 * plainData({ a: 1, get b() { return 2 } }) // { a: 1 }
 * plainData([, 1]) // [null, 1]
 */
export const plainData = (value: unknown, budget = DEFAULT_NODE_BUDGET, nullPrototype = false): unknown => {
  const done = new Map<object, Copied>()
  const onPath = new Set<object>()
  let expanded = 0
  const newObject = (): Record<string, unknown> => (nullPrototype ? Object.create(null) : {})

  const walk = (v: unknown, depth: number): Copied => {
    if (typeof v !== 'object' || v === null) return { copy: v, size: 1 }
    const seen = done.get(v)
    if (seen !== undefined) {
      expanded += seen.size
      return seen
    }
    if (onPath.has(v) || depth > MAX_DEPTH || expanded > budget) return { copy: null, size: 1 }
    expanded++
    onPath.add(v)
    let result: Copied
    try {
      result = isArray(v) ? walkArray(v, depth) : walkObject(v, depth)
    } catch {
      result = { copy: null, size: 1 }
    }
    onPath.delete(v)
    done.set(v, result)
    return result
  }

  const walkArray = (a: readonly unknown[], depth: number): Copied => {
    const lengthDesc = getOwn(a, 'length')
    const length = lengthDesc !== undefined && typeof lengthDesc.value === 'number' ? lengthDesc.value : 0
    if (length > MAX_SPARSE_LENGTH && Object.keys(a).length < length) return { copy: null, size: 1 }
    const out: unknown[] = []
    let size = 1
    for (let i = 0; i < length; i++) {
      if (expanded > budget) return { copy: null, size: 1 }
      const d = getOwn(a, i)
      const c = d !== undefined && hasOwn(d, 'value') ? walk(d.value, depth + 1) : { copy: null, size: 1 }
      out.push(c.copy)
      size += c.size
    }
    return { copy: out, size }
  }

  const walkObject = (o: object, depth: number): Copied => {
    const proto = getProto(o) as object | null
    let source: object = o
    if (proto !== Object.prototype && proto !== null) {
      // A Date stays a Date (a fresh one): the functions that take Jobs read
      // it as the API server reads a timestamp (src/wire/dates.ts).
      const time = dateTime(o)
      if (time !== undefined) return { copy: new Date(time), size: 1 }
      const converted = toJsonValue(o)
      if (typeof converted !== 'object' || converted === null) return { copy: converted, size: 1 }
      if (converted !== o) return walk(converted, depth + 1)
      source = converted
    }
    const out = newObject()
    let size = 1
    for (const k of Object.keys(source)) {
      if (expanded > budget) return { copy: null, size: 1 }
      const d = getOwn(source, k)
      if (d === undefined || !hasOwn(d, 'value')) continue
      const c = walk(d.value, depth + 1)
      defineOwn(out, k, c.copy)
      size += c.size
    }
    return { copy: out, size }
  }

  try {
    const { copy } = walk(value, 0)
    return expanded > budget ? null : copy
  } catch {
    return null
  }
}

/**
 * A copy of an answer built from {@link plainData} copies with a `null`
 * prototype, with ordinary objects again (the library's own values only:
 * plain objects and arrays are copied, everything else is kept).
 *
 * @example
 * Object.getPrototypeOf(ordinaryData(Object.create(null))) === Object.prototype // true
 */
export const ordinaryData = (value: unknown): unknown => {
  const done = new Map<object, unknown>()
  const walk = (v: unknown): unknown => {
    if (typeof v !== 'object' || v === null) return v
    const seen = done.get(v)
    if (seen !== undefined) return seen
    const proto = getProto(v) as object | null
    if (isArray(v)) {
      const out: unknown[] = []
      done.set(v, out)
      for (let i = 0; i < v.length; i++) out.push(hasOwn(v, i) ? walk(v[i]) : undefined)
      return out
    }
    if (proto !== null && proto !== Object.prototype) return v
    const out: Record<string, unknown> = {}
    done.set(v, out)
    for (const k of Object.keys(v)) {
      const d = getOwn(v, k)
      if (d !== undefined && hasOwn(d, 'value')) defineOwn(out, k, walk(d.value))
    }
    return out
  }
  return walk(value)
}

/**
 * `f` behind the boundary guard: its arguments are copied as plain data
 * ({@link plainData}), an exception becomes `fallback(...args)` (called on
 * the copies). While the prototypes are polluted the answer is copied
 * back into ordinary objects ({@link ordinaryData}).
 *
 * @example
 * const first = guarded(() => undefined, (xs: readonly number[]) => xs[0])
 * first([, 2]) // null: the hole reads as null
 */
export const guarded =
  // biome-ignore lint/suspicious/noExplicitAny: any function type
  <F extends (...args: any[]) => any>(
    fallback: (...args: Parameters<F>) => ReturnType<F>,
    f: F,
    budget = DEFAULT_NODE_BUDGET,
  ): F =>
    ((...args: Parameters<F>): ReturnType<F> => {
      const polluted = prototypesPolluted()
      const safe = args.map((a) => plainData(a, budget, polluted)) as Parameters<F>
      let out: ReturnType<F>
      try {
        out = f(...safe)
      } catch {
        try {
          out = fallback(...safe)
        } catch {
          return undefined as ReturnType<F>
        }
      }
      return polluted ? (ordinaryData(out) as ReturnType<F>) : out
    }) as F

/**
 * The detail of the error a guarded function answers when reading its
 * input threw (a proxy or an accessor that throws, for instance).
 *
 * @example
 * UNREADABLE_INPUT_DETAIL // 'the input could not be read as JSON data'
 */
export const UNREADABLE_INPUT_DETAIL = 'the input could not be read as JSON data'

/**
 * The field errors a guarded function returns when reading its input threw.
 *
 * @example
 * unreadableJob[0]?.type // 'InternalError'
 */
export const unreadableJob: FieldError[] = [{ type: 'InternalError', field: '', detail: UNREADABLE_INPUT_DETAIL }]

/**
 * `f` with exceptions turned into `fallback(...args)`, for functions whose
 * own boundary already reads caller values as plain data (the wire decoder
 * of `decodeJob`, `createJob` and `updateJob` reports cycles, depth and size
 * as field errors, and keeps the caller's objects where nothing changes).
 *
 * @example
 * const head = caught(() => undefined, (xs: readonly number[]) => xs[0])
 * head([1]) // 1
 */
export const caught =
  // biome-ignore lint/suspicious/noExplicitAny: any function type
  <F extends (...args: any[]) => any>(fallback: (...args: Parameters<F>) => ReturnType<F>, f: F): F =>
    ((...args: Parameters<F>): ReturnType<F> => {
      try {
        return f(...args)
      } catch {
        try {
          return fallback(...args)
        } catch {
          return undefined as ReturnType<F>
        }
      }
    }) as F

/**
 * An options argument read as plain data ({@link plainData}, always with a
 * `null` prototype: an option a program planted on `Object.prototype`,
 * enumerable or not, is never seen); `undefined` when it is not an object.
 *
 * @example
 * safeOptions({ path: 'spec.template' }) // { path: 'spec.template' } (null prototype)
 * safeOptions(null) // undefined
 */
export const safeOptions = (options: unknown): object | undefined => {
  if (typeof options !== 'object' || options === null) return undefined
  const copy = plainData(options, DEFAULT_NODE_BUDGET, true)
  return typeof copy === 'object' && copy !== null ? copy : undefined
}

/**
 * One option: an own, enumerable data property of `options`, else
 * `undefined` (no accessor runs, nothing inherited or planted on a
 * prototype is read, a proxy that throws reads as `undefined`).
 *
 * @example
 * optionOf({ maxSyncs: 5 }, 'maxSyncs') // 5
 * optionOf(Object.create({ maxSyncs: 5 }), 'maxSyncs') // undefined
 */
export const optionOf = (options: unknown, key: string): unknown => {
  if (typeof options !== 'object' || options === null) return undefined
  try {
    const d = getOwn(options, key)
    return d !== undefined && d.enumerable === true && hasOwn(d, 'value') ? d.value : undefined
  } catch {
    return undefined
  }
}
