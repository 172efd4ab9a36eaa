/**
 * Plain-JSON Jobs, pods and clusters for the interop properties: only
 * fields every form carries (client-node's deserializer drops fields its
 * models do not know, and nulls), timestamps in the API server's own
 * spelling. Each value is then turned into every form (./forms.ts).
 */
import fc from 'fast-check'

const BASE = Date.UTC(2026, 0, 1)
/** An API-server timestamp within a day of 2026-01-01T00:00:00Z. */
export const timestampArb = fc
  .integer({ min: 0, max: 86_400 })
  .map((s) => new Date(BASE + s * 1000).toISOString().replace('.000Z', 'Z'))
export const NOW = '2026-01-01T12:00:00Z'

const keyArb = fc.constantFrom(
  'app',
  'tier',
  'team',
  'example.com/role',
  'batch.kubernetes.io/controller-uid',
  'Bad Key',
)
const valueArb = fc.constantFrom('web', 'db', 'a', '', 'u-1', '-bad')
const labelsArb = fc.dictionary(keyArb, valueArb, { maxKeys: 3 })

export const selectorArb = fc.record(
  {
    matchLabels: labelsArb,
    matchExpressions: fc.array(
      fc.record(
        {
          key: keyArb,
          operator: fc.constantFrom('In', 'NotIn', 'Exists', 'DoesNotExist', 'in', 'Gt'),
          values: fc.array(valueArb, { maxLength: 2 }),
        },
        { requiredKeys: ['key', 'operator'] },
      ),
      { maxLength: 3 },
    ),
  },
  { requiredKeys: [] },
)

const CLUSTER_SELECTOR = 'federation.alpha.kubernetes.io/cluster-selector'
const annotationsArb = fc.option(
  fc.record(
    {
      [CLUSTER_SELECTOR]: fc.constantFrom(
        '[{"key":"location","operator":"in","values":["europe"]}]',
        '[{"key":"tier","operator":"!=","values":["db"]}]',
        'not json',
      ),
      'federation.kubernetes.io/replica-set-preferences': fc.constantFrom(
        '{"rebalance":true,"clusters":{"a":{"weight":1},"*":{"weight":2}}}',
      ),
      note: fc.constantFrom('x'),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined },
)

const conditionArb = fc.record({
  type: fc.constantFrom('Suspended', 'Complete', 'Failed', 'FailureTarget', 'SuccessCriteriaMet'),
  status: fc.constantFrom('True', 'False'),
  lastProbeTime: timestampArb,
  lastTransitionTime: timestampArb,
  reason: fc.constantFrom('JobResumed', 'CompletionsReached', 'BackoffLimitExceeded'),
  message: fc.constantFrom('m'),
})

/** A batch/v1 Job in JSON form, valid or not. */
export const jobJsonArb = (): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .record(
      {
        name: fc.constantFrom('pi', 'pi-2', 'Bad_Name'),
        uid: fc.option(fc.constantFrom('u-1', 'u-2'), { nil: undefined }),
        labels: fc.option(labelsArb, { nil: undefined }),
        annotations: annotationsArb,
        creationTimestamp: fc.option(timestampArb, { nil: undefined }),
        resourceVersion: fc.option(fc.constantFrom('1', '42'), { nil: undefined }),
        parallelism: fc.option(fc.integer({ min: -1, max: 4 }), { nil: undefined }),
        completions: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
        backoffLimit: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
        activeDeadlineSeconds: fc.option(fc.integer({ min: 1, max: 7200 }), { nil: undefined }),
        completionMode: fc.option(fc.constantFrom('NonIndexed', 'Indexed'), { nil: undefined }),
        suspend: fc.option(fc.boolean(), { nil: undefined }),
        manualSelector: fc.option(fc.boolean(), { nil: undefined }),
        selector: fc.option(selectorArb, { nil: undefined }),
        templateLabels: fc.option(labelsArb, { nil: undefined }),
        restartPolicy: fc.constantFrom('Never', 'OnFailure', 'Always'),
        cpu: fc.option(fc.constantFrom('100m', '1', '0.5', '2Gi'), { nil: undefined }),
        podFailurePolicy: fc.option(
          fc.constantFrom({ rules: [{ action: 'FailJob', onExitCodes: { operator: 'In', values: [42] } }] }),
          { nil: undefined },
        ),
        status: fc.option(
          fc.record(
            {
              startTime: timestampArb,
              completionTime: timestampArb,
              active: fc.integer({ min: 0, max: 3 }),
              succeeded: fc.integer({ min: 0, max: 3 }),
              failed: fc.integer({ min: 0, max: 3 }),
              conditions: fc.array(conditionArb, { maxLength: 2 }),
            },
            { requiredKeys: [] },
          ),
          { nil: undefined },
        ),
      },
      { requiredKeys: ['name', 'restartPolicy'] },
    )
    .map((r) => {
      const metadata: Record<string, unknown> = { name: r.name, namespace: 'default' }
      if (r.uid !== undefined) metadata['uid'] = r.uid
      if (r.labels !== undefined) metadata['labels'] = r.labels
      if (r.annotations !== undefined) metadata['annotations'] = r.annotations
      if (r.creationTimestamp !== undefined) metadata['creationTimestamp'] = r.creationTimestamp
      if (r.resourceVersion !== undefined) metadata['resourceVersion'] = r.resourceVersion
      const container: Record<string, unknown> = { name: 'main', image: 'busybox' }
      if (r.cpu !== undefined) container['resources'] = { limits: { cpu: r.cpu } }
      const spec: Record<string, unknown> = {
        template: {
          ...(r.templateLabels === undefined ? {} : { metadata: { labels: r.templateLabels } }),
          spec: { restartPolicy: r.restartPolicy, containers: [container] },
        },
      }
      for (const k of [
        'parallelism',
        'completions',
        'backoffLimit',
        'activeDeadlineSeconds',
        'completionMode',
        'suspend',
        'manualSelector',
        'selector',
        'podFailurePolicy',
      ] as const) {
        if (r[k] !== undefined) spec[k] = r[k]
      }
      const job: Record<string, unknown> = { apiVersion: 'batch/v1', kind: 'Job', metadata, spec }
      if (r.status !== undefined) job['status'] = r.status
      return job
    })

/** A core/v1 Pod of a Job in JSON form. */
export const podJsonArb = (): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .record({
      n: fc.integer({ min: 0, max: 99 }),
      phase: fc.constantFrom('Pending', 'Running', 'Succeeded', 'Failed'),
      index: fc.option(fc.constantFrom('0', '1', '2'), { nil: undefined }),
      finalizer: fc.boolean(),
      deleted: fc.option(timestampArb, { nil: undefined }),
      created: timestampArb,
      exitCode: fc.constantFrom(0, 1, 42),
      finishedAt: timestampArb,
      ready: fc.boolean(),
    })
    .map((r) => {
      const terminated = r.phase === 'Succeeded' || r.phase === 'Failed'
      const metadata: Record<string, unknown> = {
        name: `pi-${r.n}`,
        namespace: 'default',
        uid: `pod-${r.n}`,
        labels: { 'batch.kubernetes.io/controller-uid': 'u-1' },
        creationTimestamp: r.created,
      }
      if (r.index !== undefined) metadata['annotations'] = { 'batch.kubernetes.io/job-completion-index': r.index }
      if (r.finalizer) metadata['finalizers'] = ['batch.kubernetes.io/job-tracking']
      if (r.deleted !== undefined) metadata['deletionTimestamp'] = r.deleted
      const status: Record<string, unknown> = {
        phase: r.phase,
        startTime: r.created,
        conditions: [
          { type: 'Ready', status: r.ready && !terminated ? 'True' : 'False', lastTransitionTime: r.created },
        ],
      }
      if (terminated) {
        status['containerStatuses'] = [
          {
            name: 'main',
            image: 'busybox',
            imageID: '',
            ready: false,
            restartCount: 0,
            state: { terminated: { exitCode: r.phase === 'Succeeded' ? 0 : r.exitCode, finishedAt: r.finishedAt } },
          },
        ]
      }
      const pod = {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata,
        spec: { restartPolicy: 'Never', containers: [{ name: 'main' }] },
        status,
      }
      return pod
    })

/** Pods with distinct names. */
export const podsJsonArb = () =>
  fc.uniqueArray(podJsonArb(), { maxLength: 6, selector: (p) => (p['metadata'] as { name: string }).name })

export const clustersArb = fc.array(
  fc.record({
    name: fc.constantFrom('a', 'b', 'c'),
    labels: fc.dictionary(fc.constantFrom('location', 'tier'), fc.constantFrom('europe', 'us', 'db')),
  }),
  { maxLength: 3 },
)
