/**
 * `matches(sel, labels)` with a small cache of compiled matchers, so that
 * matching many label sets against the same selector costs what the
 * compiled matcher costs, without the caller compiling first.
 *
 * - **Reading the selector.** The first time a selector object is seen, its
 *   requirements are read with property descriptors (no accessor runs, no
 *   inherited or polluted property is seen) into a private copy and a flat
 *   snapshot. A selector with anything else than plain data (an accessor, a
 *   hole, a class instance, a proxy that throws) is read through the copying
 *   boundary guard instead, as every other label function reads its input,
 *   and is not cached.
 * - **The cache.** The last {@link SLOTS} selectors, by object identity. A
 *   cached entry is used only while the selector still has the structure
 *   the snapshot recorded: the same `requirements` array of the same length,
 *   the same requirement objects, the same `values` arrays of the same
 *   lengths, the same `matchesNothing`. A selector given new requirements or
 *   value lists is read again. The strings inside are not compared on every
 *   call (that would cost more than the match): a selector is a value, and
 *   its types are read-only; writing another key, operator or value into an
 *   existing requirement or list is not seen by a cached entry.
 * - **Compiling.** Compiling costs far more than one match, so an entry
 *   matches with the plain interpreter first and is compiled
 *   (`compileSelector`'s code) once it has been used {@link COMPILE_AFTER}
 *   times.
 *
 * @module
 */
import { compileSelectorUnguarded } from './compile'
import { matchesUnguarded } from './selector'
import type { Labels, Requirement, Selector } from './types'
import { plainData, prototypesPolluted } from '../wire/guard'

/** How many selectors the cache holds. */
const SLOTS = 8
/** An entry is compiled on this use. */
const COMPILE_AFTER = 256
/** Larger selectors are not cached (the snapshot would hold too much). */
const MAX_CACHED_VALUES = 4096

interface Entry {
  /** the selector object, its `requirements` and `matchesNothing` as read */
  readonly sel: object
  readonly reqs: readonly unknown[]
  readonly nothing: unknown
  readonly n: number
  /** per requirement: the object, key, operator, values array, values length (-1: not an array), then the values */
  readonly flat: readonly unknown[]
  /** the private plain copy that is matched */
  readonly plain: Selector
  /** uses so far; -1 for an entry too large to cache */
  uses: number
  match: ((labels: Labels) => boolean) | undefined
  /** {@link unchanged} for this entry, generated with the snapshot as constants (once compiled) */
  check: ((sel: object) => boolean) | undefined
}

const getOwn = Object.getOwnPropertyDescriptor
const getProto = Object.getPrototypeOf
const ObjectPrototype = Object.prototype
const ArrayPrototype = Array.prototype

/** What {@link ownData} answers for an accessor or anything the guard must read. */
const NOT_PLAIN: unique symbol = Symbol('not plain')

const ownData = (o: object, k: string | number): unknown => {
  const d = getOwn(o, k)
  if (d === undefined) return undefined
  return 'value' in d ? d.value : NOT_PLAIN
}

const isPlainObject = (u: unknown): u is object => {
  if (typeof u !== 'object' || u === null || Array.isArray(u)) return false
  const p: unknown = getProto(u)
  return p === ObjectPrototype || p === null
}

const isPlainArray = (u: unknown): u is readonly unknown[] => Array.isArray(u) && getProto(u) === ArrayPrototype

// a primitive, not the accessor mark
const isPrimitive = (u: unknown): boolean =>
  u === null || (typeof u !== 'object' && typeof u !== 'function' && u !== NOT_PLAIN)

/**
 * The entry of a selector made of plain data (not yet cached), or
 * `undefined` when the guard must read it.
 */
const snapshot = (sel: unknown): Entry | undefined => {
  if (!isPlainObject(sel) || prototypesPolluted()) return undefined
  const reqs = ownData(sel, 'requirements')
  const nothing = ownData(sel, 'matchesNothing')
  if (!isPlainArray(reqs) || !isPrimitive(nothing)) return undefined
  const n = reqs.length
  const flat: unknown[] = []
  const copies: Requirement[] = []
  for (let i = 0; i < n; i++) {
    const r = ownData(reqs, i)
    if (!isPlainObject(r)) return undefined
    const key = ownData(r, 'key')
    const operator = ownData(r, 'operator')
    const values = ownData(r, 'values')
    if (!isPrimitive(key) || !isPrimitive(operator)) return undefined
    flat.push(r, key, operator, values)
    let copy: unknown[] | undefined
    if (isPlainArray(values)) {
      const m = values.length
      flat.push(m)
      copy = new Array<unknown>(m)
      for (let j = 0; j < m; j++) {
        const v = ownData(values, j)
        if (!isPrimitive(v) || (v === undefined && !Object.hasOwn(values, j))) return undefined
        flat.push(v)
        copy[j] = v
      }
    } else if (isPrimitive(values)) flat.push(-1)
    else return undefined
    copies.push({ key, operator, values: copy } as unknown as Requirement)
  }
  const plain = { requirements: copies, matchesNothing: nothing } as Selector
  return {
    sel,
    reqs,
    nothing,
    n,
    flat,
    plain,
    uses: flat.length > MAX_CACHED_VALUES ? -1 : 0,
    match: undefined,
    check: undefined,
  }
}

/** Whether `sel` still has the structure entry `e` recorded (see the module comment). */
const unchanged = (e: Entry, sel: Record<string, unknown>): boolean => {
  if (e.check !== undefined) return e.check(sel)
  const reqs = e.reqs as readonly Record<string, unknown>[]
  if (sel['requirements'] !== reqs || sel['matchesNothing'] !== e.nothing || reqs.length !== e.n) return false
  const f = e.flat
  let p = 0
  for (let i = 0; i < e.n; i++) {
    const r = reqs[i]!
    if (r !== f[p]) return false
    const values = r['values'] as readonly unknown[]
    if (values !== f[p + 3]) return false
    const m = f[p + 4] as number
    p += 5 + (m < 0 ? 0 : m)
    if (m >= 0 && values.length !== m) return false
  }
  return true
}

/**
 * {@link unchanged} as straight-line code for one entry (each read has a
 * constant key or index, an inline-cached load; the objects are compared
 * with the snapshot's), `undefined` where code generation is not allowed.
 */
const generateCheck = (e: Entry): ((sel: object) => boolean) | undefined => {
  const f = e.flat
  const lines = [
    'var q = sel.requirements, r, v;',
    `if (q !== R || sel.matchesNothing !== N || q.length !== ${e.n}) return false;`,
  ]
  let p = 0
  for (let i = 0; i < e.n; i++) {
    const m = f[p + 4] as number
    let cond = `(r = q[${i}]) !== f[${p}] || (v = r.values) !== f[${p + 3}]`
    p += 5
    if (m >= 0) {
      cond += ` || v.length !== ${m}`
      p += m
    }
    lines.push(`if (${cond}) return false;`)
  }
  lines.push('return true;')
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- only numbers enter the source
    const factory = new Function('R', 'N', 'f', `return function selectorUnchanged(sel) {\n${lines.join('\n')}\n}`)
    return factory(e.reqs, e.nothing, f) as (sel: object) => boolean
  } catch {
    return undefined
  }
}

const slots: (Entry | undefined)[] = new Array<Entry | undefined>(SLOTS).fill(undefined)
let next = 0
let last: Entry | undefined

const matchEntry = (e: Entry, labels: Labels): boolean => {
  if (e.match !== undefined) return e.match(labels)
  if (++e.uses >= COMPILE_AFTER) {
    e.check = generateCheck(e)
    e.match = compileSelectorUnguarded(e.plain)
  }
  return matchesUnguarded(e.plain, labels)
}

/** `matches` with the cache; may throw (the caller catches). */
const cachedMatches = (sel: Selector, labels: Labels): boolean => {
  const l = last
  if (l !== undefined && l.sel === sel && (l.check !== undefined ? l.check(sel) : unchanged(l, sel as never))) {
    const match = l.match
    return match !== undefined ? match(labels) : matchEntry(l, labels)
  }
  for (let i = 0; i < SLOTS; i++) {
    const e = slots[i]
    if (e !== undefined && e.sel === sel && unchanged(e, sel as never)) {
      last = e
      return matchEntry(e, labels)
    }
  }
  const e = snapshot(sel)
  if (e === undefined) {
    // not plain data: matched on the guard's copy, not cached
    const copy = plainData(sel, undefined, prototypesPolluted()) as Selector
    return matchesUnguarded(copy, labels)
  }
  if (e.uses < 0) return matchesUnguarded(e.plain, labels)
  for (let i = 0; i < SLOTS; i++) if (slots[i]?.sel === sel) slots[i] = undefined
  slots[next] = e
  next = (next + 1) % SLOTS
  last = e
  return matchEntry(e, labels)
}

/**
 * `Selector.Matches`: whether every requirement holds for the label set.
 * Label sets are plain objects; a label is an own property whose value is
 * not `undefined` (inherited properties never count). They are not
 * validated. {@link nothing} matches nothing; a non-selector matches
 * nothing. Matching the same selector object again and again is as fast as
 * its {@link compileSelector} matcher: the last few selectors are compiled
 * and cached (a selector changed in place is read again).
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * const s = parseSelector('app=web,tier notin (db)')
 * E.isRight(s) && matches(s.right, { app: 'web' })             //=> true
 * E.isRight(s) && matches(s.right, { app: 'web', tier: 'db' }) //=> false
 */
export const matches = (sel: Selector, labels: Labels): boolean => {
  try {
    return cachedMatches(sel, labels)
  } catch {
    return false // a proxy threw
  }
}
