/**
 * The compiled matcher: the same answers as `matches`, built for speed.
 *
 * A label is an own property of the label set whose value is not
 * `undefined` (JSON has no `undefined`, and `JSON.stringify` drops such
 * properties); inherited properties never count.
 *
 * Speed comes from two things:
 *
 * - **One property read per requirement, with a cheap ownership test.** A
 *   value found on the label set is its own unless the prototype supplies it.
 *   For plain objects (prototype `Object.prototype` or `null`) and keys that
 *   `Object.prototype` does not have, reading the value is enough; every
 *   other case falls back to `hasOwnProperty`.
 * - **Straight-line code per selector.** Property reads with a different key
 *   at the same code location defeat the engine's inline caches (each read
 *   then costs as much as a hash-map lookup). So, where the platform allows
 *   it, `compileSelector` generates one small function per selector with each
 *   key as a constant, making every read a cached, constant-key access. Keys
 *   and values are embedded only as `JSON.stringify`-quoted string literals;
 *   everything else (sets, int64 thresholds) is passed in as data. Where code
 *   generation is not allowed (a Content-Security-Policy without
 *   `unsafe-eval`), an equivalent closure runs the same checks from arrays.
 *
 * @module
 */
import { parseGoInt64 } from './int64'
import { getPrototypeOf, hasOwn, ObjectPrototype } from './requirement'
import type { Labels, Selector } from './types'
import { guarded } from '../wire/guard'

// Operation codes.
const OP_EQ = 0 // in / = / == with one value
const OP_NE = 1 // notin / != with one value
const OP_IN_LIST = 2
const OP_NOTIN_LIST = 3
const OP_IN_SET = 4
const OP_NOTIN_SET = 5
const OP_EXISTS = 6
const OP_ABSENT = 7
const OP_GT = 8
const OP_LT = 9
const OP_FALSE = 10 // unknown operator or unusable gt/lt threshold: never holds

/** Value lists longer than this become a `Set`. */
const SET_THRESHOLD = 8
/** Generated code compares with up to this many values inline. */
const INLINE_LIST_MAX = 16

/**
 * Whether the value `v` (not `undefined`), read as `ls[key]`, is an own
 * property of `ls`. Exact: it asks `hasOwnProperty` unless the prototype is
 * `null`, or is `Object.prototype` without a property of that name.
 */
const ownValue = (ls: object, key: string): boolean => {
  const p: unknown = getPrototypeOf(ls)
  if (p === null) return true
  if (p === ObjectPrototype && ObjectPrototype[key] === undefined && key !== '__proto__') return true
  return hasOwn.call(ls, key)
}

const includes = (list: readonly unknown[], v: unknown): boolean => {
  for (let j = 0; j < list.length; j++) if (list[j] === v) return true
  return false
}

const holdsWhenAbsent = (op: number): boolean =>
  op === OP_NE || op === OP_NOTIN_LIST || op === OP_NOTIN_SET || op === OP_ABSENT

/**
 * A selector flattened into parallel arrays: per requirement its key, its
 * operation and the operation's argument (the value for OP_EQ/OP_NE, the
 * value list for the list operations, a `Set` for the set ones, the
 * threshold for OP_GT/OP_LT).
 */
interface Program {
  readonly n: number
  readonly keys: readonly string[]
  readonly ops: readonly number[]
  readonly args: readonly unknown[]
}

const flatten = (reqs: readonly unknown[]): Program | undefined => {
  const n = reqs.length
  const keys: string[] = []
  const ops: number[] = []
  const args: unknown[] = []
  for (let i = 0; i < n; i++) {
    const r = reqs[i] as Record<string, unknown> | null
    const ok = typeof r === 'object' && r !== null
    const values: readonly unknown[] = ok && Array.isArray(r.values) ? r.values.slice() : []
    keys.push(ok && typeof r.key === 'string' ? r.key : '')
    let op = OP_FALSE
    let arg: unknown = values
    const operator = ok ? r.operator : undefined
    switch (operator) {
      case 'in':
      case '=':
      case '==':
      case 'notin':
      case '!=': {
        const positive = operator === 'in' || operator === '=' || operator === '=='
        if (values.length === 1 && typeof values[0] === 'string') {
          op = positive ? OP_EQ : OP_NE
          arg = values[0]
        } else if (values.length > SET_THRESHOLD && values.every((v) => typeof v === 'string')) {
          op = positive ? OP_IN_SET : OP_NOTIN_SET
          arg = new Set(values as string[])
        } else op = positive ? OP_IN_LIST : OP_NOTIN_LIST
        break
      }
      case 'exists':
        op = OP_EXISTS
        break
      case '!':
        op = OP_ABSENT
        break
      case 'gt':
      case 'lt':
        arg = values.length === 1 ? parseGoInt64(values[0] as string) : undefined
        if (arg !== undefined) op = operator === 'gt' ? OP_GT : OP_LT
    }
    if (op === OP_FALSE) return undefined // this requirement never holds
    ops.push(op)
    args.push(arg)
  }
  return { n, keys, ops, args }
}

// Requirement i of the program on a label that is present with value v.
const holdsFor = (prog: Program, i: number, v: unknown): boolean => {
  const arg = prog.args[i]
  switch (prog.ops[i]) {
    case OP_EQ:
      return v === arg
    case OP_NE:
      return v !== arg
    case OP_IN_LIST:
      return includes(arg as readonly unknown[], v)
    case OP_NOTIN_LIST:
      return !includes(arg as readonly unknown[], v)
    case OP_IN_SET:
      return typeof v === 'string' && (arg as Set<string>).has(v)
    case OP_NOTIN_SET:
      return !(typeof v === 'string' && (arg as Set<string>).has(v))
    case OP_EXISTS:
      return true
    case OP_GT:
    case OP_LT: {
      const lv = typeof v === 'string' ? parseGoInt64(v) : undefined
      if (lv === undefined) return false
      return prog.ops[i] === OP_GT ? lv > (arg as number | bigint) : lv < (arg as number | bigint)
    }
    default: // OP_ABSENT
      return false
  }
}

/** The matcher as a closure over the program (used where code generation is unavailable). */
const interpret =
  (prog: Program, allHoldWhenAbsent: boolean) =>
  (labels: Labels): boolean => {
    if (typeof labels !== 'object' || labels === null) return allHoldWhenAbsent
    const ls = labels as Record<string, unknown>
    for (let i = 0; i < prog.n; i++) {
      const key = prog.keys[i]!
      const op = prog.ops[i]!
      const v = ls[key]
      const absentAnswer = holdsWhenAbsent(op)
      if (v === undefined) {
        if (!absentAnswer) return false
        continue
      }
      const presentAnswer = holdsFor(prog, i, v)
      // the ownership test only matters when presence changes the answer
      if (presentAnswer !== absentAnswer ? !(ownValue(ls, key) ? presentAnswer : absentAnswer) : !presentAnswer)
        return false
    }
    return true
  }

/** Condition (JavaScript source) that `v` satisfies requirement i, given the label is present. */
const conditionSource = (prog: Program, i: number): string => {
  const lit = JSON.stringify
  const op = prog.ops[i]!
  const arg = prog.args[i]
  switch (op) {
    case OP_EQ:
      return `v === ${lit(arg)}`
    case OP_NE:
      return `v !== ${lit(arg)}`
    case OP_IN_LIST:
    case OP_NOTIN_LIST: {
      const list = arg as readonly unknown[]
      const any =
        list.length === 0
          ? 'false'
          : list.every((x) => typeof x === 'string')
            ? '(' + list.map((x) => `v === ${lit(x)}`).join(' || ') + ')'
            : `includes(args[${i}], v)`
      return op === OP_IN_LIST ? any : `!${any}`
    }
    case OP_IN_SET:
    case OP_NOTIN_SET: {
      // up to 16 values, a chain of comparisons beats a Set lookup
      const set = arg as Set<string>
      const any =
        set.size <= INLINE_LIST_MAX
          ? '(' + [...set].map((x) => `v === ${lit(x)}`).join(' || ') + ')'
          : `(typeof v === 'string' && args[${i}].has(v))`
      return op === OP_IN_SET ? any : `!${any}`
    }
    case OP_EXISTS:
      return 'true'
    case OP_GT:
    case OP_LT:
      return `(typeof v === 'string' && (n = parseGoInt64(v)) !== undefined && n ${op === OP_GT ? '>' : '<'} args[${i}])`
    default: // OP_ABSENT
      return 'false'
  }
}

/** Source of a function `(labels) => boolean` with every key a constant. */
const generateSource = (prog: Program, allHoldWhenAbsent: boolean): string => {
  const lines: string[] = [
    `if (typeof labels !== 'object' || labels === null) return ${allHoldWhenAbsent};`,
    'var ls = labels, v, n, p, k = 0;',
  ]
  for (let i = 0; i < prog.n; i++) {
    const key = JSON.stringify(prog.keys[i])
    const absent = holdsWhenAbsent(prog.ops[i]!)
    const cond = conditionSource(prog, i)
    // ownValue(ls, key), inlined so that Object.prototype[key] is a constant-key read;
    // the prototype is classified once per call (1: null, 2: Object.prototype, 3: other)
    const own = `((k === 0 ? (k = (p = getPrototypeOf(ls)) === null ? 1 : p === OP ? 2 : 3) : k) === 1 || (k === 2 && OP[${key}] === undefined && ${key} !== '__proto__') || hasOwn.call(ls, ${key}))`
    lines.push(`v = ls[${key}];`)
    if (absent) {
      // holds when absent: fails only if the label is present and the condition fails
      lines.push(`if (v !== undefined && !(${cond}) && ${own}) return false;`)
    } else {
      // needs the label: fails if absent, if the condition fails, or if the value is inherited
      lines.push(`if (v === undefined || !(${cond}) || !${own}) return false;`)
    }
  }
  lines.push('return true;')
  return lines.join('\n')
}

/**
 * Beyond these sizes code generation stops paying (V8 compiles a huge
 * function slowly and may not optimise it): the interpreter answers.
 */
const MAX_GENERATED_REQUIREMENTS = 512
const MAX_GENERATED_SOURCE = 256 * 1024

/** Code generation, or `undefined` where the platform forbids it or the selector is too large. */
/**
 * Statements run before the matcher's own, with their free names bound to
 * values: the cache of `matches` passes its check that the selector is
 * unchanged (they `return undefined` when it changed).
 */
export interface Prelude {
  readonly source: string
  readonly names: readonly string[]
  readonly values: readonly unknown[]
}

const generate = (
  prog: Program,
  allHoldWhenAbsent: boolean,
  prelude?: Prelude,
): ((...args: unknown[]) => boolean | undefined) | undefined => {
  if (prog.n > MAX_GENERATED_REQUIREMENTS) return undefined
  try {
    const source = generateSource(prog, allHoldWhenAbsent)
    if (source.length > MAX_GENERATED_SOURCE) return undefined
    const params = prelude === undefined ? 'labels' : 'sel, labels'
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- keys and values enter only as JSON string literals
    const factory = new Function(
      'getPrototypeOf',
      'OP',
      'hasOwn',
      'includes',
      'parseGoInt64',
      'args',
      ...(prelude?.names ?? []),
      `return function compiledSelector(${params}) {\n${prelude?.source ?? ''}\n${source}\n}`,
    ) as (...args: unknown[]) => (...args: unknown[]) => boolean | undefined
    return factory(
      getPrototypeOf,
      ObjectPrototype,
      hasOwn,
      includes,
      parseGoInt64,
      prog.args,
      ...(prelude?.values ?? []),
    )
  } catch {
    return undefined
  }
}

/** `compileSelector` before the boundary guard. */
export const compileSelectorUnguarded = (sel: Selector): ((labels: Labels) => boolean) => {
  if (typeof sel !== 'object' || sel === null || !Array.isArray(sel.requirements) || sel.matchesNothing === true)
    return () => false
  if (sel.requirements.length === 0) return () => true
  const prog = flatten(sel.requirements)
  if (prog === undefined) return () => false
  const allHoldWhenAbsent = prog.ops.every(holdsWhenAbsent)
  return (
    (generate(prog, allHoldWhenAbsent) as ((labels: Labels) => boolean) | undefined) ??
    interpret(prog, allHoldWhenAbsent)
  )
}

/**
 * The generated matcher of a selector of plain data, run after `prelude`:
 * `(sel, labels) => boolean`, or `undefined` when the prelude returns so.
 * `undefined` where code generation is not allowed or the selector is too
 * large (the cache of `matches` then keeps interpreting; leaving out the
 * closure-based interpreter keeps it out of the bundles that need only
 * `matches`).
 */
export const compileGeneratedUnguarded = (
  sel: Selector,
  prelude: Prelude,
): ((sel: unknown, labels: Labels) => boolean | undefined) | undefined => {
  const prog = flatten(sel.requirements)
  if (prog === undefined) return undefined
  return generate(prog, prog.ops.every(holdsWhenAbsent), prelude)
}

/** `compileSelectorWithoutCodegen` before the boundary guard. */
const compileSelectorWithoutCodegenUnguarded = (sel: Selector): ((labels: Labels) => boolean) => {
  if (typeof sel !== 'object' || sel === null || !Array.isArray(sel.requirements) || sel.matchesNothing === true)
    return () => false
  if (sel.requirements.length === 0) return () => true
  const prog = flatten(sel.requirements)
  if (prog === undefined) return () => false
  return interpret(prog, prog.ops.every(holdsWhenAbsent))
}

/** A matcher that answers `false` where reading the labels throws (a throwing proxy or accessor). */
const totalMatcher =
  (match: (labels: Labels) => boolean) =>
  (labels: Labels): boolean => {
    try {
      return match(labels)
    } catch {
      return false
    }
  }

/**
 * Compiles a selector into a matcher that gives the same answers as
 * `matches` but is built for speed: one constant-key property read per
 * requirement, ownership tested only when it decides the answer, gt/lt
 * thresholds parsed once, long value lists turned into `Set`s, nothing
 * allocated per call. Compile once, match many times: compiling costs more
 * than one match.
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * const s = parseSelector('env in (prod,staging),!legacy')
 * if (E.isRight(s)) {
 *   const isProd = compileSelector(s.right)
 *   isProd({ env: 'prod' })                 //=> true
 *   isProd({ env: 'prod', legacy: 'true' }) //=> false
 * }
 */
export const compileSelector = /* @__PURE__ */ guarded(
  () => () => false,
  (sel: Selector): ((labels: Labels) => boolean) => totalMatcher(compileSelectorUnguarded(sel)),
)

/**
 * The closure-based matcher that {@link compileSelector} falls back to where
 * code generation is not allowed. Same answers; exported for tests and for
 * platforms that prefer to avoid `new Function`.
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * const s = parseSelector('app=web')
 * E.isRight(s) && compileSelectorWithoutCodegen(s.right)({ app: 'web' }) //=> true
 */
export const compileSelectorWithoutCodegen = /* @__PURE__ */ guarded(
  () => () => false,
  (sel: Selector): ((labels: Labels) => boolean) => totalMatcher(compileSelectorWithoutCodegenUnguarded(sel)),
)
