/** The examples of `docs/job-validation.md` and the TSDoc `@example`s, pinned. */
import { describe, expect, it } from 'vitest'
import { formatFieldError } from '../../../src/field/index'
import {
  jobUpdateValidationOptions,
  validateJob,
  validateJobUpdate,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../../../src/job/validation/index'

const job = {
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'pi', namespace: 'default', uid: 'u1' },
  spec: {
    selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': 'u1' } },
    template: {
      metadata: {
        labels: {
          'controller-uid': 'u1',
          'job-name': 'pi',
          'batch.kubernetes.io/controller-uid': 'u1',
          'batch.kubernetes.io/job-name': 'pi',
        },
      },
      spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] },
    },
  },
}

describe('docs/job-validation.md examples', () => {
  it('a generated Job validates; bad fields are reported in order', () => {
    expect(validateJob(job)).toEqual([])
    expect(validateJob({ ...job, spec: { ...job.spec, parallelism: -1, completionMode: 'Fast' } }).map(formatFieldError)).toEqual([
      'spec.parallelism: Invalid value: -1: must be greater than or equal to 0',
      'spec.completionMode: Unsupported value: "Fast": supported values: "NonIndexed", "Indexed"',
    ])
  })

  it('update: completions are immutable', () => {
    const prev = { ...job, metadata: { ...job.metadata, resourceVersion: '1' } }
    expect(validateJobUpdate({ ...prev, spec: { ...prev.spec, completions: 3 } }, prev).map(formatFieldError)).toEqual([
      'spec.completions: Invalid value: 3: field is immutable',
    ])
  })

  it('type errors', () => {
    expect(validateJob({ ...job, spec: { ...job.spec, parallelism: 'x' } }).map(formatFieldError)).toEqual([
      'spec.parallelism: Invalid value: "x": must be of type int32',
    ])
  })

  it('TSDoc examples', () => {
    expect(validateObjectMeta({ name: 'myjob', namespace: 'default' })).toEqual([])
    expect(validateObjectMeta({ name: 'MyJob' }).map((e) => e.field)).toEqual(['metadata.name', 'metadata.namespace'])
    expect(
      validateObjectMetaUpdate(
        { name: 'b', namespace: 'ns', resourceVersion: '2' },
        { name: 'a', namespace: 'ns', resourceVersion: '1' },
      ).map((e) => `${e.field}: ${e.detail}`),
    ).toEqual(['metadata.name: field is immutable'])
    expect(jobUpdateValidationOptions({ spec: { suspend: true, template: {} } })).toEqual({
      requirePrefixedLabels: false,
      allowInvalidLabelValueInSelector: false,
      allowMutableSchedulingDirectives: true,
      allowMutablePodResources: false,
    })
    const prev = {
      metadata: { name: 'a', namespace: 'ns', resourceVersion: '1' },
      spec: {
        completions: 1,
        selector: { matchLabels: { a: 'b' } },
        template: { metadata: { labels: { a: 'b' } }, spec: { restartPolicy: 'Never', containers: [{ name: 'c', image: 'i' }] } },
      },
    }
    expect(validateJobUpdate({ ...prev, spec: { ...prev.spec, completions: 2 } }, prev).map((e) => `${e.field}: ${e.detail}`)).toEqual([
      'spec.completions: field is immutable',
    ])
  })
})
