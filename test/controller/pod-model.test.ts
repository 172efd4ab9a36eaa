import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { decodePodHead, newPodHead } from '../../src/controller/pod-head'
import { decodePod } from '../../src/controller/pod-model'
import { syncJob } from '../../src/controller/sync-job'

const TRACKING = 'batch.kubernetes.io/job-tracking'

describe('decodePod', () => {
  test('reads the fields the controller needs, Go zero values elsewhere', () => {
    const m = decodePod({
      metadata: {
        name: 'a',
        namespace: 'ns',
        uid: 'u',
        labels: { app: 'x', n: 1 },
        ownerReferences: [{ uid: 'j', controller: true }, 'junk'],
        finalizers: [TRACKING, 3],
        annotations: { 'batch.kubernetes.io/job-completion-index': '2', bad: {} },
        deletionTimestamp: '2026-01-01T00:00:00Z',
        deletionGracePeriodSeconds: 30.7,
      },
      spec: { nodeName: 'n1', initContainers: [{ name: 's', restartPolicy: 'Always' }] },
      status: {
        phase: 'Running',
        conditions: [{ type: 'Ready', status: 'True' }],
        containerStatuses: [{ name: 'c', restartCount: 2, state: { terminated: { exitCode: 1 } } }, null],
      },
    })
    expect(m?.metadata.labels).toEqual({ app: 'x' })
    expect(m?.metadata.ownerReferences).toEqual([{ uid: 'j', controller: true }])
    expect(m?.metadata.finalizers).toEqual([TRACKING])
    expect(m?.metadata.annotations).toEqual({ 'batch.kubernetes.io/job-completion-index': '2' })
    expect(m?.metadata.deletionGracePeriodSeconds).toBe(30)
    expect(m?.spec).toEqual({ nodeName: 'n1', initContainers: [{ name: 's', restartPolicy: 'Always' }] })
    expect(m?.status.containerStatuses).toEqual([
      { name: 'c', restartCount: 2, state: { terminated: { exitCode: 1, finishedAt: undefined } } },
      { name: '', restartCount: 0, state: { terminated: undefined } },
    ])
    expect(decodePod([])).toBeUndefined()
    expect(decodePod('pod')).toBeUndefined()
  })

  test('never invokes an accessor; inherited and non-enumerable fields are absent', () => {
    let calls = 0
    const meta = Object.create({ name: 'inherited' }) as Record<string, unknown>
    Object.defineProperty(meta, 'uid', { value: 'hidden', enumerable: false })
    Object.defineProperty(meta, 'namespace', {
      enumerable: true,
      get: () => {
        calls++
        return 'x'
      },
    })
    const phases = ['Running']
    Object.defineProperty(phases, 0, { enumerable: true, get: () => calls++ })
    const pod = {
      metadata: meta,
      get status() {
        calls++
        return { phase: 'Failed' }
      },
      spec: { initContainers: phases },
    }
    const m = decodePod(pod)
    expect(calls).toBe(0)
    expect(m?.metadata).toMatchObject({ name: '', uid: '', namespace: '' })
    expect(m?.status.phase).toBe('')
    expect(m?.spec.initContainers).toEqual([])
  })

  test('proxies that throw, sparse arrays and cycles', () => {
    const throwing = new Proxy(
      {},
      {
        getOwnPropertyDescriptor: () => {
          throw new Error('boom')
        },
      },
    )
    // a field a proxy cannot read reads as absent; the others stay readable
    expect(decodePod(throwing)).toEqual(decodePod({}))
    expect(decodePod({ metadata: throwing, status: { phase: 'Failed', conditions: throwing } })?.status.phase).toBe(
      'Failed',
    )
    // arrays where objects belong read as absent, named properties and all
    const status = Object.assign([], { phase: 'Running' })
    expect(decodePod({ status })?.status.phase).toBe('')
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    expect(decodePod(proxy)).toBeUndefined()
    const sparse: unknown[] = []
    sparse.length = 2 ** 32 - 1
    const t0 = Date.now()
    expect(decodePod({ status: { conditions: sparse } })?.status.conditions).toEqual([])
    expect(Date.now() - t0).toBeLessThan(1000)
    const cyclic: Record<string, unknown> = { metadata: { name: 'c' } }
    cyclic['spec'] = cyclic
    ;(cyclic['metadata'] as Record<string, unknown>)['labels'] = cyclic
    expect(decodePod(cyclic)?.metadata.name).toBe('c')
  })

  test('Dates read as the server stores them', () => {
    const m = decodePod({
      metadata: { creationTimestamp: new Date('2026-01-01T00:00:00.750Z'), deletionTimestamp: new Date(0) },
      status: {
        conditions: [{ type: 'Ready', status: 'False', lastTransitionTime: new Date('2026-01-02T00:00:00Z') }],
      },
    })
    expect(m?.metadata.creationTimestamp).toBe('2026-01-01T00:00:00Z')
    expect(m?.metadata.deletionTimestamp).toBe('1970-01-01T00:00:00Z')
    expect(m?.status.conditions[0]?.lastTransitionTime).toBe('2026-01-02T00:00:00Z')
  })

  test('fuzz: never throws, on anything', () => {
    fc.assert(
      fc.property(fc.anything({ withDate: true, withMap: true, withNullPrototype: true }), (v) => {
        decodePod(v)
        decodePod({ metadata: v, spec: v, status: v })
        const h = newPodHead(['app'])
        decodePodHead({ metadata: v, status: v }, h)
      }),
      { numRuns: 300 },
    )
  })
})

describe('decodePodHead', () => {
  test('decodes only the selector keys of the labels, absent as undefined', () => {
    const h = newPodHead(['app', 'tier'])
    expect(decodePodHead({ metadata: { labels: { app: 'a', other: 'o' } }, status: { phase: 'Pending' } }, h)).toBe(
      true,
    )
    expect({ ...h.labels }).toEqual({ app: 'a', tier: undefined })
    expect(decodePodHead(null, h)).toBe(false)
  })
})

describe('syncJob reads pods only through the decoder', () => {
  const job = {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: 'j', namespace: 'default', uid: 'job-uid' },
    spec: {
      completions: 3,
      parallelism: 3,
      selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': 'job-uid' } },
      template: { spec: { restartPolicy: 'Never' } },
    },
  }
  const pod = (name: string, phase: string) => ({
    metadata: {
      name,
      namespace: 'default',
      uid: name,
      labels: { 'batch.kubernetes.io/controller-uid': 'job-uid' },
      ownerReferences: [{ uid: 'job-uid', controller: true }],
      finalizers: [TRACKING],
    },
    status: { phase },
  })

  test('a getter anywhere in a pod is not invoked; the field reads as absent', () => {
    let calls = 0
    const spy = <T>(v: T): { readonly value: T } =>
      Object.defineProperty({}, 'value', {
        enumerable: true,
        get: () => {
          calls++
          return v
        },
      }) as { readonly value: T }
    const plain = syncJob(job, [pod('a', 'Succeeded'), pod('b', 'Running')], '2026-01-01T00:00:00Z')
    const withGetter = { ...pod('a', 'Succeeded') }
    Object.defineProperty(withGetter, 'status', { enumerable: true, get: () => spy({ phase: 'Failed' }).value })
    const r = syncJob(job, [withGetter, pod('b', 'Running')], '2026-01-01T00:00:00Z')
    expect(calls).toBe(0)
    // the pod without a readable status is not a finished one
    expect(r.status.succeeded ?? 0).toBe(0)
    expect(plain.status.succeeded).toBe(1)
  })
})
