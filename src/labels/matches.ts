/**
 * `matches(sel, labels)` with a small cache of compiled matchers, so that
 * matching many label sets against the same selector costs what the
 * compiled matcher costs, without the caller compiling first.
 *
 * - **Reading the selector.** The first time a selector object is seen, its
 *   requirements are read with property descriptors (no accessor runs, no
 *   inherited or polluted property is seen) into a private copy, which
 *   answers as the boundary guard's copy (src/wire/guard.ts) would, and a
 *   flat snapshot. A selector with anything else than plain data (an
 *   accessor, a hole, a class instance) is matched on its copy and not
 *   cached; a proxy that throws makes the answer `false`.
 * - **The cache.** The last {@link SLOTS} selectors, by object identity. A
 *   cached entry is used only while the selector still has the structure
 *   the snapshot recorded: the same `requirements` array of the same length,
 *   the same requirement objects, the same `values` arrays of the same
 *   lengths, the same `matchesNothing`. A selector given new requirements or
 *   value lists is read again. The strings inside are not compared on every
 *   call (that would cost more than the match): a selector is a value, and
 *   its types are read-only; writing another key, operator or value into an
 *   existing requirement or list is not seen by a cached entry. The check
 *   reads those fields directly: an accessor defined on one of them after
 *   the selector was cached is invoked (a throw answers `false`).
 * - **Compiling.** Compiling costs far more than one match, so an entry
 *   matches with the plain interpreter first and is compiled
 *   (`compileSelector`'s code generator) once it has been used
 *   {@link COMPILE_AFTER} times, into one function that checks the
 *   structure and then matches; it answers `undefined` when the selector
 *   changed. The check reads the recorded objects themselves (the selector,
 *   its `requirements` array, each requirement and values array), bound to
 *   names of the function, which V8's optimized code holds as constants: a
 *   field read of a constant object that no code has written since it was
 *   created (`requirements`, `values`) costs nothing until such a write,
 *   which discards the optimized code. The selector last answered by a
 *   compiled function is tried first, before the cache is searched.
 *
 * @module
 */
import { compileGeneratedUnguarded, type Prelude } from './compile'
import { getPrototypeOf, ObjectPrototype } from './requirement'
import { matchesUnguarded } from './selector'
import type { Labels, Selector } from './types'
import { prototypesPolluted } from '../wire/polluted'

/** How many selectors the cache holds. */
const SLOTS = 8
/** An entry is compiled on this use. */
const COMPILE_AFTER = 256
/** Selectors with more requirements are not cached (checking and compiling them costs too much). */
const MAX_CACHED_REQUIREMENTS = 1024

interface Entry {
  /** the selector object, its `requirements` and `matchesNothing` as read */
  readonly sel: object
  readonly reqs: readonly unknown[]
  readonly nothing: unknown
  readonly n: number
  /** per requirement: the object, its values array, that array's length (-1: not an array) */
  readonly flat: readonly unknown[]
  /** the private plain copy that is matched */
  readonly plain: Selector
  /** uses so far; -1 for an entry too large to cache */
  uses: number
  match: ((labels: Labels) => boolean) | undefined
  /** once compiled: {@link unchanged} and the match in one generated function, `undefined` when the selector changed */
  both: ((sel: unknown, labels: Labels) => boolean | undefined) | undefined
}

const getOwn = Object.getOwnPropertyDescriptor
const ArrayPrototype = Array.prototype

/** What {@link ownData} answers for an accessor or anything the guard must read. */
const NOT_PLAIN: unique symbol = /* @__PURE__ */ Symbol('not plain')

const ownData = (o: object, k: string | number): unknown => {
  const d = getOwn(o, k)
  if (d === undefined) return undefined
  return 'value' in d ? d.value : NOT_PLAIN
}

const isPlainObject = (u: unknown): u is object => {
  if (typeof u !== 'object' || u === null || Array.isArray(u)) return false
  const p: unknown = getPrototypeOf(u)
  return p === ObjectPrototype || p === null
}

const isPlainArray = (u: unknown): u is readonly unknown[] => Array.isArray(u) && getPrototypeOf(u) === ArrayPrototype

// a primitive, not the accessor mark
const isPrimitive = (u: unknown): boolean =>
  u === null || (typeof u !== 'object' && typeof u !== 'function' && u !== NOT_PLAIN)

/** Stands for a value list element that is an object: the guard's copy of it equals no label value. */
const UNEQUAL: object = {}

/** Value lists with holes longer than this read as `null`, as in the boundary guard's copy. */
const MAX_SPARSE_LENGTH = 1_000_000

/**
 * The entry of a selector: its own data properties read without running
 * accessors into a plain copy that matches as the boundary guard's copy of
 * the selector would (an accessor reads as absent, a hole as `null`, an
 * object value as a value equal to no label). `uses` is -1 (never cached)
 * for anything else than plain data, and for a selector too large to keep.
 */
const snapshot = (sel: object): Entry => {
  let plainData = isPlainObject(sel) && !prototypesPolluted()
  const reqs = ownData(sel, 'requirements')
  const nothing = ownData(sel, 'matchesNothing')
  if (!isPrimitive(nothing)) plainData = false
  if (!isPlainArray(reqs)) plainData = false
  // not a list, or a sparse one past any sane length: not a selector (the guard's copy has null)
  if (!Array.isArray(reqs) || (reqs.length > MAX_SPARSE_LENGTH && Object.keys(reqs).length < reqs.length)) {
    const plain = { requirements: null } as unknown as Selector
    return { sel, reqs: [], nothing, n: 0, flat: [], plain, uses: -1, match: undefined, both: undefined }
  }
  const n = (reqs as readonly unknown[]).length
  const flat: unknown[] = []
  const copies: unknown[] = []
  for (let i = 0; i < n; i++) {
    const r = ownData(reqs as object, i)
    if (typeof r !== 'object' || r === null) {
      // a hole reads as null; a primitive is no requirement
      copies.push(r === undefined ? null : r)
      plainData = false
      continue
    }
    if (!isPlainObject(r)) plainData = false
    const key = ownData(r, 'key')
    const operator = ownData(r, 'operator')
    let values = ownData(r, 'values')
    if (!isPrimitive(key) || !isPrimitive(operator)) plainData = false
    flat.push(r, values)
    let copy: unknown[] | undefined
    if (Array.isArray(values)) {
      let m = values.length
      if (m > MAX_SPARSE_LENGTH && Object.keys(values).length < m) {
        values = null
        m = 0
        plainData = false
      }
      if (!isPlainArray(values)) plainData = false
      flat.push(m)
      copy = new Array<unknown>(m)
      for (let j = 0; j < m; j++) {
        let v = ownData(values as object, j)
        if (v === undefined && !Object.hasOwn(values as object, j)) {
          v = null
          plainData = false
        } else if (!isPrimitive(v)) {
          v = UNEQUAL
          plainData = false
        }
        copy[j] = v
      }
    } else {
      if (!isPrimitive(values)) plainData = false
      flat.push(-1)
    }
    copies.push({
      key: key === NOT_PLAIN ? undefined : key,
      operator: operator === NOT_PLAIN ? undefined : operator,
      values: copy,
    })
  }
  const plain = { requirements: copies, matchesNothing: nothing === NOT_PLAIN ? undefined : nothing } as Selector
  const uses = plainData && n <= MAX_CACHED_REQUIREMENTS ? 0 : -1
  return { sel, reqs: reqs as readonly unknown[], nothing, n, flat, plain, uses, match: undefined, both: undefined }
}

/** Whether `sel` still has the structure entry `e` recorded (see the module comment). */
const unchanged = (e: Entry, sel: Record<string, unknown>): boolean => {
  const reqs = e.reqs as readonly Record<string, unknown>[]
  if (sel['requirements'] !== reqs || sel['matchesNothing'] !== e.nothing || reqs.length !== e.n) return false
  const f = e.flat
  let p = 0
  for (let i = 0; i < e.n; i++) {
    const r = reqs[i]!
    if (r !== f[p]) return false
    const values = r['values'] as readonly unknown[]
    if (values !== f[p + 1]) return false
    const m = f[p + 2] as number
    p += 3
    if (m >= 0 && values.length !== m) return false
  }
  return true
}

/**
 * {@link unchanged} as straight-line code for one entry: every read is of a
 * recorded object (the caller passes the entry's own selector), by a
 * constant key or index. Those objects are free names of the function
 * (S, R, N, F0, V0, …): a function made once from its factory has them as
 * constants in V8's optimized code, which then reads a field that was never
 * written since (such as `requirements` or `values`) without a load and
 * checks only the array elements and lengths.
 */
const checkPrelude = (e: Entry): Prelude => {
  const f = e.flat
  const names = ['S', 'R', 'N']
  const values = [e.sel, e.reqs, e.nothing]
  const lines = [
    `if (sel !== S || S.requirements !== R || S.matchesNothing !== N || R.length !== ${e.n}) return undefined;`,
  ]
  for (let p = 0; p < f.length; p += 3) {
    const m = f[p + 2] as number
    const r = 'F' + p
    const v = 'V' + p
    names.push(r, v)
    values.push(f[p], f[p + 1])
    lines.push(
      `if (R[${p / 3}] !== ${r} || ${r}.values !== ${v}${m < 0 ? '' : ` || ${v}.length !== ${m}`}) return undefined;`,
    )
  }
  return { source: lines.join('\n'), names, values }
}

const slots: (Entry | undefined)[] = /* @__PURE__ */ new Array<Entry | undefined>(SLOTS).fill(undefined)
let next = 0
/** Stands for no selector in {@link hotSel} (an object no caller holds). */
const NO_SELECTOR: object = {}
/** The fast path of {@link matches}: the selector last answered by a compiled entry, and its function. */
let hotSel: unknown = NO_SELECTOR
let hot: (sel: unknown, labels: Labels) => boolean | undefined = () => undefined

const matchEntry = (e: Entry, labels: Labels): boolean => {
  if (e.match !== undefined) return e.match(labels)
  if (++e.uses >= COMPILE_AFTER) {
    const plain = e.plain
    e.match = (labels: Labels): boolean => matchesUnguarded(plain, labels)
    if (plain.matchesNothing !== true) e.both = compileGeneratedUnguarded(plain, checkPrelude(e))
  }
  return matchesUnguarded(e.plain, labels)
}

/** `matches` with the cache, past the fast path; may throw (the caller catches). */
const cachedMatches = (sel: Selector, labels: Labels): boolean => {
  for (let i = 0; i < SLOTS; i++) {
    const e = slots[i]
    if (e !== undefined && e.sel === sel) {
      const both = e.both
      if (both !== undefined) {
        const answer = both(sel, labels)
        if (answer === undefined) break // changed: read it again
        hotSel = sel
        hot = both
        return answer
      }
      if (!unchanged(e, sel as never)) break
      return matchEntry(e, labels)
    }
  }
  if (hotSel === sel) hotSel = NO_SELECTOR
  if (typeof sel !== 'object' || sel === null) return false
  const e = snapshot(sel)
  if (e.uses < 0) return matchesUnguarded(e.plain, labels)
  for (let i = 0; i < SLOTS; i++) if (slots[i]?.sel === sel) slots[i] = undefined
  slots[next] = e
  next = (next + 1) % SLOTS
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
    if (sel === hotSel) {
      const answer = hot(sel, labels)
      if (answer !== undefined) return answer
    }
    return cachedMatches(sel, labels)
  } catch {
    return false // a proxy threw
  }
}
