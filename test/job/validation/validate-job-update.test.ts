/**
 * Upstream `TestValidateJobUpdate`: the old Job gets `resourceVersion: "1"`,
 * the update is a modified copy, and the full error list must equal the
 * expected one (compared on type and field, as upstream ignores value and
 * detail).
 */
import { describe, expect, it } from 'vitest'
import { formatFieldError } from '../../../src/field/index'
import {
  jobUpdateValidationOptions,
  validateJobForUpdate,
  validateJobUpdate,
  type JobUpdateValidationOptions,
} from '../../../src/job/validation/index'
import { container, deepFreeze, generatedLabels, generatedSelector, job, templateForGenerated } from './fixtures'

type Json = Record<string, unknown>

interface UpdateCase {
  readonly old: Json
  readonly update: (job: Json) => void
  readonly opts?: JobUpdateValidationOptions
  readonly err?: { readonly type: string; readonly field: string }
}

const oldJob = (spec: Json): Json => job(spec, { name: 'abc', namespace: 'default' })

/** Mutable deep copy for the `update` functions (upstream's `DeepCopy`). */
const clone = <T>(v: T): T => structuredClone(v)

const spec = (j: Json): Json => j['spec'] as Json
const template = (j: Json): Json => spec(j)['template'] as Json
const podSpecOf = (j: Json): Json => template(j)['spec'] as Json

const nodeAffinity = (value: string): Json => ({
  nodeAffinity: {
    requiredDuringSchedulingIgnoredDuringExecution: {
      nodeSelectorTerms: [{ matchExpressions: [{ key: 'foo', operator: 'In', values: ['bar', value] }] }],
    },
  },
})

const templateWithAffinity = (): Json => {
  const t = templateForGenerated()
  return { ...t, spec: { ...(t['spec'] as Json), affinity: nodeAffinity('value') } }
}

const newSelector = (): Json => ({ matchLabels: { ...generatedLabels(), foo: 'bar' } })
const tolerations = [{ key: 'foo', operator: 'Equal', value: 'bar', effect: 'PreferNoSchedule' }]
/** Go's zero `JobValidationOptions{}` (explicit, so nothing is derived from the old Job). */
const NO_OPTIONS: JobUpdateValidationOptions = {
  requirePrefixedLabels: false,
  allowInvalidLabelValueInSelector: false,
  allowMutableSchedulingDirectives: false,
  allowMutablePodResources: false,
}
const SCHEDULING: JobUpdateValidationOptions = { ...NO_OPTIONS, allowMutableSchedulingDirectives: true }
const RESOURCES: JobUpdateValidationOptions = { ...NO_OPTIONS, allowMutablePodResources: true }
const never = templateForGenerated('Never')
const resources = (cpu: string, memory: string): Json => ({ requests: { cpu, memory } })
const withInits = (...inits: Json[]): Json => {
  const t = templateForGenerated()
  return { ...t, spec: { ...(t['spec'] as Json), initContainers: inits } }
}
const withContainers = (...cs: Json[]): Json => {
  const t = templateForGenerated()
  return { ...t, spec: { ...(t['spec'] as Json), containers: cs } }
}
const pfp = (): Json => ({
  rules: [{ action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget', status: 'True' }] }],
})
const invalidAt = (field: string) => ({ type: 'FieldValueInvalid', field })

const cases: Record<string, UpdateCase> = {
  'mutable fields': {
    old: oldJob({
      selector: generatedSelector(),
      template: templateForGenerated(),
      parallelism: 5,
      activeDeadlineSeconds: 2,
      ttlSecondsAfterFinished: 1,
    }),
    update: (j) =>
      Object.assign(spec(j), {
        parallelism: 2,
        activeDeadlineSeconds: 3,
        ttlSecondsAfterFinished: 2,
        manualSelector: true,
      }),
  },
  'invalid attempt to set managedBy field': {
    old: oldJob({ selector: generatedSelector(), template: templateForGenerated() }),
    update: (j) => Object.assign(spec(j), { managedBy: 'example.com/custom-controller' }),
    err: invalidAt('spec.managedBy'),
  },
  'invalid update of the managedBy field': {
    old: oldJob({
      selector: generatedSelector(),
      template: templateForGenerated(),
      managedBy: 'example.com/custom-controller1',
    }),
    update: (j) => Object.assign(spec(j), { managedBy: 'example.com/custom-controller2' }),
    err: invalidAt('spec.managedBy'),
  },
  'immutable completions for non-indexed jobs': {
    old: oldJob({ selector: generatedSelector(), template: templateForGenerated() }),
    update: (j) => Object.assign(spec(j), { completions: 1 }),
    err: invalidAt('spec.completions'),
  },
  'immutable selector': {
    old: oldJob({
      selector: generatedSelector(),
      template: templateForGenerated('OnFailure', newSelector()['matchLabels'] as Record<string, string>),
    }),
    update: (j) => Object.assign(spec(j), { selector: newSelector() }),
    err: invalidAt('spec.selector'),
  },
  'add success policy': {
    old: oldJob({ completionMode: 'Indexed', completions: 5, selector: generatedSelector(), template: never }),
    update: (j) => Object.assign(spec(j), { successPolicy: { rules: [{ succeededCount: 2 }] } }),
    err: invalidAt('spec.successPolicy'),
  },
  'update success policy': {
    old: oldJob({
      completionMode: 'Indexed',
      completions: 5,
      selector: generatedSelector(),
      template: never,
      successPolicy: { rules: [{ succeededIndexes: '1-3' }] },
    }),
    update: (j) => (spec(j)['successPolicy'] as { rules: Json[] }).rules.push({ succeededCount: 3 }),
    err: invalidAt('spec.successPolicy'),
  },
  'remove success policy': {
    old: oldJob({
      completionMode: 'Indexed',
      completions: 5,
      selector: generatedSelector(),
      template: never,
      successPolicy: { rules: [{ succeededIndexes: '1-3' }] },
    }),
    update: (j) => delete spec(j)['successPolicy'],
    err: invalidAt('spec.successPolicy'),
  },
  'add pod failure policy': {
    old: oldJob({ selector: generatedSelector(), template: never }),
    update: (j) => Object.assign(spec(j), { podFailurePolicy: pfp() }),
    err: invalidAt('spec.podFailurePolicy'),
  },
  'update pod failure policy': {
    old: oldJob({ selector: generatedSelector(), template: never, podFailurePolicy: pfp() }),
    update: (j) =>
      (spec(j)['podFailurePolicy'] as { rules: Json[] }).rules.push({
        action: 'Count',
        onPodConditions: [{ type: 'DisruptionTarget', status: 'True' }],
      }),
    err: invalidAt('spec.podFailurePolicy'),
  },
  'remove pod failure policy': {
    old: oldJob({ selector: generatedSelector(), template: never, podFailurePolicy: pfp() }),
    update: (j) => delete spec(j)['podFailurePolicy'],
    err: invalidAt('spec.podFailurePolicy'),
  },
  'set backoff limit per index': {
    old: oldJob({ selector: generatedSelector(), template: never, completions: 3, completionMode: 'Indexed' }),
    update: (j) => Object.assign(spec(j), { backoffLimitPerIndex: 1 }),
    err: invalidAt('spec.backoffLimitPerIndex'),
  },
  'unset backoff limit per index': {
    old: oldJob({
      selector: generatedSelector(),
      template: never,
      completions: 3,
      completionMode: 'Indexed',
      backoffLimitPerIndex: 1,
    }),
    update: (j) => delete spec(j)['backoffLimitPerIndex'],
    err: invalidAt('spec.backoffLimitPerIndex'),
  },
  'update backoff limit per index': {
    old: oldJob({
      selector: generatedSelector(),
      template: never,
      completions: 3,
      completionMode: 'Indexed',
      backoffLimitPerIndex: 1,
    }),
    update: (j) => Object.assign(spec(j), { backoffLimitPerIndex: 2 }),
    err: invalidAt('spec.backoffLimitPerIndex'),
  },
  'set max failed indexes': {
    old: oldJob({
      selector: generatedSelector(),
      template: never,
      completions: 3,
      completionMode: 'Indexed',
      backoffLimitPerIndex: 1,
    }),
    update: (j) => Object.assign(spec(j), { maxFailedIndexes: 1 }),
  },
  'unset max failed indexes': {
    old: oldJob({
      selector: generatedSelector(),
      template: never,
      completions: 3,
      completionMode: 'Indexed',
      backoffLimitPerIndex: 1,
      maxFailedIndexes: 1,
    }),
    update: (j) => delete spec(j)['maxFailedIndexes'],
  },
  'update max failed indexes': {
    old: oldJob({
      selector: generatedSelector(),
      template: never,
      completions: 3,
      completionMode: 'Indexed',
      backoffLimitPerIndex: 1,
      maxFailedIndexes: 1,
    }),
    update: (j) => Object.assign(spec(j), { maxFailedIndexes: 2 }),
  },
  'immutable pod template': {
    old: oldJob({
      selector: generatedSelector(),
      template: templateForGenerated(),
      completions: 3,
      completionMode: 'Indexed',
    }),
    update: (j) => Object.assign(podSpecOf(j), { dnsPolicy: 'ClusterFirstWithHostNet' }),
    err: invalidAt('spec.template'),
  },
  'immutable completion mode': {
    old: oldJob({
      selector: generatedSelector(),
      template: templateForGenerated(),
      completionMode: 'Indexed',
      completions: 2,
    }),
    update: (j) => Object.assign(spec(j), { completionMode: 'NonIndexed' }),
    err: invalidAt('spec.completionMode'),
  },
  'immutable completions for non-indexed job': {
    old: oldJob({
      selector: generatedSelector(),
      template: templateForGenerated(),
      completionMode: 'NonIndexed',
      completions: 2,
    }),
    update: (j) => Object.assign(spec(j), { completions: 4 }),
    err: invalidAt('spec.completions'),
  },
  'immutable node affinity': {
    old: oldJob({ selector: generatedSelector(), template: templateForGenerated() }),
    update: (j) => Object.assign(podSpecOf(j), { affinity: nodeAffinity('value2') }),
    opts: NO_OPTIONS,
    err: invalidAt('spec.template'),
  },
  'add node affinity': {
    old: oldJob({ selector: generatedSelector(), template: templateForGenerated() }),
    update: (j) => Object.assign(podSpecOf(j), { affinity: nodeAffinity('value2') }),
    opts: SCHEDULING,
  },
  'update node affinity': {
    old: oldJob({ selector: generatedSelector(), template: templateWithAffinity() }),
    update: (j) => Object.assign(podSpecOf(j), { affinity: nodeAffinity('value2') }),
    opts: SCHEDULING,
  },
  'remove node affinity': {
    old: oldJob({ selector: generatedSelector(), template: templateWithAffinity() }),
    update: (j) => Object.assign(podSpecOf(j), { affinity: {} }),
    opts: SCHEDULING,
  },
  'remove affinity': {
    old: oldJob({ selector: generatedSelector(), template: templateWithAffinity() }),
    update: (j) => delete podSpecOf(j)['affinity'],
    opts: SCHEDULING,
  },
  'immutable tolerations': {
    old: oldJob({ selector: generatedSelector(), template: templateForGenerated() }),
    update: (j) => Object.assign(podSpecOf(j), { tolerations }),
    opts: NO_OPTIONS,
    err: invalidAt('spec.template'),
  },
  'mutable tolerations': {
    old: oldJob({ selector: generatedSelector(), template: templateForGenerated() }),
    update: (j) => Object.assign(podSpecOf(j), { tolerations }),
    opts: SCHEDULING,
  },
  'immutable node selector': {
    old: oldJob({ selector: generatedSelector(), template: templateForGenerated() }),
    update: (j) => Object.assign(podSpecOf(j), { nodeSelector: { foo: 'bar' } }),
    opts: NO_OPTIONS,
    err: invalidAt('spec.template'),
  },
  'mutable node selector': {
    old: oldJob({ selector: generatedSelector(), template: templateForGenerated() }),
    update: (j) => Object.assign(podSpecOf(j), { nodeSelector: { foo: 'bar' } }),
    opts: SCHEDULING,
  },
  'immutable annotations': {
    old: oldJob({ selector: generatedSelector(), template: templateForGenerated() }),
    update: (j) => Object.assign(template(j)['metadata'] as Json, { annotations: { foo: 'baz' } }),
    opts: NO_OPTIONS,
    err: invalidAt('spec.template'),
  },
  'mutable annotations': {
    old: oldJob({ selector: generatedSelector(), template: templateForGenerated() }),
    update: (j) => Object.assign(template(j)['metadata'] as Json, { annotations: { foo: 'baz' } }),
    opts: SCHEDULING,
  },
  'immutable labels': {
    old: oldJob({ selector: generatedSelector(), template: templateForGenerated() }),
    update: (j) => Object.assign(template(j)['metadata'] as Json, { labels: { ...generatedLabels(), bar: 'baz' } }),
    opts: NO_OPTIONS,
    err: invalidAt('spec.template'),
  },
  'mutable labels': {
    old: oldJob({ selector: generatedSelector(), template: templateForGenerated() }),
    update: (j) => Object.assign(template(j)['metadata'] as Json, { labels: { ...generatedLabels(), bar: 'baz' } }),
    opts: SCHEDULING,
  },
  'immutable schedulingGates': {
    old: oldJob({ selector: generatedSelector(), template: templateForGenerated() }),
    update: (j) => Object.assign(podSpecOf(j), { schedulingGates: [{ name: 'gate' }] }),
    opts: NO_OPTIONS,
    err: invalidAt('spec.template'),
  },
  'mutable schedulingGates': {
    old: oldJob({ selector: generatedSelector(), template: templateForGenerated() }),
    update: (j) => Object.assign(podSpecOf(j), { schedulingGates: [{ name: 'gate' }] }),
    opts: SCHEDULING,
  },
  'update completions and parallelism to same value is valid': {
    old: oldJob({
      selector: generatedSelector(),
      template: templateForGenerated(),
      completions: 1,
      parallelism: 1,
      completionMode: 'Indexed',
    }),
    update: (j) => Object.assign(spec(j), { completions: 2, parallelism: 2 }),
  },
  'previous parallelism != previous completions, new parallelism == new completions': {
    old: oldJob({
      selector: generatedSelector(),
      template: templateForGenerated(),
      completions: 1,
      parallelism: 2,
      completionMode: 'Indexed',
    }),
    update: (j) => Object.assign(spec(j), { completions: 3, parallelism: 3 }),
  },
  'indexed job updating completions and parallelism to different values is invalid': {
    old: oldJob({
      selector: generatedSelector(),
      template: templateForGenerated(),
      completions: 1,
      parallelism: 1,
      completionMode: 'Indexed',
    }),
    update: (j) => Object.assign(spec(j), { completions: 2, parallelism: 3 }),
    err: invalidAt('spec.completions'),
  },
  'indexed job with completions set updated to nil does not panic': {
    old: oldJob({
      selector: generatedSelector(),
      template: templateForGenerated(),
      completions: 1,
      parallelism: 1,
      completionMode: 'Indexed',
    }),
    update: (j) => {
      delete spec(j)['completions']
      spec(j)['parallelism'] = 3
    },
    err: { type: 'FieldValueRequired', field: 'spec.completions' },
  },
  'indexed job with completions unchanged, parallelism reduced to less than completions': {
    old: oldJob({
      selector: generatedSelector(),
      template: templateForGenerated(),
      completions: 2,
      parallelism: 2,
      completionMode: 'Indexed',
    }),
    update: (j) => Object.assign(spec(j), { completions: 2, parallelism: 1 }),
  },
  'indexed job with completions unchanged, parallelism increased higher than completions': {
    old: oldJob({
      selector: generatedSelector(),
      template: templateForGenerated(),
      completions: 2,
      parallelism: 2,
      completionMode: 'Indexed',
    }),
    update: (j) => Object.assign(spec(j), { completions: 2, parallelism: 3 }),
  },
  'allow container resource updates only': {
    old: oldJob({ selector: generatedSelector(), template: templateForGenerated(), suspend: true }),
    update: (j) =>
      Object.assign((podSpecOf(j)['containers'] as Json[])[0]!, {
        resources: { ...resources('200m', '256Mi'), limits: { cpu: '500m', memory: '512Mi' } },
      }),
    opts: RESOURCES,
  },
  'reject container resource updates only with feature gate off': {
    old: oldJob({ selector: generatedSelector(), template: templateForGenerated(), suspend: true }),
    update: (j) =>
      Object.assign((podSpecOf(j)['containers'] as Json[])[0]!, {
        resources: { ...resources('200m', '256Mi'), limits: { cpu: '500m', memory: '512Mi' } },
      }),
    opts: NO_OPTIONS,
    err: invalidAt('spec.template'),
  },
  'allow init container resource updates only': {
    old: oldJob({
      suspend: true,
      selector: generatedSelector(),
      template: withInits(container('init-container', { resources: resources('100m', '64Mi') })),
    }),
    update: (j) =>
      Object.assign((podSpecOf(j)['initContainers'] as Json[])[0]!, {
        resources: { ...resources('200m', '128Mi'), limits: { cpu: '400m', memory: '256Mi' } },
      }),
    opts: RESOURCES,
  },
  'allow both container and init container resource updates': {
    old: oldJob({
      suspend: true,
      selector: generatedSelector(),
      template: withInits(container('init-container', { resources: resources('100m', '64Mi') })),
    }),
    update: (j) => {
      Object.assign((podSpecOf(j)['containers'] as Json[])[0]!, { resources: resources('200m', '256Mi') })
      Object.assign((podSpecOf(j)['initContainers'] as Json[])[0]!, { resources: resources('150m', '128Mi') })
    },
    opts: RESOURCES,
  },
  'reject container resource update with other field changes': {
    old: oldJob({ suspend: true, selector: generatedSelector(), template: templateForGenerated() }),
    update: (j) =>
      Object.assign((podSpecOf(j)['containers'] as Json[])[0]!, {
        resources: resources('200m', '256Mi'),
        image: 'nginx:latest',
      }),
    opts: RESOURCES,
    err: invalidAt('spec.template.spec'),
  },
  'reject non-resource field updates when AllowMutablePodResources is true': {
    old: oldJob({ suspend: true, selector: generatedSelector(), template: templateForGenerated() }),
    update: (j) => Object.assign((podSpecOf(j)['containers'] as Json[])[0]!, { image: 'nginx:latest' }),
    opts: RESOURCES,
    err: invalidAt('spec.template.spec'),
  },
  'reject pod spec changes when container count differs': {
    old: oldJob({ suspend: true, selector: generatedSelector(), template: templateForGenerated() }),
    update: (j) => (podSpecOf(j)['containers'] as Json[]).push(container('sidecar')),
    opts: RESOURCES,
    err: invalidAt('spec.template.spec'),
  },
  'reject pod spec changes when init container count differs': {
    old: oldJob({ suspend: true, selector: generatedSelector(), template: withContainers(container('ctr')) }),
    update: (j) => Object.assign(podSpecOf(j), { initContainers: [container('def'), container('init-container')] }),
    opts: RESOURCES,
    err: invalidAt('spec.template.spec'),
  },
  'reject pod spec changes if update reorders init containers': {
    old: oldJob({
      suspend: true,
      selector: generatedSelector(),
      template: withInits(
        container('init-container', { resources: resources('100m', '64Mi') }),
        container('init-container-2', { resources: resources('100m', '64Mi') }),
      ),
    }),
    update: (j) =>
      Object.assign(podSpecOf(j), {
        initContainers: [
          container('init-container-2', { resources: resources('100m', '64Mi') }),
          container('init-container', { resources: resources('100m', '64Mi') }),
        ],
      }),
    opts: RESOURCES,
    err: invalidAt('spec.template.spec'),
  },
  'reject pod spec changes if update reorders containers': {
    old: oldJob({
      suspend: true,
      selector: generatedSelector(),
      template: withContainers(
        container('container', { resources: resources('100m', '64Mi') }),
        container('container-2', { resources: resources('100m', '64Mi') }),
      ),
    }),
    update: (j) =>
      Object.assign(podSpecOf(j), {
        containers: [
          container('container-2', { resources: resources('100m', '64Mi') }),
          container('container', { resources: resources('100m', '64Mi') }),
        ],
      }),
    opts: RESOURCES,
    err: invalidAt('spec.template.spec'),
  },
}

describe('TestValidateJobUpdate', () => {
  for (const [name, c] of Object.entries(cases)) {
    it(name, () => {
      const old = clone(c.old)
      ;(old['metadata'] as Json)['resourceVersion'] = '1'
      const next = clone(old)
      c.update(next)
      const errs = validateJobUpdate(deepFreeze(next), deepFreeze(old), c.opts ?? NO_OPTIONS)
      expect(errs.map((e) => ({ type: e.type, field: e.field }))).toEqual(c.err === undefined ? [] : [c.err])
    })
  }
})

describe('ValidateJobUpdate details', () => {
  const base = (): Json => {
    const j = job(
      { selector: generatedSelector(), template: templateForGenerated(), completions: 1, parallelism: 1 },
      {
        name: 'myjob',
        namespace: 'default',
        uid: '1a2b3c',
        resourceVersion: '1',
      },
    )
    return j
  }

  it('immutable errors carry the new value and `field is immutable`', () => {
    const prev = base()
    const next = clone(prev)
    Object.assign(spec(next), { completions: 3, completionMode: 'NonIndexed' })
    expect(validateJobUpdate(next, prev).map(formatFieldError)).toEqual([
      'spec.completions: Invalid value: 3: field is immutable',
      'spec.completionMode: Invalid value: "NonIndexed": field is immutable',
    ])
  })

  it('Indexed completions change without parallelism says `can only be modified in tandem with spec.parallelism`', () => {
    const prev = base()
    Object.assign(spec(prev), { completionMode: 'Indexed' })
    const next = clone(prev)
    Object.assign(spec(next), { completions: 4 })
    expect(validateJobUpdate(next, prev).map(formatFieldError)).toEqual([
      'spec.completions: Invalid value: 4: can only be modified in tandem with spec.parallelism',
    ])
  })

  it('metadata: resourceVersion required, name/namespace/uid immutable, generation not decremented', () => {
    const prev = base()
    ;(prev['metadata'] as Json)['generation'] = 3
    const next = clone(prev)
    Object.assign(next['metadata'] as Json, {
      name: 'other',
      namespace: 'ns2',
      uid: 'u2',
      resourceVersion: '',
      generation: 2,
    })
    expect(validateJobUpdate(next, prev).map(formatFieldError)).toEqual([
      'metadata.resourceVersion: Invalid value: "": must be specified for an update',
      'metadata.generation: Invalid value: 2: must not be decremented',
      'metadata.name: Invalid value: "other": field is immutable',
      'metadata.namespace: Invalid value: "ns2": field is immutable',
      'metadata.uid: Invalid value: "u2": field is immutable',
    ])
  })

  it('no new finalizers while the old object is being deleted', () => {
    const prev = base()
    Object.assign(prev['metadata'] as Json, { deletionTimestamp: '2026-01-01T00:00:00Z', finalizers: ['a.io/x'] })
    const next = clone(prev)
    ;(next['metadata'] as Json)['finalizers'] = ['a.io/x', 'b.io/y', 'a.io/z']
    expect(validateJobUpdate(next, prev).map(formatFieldError)).toEqual([
      'metadata.finalizers: Forbidden: no new finalizers can be added if the object is being deleted, found new finalizers []string{"a.io/z", "b.io/y"}',
    ])
  })

  it('spec errors appear in the update list (ValidateJobSpec runs again)', () => {
    const prev = base()
    const next = clone(prev)
    Object.assign(spec(next), { parallelism: -1 })
    expect(validateJobUpdate(next, prev).map(formatFieldError)).toEqual([
      'spec.parallelism: Invalid value: -1: must be greater than or equal to 0',
    ])
    // jobStrategy.ValidateUpdate: ValidateJob then ValidateJobUpdate, so twice.
    expect(validateJobForUpdate(next, prev).map(formatFieldError)).toEqual([
      'spec.parallelism: Invalid value: -1: must be greater than or equal to 0',
      'spec.parallelism: Invalid value: -1: must be greater than or equal to 0',
    ])
  })

  it('options from the old Job: prefixed labels, invalid selector values, suspended and not started', () => {
    expect(jobUpdateValidationOptions(base())).toEqual({
      requirePrefixedLabels: true,
      allowInvalidLabelValueInSelector: false,
      allowMutableSchedulingDirectives: false,
      allowMutablePodResources: false,
    })
    const legacy = job({
      suspend: true,
      selector: { matchExpressions: [{ key: 'controller-uid', operator: 'In', values: ['bad value!'] }] },
      template: { metadata: { labels: { 'controller-uid': 'u', 'job-name': 'j' } } },
    })
    expect(jobUpdateValidationOptions(legacy)).toEqual({
      requirePrefixedLabels: false,
      allowInvalidLabelValueInSelector: true,
      allowMutableSchedulingDirectives: true,
      allowMutablePodResources: true,
    })
    const started = { ...legacy, status: { startTime: '2026-01-01T00:00:00Z' } }
    expect(jobUpdateValidationOptions(started).allowMutableSchedulingDirectives).toBe(false)
    // Started, but suspended again (Suspended=True) with no active pods: mutable again (shouldAllowMutablePodTemplate).
    const resuspended = {
      ...legacy,
      status: { startTime: '2026-01-01T00:00:00Z', conditions: [{ type: 'Suspended', status: 'True' }] },
    }
    expect(jobUpdateValidationOptions(resuspended).allowMutablePodResources).toBe(true)
    expect(
      jobUpdateValidationOptions({ ...resuspended, status: { ...resuspended.status, active: 1 } })
        .allowMutableSchedulingDirectives,
    ).toBe(false)
  })

  it('old job has no batch.kubernetes.io labels: the update validates (RequirePrefixedLabels off)', () => {
    const labels = { 'controller-uid': '1a2b3c', 'job-name': 'myjob' }
    const prev = job(
      {
        selector: { matchLabels: { 'controller-uid': '1a2b3c' } },
        template: templateForGenerated('OnFailure', labels),
      },
      { name: 'myjob', namespace: 'default', uid: '1a2b3c', resourceVersion: '1' },
    )
    const next = clone(prev)
    Object.assign(spec(next), { parallelism: 2 })
    expect(validateJobForUpdate(next, prev)).toEqual([])
  })

  it('invalid label values already in the old selector are tolerated on update', () => {
    const selector = {
      matchLabels: { 'controller-uid': '1a2b3c' },
      matchExpressions: [{ key: 'x', operator: 'NotIn', values: ['bad value!'] }],
    }
    const prev = job(
      { selector, manualSelector: true, template: templateForGenerated('OnFailure', { 'controller-uid': '1a2b3c' }) },
      { name: 'myjob', namespace: 'default', uid: '1a2b3c', resourceVersion: '1' },
    )
    const next = clone(prev)
    Object.assign(spec(next), { parallelism: 2 })
    expect(validateJobForUpdate(next, prev)).toEqual([])
    expect(validateJobUpdate(next, prev).map((e) => e.field)).toEqual([])
    expect(validateJobUpdate(next, prev, { allowInvalidLabelValueInSelector: false }).map((e) => e.field)).toEqual([
      'spec.selector.matchExpressions[0].values[0]',
    ])
  })

  it('suspended, never-started Job: scheduling directives mutable by default options', () => {
    const prev = base()
    Object.assign(spec(prev), { suspend: true })
    const next = clone(prev)
    Object.assign(podSpecOf(next), { nodeSelector: { zone: 'a' } })
    expect(validateJobUpdate(next, prev)).toEqual([])
    const started = { ...prev, status: { startTime: '2026-01-01T00:00:00Z' } }
    expect(validateJobUpdate(next, started).map((e) => e.field)).toEqual(['spec.template'])
  })
})
