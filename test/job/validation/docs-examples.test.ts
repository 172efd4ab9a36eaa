/** The examples of `docs/job-validation.md` and the TSDoc `@example`s, pinned. */
import { describe, expect, it } from 'vitest'
import { formatFieldError } from '../../../src/field/index'
import {
  jobUpdateValidationOptions,
  semanticDeepEqual,
  validateJob,
  validateJobUpdate,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../../../src/job/validation/index'
import { validateJobSpecModel } from '../../../src/job/validation/job-spec'
import { decodeJobModel, jobStarted } from '../../../src/job/validation/decoded'
import { validatePodFailurePolicy } from '../../../src/job/validation/pod-failure-policy'
import { validatePodTemplate } from '../../../src/job/validation/pod-template'
import { validateSuccessPolicy } from '../../../src/job/validation/success-policy'

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
      spec: {
        restartPolicy: 'Never',
        dnsPolicy: 'ClusterFirst',
        terminationGracePeriodSeconds: 30,
        containers: [{ name: 'pi', image: 'perl', imagePullPolicy: 'IfNotPresent', terminationMessagePolicy: 'File' }],
      },
    },
  },
}

describe('docs/job-validation.md examples', () => {
  it('a generated Job validates; bad fields are reported in order', () => {
    expect(validateJob(job)).toEqual([])
    expect(
      validateJob({ ...job, spec: { ...job.spec, parallelism: -1, completionMode: 'Fast' } }).map(formatFieldError),
    ).toEqual([
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
    expect(semanticDeepEqual({ a: [], b: 1 }, { b: 1 })).toBe(true)
    expect(semanticDeepEqual(undefined, { metadata: {} })).toBe(true)
    expect(semanticDeepEqual({ b: 1 }, { b: 2 })).toBe(false)
    expect(semanticDeepEqual(undefined, [0])).toBe(false)
    expect(semanticDeepEqual({ a: { b: null } }, {})).toBe(true)
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
      allowMutablePodResources: true,
    })
    const prev = {
      metadata: { name: 'a', namespace: 'ns', resourceVersion: '1' },
      spec: {
        completions: 1,
        selector: { matchLabels: { a: 'b' } },
        template: {
          metadata: { labels: { a: 'b' } },
          spec: {
            restartPolicy: 'Never',
            dnsPolicy: 'ClusterFirst',
            terminationGracePeriodSeconds: 30,
            containers: [{ name: 'c', image: 'i', imagePullPolicy: 'IfNotPresent', terminationMessagePolicy: 'File' }],
          },
        },
      },
    }
    expect(
      validateJobUpdate({ ...prev, spec: { ...prev.spec, completions: 2 } }, prev).map(
        (e) => `${e.field}: ${e.detail}`,
      ),
    ).toEqual(['spec.completions: field is immutable'])
  })

  it('internal TSDoc examples', () => {
    expect(validateJobSpecModel(decodeJobModel({}).value.spec, 'spec').map((e) => e.field)).toEqual([
      'spec.template.spec.terminationGracePeriodSeconds',
      'spec.template.spec.containers',
      'spec.template.spec.restartPolicy',
      'spec.template.spec.dnsPolicy',
      'spec.template.spec.restartPolicy',
      'spec.selector',
      'spec.template.metadata.labels',
    ])
    expect(
      validatePodTemplate(
        decodeJobModel({ spec: { template: { spec: { restartPolicy: 'Never' } } } }).value.spec.template,
        'spec.template',
      ),
    ).toEqual([
      { type: 'FieldValueRequired', field: 'spec.template.spec.terminationGracePeriodSeconds', detail: '' },
      { type: 'FieldValueRequired', field: 'spec.template.spec.containers', detail: '' },
      { type: 'FieldValueRequired', field: 'spec.template.spec.dnsPolicy', detail: '' },
    ])
    const pfp = decodeJobModel({ spec: { podFailurePolicy: { rules: [{ action: 'FailJob' }] } } }).value.spec
    expect(validatePodFailurePolicy(pfp, 'spec.podFailurePolicy')[0]?.detail).toBe(
      'specifying one of OnExitCodes and OnPodConditions is required',
    )
    const sp = decodeJobModel({ spec: { completions: 5, successPolicy: { rules: [{ succeededCount: 6 }] } } }).value
      .spec
    expect(validateSuccessPolicy(sp, 'spec.successPolicy')[0]?.detail).toBe(
      'must be less than or equal to 5 (the number of specified completions)',
    )
    expect(decodeJobModel(42).typeErrors[0]?.detail).toBe('must be of type object')
    expect(jobStarted(decodeJobModel({ status: { startTime: '2026-01-01T00:00:00Z' } }).value)).toBe(true)
  })
})
