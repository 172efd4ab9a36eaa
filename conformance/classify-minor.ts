/**
 * Classifies why two oracles of different Kubernetes minors answered the
 * same request differently (conformance/minor-diff.ts). One answer can fall
 * in several classes; each class also adds what it saw to the facts.
 *
 * Classes: unknown-field (the older minor does not know a field the input
 * has), dropped-field (a field of the input is kept by one minor and
 * dropped by the other: a disabled gate), default (a field the input lacks
 * is set by one minor only), value-change (a field both set differs),
 * error-text, field-path, bad-value-format, duplicate-errors, error-order, rule-change
 * (an error only one minor reports, or one accepts what the other rejects),
 * warning, controller, other.
 */
import { canonicalJson } from './harness/json'

export interface Facts {
  readonly unknownFields: Map<string, number>
  readonly droppedFields: Map<string, number>
  readonly defaults: Map<string, number>
  readonly valueChanges: Map<string, number>
  readonly errorTexts: Map<string, number>
  readonly fieldPaths: Map<string, number>
  readonly badValues: Map<string, number>
  readonly rules: Map<string, number>
  readonly warnings: Map<string, number>
  readonly controller: Map<string, number>
  readonly errorOrder: Map<string, number>
  readonly other: Map<string, number>
}

export const newFacts = (): Facts => ({
  unknownFields: new Map(),
  droppedFields: new Map(),
  defaults: new Map(),
  valueChanges: new Map(),
  errorTexts: new Map(),
  fieldPaths: new Map(),
  badValues: new Map(),
  rules: new Map(),
  warnings: new Map(),
  controller: new Map(),
  errorOrder: new Map(),
  other: new Map(),
})

const bump = (m: Map<string, number>, k: string): void => {
  m.set(k, (m.get(k) ?? 0) + 1)
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }
const isObj = (x: unknown): x is Record<string, Json> => x !== null && typeof x === 'object' && !Array.isArray(x)

interface FieldErr {
  readonly type: string
  readonly field: string
  readonly detail: string
  readonly badValue?: Json
}

/** `a.b[3].c` → `a.b[*].c`: the facts are about fields, not positions. */
const norm = (path: string): string => path.replace(/\[\d+\]/g, '[*]')
const cut = (s: string | undefined, n = 240): string =>
  s === undefined ? '(absent)' : s.length > n ? `${s.slice(0, n)}…` : s

const errorsOf = (x: unknown): FieldErr[] => {
  const status = isObj(x) && isObj(x.outcome) && isObj(x.outcome.status) ? x.outcome.status : undefined
  const list = status?.errors ?? (isObj(x) ? x.errors : undefined)
  return Array.isArray(list)
    ? (list.filter((e) => isObj(e) && typeof e.field === 'string') as unknown as FieldErr[])
    : []
}
const messageOf = (x: unknown): string | undefined =>
  isObj(x) && isObj(x.outcome) && isObj(x.outcome.status) && typeof x.outcome.status.message === 'string'
    ? x.outcome.status.message
    : undefined
const okOf = (x: unknown): boolean | undefined =>
  isObj(x) && isObj(x.outcome) && typeof x.outcome.ok === 'boolean'
    ? x.outcome.ok
    : isObj(x) && typeof x.ok === 'boolean'
      ? x.ok
      : undefined
const objectOf = (x: unknown): Json | undefined =>
  isObj(x) && isObj(x.outcome) ? x.outcome.object : isObj(x) && isObj(x.template) ? x.template : undefined
const warningsOf = (x: unknown): string[] =>
  isObj(x) && Array.isArray(x.warnings) ? x.warnings.filter((w): w is string => typeof w === 'string') : []

const bodyOf = (input: unknown): Json | undefined => {
  if (!isObj(input)) return undefined
  if (isObj(input.template)) return input.template
  if (typeof input.body === 'string')
    try {
      return JSON.parse(input.body) as Json
    } catch {
      return undefined
    }
  return undefined
}

const UNKNOWN = /unknown field "([^"]+)"/g
const unknownFieldsIn = (x: unknown): Set<string> => {
  const out = new Set<string>()
  for (const m of JSON.stringify(x).replace(/\\"/g, '"').matchAll(UNKNOWN)) out.add(norm(m[1] as string))
  return out
}

/** Leaf paths (and presence) where two JSON values differ. */
const diffPaths = (a: Json | undefined, b: Json | undefined, path: string, out: string[]): void => {
  if (out.length > 40) return
  if (canonicalJson(a) === canonicalJson(b)) return
  if (isObj(a) && isObj(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)]))
      diffPaths(a[k], b[k], path === '' ? k : `${path}.${k}`, out)
    return
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    a.forEach((x, i) => {
      diffPaths(x, b[i], `${path}[${i}]`, out)
    })
    return
  }
  out.push(path)
}

const at = (v: Json | undefined, path: string): Json | undefined => {
  let cur: Json | undefined = v
  for (const seg of path.split(/\.|(?=\[)/)) {
    if (seg === '') continue
    const idx = /^\[(\d+)\]$/.exec(seg)
    if (idx !== null) cur = Array.isArray(cur) ? cur[Number(idx[1])] : undefined
    else cur = isObj(cur) ? cur[seg] : undefined
    if (cur === undefined) return undefined
  }
  return cur
}

const errKey = (e: FieldErr): string => `${e.type}|${e.field}|${e.detail}|${canonicalJson(e.badValue)}`

/** Removes the errors both lists have (as multisets); returns the rest of each and whether `a` had a duplicate `b` has once. */
const split = (a: FieldErr[], b: FieldErr[]) => {
  const left = new Map<string, number>()
  for (const e of b) left.set(errKey(e), (left.get(errKey(e)) ?? 0) + 1)
  const onlyA: FieldErr[] = []
  let duplicates = false
  for (const e of a) {
    const n = left.get(errKey(e)) ?? 0
    if (n > 0) left.set(errKey(e), n - 1)
    else {
      if (a.filter((x) => errKey(x) === errKey(e)).length > 1 && b.some((x) => errKey(x) === errKey(e)))
        duplicates = true
      else onlyA.push(e)
    }
  }
  const seenB = new Map<string, number>()
  for (const e of a) seenB.set(errKey(e), (seenB.get(errKey(e)) ?? 0) + 1)
  const onlyB = b.filter((e) => {
    const n = seenB.get(errKey(e)) ?? 0
    if (n > 0) {
      seenB.set(errKey(e), n - 1)
      return false
    }
    return true
  })
  return { onlyA, onlyB, duplicates }
}

const compareErrors = (
  oldErrs: FieldErr[],
  newErrs: FieldErr[],
  unknown: Set<string>,
  facts: Facts,
  classes: Set<string>,
): void => {
  const { onlyA, onlyB, duplicates } = split(oldErrs, newErrs)
  if (duplicates) classes.add('duplicate-errors')
  if (
    onlyA.length === 0 &&
    onlyB.length === 0 &&
    !duplicates &&
    oldErrs.map(errKey).join() !== newErrs.map(errKey).join()
  ) {
    classes.add('error-order')
    bump(
      facts.errorOrder,
      cut(`${oldErrs.map((e) => norm(e.field)).join(', ')} → ${newErrs.map((e) => norm(e.field)).join(', ')}`, 400),
    )
  }
  const rest = [...onlyB]
  const take = (pred: (f: FieldErr) => boolean): FieldErr | undefined => {
    const i = rest.findIndex(pred)
    return i < 0 ? undefined : rest.splice(i, 1)[0]
  }
  for (const e of onlyA) {
    if ([...unknown].some((u) => e.detail.includes(u) || norm(e.field).startsWith(u))) continue
    let f = take((x) => x.type === e.type && x.field === e.field && x.detail === e.detail)
    if (f !== undefined) {
      classes.add('bad-value-format')
      bump(
        facts.badValues,
        `${e.type} ${norm(e.field)}: ${cut(canonicalJson(e.badValue), 100)} → ${cut(canonicalJson(f.badValue), 100)}`,
      )
      continue
    }
    f = take((x) => x.type === e.type && x.field === e.field)
    if (f !== undefined) {
      classes.add('error-text')
      bump(facts.errorTexts, cut(`${e.type} ${norm(e.field)}: ${e.detail} → ${f.detail}`, 400))
      continue
    }
    f = take((x) => x.detail === e.detail && e.detail !== '')
    if (f !== undefined) {
      classes.add('field-path')
      bump(facts.fieldPaths, `${e.type} ${norm(e.field)} → ${f.type} ${norm(f.field)}: ${cut(e.detail, 80)}`)
      continue
    }
    classes.add('rule-change')
    bump(facts.rules, cut(`old only: ${e.type} ${norm(e.field)}: ${e.detail}`))
  }
  for (const f of rest) {
    classes.add('rule-change')
    bump(facts.rules, cut(`new only: ${f.type} ${norm(f.field)}: ${f.detail}`))
  }
}

const compareObjects = (
  input: unknown,
  o: Json | undefined,
  n: Json | undefined,
  unknown: Set<string>,
  facts: Facts,
  classes: Set<string>,
): void => {
  const body = bodyOf(input)
  const paths: string[] = []
  diffPaths(o, n, '', paths)
  for (const p of paths) {
    const np = norm(p)
    if ([...unknown].some((u) => np === u || np.startsWith(`${u}.`) || np.startsWith(`${u}[`))) continue
    const inOld = at(o, p) !== undefined
    const inNew = at(n, p) !== undefined
    const inInput = at(body, p) !== undefined
    if (inOld !== inNew && inInput) {
      classes.add('dropped-field')
      bump(facts.droppedFields, `${inOld ? 'new' : 'old'} drops ${np}`)
    } else if (inOld !== inNew) {
      classes.add('default')
      bump(facts.defaults, `${inOld ? 'old' : 'new'} only sets ${np}`)
    } else {
      classes.add('value-change')
      bump(facts.valueChanges, np)
    }
  }
}

/** The classes of one differing pair of answers (old minor, new minor); adds what it saw to `facts`. */
export const classifyDifference = (
  op: string,
  input: unknown,
  oldAnswer: unknown,
  newAnswer: unknown,
  facts: Facts,
): string[] => {
  const classes = new Set<string>()
  // An answer with several possible outcomes (Go map order) is judged by its first.
  const first = (x: unknown): unknown => (isObj(x) && Array.isArray(x.oneOf) ? x.oneOf[0] : x)
  const o = first(oldAnswer)
  const n = first(newAnswer)
  if (op === 'controller.syncJob') {
    const paths: string[] = []
    diffPaths(o as Json, n as Json, '', paths)
    for (const p of paths) bump(facts.controller, norm(p))
    return ['controller']
  }
  const newUnknown = unknownFieldsIn(n)
  const unknown = new Set([...unknownFieldsIn(o)].filter((u) => !newUnknown.has(u)))
  for (const u of unknown) bump(facts.unknownFields, u)
  if (unknown.size > 0) classes.add('unknown-field')
  const oldOk = okOf(o)
  const newOk = okOf(n)
  compareErrors(errorsOf(o), errorsOf(n), unknown, facts, classes)
  if (oldOk !== newOk && unknown.size === 0 && !classes.has('rule-change')) {
    classes.add('rule-change')
    bump(
      facts.rules,
      cut(
        `${oldOk === true ? 'old accepts, new rejects' : 'old rejects, new accepts'}: ${messageOf(oldOk === true ? n : o) ?? ''}`,
      ),
    )
  }
  const om = messageOf(o)
  const nm = messageOf(n)
  if (
    om !== undefined &&
    nm !== undefined &&
    om !== nm &&
    errorsOf(o).length === 0 &&
    errorsOf(n).length === 0 &&
    unknown.size === 0
  ) {
    classes.add('error-text')
    bump(facts.errorTexts, cut(`${om} → ${nm}`, 400))
  }
  if (oldOk === true && newOk === true) compareObjects(input, objectOf(o), objectOf(n), unknown, facts, classes)
  const ow = warningsOf(o).filter((w) => !w.includes('unknown field "'))
  const nw = warningsOf(n).filter((w) => !w.includes('unknown field "'))
  for (const w of ow.filter((x) => !nw.includes(x))) {
    classes.add('warning')
    bump(facts.warnings, cut(`old only: ${w}`))
  }
  for (const w of nw.filter((x) => !ow.includes(x))) {
    classes.add('warning')
    bump(facts.warnings, cut(`new only: ${w}`))
  }
  if (classes.size === 0) {
    const paths: string[] = []
    diffPaths(o as Json, n as Json, '', paths)
    for (const p of paths) {
      const a = at(o as Json, p)
      const b = at(n as Json, p)
      if (typeof a === 'string' && typeof b === 'string') {
        // A text both minors give, worded differently (e.g. a label check's message).
        classes.add('error-text')
        bump(facts.errorTexts, cut(`${op} ${norm(p)}: ${a} → ${b}`, 400))
      } else {
        classes.add('other')
        bump(facts.other, `${op} ${norm(p)}: ${cut(canonicalJson(a), 80)} → ${cut(canonicalJson(b), 80)}`)
      }
    }
  }
  return [...classes]
}
