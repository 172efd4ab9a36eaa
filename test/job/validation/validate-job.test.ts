/**
 * Upstream `TestValidateJob` (pkg/apis/batch/validation/validation_test.go):
 * every success case must give no errors; every error case is named
 * `<field>:<text>` and, as upstream checks it, the first error must have that
 * field and its `Error()` text must contain the rest.
 */
import { describe, expect, it } from 'vitest'
import { formatFieldError } from '../../../src/field/index'
import { validateJob, type JobValidationOptions } from '../../../src/job/validation/index'
import {
  container,
  deepFreeze,
  generatedJob,
  generatedLabels,
  generatedSelector,
  job,
  manualSelector,
  podSpec,
  templateForGenerated,
  templateForManual,
  UID,
  validMeta,
} from './fixtures'

const PREFIXED: JobValidationOptions = { requirePrefixedLabels: true }
/** Go's zero `JobValidationOptions{}`. */
const ZERO: JobValidationOptions = { requirePrefixedLabels: false }

interface Case {
  readonly job: Record<string, unknown>
  readonly opts: JobValidationOptions
}

const never = 'Never'

const successCases: Record<string, Case> = {
  'valid success policy': {
    opts: PREFIXED,
    job: generatedJob(
      {
        completionMode: 'Indexed',
        completions: 10,
        successPolicy: { rules: [{ succeededCount: 1, succeededIndexes: '0,2,4' }, { succeededIndexes: '1,3,5-9' }] },
      },
      never,
    ),
  },
  'valid pod failure policy with negative exitCodes - need for Windows support': {
    opts: PREFIXED,
    job: generatedJob(
      {
        podFailurePolicy: {
          rules: [
            { action: 'FailJob', onExitCodes: { operator: 'NotIn', values: [-1073741819, -1073741676, -1073741510] } },
          ],
        },
      },
      never,
    ),
  },
  'valid pod failure policy': {
    opts: PREFIXED,
    job: generatedJob(
      {
        podFailurePolicy: {
          rules: [
            { action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget', status: 'True' }] },
            { action: 'FailJob', onPodConditions: [{ type: 'CustomConditionType', status: 'False' }] },
            { action: 'Count', onExitCodes: { containerName: 'ctr', operator: 'In', values: [1, 2, 3] } },
            { action: 'Ignore', onExitCodes: { containerName: 'def', operator: 'In', values: [4] } },
            { action: 'FailJob', onExitCodes: { operator: 'NotIn', values: [5, 6, 7] } },
          ],
        },
      },
      never,
    ),
  },
  'valid pod failure policy with FailIndex': {
    opts: ZERO,
    job: generatedJob(
      {
        completionMode: 'Indexed',
        completions: 2,
        backoffLimitPerIndex: 1,
        manualSelector: true,
        podFailurePolicy: { rules: [{ action: 'FailIndex', onExitCodes: { operator: 'In', values: [10] } }] },
      },
      never,
    ),
  },
  'valid manual selector': {
    opts: PREFIXED,
    job: job(
      { selector: manualSelector(), manualSelector: true, template: templateForManual() },
      { ...validMeta(), annotations: { foo: 'bar' } },
    ),
  },
  'valid generated selector': { opts: PREFIXED, job: generatedJob() },
  'valid pod replacement': { opts: PREFIXED, job: generatedJob({ podReplacementPolicy: 'TerminatingOrFailed' }) },
  'valid pod replacement with failed': { opts: PREFIXED, job: generatedJob({ podReplacementPolicy: 'Failed' }) },
  'valid hostnet': {
    opts: PREFIXED,
    job: generatedJob({
      template: {
        metadata: { labels: generatedLabels() },
        spec: podSpec('OnFailure', {
          initContainers: [container('def')],
          containers: [container('ctr', { ports: [{ containerPort: 12345, protocol: 'TCP' }] })],
          securityContext: { hostNetwork: true },
        }),
      },
    }),
  },
  'valid NonIndexed completion mode': { opts: PREFIXED, job: generatedJob({ completionMode: 'NonIndexed' }) },
  'valid Indexed completion mode': {
    opts: PREFIXED,
    job: generatedJob({ completionMode: 'Indexed', completions: 2, parallelism: 100000 }),
  },
  'valid parallelism and maxFailedIndexes for high completions when backoffLimitPerIndex is used': {
    opts: PREFIXED,
    job: generatedJob({
      completions: 100_000,
      parallelism: 100_000,
      maxFailedIndexes: 100_000,
      backoffLimitPerIndex: 1,
      completionMode: 'Indexed',
    }),
  },
  'valid parallelism and maxFailedIndexes for unlimited completions when backoffLimitPerIndex is used': {
    opts: PREFIXED,
    job: generatedJob({
      completions: 1_000_000_000,
      parallelism: 10_000,
      maxFailedIndexes: 10_000,
      backoffLimitPerIndex: 1,
      completionMode: 'Indexed',
    }),
  },
  'valid job tracking annotation': { opts: PREFIXED, job: generatedJob() },
  'valid batch labels': { opts: PREFIXED, job: generatedJob() },
  'do not allow new batch labels': {
    opts: ZERO,
    job: job({
      selector: { matchLabels: { 'controller-uid': UID } },
      template: { metadata: { labels: { 'controller-uid': UID, 'job-name': 'myjob' } }, spec: podSpec('OnFailure') },
    }),
  },
  'valid managedBy field': { opts: PREFIXED, job: generatedJob({ managedBy: 'example.com/foo' }) },
}

const exitCodeRule = (values: number[], extra: Record<string, unknown> = {}) => ({
  action: 'FailJob',
  onExitCodes: { operator: 'In', values, ...extra },
})

const errorCases: Record<string, Case> = {
  'spec.managedBy: Too long: may not be more than 63 bytes': {
    opts: PREFIXED,
    job: generatedJob({ managedBy: `example.com/${'x'.repeat(60)}` }),
  },
  'spec.managedBy: Invalid value: "invalid custom controller name": must be a domain-prefixed path (such as "acme.io/foo")':
    {
      opts: PREFIXED,
      job: generatedJob({ managedBy: 'invalid custom controller name' }),
    },
  // Upstream prints the internal Go struct `{"Rules":[]}` (no JSON tags); we
  // print the wire object, `{"rules":[]}` — pinned separately below.
  'spec.successPolicy: Invalid value: ': {
    opts: PREFIXED,
    job: generatedJob({ successPolicy: { rules: [] } }, never),
  },
  'spec.successPolicy.rules: Required value: at least one rules must be specified when the successPolicy is specified':
    {
      opts: PREFIXED,
      job: generatedJob({ completionMode: 'Indexed', completions: 5, successPolicy: {} }, never),
    },
  'spec.successPolicy.rules[0]: Required value: at least one of succeededCount or succeededIndexes must be specified': {
    opts: PREFIXED,
    job: generatedJob({ completionMode: 'Indexed', completions: 5, successPolicy: { rules: [{}] } }, never),
  },
  'spec.successPolicy.rules[0].succeededIndexes: Invalid value: "invalid-format": error parsing succeededIndexes: cannot convert string to integer for index: "invalid"':
    {
      opts: PREFIXED,
      job: generatedJob(
        {
          completionMode: 'Indexed',
          completions: 5,
          successPolicy: { rules: [{ succeededIndexes: 'invalid-format' }] },
        },
        never,
      ),
    },
  'spec.successPolicy.rules[0].succeededIndexes: Too long: may not be more than 65536 bytes': {
    opts: PREFIXED,
    job: generatedJob(
      {
        completionMode: 'Indexed',
        completions: 5,
        successPolicy: { rules: [{ succeededIndexes: '1'.repeat(65536 + 1) }] },
      },
      never,
    ),
  },
  'spec.successPolicy.rules[0].succeededCount: must be greater than or equal to 0': {
    opts: PREFIXED,
    job: generatedJob(
      { completionMode: 'Indexed', completions: 5, successPolicy: { rules: [{ succeededCount: -1 }] } },
      never,
    ),
  },
  'spec.successPolicy.rules[0].succeededCount: Invalid value: 6: must be less than or equal to 5 (the number of specified completions)':
    {
      opts: PREFIXED,
      job: generatedJob(
        { completionMode: 'Indexed', completions: 5, successPolicy: { rules: [{ succeededCount: 6 }] } },
        never,
      ),
    },
  'spec.successPolicy.rules[0].succeededCount: Invalid value: 4: must be less than or equal to 3 (the number of indexes in the specified succeededIndexes field)':
    {
      opts: PREFIXED,
      job: generatedJob(
        {
          completionMode: 'Indexed',
          completions: 5,
          successPolicy: { rules: [{ succeededCount: 4, succeededIndexes: '0-2' }] },
        },
        never,
      ),
    },
  'spec.successPolicy.rules: Too many: 21: must have at most 20 items': {
    opts: PREFIXED,
    job: generatedJob(
      {
        completionMode: 'Indexed',
        completions: 5,
        successPolicy: { rules: Array.from({ length: 21 }, () => ({ succeededCount: 5 })) },
      },
      never,
    ),
  },
  'spec.podFailurePolicy.rules[0]: Invalid value: specifying one of OnExitCodes and OnPodConditions is required': {
    opts: PREFIXED,
    job: generatedJob({ podFailurePolicy: { rules: [{ action: 'FailJob' }] } }, never),
  },
  'spec.podFailurePolicy.rules[0].onExitCodes.values[1]: Duplicate value: 11': {
    opts: PREFIXED,
    job: generatedJob({ podFailurePolicy: { rules: [exitCodeRule([11, 11])] } }, never),
  },
  'spec.podFailurePolicy.rules[0].onExitCodes.values: Too many: 256: must have at most 255 items': {
    opts: PREFIXED,
    job: generatedJob({ podFailurePolicy: { rules: [exitCodeRule(Array.from({ length: 256 }, (_, i) => i))] } }, never),
  },
  'spec.podFailurePolicy.rules: Too many: 21: must have at most 20 items': {
    opts: PREFIXED,
    job: generatedJob(
      { podFailurePolicy: { rules: Array.from({ length: 21 }, (_, i) => exitCodeRule([i + 1])) } },
      never,
    ),
  },
  'spec.podFailurePolicy.rules[0].onPodConditions: Too many: 21: must have at most 20 items': {
    opts: PREFIXED,
    job: generatedJob(
      {
        podFailurePolicy: {
          rules: [
            {
              action: 'FailJob',
              onPodConditions: Array.from({ length: 21 }, (_, i) => ({ type: `CustomType_${i}`, status: 'True' })),
            },
          ],
        },
      },
      never,
    ),
  },
  'spec.podFailurePolicy.rules[0].onExitCodes.values[2]: Duplicate value: 13': {
    opts: PREFIXED,
    job: generatedJob({ podFailurePolicy: { rules: [exitCodeRule([12, 13, 13, 13])] } }, never),
  },
  'spec.podFailurePolicy.rules[0].onExitCodes.values: Invalid value: [19,11]: must be ordered': {
    opts: PREFIXED,
    job: generatedJob({ podFailurePolicy: { rules: [exitCodeRule([19, 11])] } }, never),
  },
  'spec.podFailurePolicy.rules[0].onExitCodes.values: Invalid value: []: at least one value is required': {
    opts: PREFIXED,
    job: generatedJob({ podFailurePolicy: { rules: [exitCodeRule([])] } }, never),
  },
  'spec.podFailurePolicy.rules[0].action: Required value: valid values: ["Count" "FailIndex" "FailJob" "Ignore"]': {
    opts: PREFIXED,
    job: generatedJob({ podFailurePolicy: { rules: [{ ...exitCodeRule([1, 2, 3]), action: '' }] } }, never),
  },
  'spec.podFailurePolicy.rules[0].onExitCodes.operator: Required value: valid values: ["In" "NotIn"]': {
    opts: PREFIXED,
    job: generatedJob(
      { podFailurePolicy: { rules: [{ action: 'FailJob', onExitCodes: { operator: '', values: [1, 2, 3] } }] } },
      never,
    ),
  },
  'spec.podFailurePolicy.rules[0]: Invalid value: specifying both OnExitCodes and OnPodConditions is not supported': {
    opts: PREFIXED,
    job: generatedJob(
      {
        podFailurePolicy: {
          rules: [
            {
              ...exitCodeRule([1, 2, 3], { containerName: 'ctr' }),
              onPodConditions: [{ type: 'DisruptionTarget', status: 'True' }],
            },
          ],
        },
      },
      never,
    ),
  },
  'spec.podFailurePolicy.rules[0].onExitCodes.values[1]: Invalid value: 0: must not be 0 for the In operator': {
    opts: PREFIXED,
    job: generatedJob({ podFailurePolicy: { rules: [{ ...exitCodeRule([1, 0, 2]), action: 'Ignore' }] } }, never),
  },
  'spec.podFailurePolicy.rules[1].onExitCodes.containerName: Invalid value: "xyz": must be one of the container or initContainer names in the pod template':
    {
      opts: PREFIXED,
      job: generatedJob(
        {
          podFailurePolicy: {
            rules: [
              { ...exitCodeRule([1, 2, 3], { containerName: 'ctr' }), action: 'Ignore' },
              exitCodeRule([5, 6, 7], { containerName: 'xyz' }),
            ],
          },
        },
        never,
      ),
    },
  'spec.podFailurePolicy.rules[0].action: Unsupported value: "UnknownAction": supported values: "Count", "FailIndex", "FailJob", "Ignore"':
    {
      opts: PREFIXED,
      job: generatedJob(
        {
          podFailurePolicy: {
            rules: [{ ...exitCodeRule([1, 2, 3], { containerName: 'ctr' }), action: 'UnknownAction' }],
          },
        },
        never,
      ),
    },
  'spec.podFailurePolicy.rules[0].onExitCodes.operator: Unsupported value: "UnknownOperator": supported values: "In", "NotIn"':
    {
      opts: PREFIXED,
      job: generatedJob(
        {
          podFailurePolicy: {
            rules: [{ action: 'Ignore', onExitCodes: { operator: 'UnknownOperator', values: [1, 2, 3] } }],
          },
        },
        never,
      ),
    },
  'spec.podFailurePolicy.rules[0].onPodConditions[0].status: Required value: valid values: ["False" "True" "Unknown"]':
    {
      opts: PREFIXED,
      job: generatedJob(
        { podFailurePolicy: { rules: [{ action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget' }] }] } },
        never,
      ),
    },
  'spec.podFailurePolicy.rules[0].onPodConditions[0].status: Unsupported value: "UnknownStatus": supported values: "False", "True", "Unknown"':
    {
      opts: PREFIXED,
      job: generatedJob(
        {
          podFailurePolicy: {
            rules: [{ action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget', status: 'UnknownStatus' }] }],
          },
        },
        never,
      ),
    },
  'spec.podFailurePolicy.rules[0].onPodConditions[0].type: Invalid value: "": name part must be non-empty': {
    opts: PREFIXED,
    job: generatedJob(
      { podFailurePolicy: { rules: [{ action: 'Ignore', onPodConditions: [{ status: 'True' }] }] } },
      never,
    ),
  },
  "spec.podFailurePolicy.rules[0].onPodConditions[0].type: Invalid value: \"Invalid Condition Type\": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')":
    {
      opts: PREFIXED,
      job: generatedJob(
        {
          podFailurePolicy: {
            rules: [{ action: 'Ignore', onPodConditions: [{ type: 'Invalid Condition Type', status: 'True' }] }],
          },
        },
        never,
      ),
    },
  'spec.podReplacementPolicy: Unsupported value: "TerminatingOrFailed": supported values: "Failed"': {
    opts: PREFIXED,
    job: generatedJob(
      {
        podReplacementPolicy: 'TerminatingOrFailed',
        podFailurePolicy: {
          rules: [{ action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget', status: 'True' }] }],
        },
      },
      never,
    ),
  },
  'spec.podReplacementPolicy: Unsupported value: "": supported values: "Failed", "TerminatingOrFailed"': {
    opts: PREFIXED,
    job: generatedJob({ podReplacementPolicy: '' }, never),
  },
  'spec.template.spec.restartPolicy: Invalid value: "OnFailure": only "Never" is supported when podFailurePolicy is specified':
    {
      opts: PREFIXED,
      job: job({
        selector: generatedSelector(),
        template: { metadata: { labels: generatedLabels() }, spec: podSpec('OnFailure') },
        podFailurePolicy: { rules: [] },
      }),
    },
  'spec.parallelism:must be greater than or equal to 0': { opts: PREFIXED, job: generatedJob({ parallelism: -1 }) },
  'spec.backoffLimit:must be greater than or equal to 0': { opts: PREFIXED, job: generatedJob({ backoffLimit: -1 }) },
  'spec.backoffLimitPerIndex: Invalid value: 1: requires indexed completion mode': {
    opts: PREFIXED,
    job: generatedJob({ backoffLimitPerIndex: 1 }),
  },
  'spec.backoffLimitPerIndex:must be greater than or equal to 0': {
    opts: PREFIXED,
    job: generatedJob({ backoffLimitPerIndex: -1, completionMode: 'Indexed' }),
  },
  'spec.maxFailedIndexes: Invalid value: 11: must be less than or equal to completions': {
    opts: PREFIXED,
    job: generatedJob({ completions: 10, maxFailedIndexes: 11, backoffLimitPerIndex: 1, completionMode: 'Indexed' }),
  },
  'spec.maxFailedIndexes: Required value: must be specified when completions is above 100000': {
    opts: PREFIXED,
    job: generatedJob({ completions: 100_001, backoffLimitPerIndex: 1, completionMode: 'Indexed' }),
  },
  'spec.parallelism: Invalid value: 50000: must be less than or equal to 10000 when completions are above 100000 and used with backoff limit per index':
    {
      opts: PREFIXED,
      job: generatedJob({
        completions: 100_001,
        parallelism: 50_000,
        backoffLimitPerIndex: 1,
        maxFailedIndexes: 1,
        completionMode: 'Indexed',
      }),
    },
  'spec.maxFailedIndexes: Invalid value: 100001: must be less than or equal to 100000': {
    opts: PREFIXED,
    job: generatedJob({
      completions: 100_001,
      backoffLimitPerIndex: 1,
      maxFailedIndexes: 100_001,
      completionMode: 'Indexed',
    }),
  },
  'spec.maxFailedIndexes: Invalid value: 50000: must be less than or equal to 10000 when completions are above 100000 and used with backoff limit per index':
    {
      opts: PREFIXED,
      job: generatedJob({
        completions: 100_001,
        backoffLimitPerIndex: 1,
        maxFailedIndexes: 50_000,
        completionMode: 'Indexed',
      }),
    },
  'spec.maxFailedIndexes:must be greater than or equal to 0': {
    opts: PREFIXED,
    job: generatedJob({ backoffLimitPerIndex: 1, maxFailedIndexes: -1, completionMode: 'Indexed' }),
  },
  'spec.backoffLimitPerIndex: Required value: when maxFailedIndexes is specified': {
    opts: PREFIXED,
    job: generatedJob({ maxFailedIndexes: 1, completionMode: 'Indexed' }),
  },
  'spec.completions:must be greater than or equal to 0': { opts: PREFIXED, job: generatedJob({ completions: -1 }) },
  'spec.activeDeadlineSeconds:must be greater than or equal to 0': {
    opts: PREFIXED,
    job: generatedJob({ activeDeadlineSeconds: -1 }),
  },
  'spec.selector:Required value': { opts: PREFIXED, job: job({ template: templateForGenerated() }) },
  'spec.template.metadata.labels: Invalid value: {"y":"z"}: `selector` does not match template `labels`': {
    opts: PREFIXED,
    job: job({
      selector: manualSelector(),
      manualSelector: true,
      template: { metadata: { labels: { y: 'z' } }, spec: podSpec('OnFailure') },
    }),
  },
  'spec.template.metadata.labels: Invalid value: {"controller-uid":"4d5e6f"}: `selector` does not match template `labels`':
    {
      opts: PREFIXED,
      job: job({
        selector: manualSelector(),
        manualSelector: true,
        template: { metadata: { labels: { 'controller-uid': '4d5e6f' } }, spec: podSpec('OnFailure') },
      }),
    },
  'spec.template.spec.restartPolicy: Required value': {
    opts: PREFIXED,
    job: job({
      selector: manualSelector(),
      manualSelector: true,
      template: { metadata: { labels: { a: 'b' } }, spec: podSpec() },
    }),
  },
  'spec.template.spec.restartPolicy: Unsupported value': {
    opts: PREFIXED,
    job: job({
      selector: manualSelector(),
      manualSelector: true,
      template: { metadata: { labels: { a: 'b' } }, spec: podSpec('Invalid') },
    }),
  },
  'spec.ttlSecondsAfterFinished: must be greater than or equal to 0': {
    opts: PREFIXED,
    job: generatedJob({ ttlSecondsAfterFinished: -1 }),
  },
  'spec.completions: Required value: when completion mode is Indexed': {
    opts: PREFIXED,
    job: generatedJob({ completionMode: 'Indexed' }),
  },
  'spec.parallelism: must be less than or equal to 100000 when completion mode is Indexed': {
    opts: PREFIXED,
    job: generatedJob({ completionMode: 'Indexed', completions: 2, parallelism: 100001 }),
  },
  "spec.template.metadata.labels[controller-uid]: Required value: must be '1a2b3c'": {
    opts: ZERO,
    job: job({
      selector: { matchLabels: { 'controller-uid': UID } },
      template: { metadata: { labels: { 'job-name': 'myjob' } }, spec: podSpec('OnFailure') },
    }),
  },
  'metadata.uid: Required value': {
    opts: ZERO,
    job: job(
      {
        selector: { matchLabels: { 'controller-uid': 'test' } },
        template: { metadata: { labels: { 'job-name': 'myjob' } }, spec: podSpec('OnFailure') },
      },
      { name: 'myjob', namespace: 'default' },
    ),
  },
  'spec.selector: Invalid value: {"matchLabels":{"a":"b"}}: `selector` not auto-generated': {
    opts: PREFIXED,
    job: job({ selector: { matchLabels: { a: 'b' } }, template: templateForGenerated() }),
  },
  "spec.template.metadata.labels[batch.kubernetes.io/controller-uid]: Required value: must be '1a2b3c'": {
    opts: PREFIXED,
    job: job({
      selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': UID } },
      template: {
        metadata: { labels: { 'batch.kubernetes.io/job-name': 'myjob', 'controller-uid': UID, 'job-name': 'myjob' } },
        spec: podSpec('OnFailure'),
      },
    }),
  },
}

describe('TestValidateJob success cases', () => {
  for (const [name, c] of Object.entries(successCases)) {
    it(name, () => {
      expect(validateJob(deepFreeze(c.job), c.opts).map(formatFieldError)).toEqual([])
    })
  }
})

describe('TestValidateJob error cases (first error: field and text)', () => {
  for (const [name, c] of Object.entries(errorCases)) {
    it(name, () => {
      const errs = validateJob(deepFreeze(c.job), c.opts)
      const first = errs[0]
      expect(first).toBeDefined()
      const colon = name.indexOf(':')
      expect(first?.field).toBe(name.slice(0, colon))
      expect(formatFieldError(first!)).toContain(name.slice(colon + 1))
    })
  }

  it('successPolicy on a NonIndexed Job prints the internal struct, as upstream', () => {
    const errs = validateJob(generatedJob({ successPolicy: { rules: [] } }, never), PREFIXED)
    expect(errs.map(formatFieldError)).toEqual([
      'spec.successPolicy: Invalid value: {"Rules":[]}: requires indexed completion mode',
    ])
    expect(errs[0]?.badValue).toEqual({ Rules: [] })
  })
})

describe('ValidateJob: full error lists', () => {
  it('restartPolicy "" gives the core pod error and the Job error', () => {
    const errs = validateJob(generatedJob({}, ''), PREFIXED)
    expect(errs.map(formatFieldError)).toEqual([
      'spec.template.spec.restartPolicy: Required value',
      'spec.template.spec.restartPolicy: Required value: valid values: "OnFailure", "Never"',
    ])
  })

  it('restartPolicy "Invalid": core lists all three, the Job check lists two', () => {
    const errs = validateJob(generatedJob({}, 'Invalid'), PREFIXED)
    expect(errs.map(formatFieldError)).toEqual([
      'spec.template.spec.restartPolicy: Unsupported value: "Invalid": supported values: "Always", "OnFailure", "Never"',
      'spec.template.spec.restartPolicy: Unsupported value: "Invalid": supported values: "OnFailure", "Never"',
    ])
  })

  it('Indexed hostname: <name>-<completions-1> must be a DNS label', () => {
    const name = 'a'.repeat(62)
    const labels = { ...generatedLabels(), 'job-name': name, 'batch.kubernetes.io/job-name': name }
    const errs = validateJob(
      job(
        {
          selector: { matchLabels: labels },
          template: templateForGenerated('OnFailure', labels),
          completionMode: 'Indexed',
          completions: 11,
        },
        { name, namespace: 'default', uid: UID },
      ),
    )
    expect(errs.map(formatFieldError)).toEqual([
      `metadata.name: Invalid value: "${name}": will not able to create pod with invalid DNS label: ${name}-10`,
    ])
  })

  it('metadata: name and namespace required, uid required by the generated selector', () => {
    const errs = validateJob(job({ selector: generatedSelector(), template: templateForGenerated() }, {}))
    expect(errs.map(formatFieldError)).toEqual([
      'metadata.name: Required value: name or generateName is required',
      'metadata.namespace: Required value',
      'metadata.uid: Required value',
      'spec.template.metadata.labels[controller-uid]: Invalid value: {"batch.kubernetes.io/controller-uid":"1a2b3c","batch.kubernetes.io/job-name":"myjob","controller-uid":"1a2b3c","job-name":"myjob"}: must be \'\'',
      'spec.template.metadata.labels[job-name]: Invalid value: {"batch.kubernetes.io/controller-uid":"1a2b3c","batch.kubernetes.io/job-name":"myjob","controller-uid":"1a2b3c","job-name":"myjob"}: must be \'\'',
      'spec.template.metadata.labels[batch.kubernetes.io/controller-uid]: Invalid value: {"batch.kubernetes.io/controller-uid":"1a2b3c","batch.kubernetes.io/job-name":"myjob","controller-uid":"1a2b3c","job-name":"myjob"}: must be \'\'',
      'spec.template.metadata.labels[batch.kubernetes.io/job-name]: Invalid value: {"batch.kubernetes.io/controller-uid":"1a2b3c","batch.kubernetes.io/job-name":"myjob","controller-uid":"1a2b3c","job-name":"myjob"}: must be \'\'',
      'spec.selector: Invalid value: {"matchLabels":{"batch.kubernetes.io/controller-uid":"1a2b3c","batch.kubernetes.io/job-name":"myjob","controller-uid":"1a2b3c","job-name":"myjob"}}: `selector` not auto-generated',
    ])
  })

  it('containers: required, names DNS labels and unique across init containers, image required', () => {
    // Upstream (oracle-checked): an undefaulted template also lacks the grace period and dnsPolicy.
    const none = validateJob(
      generatedJob({ template: { metadata: { labels: generatedLabels() }, spec: { restartPolicy: 'Never' } } }),
    )
    expect(none.map(formatFieldError)).toEqual([
      'spec.template.spec.terminationGracePeriodSeconds: Required value',
      'spec.template.spec.containers: Required value',
      'spec.template.spec.dnsPolicy: Required value',
    ])
    const bad = validateJob(
      generatedJob({
        template: {
          metadata: { labels: generatedLabels() },
          spec: podSpec('Never', {
            containers: [
              container('Web', { image: 'i' }),
              container('a', { image: '' }),
              container('a', { image: 'i' }),
              container('', { image: 'i' }),
            ],
            initContainers: [container('a', { image: 'i' }), container('b.c', { image: 'i' })],
          }),
        },
      }),
    )
    expect(bad.map(formatFieldError)).toEqual([
      "spec.template.spec.containers[0].name: Invalid value: \"Web\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')",
      'spec.template.spec.containers[1].image: Required value',
      'spec.template.spec.containers[2].name: Duplicate value: "a"',
      'spec.template.spec.containers[3].name: Required value',
      'spec.template.spec.initContainers[0].name: Duplicate value: "a"',
      'spec.template.spec.initContainers[1].name: Invalid value: "b.c": must not contain dots',
    ])
  })

  it('template labels and annotations are validated at spec.template.labels / spec.template.annotations', () => {
    const labels = { ...generatedLabels(), bad: 'x'.repeat(64) }
    const errs = validateJob(
      job({
        selector: generatedSelector(),
        template: { metadata: { labels, annotations: { 'a b': 'x' } }, spec: podSpec('Never') },
      }),
    )
    expect(errs.map((e) => `${e.type} ${e.field}`)).toEqual([
      'FieldValueInvalid spec.template.labels',
      'FieldValueInvalid spec.template.annotations',
    ])
  })
})
