/** Shared helpers for the Job tests. */
import fc from 'fast-check'
import type { JobOptions } from '../../src/job/options'
import type { Job } from '../../src/job/types'

/** Arbitrary defaulting options (uid sometimes absent). */
export const jobOptionsArb: fc.Arbitrary<JobOptions> = fc.record(
  {
    uid: fc.uuid(),
    labelScheme: fc.constantFrom('current' as const, 'legacy' as const),
    compat: fc.constantFrom('design' as const, 'upstream' as const),
    uniqueLabelKey: fc.constantFrom('example.com/run-uid', 'my-uid', 'controller-uid', '__proto__'),
  },
  { requiredKeys: [] },
)

/** Every `[path, value]` leaf of a JSON value (empty objects are not leaves). */
export const leaves = (v: unknown, path: readonly string[] = []): Array<readonly [readonly string[], unknown]> => {
  if (Array.isArray(v)) {
    return v.length === 0 ? [[path, v]] : v.flatMap((x, i) => leaves(x, [...path, String(i)]))
  }
  if (typeof v === 'object' && v !== null)
    return Object.keys(v).flatMap((k) => leaves((v as Record<string, unknown>)[k], [...path, k]))
  return [[path, v]]
}

/** Reads a path of own properties; `undefined` when any step is missing. */
export const at = (v: unknown, path: readonly string[]): unknown => {
  let cur: unknown = v
  for (const k of path) {
    if (typeof cur !== 'object' || cur === null || !Object.hasOwn(cur, k)) return undefined
    cur = (cur as Record<string, unknown>)[k]
  }
  return cur
}

/** A minimal typical batch/v1 manifest. */
export const piJob = (spec: Record<string, unknown> = {}, metadata: Record<string, unknown> = {}): Job => ({
  apiVersion: 'batch/v1' as const,
  kind: 'Job' as const,
  metadata: { name: 'pi', namespace: 'default', ...metadata },
  spec: {
    template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] } },
    ...spec,
  } as Job['spec'],
})
