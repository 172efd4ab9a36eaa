import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  compareActivePodsForDeletion,
  sortActivePodsForDeletion,
  splitDuplicatedIndexPods,
} from '../../src/controller/active-pods'
import type { PodInfo } from '../../src/controller/pod-types'
import { numRuns } from '../support/runs'

const NO_INDEX = '-'
type IP = [string, string]
const hollow = (descs: IP[]): PodInfo[] =>
  descs.map(([index, phase]) => ({
    status: { phase },
    ...(index === NO_INDEX ? {} : { metadata: { annotations: { 'batch.kubernetes.io/job-completion-index': index } } }),
  }))
const toIP = (pods: PodInfo[]): IP[] =>
  pods.map((p) => [
    p.metadata?.annotations?.['batch.kubernetes.io/job-completion-index'] ?? NO_INDEX,
    p.status?.phase ?? '',
  ])

describe('splitDuplicatedIndexPods (upstream TestAppendDuplicatedIndexPodsForRemoval)', () => {
  it.each<[string, IP[], IP[], IP[], number]>([
    [
      'all unique',
      [
        [NO_INDEX, 'Pending'],
        ['2', 'Pending'],
        ['5', 'Running'],
        ['6', 'Running'],
      ],
      [
        [NO_INDEX, 'Pending'],
        ['6', 'Running'],
      ],
      [
        ['2', 'Pending'],
        ['5', 'Running'],
      ],
      6,
    ],
    [
      'all with index',
      [
        ['5', 'Pending'],
        ['0', 'Running'],
        ['3', 'Pending'],
        ['0', 'Running'],
        ['3', 'Running'],
        ['0', 'Pending'],
        ['6', 'Running'],
        ['6', 'Pending'],
      ],
      [
        ['0', 'Pending'],
        ['0', 'Running'],
        ['3', 'Pending'],
        ['6', 'Running'],
        ['6', 'Pending'],
      ],
      [
        ['0', 'Running'],
        ['3', 'Running'],
        ['5', 'Pending'],
      ],
      6,
    ],
    [
      'mixed',
      [
        [NO_INDEX, 'Pending'],
        ['invalid', 'Running'],
        ['-2', 'Running'],
        ['0', 'Pending'],
        ['1', 'Pending'],
        ['1', 'Pending'],
        ['1', 'Running'],
      ],
      [
        [NO_INDEX, 'Pending'],
        ['invalid', 'Running'],
        ['-2', 'Running'],
        ['1', 'Pending'],
        ['1', 'Pending'],
      ],
      [
        ['0', 'Pending'],
        ['1', 'Running'],
      ],
      6,
    ],
  ])('%s', (_name, pods, wantRm, wantLeft, completions) => {
    const { remove, keep } = splitDuplicatedIndexPods(hollow(pods), completions)
    expect(toIP(remove)).toEqual(wantRm)
    expect(toIP(keep)).toEqual(wantLeft)
  })
  it('appends the out-of-range tail before the duplicates of the last in-range index', () => {
    const { remove } = splitDuplicatedIndexPods(
      hollow([
        ['1', 'Pending'],
        ['9', 'Running'],
        ['1', 'Running'],
      ]),
      2,
    )
    expect(toIP(remove)).toEqual([
      ['9', 'Running'],
      ['1', 'Pending'],
    ])
  })
})

const ready = (t?: string) => ({ type: 'Ready', status: 'True', ...(t ? { lastTransitionTime: t } : {}) })
const names = (pods: PodInfo[]) => pods.map((p) => p.metadata?.name)

describe('compareActivePodsForDeletion (ActivePods.Less)', () => {
  it('orders by every criterion in turn', () => {
    const pods: PodInfo[] = [
      {
        metadata: { name: 'old-ready', creationTimestamp: '2026-01-01T00:00:00Z' },
        spec: { nodeName: 'n' },
        status: { phase: 'Running', conditions: [ready('2026-01-01T00:01:00Z')] },
      },
      {
        metadata: { name: 'recent-ready' },
        spec: { nodeName: 'n' },
        status: { phase: 'Running', conditions: [ready('2026-01-01T00:05:00Z')] },
      },
      { metadata: { name: 'running-not-ready' }, spec: { nodeName: 'n' }, status: { phase: 'Running' } },
      { metadata: { name: 'unknown' }, spec: { nodeName: 'n' }, status: { phase: 'Unknown' } },
      { metadata: { name: 'pending' }, spec: { nodeName: 'n' }, status: { phase: 'Pending' } },
      { metadata: { name: 'unscheduled-running' }, status: { phase: 'Running' } },
    ]
    expect(names(sortActivePodsForDeletion(pods))).toEqual([
      'unscheduled-running',
      'pending',
      'unknown',
      'running-not-ready',
      'recent-ready',
      'old-ready',
    ])
  })
  it('then restart count (higher first) and creation time (newer first, none first)', () => {
    const base = { spec: { nodeName: 'n' }, status: { phase: 'Running' } }
    const pods: PodInfo[] = [
      { ...base, metadata: { name: 'old', creationTimestamp: '2026-01-01T00:00:00Z' } },
      { ...base, metadata: { name: 'new', creationTimestamp: '2026-01-02T00:00:00Z' } },
      { ...base, metadata: { name: 'no-time' } },
      {
        spec: base.spec,
        metadata: { name: 'restarts', creationTimestamp: '2026-01-01T00:00:00Z' },
        status: { phase: 'Running', containerStatuses: [{ name: 'c', restartCount: 3 }] },
      },
    ]
    expect(names(sortActivePodsForDeletion(pods))).toEqual(['restarts', 'no-time', 'new', 'old'])
  })
  it('then the restarts of sidecars (restartable init containers) when the regular maxima tie', () => {
    const pod = (name: string, restarts: number, init: Record<string, unknown>, initRestarts: number): PodInfo => ({
      metadata: { name, creationTimestamp: '2026-01-01T00:00:00Z' },
      spec: { nodeName: 'n', initContainers: [{ name: 'init', ...init }] },
      status: {
        phase: 'Running',
        containerStatuses: [{ name: 'c', restartCount: restarts }],
        initContainerStatuses: [{ name: 'init', restartCount: initRestarts }],
      },
    })
    const always = { restartPolicy: 'Always' }
    // a sidecar's restarts decide between pods whose regular containers tie
    expect(names(sortActivePodsForDeletion([pod('calm', 0, always, 0), pod('flaky', 0, always, 3)]))).toEqual([
      'flaky',
      'calm',
    ])
    // a plain init container's restarts do not count
    expect(names(sortActivePodsForDeletion([pod('a', 0, {}, 0), pod('b', 0, {}, 3)]))).toEqual(['a', 'b'])
    // the regular containers decide first
    expect(names(sortActivePodsForDeletion([pod('sidecar', 0, always, 9), pod('main', 1, always, 0)]))).toEqual([
      'main',
      'sidecar',
    ])
  })
  it('ready pods without a ready time sort first among ready pods', () => {
    const a: PodInfo = { metadata: { name: 'a' }, status: { phase: 'Running', conditions: [ready()] } }
    const b: PodInfo = {
      metadata: { name: 'b' },
      status: { phase: 'Running', conditions: [ready('2026-01-01T00:00:00Z')] },
    }
    expect(compareActivePodsForDeletion(a, b)).toBeLessThan(0)
    expect(compareActivePodsForDeletion(b, a)).toBeGreaterThan(0)
  })
})

const time = fc.option(fc.constantFrom('2026-01-01T00:00:00Z', '2026-01-01T00:00:01Z', '2026-01-02T00:00:00Z'), {
  nil: undefined,
})
const arbPod: fc.Arbitrary<PodInfo> = fc
  .record({
    node: fc.constantFrom('', 'n1', 'n2'),
    phase: fc.constantFrom('Pending', 'Running', 'Unknown', '', 'Weird'),
    ready: fc.boolean(),
    readyAt: time,
    restarts: fc.nat({ max: 3 }),
    sidecar: fc.option(fc.record({ always: fc.boolean(), restarts: fc.nat({ max: 3 }) }), { nil: undefined }),
    created: time,
  })
  .map(({ node, phase, ready: r, readyAt, restarts, sidecar, created }) => ({
    metadata: { ...(created ? { creationTimestamp: created } : {}) },
    spec: {
      nodeName: node,
      ...(sidecar ? { initContainers: [{ name: 's', ...(sidecar.always ? { restartPolicy: 'Always' } : {}) }] } : {}),
    },
    status: {
      phase,
      conditions: [
        { type: 'Ready', status: r ? 'True' : 'False', ...(readyAt ? { lastTransitionTime: readyAt } : {}) },
      ],
      containerStatuses: [{ name: 'c', restartCount: restarts }],
      ...(sidecar ? { initContainerStatuses: [{ name: 's', restartCount: sidecar.restarts }] } : {}),
    },
  }))

describe('properties', () => {
  it('comparator is a consistent total preorder', () => {
    fc.assert(
      fc.property(arbPod, arbPod, arbPod, (a, b, c) => {
        const sign = (x: number) => Math.sign(x) || 0
        expect(sign(compareActivePodsForDeletion(a, a))).toBe(0)
        expect(sign(compareActivePodsForDeletion(a, b)) + sign(compareActivePodsForDeletion(b, a))).toBe(0)
        if (compareActivePodsForDeletion(a, b) <= 0 && compareActivePodsForDeletion(b, c) <= 0) {
          expect(compareActivePodsForDeletion(a, c)).toBeLessThanOrEqual(0)
        }
      }),
      { numRuns: numRuns(1000) },
    )
  })
  it('sortActivePodsForDeletion: a permutation in comparator order, the stable one up to 12 pods', () => {
    fc.assert(
      fc.property(fc.array(arbPod, { maxLength: 40 }), (pods) => {
        const sorted = sortActivePodsForDeletion(pods)
        expect(new Set(sorted)).toEqual(new Set(pods))
        expect(sorted.length).toBe(pods.length)
        for (let k = 1; k < sorted.length; k++)
          expect(compareActivePodsForDeletion(sorted[k - 1] as PodInfo, sorted[k] as PodInfo)).toBeLessThanOrEqual(0)
        if (pods.length <= 12) expect(sorted).toEqual([...pods].sort(compareActivePodsForDeletion))
      }),
      { numRuns: numRuns(300) },
    )
  })
  it('split keeps at most one pod per valid index and loses none', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('-', '0', '1', '2', 'x', '-1', '5'), fc.constantFrom('Pending', 'Running'))),
        fc.integer({ min: 0, max: 4 }),
        (descs, completions) => {
          const pods = hollow(descs as IP[])
          const { remove, keep } = splitDuplicatedIndexPods(pods, completions)
          expect(remove.length + keep.length).toBe(pods.length)
          const kept = toIP(keep).map(([ix]) => Number(ix))
          expect(new Set(kept).size).toBe(kept.length)
          for (const ix of kept) expect(ix >= 0 && ix < completions).toBe(true)
        },
      ),
      { numRuns: numRuns(300) },
    )
  })
  it('fuzz: comparator and split never throw on arbitrary pods', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.array(fc.anything(), { maxLength: 5 }), (a, b, xs) => {
        expect(Number.isNaN(compareActivePodsForDeletion(a as PodInfo, b as PodInfo))).toBe(false)
        const { remove, keep } = splitDuplicatedIndexPods(xs as PodInfo[], 3)
        expect(remove.length + keep.length).toBe(xs.length)
      }),
      { numRuns: numRuns(300) },
    )
  })
})
