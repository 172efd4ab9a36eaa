/**
 * The public contract of ../shared/API.md: every name users import from the
 * package root exists with the right kind, and no exported function throws
 * for any arguments (values that are not the declared types, `__proto__`
 * keys, deep nesting), nor mutates them.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as either from '../../src/either'
import * as api from '../../src/index'
import { numRuns } from '../support/runs'

const contractFunctions = [
  // shared
  'formatFieldError',
  // 1. label selectors
  'parseSelector',
  'selectorToString',
  'matches',
  'compileSelector',
  'labelSelectorAsSelector',
  'parseToLabelSelector',
  'formatLabelSelector',
  'selectorFromValidatedSet',
  'validateLabelSelector',
  'validateLabels',
  'isQualifiedName',
  'isValidLabelValue',
  // 2. jobs
  'decodeJob',
  'defaultJob',
  'validateJob',
  'validateJobUpdate',
  'createJob',
  'updateJob',
  // 3. conversion
  'toInternal',
  'fromInternal',
  'convertJob',
  // 4. cluster selector
  'parseClusterSelector',
  'clusterSelectorMatches',
  'sendToCluster',
  'placeObject',
  'parseReplicaSetPreferences',
  'planReplicas',
  // 5. controller
  'jobPhase',
  'syncJob',
  'formatIndexSet',
  'parseIndexSet',
  'parseIndexSetStrict',
  // 6. CronJobs (issue 23)
  'decodeCronJob',
  'defaultCronJob',
  'validateCronJob',
  'validateCronJobUpdate',
  'createCronJob',
  'updateCronJob',
  'dryRunCreateCronJob',
  'dryRunUpdateCronJob',
  'cronJobColumns',
] as const

describe('API.md contract', () => {
  it.each(contractFunctions)('%s is an exported function', (name) => {
    expect(typeof (api as Record<string, unknown>)[name]).toBe('function')
  })

  it('exports the selector constants and codecs', () => {
    expect(api.everything.requirements).toEqual([])
    expect(api.nothing.requirements).toEqual([])
    expect(api.CLUSTER_SELECTOR_ANNOTATION).toBe('federation.alpha.kubernetes.io/cluster-selector')
    expect(api.REPLICA_SET_PREFERENCES_ANNOTATION).toBe('federation.kubernetes.io/replica-set-preferences')
    expect(typeof api.JobCodec.decode).toBe('function')
    expect(typeof api.JobV1beta1Codec.decode).toBe('function')
  })

  it('keeps the argument order of API.md', () => {
    const sel = api.parseSelector('a=b')
    expect(sel._tag).toBe('Right')
    if (sel._tag !== 'Right') return
    expect(api.matches(sel.right, { a: 'b' })).toBe(true)
    expect(api.validateLabelSelector({ matchLabels: { '-a': 'b' } }).map((e) => e.field)).toEqual([
      'spec.selector.matchLabels',
    ])
    expect(api.validateLabels({ '-a': 'b' }, 'x.labels').map((e) => e.field)).toEqual(['x.labels'])
    expect(api.parseIndexSet('0-2', 2)).toEqual([0, 1])
    const prefs = api.parseReplicaSetPreferences('{"clusters": {"*": {"weight": 1}}}')
    expect(prefs._tag).toBe('Right')
    if (prefs._tag === 'Right') expect(api.planReplicas(prefs.right, 4, ['a', 'b']).plan).toEqual({ a: 2, b: 2 })
  })
})

// Arbitrary argument values, biased towards the shapes the functions read.
const hostileKeys = fc.constantFrom(
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'toString',
  'spec',
  'metadata',
  'template',
  'labels',
  'selector',
  'matchLabels',
  'matchExpressions',
  'status',
  'apiVersion',
  'requirements',
  'values',
  'key',
  'operator',
  'clusters',
  'annotations',
  'name',
)
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small' },
    fc.anything(),
    fc.constantFrom(
      'batch/v1',
      'extensions/v1beta1',
      'Job',
      'a=b',
      'In',
      'NotIn',
      'Indexed',
      '0-3',
      '',
      'x'.repeat(300),
    ),
    fc.dictionary(fc.oneof(hostileKeys, fc.string()), tie('any'), { maxKeys: 5 }),
    fc.array(tie('any'), { maxLength: 4 }),
  ),
})).any

// The fp-ts `Either` helpers re-exported from src/either.ts are fp-ts's own
// functions, unchanged: like all of fp-ts they trust their argument types.
const functions = Object.entries(api).filter(([name, v]) => typeof v === 'function' && !(name in either)) as [
  string,
  (...a: unknown[]) => unknown,
][]

describe('totality of every exported function', () => {
  it('fuzz: no exported function throws or mutates its arguments, whatever it is given', () => {
    fc.assert(
      fc.property(fc.constantFrom(...functions), fc.array(value, { maxLength: 4 }), ([name, fn], args) => {
        const before = JSON.stringify(args, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))
        let out: unknown
        try {
          out = fn(...args)
          // a returned matcher must be total too
          if (typeof out === 'function' && name !== 'JobCodec') (out as (...a: unknown[]) => unknown)(args[1], args[2])
        } catch (e) {
          throw new Error(`${name}(${before}) threw ${String(e)}`)
        }
        expect(JSON.stringify(args, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))).toBe(before)
      }),
      { numRuns: numRuns(3000) },
    )
  })

  it('does not touch Object.prototype', () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort()
    for (const [, fn] of functions) {
      try {
        fn(JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}'))
      } catch {
        // totality is checked above; here only pollution matters
      }
    }
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before)
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  })
})
