/**
 * The state of one decode (its options, the path it is at, the issues found
 * so far) and its guards: a budget of values, the cycle check, the size
 * checks. Every issue is recorded here, with the path rendered only when an
 * issue needs it.
 *
 * @module
 */
import type { DecodeIssue } from './decode-issue'
import { FIELD_MINORS_NEWEST } from './generated/field-minors'

/**
 * Options of a decode.
 *
 * @example
 * const o: DecodeOptions = { unknownFields: 'keep' }
 */
export interface DecodeOptions {
  /**
   * `'drop'` (default, as Go) reports unknown fields as issues and drops them; `'keep'` also stores them on the
   * model (see `unknownFieldsOf`) so that encoding can write them back; `'ignore'` neither reports nor
   * keeps them (for decoding only the fields a narrowed schema names).
   */
  readonly unknownFields?: 'drop' | 'keep' | 'ignore'
  /** Duplicated keys per object, from `parseJsonText`. */
  readonly duplicates?: ReadonlyMap<object, readonly string[]>
  /**
   * Every member, repeats included, in document order, of the objects that
   * repeat a key (from `parseJsonText`): decoded as Go reads them, a
   * repeated struct or map merging into the value decoded before.
   */
  readonly members?: ReadonlyMap<object, ReadonlyArray<readonly [string, unknown]>>
  /** The most values one decode visits (default 1,000,000). */
  readonly maxNodes?: number
  /** The deepest nesting kept for unknown fields (default 1,000). */
  readonly maxDepth?: number
  /**
   * `'stored'` (default) keeps a timestamp as the API server stores it: Go's
   * canonical UTC text, whole seconds, Go's zero time as unset. `'given'`
   * keeps the caller's text of a timestamp Go accepts, zero time included:
   * the `time.Time` Go's decoder holds before any round trip (for readers of
   * a decoded object that is never stored, such as the table printer, where
   * a `*metav1.Time` set to the zero time is set and fractions count).
   */
  readonly times?: 'stored' | 'given'
  /**
   * The Kubernetes minor number whose Go types to decode into (`36` for
   * 1.36; default: the newest). A field that minor's types lack (fields
   * added later, ./generated/field-minors.ts) is an unknown field there, as
   * that minor's server reads it.
   */
  readonly minor?: number
  /**
   * The input is a tree `parseJsonText` (or `JSON.parse`) made: plain
   * objects and arrays of JSON values, without accessors, holes or cycles,
   * read directly.
   */
  readonly plain?: boolean
}

/**
 * One decode in progress.
 *
 * @example
 * declare const w: Walk
 * w.issues.length
 */
export interface Walk {
  readonly issues: DecodeIssue[]
  budget: number
  readonly keepUnknown: boolean
  readonly reportUnknown: boolean
  readonly maxDepth: number
  readonly duplicates: ReadonlyMap<object, readonly string[]> | undefined
  readonly members: ReadonlyMap<object, ReadonlyArray<readonly [string, unknown]>> | undefined
  readonly active: Set<object>
  /** Go's error context: the struct being decoded and the JSON field stack (no indexes). */
  goStruct: string
  readonly goStack: string[]
  /** The strict-decoding path: field names and array indexes, rendered only when an issue needs it. */
  readonly path: Array<string | number>
  /** The indexes in `path` that are map keys (printed in brackets in a field error's path). */
  readonly mapKeys: number[]
  exhausted: boolean
  /** Timestamps as the caller gave them (see {@link DecodeOptions.times}). */
  readonly givenTimes: boolean
  /** Integers a `number` cannot hold exactly, by field path (see {@link recordExactInteger}); created on first use. */
  exactIntegers: Map<string, string> | undefined
  /** The minor number decoded as (see {@link DecodeOptions.minor}); 0 for the newest. */
  readonly minor: number
  /** See {@link DecodeOptions.plain}. */
  readonly plain: boolean
}

/**
 * A new decode with these options.
 *
 * @example
 * newWalk({ maxNodes: 10 }).budget // 10
 */
export const newWalk = (options: DecodeOptions | undefined): Walk => ({
  issues: [],
  budget: options?.maxNodes ?? 1_000_000,
  keepUnknown: options?.unknownFields === 'keep',
  reportUnknown: options?.unknownFields !== 'ignore',
  maxDepth: options?.maxDepth ?? 1000,
  duplicates: options?.duplicates,
  members: options?.members,
  active: new Set(),
  goStruct: '',
  goStack: [],
  path: [],
  mapKeys: [],
  exhausted: false,
  givenTimes: options?.times === 'given',
  exactIntegers: undefined,
  minor: typeof options?.minor === 'number' && options.minor < FIELD_MINORS_NEWEST ? options.minor : 0,
  plain: options?.plain === true,
})

/**
 * The path as strict decoding prints it: field names and map keys joined
 * with `.`, indexes in brackets.
 *
 * @example
 * pathText({ ...newWalk(undefined), path: ['spec', 'containers', 0] }) // 'spec.containers[0]'
 */
export const pathText = (w: Walk): string => {
  let out = ''
  for (const p of w.path) out += typeof p === 'number' ? `[${p}]` : out === '' ? p : `.${p}`
  return out
}

/** The path as a field error prints it: struct fields joined with `.`, indexes and map keys in brackets. */
const fieldPathText = (w: Walk): string => {
  let out = ''
  for (let i = 0; i < w.path.length; i++) {
    const p = w.path[i] as string | number
    if (typeof p === 'number' || w.mapKeys.includes(i)) out += `[${p}]`
    else out += out === '' ? p : `.${p}`
  }
  return out
}

/**
 * `key` after the path `base` (`base.key`, or `key` at the top).
 *
 * @example
 * joinPath('spec', 'parallelism') // 'spec.parallelism'
 */
export const joinPath = (base: string, key: string): string => (base === '' ? key : `${base}.${key}`)

/**
 * Records an issue at the current path (or at its member `extra`).
 *
 * @example
 * const w = newWalk(undefined)
 * issue(w, 'fatal', 'json: …')
 * w.issues[0]?.path // ''
 */
export const issue = (
  w: Walk,
  kind: DecodeIssue['kind'],
  message: string,
  extra?: string,
  bad?: { readonly value: unknown; readonly expected: string },
): void => {
  const path = extra === undefined ? pathText(w) : joinPath(pathText(w), extra)
  const fieldPath = extra === undefined ? fieldPathText(w) : joinPath(fieldPathText(w), extra)
  w.issues.push({ kind, path, message, fieldPath, ...(bad && { value: bad.value, expected: bad.expected }) })
}

/**
 * Records the decimal text of an integer read at the current path that the
 * model's `number` holds only approximately (an int64 beyond 2^53), so that
 * an error can still print the value Go holds.
 *
 * @example
 * const w = newWalk(undefined)
 * recordExactInteger(w, '9007199254740993')
 * w.exactIntegers?.get('') // '9007199254740993'
 */
export const recordExactInteger = (w: Walk, text: string): void => {
  if (w.exactIntegers === undefined) w.exactIntegers = new Map()
  w.exactIntegers.set(fieldPathText(w), text)
}

/**
 * A value the JSON view of which Go cannot see, or one too large: reported
 * once per place.
 *
 * @example
 * const w = newWalk(undefined)
 * limit(w, 'the value is too large')
 * w.issues[0]?.kind // 'limit'
 */
export const limit = (w: Walk, message: string): void => {
  issue(w, 'limit', message)
}

/**
 * Takes one value from the budget; `false` (reported once) when it is
 * spent.
 *
 * @example
 * spend(newWalk({ maxNodes: 0 })) // false
 */
export const spend = (w: Walk): boolean => {
  if (w.exhausted) return false
  if (--w.budget < 0) {
    w.exhausted = true
    limit(w, 'the value is too large: it has more nested values than the decoding limit allows')
    return false
  }
  return true
}

/**
 * Enters an object or array (left with `w.active.delete(o)`); `false`
 * (reported) when it is already being decoded: a cycle.
 *
 * @example
 * enter(newWalk(undefined), {}) // true
 */
export const enter = (w: Walk, o: object): boolean => {
  if (w.plain) return true
  if (w.active.has(o)) {
    limit(w, 'the value contains a cycle: an object that contains itself cannot be sent as JSON')
    return false
  }
  w.active.add(o)
  return true
}

/**
 * Whether an array of length `n`, just entered, fits the budget; if not it
 * is left, reported, and the decode stops reading.
 *
 * @example
 * const w = newWalk({ maxNodes: 2 })
 * const a = [1, 2, 3]
 * enter(w, a) && fitsBudget(w, a, 3) // false
 */
export const fitsBudget = (w: Walk, a: object, n: number): boolean => {
  if (n <= w.budget) return true
  w.active.delete(a)
  limit(w, `the array of length ${n} is larger than the decoding limit allows`)
  w.exhausted = true
  return false
}

/**
 * Reports a hole of a sparse array at the current path.
 *
 * @example
 * const w = newWalk(undefined)
 * hole(w)
 * w.issues.length // 1
 */
export const hole = (w: Walk): void => {
  limit(w, 'the array has a hole here (a sparse array cannot be sent as JSON)')
}
