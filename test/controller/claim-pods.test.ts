// Pod ownership (upstream's ControllerRefManager claim inside syncJob); the expected outcomes were
// checked against the oracle (conformance/oracle, controller.syncJob).
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { claimPods } from '../../src/controller/claim-pods'
import { syncJob } from '../../src/controller/sync-job'
import type { PodInfo } from '../../src/controller/pod-types'
import { JOB_LABELS, JOB_UID, NOW, newJob, pod, TRACKING } from './arbitraries'

const job = newJob(2, 5, 6)
const names = (pods: readonly unknown[]): string[] => pods.map((p) => (p as PodInfo).metadata?.name ?? '')
const withMeta = (p: PodInfo, meta: Record<string, unknown>): PodInfo => ({
  ...p,
  metadata: { ...p.metadata, ...meta },
})

describe('claimPods', () => {
  test('owned and matching: claimed, the input array itself', () => {
    const pods = [pod('a', 'Running'), pod('b', 'Succeeded')]
    const c = claimPods(job, pods)
    expect(c?.claimed).toBe(pods)
    expect(c?.adopt).toEqual([])
    expect(c?.release).toEqual([])
  })

  test('owned, selector no longer matches: released (ignored while the Job is being deleted)', () => {
    const pods = [withMeta(pod('a', 'Running'), { labels: { foo: 'baz' } })]
    expect(claimPods(job, pods)).toEqual({ claimed: [], adopt: [], release: ['a'] })
    const deleting = { ...job, metadata: { ...job.metadata, deletionTimestamp: NOW } }
    expect(claimPods(deleting, pods)).toEqual({ claimed: [], adopt: [], release: [] })
  })

  test('orphans: adopted when the selector matches and neither side is being deleted', () => {
    const orphan = pod('o', 'Running', { owner: null })
    const c = claimPods(job, [orphan, withMeta(pod('d', 'Running', { owner: null }), { deletionTimestamp: NOW })])
    expect(c?.adopt).toEqual(['o'])
    expect(c?.claimed).toEqual([orphan])
    const deleting = { ...job, metadata: { ...job.metadata, deletionTimestamp: NOW } }
    expect(claimPods(deleting, [orphan])?.claimed).toEqual([])
    expect(claimPods(job, [withMeta(orphan, { labels: {} })])?.adopt).toEqual([])
  })

  test('an adopted pod without the tracking finalizer is tracked, unless an owner reference names the Job', () => {
    const bare = pod('o', 'Failed', { owner: null, finalizer: false })
    const c = claimPods(job, [bare])
    expect((c?.claimed[0] as PodInfo | undefined)?.metadata?.finalizers).toEqual([TRACKING])
    expect(bare.metadata?.finalizers).toBeUndefined()
    const nonController = withMeta(bare, {
      ownerReferences: [{ apiVersion: 'batch/v1', kind: 'Job', name: 'foobar', uid: JOB_UID }],
    })
    const d = claimPods(job, [nonController])
    expect(d?.adopt).toEqual(['o'])
    expect(d?.claimed[0]).toBe(nonController)
  })

  test('other controllers, other namespaces and a Job without selector: ignored', () => {
    const other = pod('x', 'Running', { owner: 'someone-else' })
    const elsewhere = withMeta(pod('y', 'Running'), { namespace: 'other' })
    expect(claimPods(job, [other, elsewhere])).toEqual({ claimed: [], adopt: [], release: [] })
    const { selector: _s, ...spec } = job.spec
    expect(claimPods({ ...job, spec }, [pod('o', 'Running', { owner: null })])?.claimed).toEqual([])
  })

  test('an invalid selector stops the sync', () => {
    const bad = { ...job, spec: { ...job.spec, selector: { matchLabels: { foo: '-bad-' } } } }
    expect(claimPods(bad, [pod('a', 'Running')])).toBeUndefined()
    const r = syncJob(bad, [pod('a', 'Running')], NOW)
    expect(r.createPods).toBe(0)
    expect(r.status).toEqual({})
  })

  test('fuzz: never throws, claimed pods are a subsequence of the input', () => {
    const meta = fc.record(
      {
        name: fc.string(),
        namespace: fc.constantFrom('default', 'other', ''),
        labels: fc.oneof(fc.constant(JOB_LABELS), fc.dictionary(fc.string(), fc.string()), fc.anything()),
        ownerReferences: fc.oneof(
          fc.constant([{ uid: JOB_UID, controller: true }]),
          fc.array(fc.record({ uid: fc.constantFrom(JOB_UID, 'x'), controller: fc.anything() }, { requiredKeys: [] })),
          fc.anything(),
        ),
        deletionTimestamp: fc.constantFrom(undefined, null, NOW),
        finalizers: fc.oneof(fc.constant([TRACKING]), fc.anything()),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.record({ metadata: meta }), fc.anything())), (pods) => {
        const c = claimPods(job, pods as PodInfo[])
        expect(c).toBeDefined()
        expect(c?.claimed.length).toBeLessThanOrEqual(pods.length)
        expect(names(c?.claimed ?? []).length + (c?.release.length ?? 0)).toBeLessThanOrEqual(pods.length)
      }),
      { numRuns: 300 },
    )
  })
})

describe('syncJob with pods it does not own', () => {
  test('an adopted finished orphan is counted and its finalizer removed (oracle: adopt + count)', () => {
    const r = syncJob(job, [pod('o', 'Succeeded', { owner: null, finalizer: false })], NOW)
    expect(r.adoptPods).toEqual(['o'])
    expect(r.status.succeeded).toBe(1)
    expect(r.removeFinalizers).toEqual(['o'])
  })

  test('pods of another controller are not counted; nothing is patched', () => {
    const r = syncJob(job, [pod('x', 'Running', { owner: 'someone-else' })], NOW)
    expect(r.createPods).toBe(2)
    expect(r.adoptPods).toBeUndefined()
    expect(r.releasePods).toBeUndefined()
  })
})
