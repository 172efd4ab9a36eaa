/**
 * The request body as text: JSON with edits JSON.stringify cannot make —
 * duplicate members, numbers spelled `1.0` or `1e2`, unknown fields, and
 * broken documents — so that strict decoding is exercised as the API server
 * sees it.
 */
import fc from 'fast-check'
import type { Json, JsonObject } from './jobs'

export type Path = ReadonlyArray<string | number>

/** An edit of the rendered text. */
export type TextEdit =
  | { readonly kind: 'append'; readonly path: Path; readonly key: string; readonly raw: string } // extra member (unknown or duplicate)
  | { readonly kind: 'raw'; readonly path: Path; readonly key: string; readonly raw: string } // member value spelled as raw text

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((x, i) => x === b[i])

/** Renders a JSON value with the edits applied. */
export const renderJson = (value: Json, edits: readonly TextEdit[], path: Path = []): string => {
  if (Array.isArray(value)) return `[${value.map((v, i) => renderJson(v, edits, [...path, i])).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const members: string[] = []
    for (const k of Object.keys(value)) {
      const raw = edits.find((e) => e.kind === 'raw' && e.key === k && samePath(e.path, path))
      members.push(
        `${JSON.stringify(k)}:${raw !== undefined ? raw.raw : renderJson(value[k] as Json, edits, [...path, k])}`,
      )
    }
    for (const e of edits)
      if (e.kind === 'append' && samePath(e.path, path)) members.push(`${JSON.stringify(e.key)}:${e.raw}`)
    return `{${members.join(',')}}`
  }
  return JSON.stringify(value)
}

/** Value at a path, or undefined. */
export const getPath = (v: Json, path: Path): Json | undefined => {
  let cur: Json | undefined = v
  for (const p of path) {
    if (cur === null || typeof cur !== 'object') return undefined
    cur = (cur as Record<string | number, Json>)[p as never]
  }
  return cur
}

/** Sets a value at a path, creating objects on the way (on a copy). */
export const setPath = (v: JsonObject, path: Path, value: Json): JsonObject => {
  const out = structuredClone(v)
  let cur: Json = out
  for (let i = 0; i < path.length - 1; i++) {
    const k = path[i] as string
    const next: Json | undefined = (cur as JsonObject)[k]
    if (next === undefined || next === null || typeof next !== 'object')
      (cur as JsonObject)[k] = typeof path[i + 1] === 'number' ? [] : {}
    cur = (cur as JsonObject)[k] as Json
  }
  ;(cur as Record<string, Json>)[path[path.length - 1] as string] = value
  return out
}

// Paths a client commonly gets wrong, with the type they should have.
const SCALAR_PATHS: ReadonlyArray<Path> = [
  ['spec', 'parallelism'],
  ['spec', 'completions'],
  ['spec', 'backoffLimit'],
  ['spec', 'activeDeadlineSeconds'],
  ['spec', 'suspend'],
  ['spec', 'manualSelector'],
  ['spec', 'ttlSecondsAfterFinished'],
  ['spec', 'completionMode'],
  ['metadata', 'name'],
  ['metadata', 'labels'],
  ['metadata', 'generation'],
  ['spec', 'selector'],
  ['spec', 'template'],
  ['spec', 'template', 'spec', 'containers'],
  ['spec', 'template', 'spec', 'restartPolicy'],
  ['spec', 'template', 'metadata', 'labels'],
  ['spec', 'template', 'spec', 'containers', 0, 'name'],
  ['spec', 'template', 'spec', 'containers', 0, 'args'],
  ['spec', 'template', 'spec', 'containers', 0, 'resources', 'limits', 'cpu'],
  ['spec', 'template', 'spec', 'terminationGracePeriodSeconds'],
  ['metadata', 'labels', 'app'],
  ['spec', 'podFailurePolicy', 'rules'],
  ['kind'],
  ['apiVersion'],
  ['metadata'],
  ['spec'],
  ['status'],
]
const WRONG_VALUES: readonly Json[] = [
  '3',
  1.5,
  2147483648,
  -2147483649,
  true,
  null,
  [],
  {},
  'x',
  0,
  -1,
  2 ** 53,
  [1],
  { a: 1 },
  '',
]

/** Object-level hostile edits: a wrong JSON type somewhere a client might put one. */
export const wrongType = (job: JsonObject): fc.Arbitrary<JsonObject> =>
  fc
    .tuple(fc.constantFrom(...SCALAR_PATHS), fc.constantFrom(...WRONG_VALUES))
    .map(([path, value]) => setPath(job, path, value))

const UNKNOWN_FIELDS: ReadonlyArray<readonly [Path, string]> = [
  [['spec'], 'replicas'],
  [['spec'], 'Parallelism'],
  [['spec'], 'foo'],
  [['metadata'], 'selfLink'],
  [['metadata'], 'labelz'],
  [[], 'status2'],
  [[], 'Spec'],
  [['spec', 'template', 'spec'], 'restartpolicy'],
  [['spec', 'template', 'spec', 'containers', 0], 'cmd'],
  [['spec', 'template'], 'labels'],
  [['spec', 'template', 'metadata'], 'foo'],
]
const DUPLICABLE: ReadonlyArray<Path> = [
  ['metadata', 'name'],
  ['spec', 'parallelism'],
  ['spec', 'template'],
  ['metadata'],
  ['kind'],
  ['spec', 'template', 'spec', 'restartPolicy'],
  ['spec', 'backoffLimit'],
  ['metadata', 'labels'],
]
const RAW_NUMBERS = ['1.0', '1e2', '-0', '2.5e0', '1E1', '100000000000000000000'] as const

/** Text-level edits that only exist in the request text. */
export const textEdits = (job: JsonObject): fc.Arbitrary<TextEdit[]> =>
  fc
    .array(
      fc.oneof(
        fc
          .tuple(fc.constantFrom(...UNKNOWN_FIELDS), fc.constantFrom('1', '"x"', '{}', 'null', '[]'))
          .map(([[path, key], raw]): TextEdit | null =>
            typeof getPath(job, path) === 'object' && getPath(job, path) !== null && !Array.isArray(getPath(job, path))
              ? { kind: 'append', path, key, raw }
              : null,
          ),
        fc
          .tuple(
            fc.constantFrom(...DUPLICABLE),
            fc.boolean(),
            fc.constantFrom('"other"', '7', '{}', '{"labels":{"x":"y"}}', 'null'),
          )
          .map(([path, same, raw]): TextEdit | null => {
            const v = getPath(job, path)
            if (v === undefined || path.length === 0) return null
            return {
              kind: 'append',
              path: path.slice(0, -1),
              key: String(path[path.length - 1]),
              raw: same ? JSON.stringify(v) : raw,
            }
          }),
        fc
          .tuple(
            fc.constantFrom<Path>(
              ['spec', 'parallelism'],
              ['spec', 'completions'],
              ['spec', 'backoffLimit'],
              ['metadata', 'generation'],
            ),
            fc.constantFrom(...RAW_NUMBERS),
          )
          .map(([path, raw]): TextEdit | null =>
            getPath(job, path) === undefined
              ? null
              : { kind: 'raw', path: path.slice(0, -1), key: String(path[path.length - 1]), raw },
          ),
      ),
      { minLength: 1, maxLength: 3 },
    )
    .map((es) => es.filter((e): e is TextEdit => e !== null))

/** Broken documents and whole-body oddities. */
export const brokenBody = (text: string): fc.Arbitrary<string> =>
  fc.oneof(
    fc.nat().map((n) => text.slice(0, n % Math.max(1, text.length))),
    fc.constantFrom(
      'null',
      '[]',
      '{}',
      '',
      '"job"',
      '42',
      `${text}x`,
      `\ufeff${text}`,
      ` \n${text}\n `,
      text.replace('"apiVersion":"batch/v1"', '"apiVersion":"batch/v2"'),
      text.replace('"kind":"Job"', '"kind":"CronJob"'),
      text.replace('"apiVersion":"batch/v1",', ''),
      text.replace('"kind":"Job",', ''),
      text.replace('"apiVersion":"batch/v1"', '"apiVersion":"extensions/v1beta1"'),
      text.replace('"apiVersion":"batch/v1"', '"apiVersion":"v1"'),
    ),
  )
