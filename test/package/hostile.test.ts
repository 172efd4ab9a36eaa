/**
 * Hostile input (issue #13): every function exported from src/index.ts and
 * from src/timeline/index.ts (the separate `k8s-jobs-core/timeline`) —
 * enumerated from the module, so a new export is covered without editing
 * this file — given hostile values (test/support/hostile.ts) at every
 * position of valid arguments (./hostile-args.ts):
 * - never throws, and a function it returns never throws either;
 * - never hangs (sparse arrays of length 2³²−1, cycles, alias bombs,
 *   megabyte strings and 5,000-level nesting are among the values);
 * - never invokes an accessor, never mutates an argument;
 * - answers the same when `Object.prototype`/`Array.prototype` carry
 *   enumerable properties named like every key it could read.
 *
 * Findings that remain open are listed per export in hostile-known.json
 * (each one names the check and the hostile value, or the planted key); a
 * finding not listed there fails. `HOSTILE_WRITE=1 npx vitest run
 * test/package/hostile.test.ts` rewrites the file from what the run finds.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import type * as t from 'io-ts'
import { afterAll, describe, expect, it } from 'vitest'
import * as either from '../../src/either'
import * as api from '../../src/index'
import * as timeline from '../../src/timeline/index'
import {
  accessorReads,
  hostileLeaves,
  hostileValue,
  keysOf,
  materialize,
  type Mutation,
  pathsOf,
  replaceAt,
  snapshot,
  watchMutations,
  withPollutedPrototypes,
} from '../support/hostile'
import { fuzzTimeout, numRuns } from '../support/runs'
import { createdJob, genericArgs, job, matcherArgs, validArgs } from './hostile-args'

type Fn = (...a: unknown[]) => unknown

const knownFile = fileURLToPath(new URL('./hostile-known.json', import.meta.url))
const known: Record<string, string[]> = JSON.parse(readFileSync(knownFile, 'utf8'))
const found: Record<string, Set<string>> = {}
const writing = process.env['HOSTILE_WRITE'] === '1'
afterAll(() => {
  if (!writing) return
  const out: Record<string, string[]> = {}
  for (const name of Object.keys(found).sort()) {
    const list = [...(found[name] as Set<string>)].sort()
    if (list.length > 0) out[name] = list
  }
  writeFileSync(knownFile, `${JSON.stringify(out, null, 2)}\n`)
})

/** Whether an export has an open finding of this check (hostile-known.json). */
const knownTo = (name: string, check: string): boolean => (known[name] ?? []).some((f) => f.startsWith(check))

/** Records findings of an export; those not known are returned (they fail the test). */
const unknownFindings = (name: string, findings: Iterable<string>): string[] => {
  const set = found[name] ?? new Set<string>()
  found[name] = set
  const allowed = new Set(known[name] ?? [])
  const fresh: string[] = []
  for (const f of findings) {
    set.add(f)
    if (!allowed.has(f)) fresh.push(f)
  }
  return writing ? [] : fresh
}

// The fp-ts `Either` helpers re-exported from src/either.ts are fp-ts's own
// functions: like all of fp-ts they trust their argument types.
const exported = Object.entries({ ...api, ...timeline })
  .filter(([name, v]) => typeof v === 'function' && !(name in either) && !isCodec(v))
  .sort(([a], [b]) => (a < b ? -1 : 1)) as [string, Fn][]

function isCodec(v: unknown): boolean {
  return typeof v === 'function' && 'decode' in v && 'encode' in v
}

/** Depth of the positions swept (the argument index counts); HOSTILE_DEPTH=8 sweeps deeper. */
const sweepDepth = Number(process.env['HOSTILE_DEPTH'] ?? 3)

const argsOf = (name: string): unknown[][] => (validArgs[name] ?? genericArgs)()

/** Arguments for the function an export returns (a matcher, a create or update path). */
const followUpArgs = (name: string): unknown[] =>
  name === 'createJobWith'
    ? [job(), { uid: 'u' }]
    : name === 'updateJobWith'
      ? [createdJob(), createdJob()]
      : matcherArgs()

/** Calls `fn`, then what it returns if that is a function; the error text, or undefined. */
const call = (name: string, fn: Fn, args: unknown[]): { out?: unknown; error?: string } => {
  try {
    let out = fn(...args)
    if (typeof out === 'function') out = { returned: (out as Fn)(...followUpArgs(name)) }
    return { out }
  } catch (e) {
    return { error: e instanceof Error ? `${e.name}: ${e.message.slice(0, 200)}` : String(e).slice(0, 200) }
  }
}

describe('every export is covered', () => {
  it('has valid arguments for each export (new exports need an entry in hostile-args.ts)', () => {
    expect(exported.length).toBeGreaterThan(90)
    expect(exported.map(([n]) => n).filter((n) => validArgs[n] === undefined)).toEqual([])
  })

  it.each(exported)('%s answers its valid arguments', (name, fn) => {
    for (const args of argsOf(name)) expect(call(name, fn, args).error).toBeUndefined()
  })
})

// `npm test` replays one fixed seed of the two fuzz properties, so the suite
// takes the same time and memory on every run; `npm run fuzz` (FC_NUM_RUNS)
// explores with fresh seeds.
const FIXED_SEED = process.env['FC_NUM_RUNS'] === undefined ? { seed: 20261126 } : {}
// Their runs in `npm test`: the sweep below already gives every export each
// hostile value and each position a hostile value; the random combinations
// are the fuzz plan's work (1,000,000 runs each over its 40 shards). 2,000
// runs each were about a sixth of this file's time.
const ORDINARY_RUNS = 500

// The sweep: every hostile value at every position is about 97,000 calls
// (over 20 minutes on a 2-core machine), so `npm test` runs a bounded share
// of it and `npm run fuzz` the whole product, split over its shards
// (FUZZ_SHARD of FUZZ_SHARDS, set by scripts/fuzz.mjs). The share walks
// positions and values together (the k-th call puts value (31·k + s) mod L
// at position k mod P, 31 being prime to the number of values): every
// position gets a hostile value and every hostile value a position, for
// every argument list of every export, in max(P, L) calls instead of P·L.
const fuzzing = process.env['FC_NUM_RUNS'] !== undefined
const fuzzShards = Math.max(1, Number(process.env['FUZZ_SHARDS'] ?? 1) || 1)
const fuzzShard = Number(process.env['FUZZ_SHARD'] ?? 0) || 0

/** The (position, hostile value) pairs swept for one argument list: see above. */
const sweepPairs = (pathCount: number, leafCount: number, salt: number): (readonly [number, number])[] => {
  const pairs: (readonly [number, number])[] = []
  if (fuzzing) {
    for (let k = 0; k < pathCount * leafCount; k++)
      if (k % fuzzShards === fuzzShard) pairs.push([Math.floor(k / leafCount), k % leafCount])
    return pairs
  }
  for (let k = 0; k < Math.max(pathCount, leafCount); k++) pairs.push([k % pathCount, (31 * k + salt) % leafCount])
  return pairs
}

/** A small number from an export's name, so that exports with the same arguments sweep different pairs. */
const saltOf = (name: string): number => [...name].reduce((h, c) => (h * 33 + c.charCodeAt(0)) % 9973, 7)

describe('hostile values at every position', () => {
  it.each(exported)(
    'fuzz: %s: no throw, no accessor call, no mutation',
    (name, fn) => {
      const failures = new Set<string>()
      const findings = new Set<string>()
      for (const args of argsOf(name)) {
        // every nested position of the valid arguments, one extra argument, and the argument list itself
        const paths = [...pathsOf(args, sweepDepth).filter((p) => p.length > 0), [args.length]]
        for (const [pathIndex, leafIndex] of sweepPairs(paths.length, hostileLeaves.length, saltOf(name))) {
          const path = paths[pathIndex] as (string | number)[]
          {
            const [leafName, make] = hostileLeaves[leafIndex] as (typeof hostileLeaves)[number]
            const hostileArgs = replaceAt(args, path, make()) as unknown[]
            const before = snapshot(hostileArgs)
            accessorReads.count = 0
            const r = call(name, fn, hostileArgs)
            const where = `${path.join('.')} = ${leafName}`
            const checks: [string, boolean][] = [
              ['throws', r.error !== undefined],
              ['invokes an accessor', accessorReads.count > 0],
              ['mutates its arguments', snapshot(hostileArgs) !== before],
            ]
            for (const [check, failed] of checks) {
              if (!failed) continue
              const finding = `${check}: ${leafName}`
              findings.add(finding)
              if (!(known[name] ?? []).includes(finding))
                failures.add(`${finding} (at ${where}${r.error === undefined ? '' : `: ${r.error}`})`)
            }
          }
        }
      }
      unknownFindings(name, findings)
      expect(writing ? [] : [...failures].slice(0, 30)).toEqual([])
    },
    600_000,
  )

  it(
    'fuzz: every export is total on hostile values inside valid arguments',
    () => {
      const withArgs = exported.flatMap(([name, fn]) => argsOf(name).map((args) => [name, fn, args] as const))
      fc.assert(
        fc.property(
          fc
            .constantFrom(...withArgs)
            .chain(([name, fn, args]) =>
              fc.tuple(
                fc.constant(name),
                fc.constant(fn),
                fc.constant(args),
                fc.constantFrom(...pathsOf(args, 6)),
                hostileValue,
              ),
            ),
          ([name, fn, args, path, ref]) => {
            const v = materialize(ref)
            const hostileArgs = (path.length === 0 ? [v] : replaceAt(args, path, v)) as unknown[]
            const before = snapshot(hostileArgs)
            const r = call(name, fn, hostileArgs)
            if (!knownTo(name, 'throws')) expect(r.error, `${name} at ${path.join('.')}`).toBeUndefined()
            if (!knownTo(name, 'mutates')) expect(snapshot(hostileArgs), `${name} mutated its arguments`).toBe(before)
          },
        ),
        { numRuns: numRuns(ORDINARY_RUNS), ...FIXED_SEED },
      )
    },
    fuzzTimeout(300_000),
  )

  it(
    'fuzz: every export is total on lists of hostile arguments',
    () => {
      fc.assert(
        fc.property(fc.constantFrom(...exported), fc.array(hostileValue, { maxLength: 4 }), ([name, fn], refs) => {
          const args = materialize(refs) as unknown[]
          const before = snapshot(args)
          const r = call(name, fn, args)
          if (!knownTo(name, 'throws')) expect(r.error, name).toBeUndefined()
          if (!knownTo(name, 'mutates')) expect(snapshot(args), `${name} mutated its arguments`).toBe(before)
        }),
        { numRuns: numRuns(ORDINARY_RUNS), ...FIXED_SEED },
      )
    },
    fuzzTimeout(300_000),
  )
})

// The io-ts codecs (issue #24): `decode`, `is` and `validate` at the top
// level and inside a Job, for every hostile value (proxies that throw,
// revoked proxies, accessors, cycles, ...).
const isIoTsType = (v: unknown): boolean =>
  typeof v === 'object' &&
  v !== null &&
  ['decode', 'is', 'validate'].every((m) => typeof Reflect.get(v, m) === 'function')
const codecs = Object.entries(api).filter(([, v]) => isIoTsType(v)) as [string, t.Type<unknown>][]
const codecPlacements: readonly (readonly [string, (v: unknown) => unknown])[] = [
  ['value', (v) => v],
  ['spec', (v) => ({ ...job(), spec: v })],
  ['metadata.labels', (v) => ({ ...job(), metadata: { name: 'pi', labels: v } })],
  ['spec.template.spec.containers[0]', (v) => ({ ...job(), spec: { template: { spec: { containers: [v] } } } })],
]

describe('io-ts codecs', () => {
  it('are all swept', () => {
    expect(codecs.map(([n]) => n)).toEqual(expect.arrayContaining(['JobCodec', 'JobV1beta1Codec']))
  })

  it.each(codecs)('%s: decode, is and validate never throw', (_name, codec) => {
    const failures: string[] = []
    for (const [leafName, make] of hostileLeaves) {
      for (const [where, place] of codecPlacements) {
        const v = place(make())
        for (const [method, run] of [
          ['decode', () => codec.decode(v)],
          ['is', () => codec.is(v)],
          ['validate', () => codec.validate(v, [{ key: '', type: codec, actual: v }])],
        ] as const) {
          try {
            const out: unknown = run()
            if (method === 'is' && typeof out !== 'boolean') failures.push(`${method} at ${where} = ${leafName}`)
          } catch (e) {
            failures.push(`${method} at ${where} = ${leafName}: ${String(e).slice(0, 80)}`)
          }
        }
      }
    }
    expect(failures).toEqual([])
  })
})

describe('returned predicates', () => {
  it('compileClusterSelector: the predicate answers hostile labels as clusterSelectorMatches does', () => {
    const selectors: api.ClusterSelector[] = [
      { requirements: [{ key: 'a', operator: 'in', values: ['b'] }] },
      { requirements: [{ key: 'a', operator: '!', values: [] }] },
      { requirements: [{ key: 'a', operator: 'notin', values: ['b'] }] },
    ]
    const failures: string[] = []
    for (const sel of selectors) {
      const predicate = api.compileClusterSelector(sel)
      for (const [leafName, make] of hostileLeaves) {
        for (const labels of [make(), { a: make() }]) {
          accessorReads.count = 0
          try {
            const got = predicate(labels as Record<string, string>)
            if (got !== api.clusterSelectorMatches(sel, labels as Record<string, string>))
              failures.push(`${leafName}: differs from clusterSelectorMatches`)
          } catch (e) {
            failures.push(`${leafName}: ${String(e).slice(0, 80)}`)
          }
          if (accessorReads.count > 0) failures.push(`${leafName}: invokes an accessor`)
        }
      }
    }
    expect(failures).toEqual([])
  })
})

describe('no writes to arguments', () => {
  it.each(exported)('%s: a proxy logging writes sees none', (name, fn) => {
    for (const args of argsOf(name)) {
      const log: Mutation[] = []
      const watched = args.map((a) => watchMutations(a, log))
      const r = call(name, fn, watched)
      expect(r.error).toBeUndefined()
      expect(log).toEqual([])
    }
  })
})

/** A stable rendering of a result, own properties only. */
const render = (v: unknown, seen = new Set<object>()): string => {
  if (typeof v === 'bigint') return `${v}n`
  if (typeof v === 'function') return 'fn'
  if (typeof v === 'symbol') return 'sym'
  if (typeof v !== 'object' || v === null) return v === undefined ? 'undefined' : JSON.stringify(v)
  if (seen.has(v)) return '<cycle>'
  seen.add(v)
  if (v instanceof Map)
    return `Map(${[...v.entries()].map(([k, x]) => `${render(k, seen)}=>${render(x, seen)}`).join(',')})`
  if (v instanceof Set) return `Set(${[...v].map((x) => render(x, seen)).join(',')})`
  const out = Array.isArray(v)
    ? `[${v.map((x) => render(x, seen)).join(',')}]`
    : `{${Object.keys(v)
        .map((k) => `${JSON.stringify(k)}:${render((v as Record<string, unknown>)[k], seen)}`)
        .join(',')}}`
  seen.delete(v)
  return out
}

// Keys the library reads somewhere: those of every valid argument, plus
// option and controller names a valid argument leaves out.
const optionKeys = [
  'managedBy',
  'deletionTimestamp',
  'nameFn',
  'requiresNamespace',
  'selector',
  'maxReplicas',
  'minReplicas',
  'weight',
  'preferences',
  'rebalance',
  'clusters',
  'uid',
  'now',
  'namespace',
  'generateName',
  'validateJob',
  'validateJobForUpdate',
  'requirePrefixedLabels',
  'allowInvalidLabelValueInSelector',
  'allowMutableSchedulingDirectives',
  'allowMutablePodResources',
  'backoff',
  'expectations',
  'maxSyncs',
  'start',
  'specUpdates',
  'terminationGracePeriodSeconds',
  'estimatedCapacity',
  'currentReplicas',
  'currentReplicaCount',
  'replicaSetKey',
  'suspend',
  'completions',
  'parallelism',
  'backoffLimit',
  'backoffLimitPerIndex',
  'maxFailedIndexes',
  'activeDeadlineSeconds',
  'ttlSecondsAfterFinished',
  'podReplacementPolicy',
  'completionMode',
  'manualSelector',
  'autoSelector',
  'matchLabels',
  'matchExpressions',
  'labels',
  'annotations',
  'finalizers',
  'ownerReferences',
  'resourceVersion',
  'generation',
  'conditions',
  'failed',
  'succeeded',
  'active',
  'terminating',
  'ready',
  'uncountedTerminatedPods',
  'failedIndexes',
  'completedIndexes',
  'startTime',
  'completionTime',
  'exitCode',
  'reason',
  'message',
  'result',
  'afterSeconds',
  'attempt',
  'index',
  'values',
  'operator',
  'key',
  'requirements',
  'rules',
  'succeededCount',
  'succeededIndexes',
  'onExitCodes',
  'onPodConditions',
  'containerName',
  'action',
  'status',
  'type',
  'phase',
  'origin',
  'badValue',
  'detail',
  'field',
  'first',
  'last',
  'text',
  'digits',
  'exponent',
  'sign',
  'format',
  'amountKind',
  'lastFailureTime',
  'failuresAfterLastSuccess',
  'restartCount',
  'state',
  'terminated',
  'finishedAt',
  'nodeName',
  'containers',
  'initContainers',
  'template',
  'spec',
  'metadata',
  'kind',
  'apiVersion',
  'name',
  'toJSON',
  'length',
  'controller',
  'creationTimestamp',
  'lastTransitionTime',
  'podFailurePolicy',
  'successPolicy',
  'restartPolicy',
  'image',
  'resources',
  'limits',
  'requests',
]
/**
 * Every option of every export (the `*Options` interfaces of src/, the
 * controller state, the validators of `createJobWith`), each with values of
 * the type it takes, chosen so that reading the planted value would change
 * the answer for the arguments of hostile-args.ts.
 */
const typedOptionValues: Record<string, readonly unknown[]> = {
  // validateJob, validateJobUpdate, validateJobForUpdate
  requirePrefixedLabels: [false, true],
  allowInvalidLabelValueInSelector: [true],
  allowMutableSchedulingDirectives: [true],
  allowMutablePodResources: [true],
  // placeReplicas, planReplicas
  currentReplicas: [{ eu: 10, us: 10, qa: 10, A: 10, B: 10, C: 10 }],
  estimatedCapacity: [{ eu: 1, us: 1, qa: 1, A: 1, B: 1, C: 1 }],
  replicaSetKey: ['other/key'],
  preferences: [{ rebalance: true, clusters: { eu: { weight: 9 }, A: { weight: 9 }, '*': { weight: 1 } } }],
  preferencesAnnotation: ['example.com/other'],
  // simulateJob
  start: ['2020-01-01T00:00:00Z'],
  maxSyncs: [1],
  maxPods: [1],
  terminationGracePeriodSeconds: [7],
  specUpdates: [[{ atSeconds: 0, spec: { suspend: true } }]],
  // validateObjectMeta
  nameFn: [() => ['polluted']],
  requiresNamespace: [false],
  // createJob, updateJob, defaultJob, dry runs
  uid: ['polluted-uid'],
  labelScheme: ['legacy'],
  compat: ['upstream'],
  uniqueLabelKey: ['example.com/polluted'],
  namespace: ['polluted'],
  fieldValidation: ['Ignore', 'Warn'],
  creationTimestamp: ['2020-01-01T00:00:00Z'],
  nameSuffix: ['zzzzz'],
  // validatePodTemplate
  path: ['polluted.path'],
  pod: [{ resourceIsPod: true, allowRelaxedEnvironmentVariableValidation: true }],
  allowPrivileged: [true],
  oldTemplate: [{ metadata: {}, spec: {} }],
  // syncJob's state
  backoff: [{ failuresAfterLastSuccess: 5, lastFailureTime: '2026-01-01T00:00:50Z' }],
  expectationsSatisfied: [false],
  // createJobWith, updateJobWith
  validateJob: [() => [{ type: 'InternalError', field: '', detail: 'polluted' }]],
  validateJobForUpdate: [() => [{ type: 'InternalError', field: '', detail: 'polluted' }]],
}

const pollutionValues: readonly (readonly [string, () => unknown])[] = [
  ['a string', () => 'polluted'],
  ['a number', () => 3],
  ['true', () => true],
  ['an object', () => ({ polluted: 'yes', a: 'b', name: 'x' })],
  ['an array', () => ['polluted', 1]],
  ['a function', () => () => ['polluted']],
]

describe('polluted prototypes', () => {
  it.each(exported)(
    '%s: answers the same with Object.prototype and Array.prototype polluted',
    (name, fn) => {
      const differences: string[] = []
      for (const args of argsOf(name)) {
        const baseline = render(call(name, fn, args))
        const keys = [...new Set([...keysOf(args), ...optionKeys])].filter((k) => k !== '__proto__')
        for (const [valueName, make] of pollutionValues) {
          const value = make()
          const polluted = withPollutedPrototypes(keys, value, 4, () => call(name, fn, args))
          if (render(polluted) !== baseline) differences.push(`polluted, all keys = ${valueName}`)
        }
        // each key in turn, so one planted key cannot hide another
        for (const k of keys) {
          const polluted = withPollutedPrototypes([k], 'polluted', 0, () => call(name, fn, args))
          if (render(polluted) !== baseline) differences.push(`polluted: ${k}`)
        }
        const indexPolluted = withPollutedPrototypes([], { name: 'x', status: { phase: 'Running' } }, 4, () =>
          call(name, fn, args),
        )
        if (render(indexPolluted) !== baseline) differences.push('polluted: Array.prototype[0..3]')
      }
      expect(unknownFindings(name, new Set(differences))).toEqual([])
    },
    300_000,
  )

  // Options are input too (issue #24): every option of every export, planted
  // with a value of the type it takes (a value of the wrong type is ignored
  // anyway, and so cannot show a difference), enumerable and not (a
  // non-enumerable plant is invisible to the guard's pollution test, so only
  // reading options as own properties keeps it out). Each export is called
  // with and without its options argument (hostile-args.ts has both forms).
  it.each(exported)(
    '%s: options planted on Object.prototype are not options',
    (name, fn) => {
      const differences: string[] = []
      for (const args of argsOf(name)) {
        const baseline = render(call(name, fn, args))
        for (const [key, values] of Object.entries(typedOptionValues)) {
          for (const [i, value] of values.entries()) {
            for (const enumerable of [true, false]) {
              const polluted = withPollutedPrototypes([key], value, 0, () => call(name, fn, args), enumerable)
              if (render(polluted) !== baseline)
                differences.push(`polluted option${enumerable ? '' : ' (non-enumerable)'}: ${key}#${i}`)
            }
          }
        }
      }
      expect(unknownFindings(name, new Set(differences))).toEqual([])
    },
    300_000,
  )
})
