/**
 * Objects from other libraries give the same answers as plain JSON (issue
 * #11): every public operation is run on the same Job, pods and selectors in
 * each form of ./forms.ts — @kubernetes/client-node model classes with
 * `Date` timestamps, kubernetes-models classes, js-yaml 4 output with
 * `Date`s, plain JSON — and each result must equal the plain-JSON result
 * and be plain JSON itself (no `Date`, no class instance leaks out).
 *
 * The operations read `Date`s at their entry through src/wire/dates.ts, as
 * the API server sees them (`JSON.stringify`'s text, and in a timestamp
 * field the time as Go re-encodes it, whole seconds). A fixed example with
 * timestamps in every place the controller reads them (start time,
 * conditions, pod finish times) checks the same for each operation.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type AnyJobInput,
  convertJob,
  createJob,
  decodeJob,
  defaultJob,
  formatLabelSelector,
  type JobInput,
  jobColumns,
  jobPhase,
  kubectlJobStatus,
  type LabelSelectorInput,
  labelSelectorAsSelector,
  matchPodFailurePolicy,
  type PodInfo,
  placeObject,
  placeReplicas,
  selectorFromAnnotations,
  sendToCluster,
  simulateJob,
  syncJob,
  toInternal,
  updateJob,
  validateJob,
  validateJobUpdate,
  validateLabelSelector,
} from '../../src/index'
import { numRuns } from '../support/runs'
import { clustersArb, jobJsonArb, NOW, podsJsonArb } from './arbitraries'
import { asForm, type Form, OTHER_FORMS, partOf } from './forms'

type Json = Record<string, unknown>
interface Input {
  readonly job: Json
  readonly prev: Json
  readonly pods: readonly Json[]
  readonly clusters: readonly { name: string; labels: Record<string, string> }[]
}

const job = (i: Input, f: Form) => asForm(i.job, f) as JobInput
const prev = (i: Input, f: Form) => asForm(i.prev, f) as JobInput
const pods = (i: Input, f: Form) => i.pods.map((p) => asForm(p, f) as PodInfo)
const annotations = (i: Input, f: Form) =>
  partOf(i.job, f, ['metadata', 'annotations']) as Readonly<Record<string, string>> | undefined
const selector = (i: Input, f: Form) => partOf(i.job, f, ['spec', 'selector']) as LabelSelectorInput | undefined

/** Every public operation that takes a Job, a pod or a part of one, as a function of the form. */
const OPS: Record<string, (i: Input, f: Form) => unknown> = {
  createJob: (i, f) => createJob(job(i, f), { uid: 'u-1' }),
  updateJob: (i, f) => updateJob(job(i, f), prev(i, f)),
  defaultJob: (i, f) => defaultJob(job(i, f) as AnyJobInput, { uid: 'u-1' }),
  validateJob: (i, f) => validateJob(job(i, f)),
  validateJobUpdate: (i, f) => validateJobUpdate(job(i, f), prev(i, f)),
  decodeJob: (i, f) => decodeJob(job(i, f)),
  convertJob: (i, f) => convertJob(job(i, f), 'extensions/v1beta1'),
  toInternal: (i, f) => toInternal(job(i, f)),
  labelSelectorAsSelector: (i, f) => labelSelectorAsSelector(selector(i, f)),
  formatLabelSelector: (i, f) => formatLabelSelector(selector(i, f)),
  validateLabelSelector: (i, f) => validateLabelSelector(selector(i, f)),
  syncJob: (i, f) => syncJob(job(i, f), pods(i, f), NOW),
  simulateJob: (i, f) =>
    simulateJob(job(i, f), [{ result: 'Failed', exitCode: 42 }, { result: 'Succeeded' }], { maxSyncs: 40 }),
  jobPhase: (i, f) => jobPhase(job(i, f)),
  jobColumns: (i, f) => jobColumns(job(i, f), NOW),
  kubectlJobStatus: (i, f) => kubectlJobStatus(job(i, f)),
  matchPodFailurePolicy: (i, f) =>
    pods(i, f).map((p) =>
      matchPodFailurePolicy(
        partOf(i.job, f, ['spec', 'podFailurePolicy']) as Parameters<typeof matchPodFailurePolicy>[0],
        p,
      ),
    ),
  selectorFromAnnotations: (i, f) => selectorFromAnnotations(annotations(i, f)),
  sendToCluster: (i, f) => i.clusters.map((c) => sendToCluster(annotations(i, f), c.labels)),
  placeObject: (i, f) => placeObject(job(i, f), i.clusters),
  placeReplicas: (i, f) => placeReplicas(job(i, f), i.clusters, 5),
}

const inputArb: fc.Arbitrary<Input> = fc.record({
  job: jobJsonArb(),
  prev: jobJsonArb(),
  pods: podsJsonArb(),
  clusters: clustersArb,
})

/** A result as JSON would carry it: what `toEqual` compares the result with to prove it is plain JSON. */
const asJson = (v: unknown): unknown => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)))

const EXAMPLE: Input = {
  job: {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: {
      name: 'pi',
      namespace: 'default',
      uid: 'u-1',
      creationTimestamp: '2026-01-01T00:00:00Z',
      resourceVersion: '7',
    },
    spec: {
      completions: 1,
      parallelism: 1,
      backoffLimit: 6,
      activeDeadlineSeconds: 30,
      selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': 'u-1' } },
      template: {
        metadata: { labels: { 'batch.kubernetes.io/controller-uid': 'u-1' } },
        spec: { restartPolicy: 'Never', containers: [{ name: 'main', image: 'busybox' }] },
      },
    },
    status: {
      startTime: '2026-01-01T00:00:00Z',
      active: 1,
      conditions: [{ type: 'Suspended', status: 'False', lastTransitionTime: '2026-01-01T00:00:00Z' }],
    },
  },
  prev: {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: {
      name: 'pi',
      namespace: 'default',
      uid: 'u-1',
      creationTimestamp: '2026-01-01T00:00:00Z',
      resourceVersion: '7',
    },
    spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'main', image: 'busybox' }] } } },
    status: { startTime: '2026-01-01T00:00:00Z' },
  },
  pods: [
    {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'pi-1', namespace: 'default', uid: 'p-1', creationTimestamp: '2026-01-01T00:00:01Z' },
      status: {
        phase: 'Failed',
        startTime: '2026-01-01T00:00:01Z',
        containerStatuses: [
          { name: 'main', state: { terminated: { exitCode: 42, finishedAt: '2026-01-01T00:00:09Z' } } },
        ],
      },
    },
  ],
  clusters: [{ name: 'a', labels: { location: 'europe' } }],
}

describe.each(Object.keys(OPS))('%s', (name) => {
  const op = OPS[name] as (i: Input, f: Form) => unknown
  for (const form of OTHER_FORMS) {
    it(`${form} gives the plain-JSON result`, () => {
      fc.assert(
        fc.property(inputArb, (input) => {
          const expected = op(input, 'json')
          const actual = op(input, form)
          expect(actual).toEqual(expected)
          expect(actual).toEqual(asJson(actual))
        }),
        { numRuns: numRuns(60) },
      )
    })
    it(`${form} with Date timestamps gives the plain-JSON result (fixed example)`, () => {
      const actual = op(EXAMPLE, form)
      expect(actual).toEqual(op(EXAMPLE, 'json'))
      expect(actual).toEqual(asJson(actual))
    })
  }
})
