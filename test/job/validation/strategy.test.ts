/**
 * Upstream `TestJobStrategy_Validate` and `TestJobStrategy_ValidateUpdate`
 * (pkg/registry/batch/job/strategy_test.go): the API server's create
 * validation (`validateJob` with the create options) and update validation
 * (`validateJobForUpdate`: `ValidateJob` + `ValidateJobUpdate` with options
 * derived from the old Job). All features GA, so the feature-gate columns of
 * the upstream table do not apply.
 */
import { describe, expect, it } from 'vitest'
import { validateJob, validateJobForUpdate } from '../../../src/job/validation/index'
import { deepFreeze, podSpec } from './fixtures'

type Json = Record<string, unknown>

const THE_UID = '1a2b3c4d5e6f7g8h9i0k'
const validObjectMeta = (): Json => ({ name: 'myjob', namespace: 'default', uid: THE_UID, generation: 0 })
const batchLabels = (): Record<string, string> => ({
  'batch.kubernetes.io/job-name': 'myjob',
  'batch.kubernetes.io/controller-uid': THE_UID,
  'job-name': 'myjob',
  'controller-uid': THE_UID,
})
const defaultSelector = (): Json => ({ matchLabels: { 'batch.kubernetes.io/controller-uid': THE_UID } })
const validSelector = (): Json => ({ matchLabels: { a: 'b' } })
const job = (spec: Json, metadata: Json = validObjectMeta()): Json => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata,
  spec,
})
const failIndexPolicy = (): Json => ({ rules: [{ action: 'FailIndex', onExitCodes: { operator: 'In', values: [1] } }] })

describe('TestJobStrategy_Validate', () => {
  const cases: Record<string, { job: Json; fields: string[] }> = {
    'valid job with batch labels in pod template': {
      job: job({
        selector: defaultSelector(),
        manualSelector: false,
        template: { metadata: { labels: batchLabels() }, spec: podSpec('OnFailure') },
      }),
      fields: [],
    },
    'valid job with batch and non-batch labels in pod template': {
      job: job({
        selector: defaultSelector(),
        manualSelector: false,
        template: { metadata: { labels: { ...batchLabels(), a: 'b' } }, spec: podSpec('OnFailure') },
      }),
      fields: [],
    },
    'job with non-batch labels and without batch labels in pod template': {
      job: job({
        selector: defaultSelector(),
        manualSelector: false,
        template: { metadata: { labels: {} }, spec: podSpec('OnFailure') },
      }),
      fields: [
        'spec.template.metadata.labels[controller-uid]',
        'spec.template.metadata.labels[job-name]',
        'spec.template.metadata.labels[batch.kubernetes.io/controller-uid]',
        'spec.template.metadata.labels[batch.kubernetes.io/job-name]',
        'spec.template.metadata.labels',
      ],
    },
    'no labels in job': {
      job: job({ selector: defaultSelector(), template: { spec: podSpec('OnFailure') } }),
      fields: [
        'spec.template.metadata.labels[controller-uid]',
        'spec.template.metadata.labels[job-name]',
        'spec.template.metadata.labels[batch.kubernetes.io/controller-uid]',
        'spec.template.metadata.labels[batch.kubernetes.io/job-name]',
        'spec.template.metadata.labels',
      ],
    },
    'manual selector; do not generate labels': {
      job: job({
        selector: validSelector(),
        template: { metadata: { labels: { a: 'b' } }, spec: podSpec('OnFailure') },
        completions: 2,
        manualSelector: true,
      }),
      fields: [],
    },
    'valid job with extended configuration': {
      job: job({
        selector: defaultSelector(),
        manualSelector: false,
        template: { metadata: { labels: { ...batchLabels(), a: 'b' } }, spec: podSpec('OnFailure') },
        completions: 2,
        suspend: true,
        ttlSecondsAfterFinished: 0,
        completionMode: 'Indexed',
      }),
      fields: [],
    },
    'FailIndex action; when JobBackoffLimitPerIndex is enabled, but not used - validation error': {
      job: job({
        selector: validSelector(),
        manualSelector: true,
        template: { metadata: { labels: { a: 'b' } }, spec: podSpec('Never') },
        podFailurePolicy: failIndexPolicy(),
      }),
      fields: ['spec.podFailurePolicy.rules[0].action'],
    },
    'FailIndex action; when JobBackoffLimitPerIndex is enabled and used - no error': {
      job: job({
        completionMode: 'Indexed',
        completions: 2,
        backoffLimitPerIndex: 1,
        selector: validSelector(),
        manualSelector: true,
        template: { metadata: { labels: { a: 'b' } }, spec: podSpec('Never') },
        podFailurePolicy: failIndexPolicy(),
      }),
      fields: [],
    },
  }
  for (const [name, c] of Object.entries(cases)) {
    it(name, () => {
      expect(validateJob(deepFreeze(c.job)).map((e) => e.field)).toEqual(c.fields)
    })
  }
})

describe('TestJobStrategy_ValidateUpdate', () => {
  const manual = (spec: Json = {}, meta: Json = {}): Json =>
    job(
      {
        selector: validSelector(),
        template: { metadata: { labels: { a: 'b' } }, spec: podSpec('OnFailure') },
        manualSelector: true,
        parallelism: 1,
        ...spec,
      },
      { name: 'myjob', namespace: 'default', resourceVersion: '0', ...meta },
    )
  const specOf = (j: Json): Json => j['spec'] as Json
  const metaOf = (j: Json): Json => j['metadata'] as Json
  const podSpecOf = (j: Json): Json => (specOf(j)['template'] as Json)['spec'] as Json
  const cases: Record<string, { job: Json; update: (j: Json) => void; fields: string[] }> = {
    'update parallelism': { job: manual(), update: (j) => void (specOf(j)['parallelism'] = 2), fields: [] },
    'update completions disallowed': {
      job: manual({ completions: 1 }),
      update: (j) => void (specOf(j)['completions'] = 2),
      fields: ['spec.completions'],
    },
    'preserving tracking annotation': {
      job: manual({}, { annotations: { 'batch.kubernetes.io/job-tracking': '' } }),
      update: (j) => void ((metaOf(j)['annotations'] as Json)['foo'] = 'bar'),
      fields: [],
    },
    'deleting user annotation': {
      job: manual({}, { annotations: { 'batch.kubernetes.io/job-tracking': '', foo: 'bar' } }),
      update: (j) => void delete (metaOf(j)['annotations'] as Json)['foo'],
      fields: [],
    },
    'updating node selector for unsuspended job disallowed': {
      job: manual({}, { annotations: { foo: 'bar' } }),
      update: (j) => void (podSpecOf(j)['nodeSelector'] = { foo: 'bar' }),
      fields: ['spec.template'],
    },
    'updating node selector for suspended but previously started job disallowed': {
      job: {
        ...manual({ suspend: true }, { annotations: { foo: 'bar' } }),
        status: { startTime: '2026-11-21T19:00:00Z' },
      },
      update: (j) => void (podSpecOf(j)['nodeSelector'] = { foo: 'bar' }),
      fields: ['spec.template'],
    },
    'updating node selector for suspended and not previously started job allowed': {
      job: manual({ suspend: true }, { annotations: { foo: 'bar' } }),
      update: (j) => void (podSpecOf(j)['nodeSelector'] = { foo: 'bar' }),
      fields: [],
    },
    'invalid label selector': {
      job: manual(
        {
          selector: {
            matchLabels: { a: 'b' },
            matchExpressions: [{ key: 'key', operator: 'NotIn', values: ['bad value'] }],
          },
          parallelism: undefined,
        },
        { annotations: { foo: 'bar' } },
      ),
      update: (j) => void ((metaOf(j)['annotations'] as Json)['hello'] = 'world'),
      fields: [],
    },
    'old job has no batch.kubernetes.io labels': {
      job: job(
        {
          selector: { matchLabels: { 'controller-uid': 'test' } },
          parallelism: 4,
          template: {
            metadata: { labels: { 'job-name': 'myjob', 'controller-uid': 'test' } },
            spec: podSpec('OnFailure'),
          },
        },
        { name: 'myjob', uid: 'test', namespace: 'default', resourceVersion: '10', annotations: { hello: 'world' } },
      ),
      update: (j) => void ((metaOf(j)['annotations'] as Json)['hello'] = 'world'),
      fields: [],
    },
    'old job has all labels': {
      job: job(
        {
          selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': 'test' } },
          parallelism: 4,
          template: {
            metadata: {
              labels: {
                'job-name': 'myjob',
                'batch.kubernetes.io/job-name': 'myjob',
                'controller-uid': 'test',
                'batch.kubernetes.io/controller-uid': 'test',
              },
            },
            spec: podSpec('OnFailure'),
          },
        },
        { name: 'myjob', uid: 'test', namespace: 'default', resourceVersion: '10', annotations: { foo: 'bar' } },
      ),
      update: (j) => void ((metaOf(j)['annotations'] as Json)['hello'] = 'world'),
      fields: [],
    },
    'old job is using FailIndex JobBackoffLimitPerIndex is disabled, but FailIndex was already used': {
      job: manual(
        {
          completionMode: 'Indexed',
          completions: 2,
          backoffLimitPerIndex: 1,
          parallelism: undefined,
          template: { metadata: { labels: { a: 'b' } }, spec: podSpec('Never') },
          podFailurePolicy: failIndexPolicy(),
        },
        { annotations: { foo: 'bar' } },
      ),
      update: (j) => void ((metaOf(j)['annotations'] as Json)['hello'] = 'world'),
      fields: [],
    },
  }
  for (const [name, c] of Object.entries(cases)) {
    it(name, () => {
      const prev = JSON.parse(JSON.stringify(c.job)) as Json
      const next = structuredClone(prev)
      c.update(next)
      expect(validateJobForUpdate(deepFreeze(next), deepFreeze(prev)).map((e) => e.field)).toEqual(c.fields)
    })
  }
})

describe('update: the create-only checks are not run again (checked against the oracle)', () => {
  it('an invalid stored name and a non-generated selector give no metadata.name or selector errors', () => {
    const job: Json = {
      metadata: { name: 'a..b', namespace: 'default', uid: THE_UID, resourceVersion: '1' },
      spec: { selector: validSelector(), template: { metadata: { labels: { a: 'b' } }, spec: podSpec('Never') } },
    }
    const next = structuredClone(job)
    ;((next['metadata'] as Json)['labels'] as unknown) = { x: 'y' }
    expect(validateJobForUpdate(deepFreeze(next), deepFreeze(job))).toEqual([])
    expect(validateJob(job).map((e) => e.field)).toContain('metadata.name')
  })
})
