import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultJob } from '../../src/job/default-job'
import type { Job, JobV1beta1 } from '../../src/job/types'
import { numRuns } from '../support/runs'
import { anyJobArb, deepFreeze, garbageArb } from './arbitraries'
import { at, jobOptionsArb, leaves, piJob } from './support'

const v1 = (spec: Record<string, unknown>): Job =>
  ({ apiVersion: 'batch/v1', kind: 'Job', spec: { template: {}, ...spec } }) as Job
const specOf = (j: Job | JobV1beta1) => j.spec as Record<string, unknown>
/** The pod spec defaults the API server gives a template without a pod spec (a GET shows exactly this). */
const DEFAULT_POD_SPEC = {
  containers: null,
  restartPolicy: 'Always',
  terminationGracePeriodSeconds: 30,
  dnsPolicy: 'ClusterFirst',
  securityContext: {},
  schedulerName: 'default-scheduler',
}

describe('batch/v1 SetDefaults_Job (upstream TestSetDefaultJob cases)', () => {
  it('All unspecified -> sets all to default values', () => {
    const input = deepFreeze(v1({ template: { metadata: { labels: { t: 'v' } } } }))
    const out = defaultJob(input, { compat: 'upstream' })
    expect(out).toEqual({
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { labels: { t: 'v' } },
      spec: {
        completions: 1,
        parallelism: 1,
        backoffLimit: 6,
        completionMode: 'NonIndexed',
        suspend: false,
        podReplacementPolicy: 'TerminatingOrFailed',
        manualSelector: false,
        template: { metadata: { labels: { t: 'v' } }, spec: DEFAULT_POD_SPEC },
      },
      status: {},
    })
    // design mode: manualSelector stays unset, everything else the same
    const design = defaultJob(input)
    expect(Object.hasOwn(design.spec, 'manualSelector')).toBe(false)
    expect({ ...design.spec, manualSelector: false }).toEqual(out.spec)
  })

  it('WQ: Parallelism explicitly 0 and completions unset -> BackoffLimit is defaulted', () => {
    const s = specOf(defaultJob(v1({ parallelism: 0 })))
    expect(s['parallelism']).toBe(0)
    expect(Object.hasOwn(s, 'completions')).toBe(false)
    expect(s['backoffLimit']).toBe(6)
  })

  it('Completions explicitly 2 and others unset -> parallelism is defaulted', () => {
    const s = specOf(defaultJob(v1({ completions: 2 })))
    expect([s['completions'], s['parallelism'], s['backoffLimit']]).toEqual([2, 1, 6])
  })

  it('Completions explicitly 0 and parallelism unset -> parallelism defaulted to 1', () => {
    const s = specOf(defaultJob(v1({ completions: 0 })))
    expect([s['completions'], s['parallelism']]).toEqual([0, 1])
  })

  it('Nothing changes when all fields are set', () => {
    const spec = {
      completions: 3,
      parallelism: 2,
      backoffLimit: 1,
      completionMode: 'Indexed',
      suspend: true,
      podReplacementPolicy: 'Failed',
      manualSelector: true,
      template: {
        metadata: {},
        spec: {
          containers: [],
          restartPolicy: 'OnFailure',
          terminationGracePeriodSeconds: 10,
          dnsPolicy: 'Default',
          securityContext: { runAsUser: 1 },
          schedulerName: 's',
        },
      },
    }
    expect(defaultJob(v1(spec), { compat: 'upstream' }).spec).toEqual(spec)
  })

  it('BackoffLimitPerIndex specified, but no BackoffLimit -> default BackoffLimit to max int32', () => {
    const s = specOf(defaultJob(v1({ backoffLimitPerIndex: 1, completionMode: 'Indexed', completions: 2 })))
    expect(s['backoffLimit']).toBe(2147483647)
  })

  it('Pod failure policy and defaulting for pod replacement policy', () => {
    const s = specOf(defaultJob(v1({ podFailurePolicy: { rules: [] } })))
    expect(s['podReplacementPolicy']).toBe('Failed')
  })

  it('Pod failure policy with some field values unspecified', () => {
    const rules = [
      {
        action: 'FailJob',
        onPodConditions: [{ type: 'DisruptionTarget' }, { type: 'A', status: '' }, { type: 'B', status: 'False' }],
      },
      { action: 'Ignore', onExitCodes: { operator: 'In', values: [1] } },
    ]
    const s = specOf(defaultJob(deepFreeze(v1({ podFailurePolicy: { rules } }))))
    expect(s['podFailurePolicy']).toEqual({
      rules: [
        {
          action: 'FailJob',
          onPodConditions: [
            { type: 'DisruptionTarget', status: 'True' },
            { type: 'A', status: 'True' },
            { type: 'B', status: 'False' },
          ],
        },
        rules[1],
      ],
    })
  })

  it('pod template: the core/v1 defaults (restartPolicy Always, …), also when the template spec is missing', () => {
    expect(specOf(defaultJob(v1({ template: {} })))['template']).toEqual({ metadata: {}, spec: DEFAULT_POD_SPEC })
    expect(specOf(defaultJob(v1({ template: { spec: { restartPolicy: '' } } })))['template']).toEqual({
      metadata: {},
      spec: DEFAULT_POD_SPEC,
    })
  })

  it('pod template: container defaults, unknown fields kept', () => {
    const template = {
      spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl:5.34.0', future: 1 }] },
      x: [1],
    }
    expect(specOf(defaultJob(deepFreeze(v1({ template }))))['template']).toEqual({
      metadata: {},
      spec: {
        ...DEFAULT_POD_SPEC,
        restartPolicy: 'Never',
        containers: [
          {
            name: 'pi',
            image: 'perl:5.34.0',
            resources: {},
            terminationMessagePath: '/dev/termination-log',
            terminationMessagePolicy: 'File',
            imagePullPolicy: 'IfNotPresent',
            future: 1,
          },
        ],
      },
      x: [1],
    })
  })

  it('a Job the decoder refuses (upstream: 400, before any default) comes back unchanged', () => {
    const template = { spec: { containers: [{ name: 'pi', ports: [{ containerPort: '80' }] }] } }
    const input = deepFreeze(v1({ template }))
    expect(defaultJob(input)).toEqual(input)
    const beta = deepFreeze({ apiVersion: 'extensions/v1beta1', kind: 'Job', spec: { parallelism: 'x' } })
    expect(defaultJob(beta as unknown as JobV1beta1)).toEqual(beta)
  })

  it('the Job comes back as Go writes the defaulted object: metadata and status present, nulls left out', () => {
    const out = defaultJob(deepFreeze({ ...v1({ activeDeadlineSeconds: null }), metadata: { name: '' } }) as Job)
    expect(out.metadata).toEqual({})
    expect(out.status).toEqual({})
    expect(Object.hasOwn(out.spec, 'activeDeadlineSeconds')).toBe(false)
  })

  it('Job labels are copied from the template labels only when the Job has none', () => {
    const withLabels = (meta: unknown, tpl: unknown) =>
      defaultJob({ ...v1({ template: { metadata: { labels: tpl } } }), metadata: meta } as Job).metadata
    expect(withLabels({ labels: {} }, { a: 'b' })).toEqual({ labels: { a: 'b' } })
    expect(withLabels({ labels: { x: 'y' } }, { a: 'b' })).toEqual({ labels: { x: 'y' } })
    expect(withLabels({}, {})).toEqual({ labels: {} })
    expect(defaultJob(v1({})).metadata).toEqual({})
  })
})

describe('extensions/v1beta1 SetDefaults_Job (upstream TestSetDefaultJobSelector cases)', () => {
  const beta = (spec: Record<string, unknown>): JobV1beta1 =>
    ({
      apiVersion: 'extensions/v1beta1',
      kind: 'Job',
      spec: { template: { metadata: { labels: { job: 'selector' } } }, ...spec },
    }) as JobV1beta1
  const selectorOf = (spec: Record<string, unknown>) => defaultJob(beta(spec)).spec.selector
  const explicit = { matchLabels: { job: 'explicit' } }

  it('explicit selector with autoSelector nil, true or false is kept', () => {
    expect(selectorOf({ selector: explicit })).toEqual(explicit)
    expect(selectorOf({ selector: explicit, autoSelector: true })).toEqual(explicit)
    expect(selectorOf({ selector: explicit, autoSelector: false })).toEqual(explicit)
  })
  it('template labels with autoSelector nil are copied', () => {
    expect(selectorOf({})).toEqual({ matchLabels: { job: 'selector' } })
  })
  it('template labels with autoSelector false are copied', () => {
    expect(selectorOf({ autoSelector: false })).toEqual({ matchLabels: { job: 'selector' } })
  })
  it('template labels with autoSelector true: selector stays nil', () => {
    expect(selectorOf({ autoSelector: true })).toBeUndefined()
  })
  it('completions/parallelism, Job labels and restartPolicy as v1; nothing v1-only is added', () => {
    const out = defaultJob(deepFreeze(beta({})))
    expect(out).toEqual({
      apiVersion: 'extensions/v1beta1',
      kind: 'Job',
      metadata: { labels: { job: 'selector' } },
      spec: {
        completions: 1,
        parallelism: 1,
        selector: { matchLabels: { job: 'selector' } },
        template: { metadata: { labels: { job: 'selector' } }, spec: DEFAULT_POD_SPEC },
      },
      status: {},
    })
    // a uid does not make v1beta1 defaulting generate anything
    expect(defaultJob(beta({ autoSelector: true }), { uid: 'u' }).spec.selector).toBeUndefined()
  })
})

const systemKeys = ['job-name', 'controller-uid', 'batch.kubernetes.io/job-name', 'batch.kubernetes.io/controller-uid']

describe('defaultJob laws', () => {
  it('fuzz: defaultJob is idempotent for every Job and option set', () => {
    fc.assert(
      fc.property(anyJobArb, jobOptionsArb, (j, o) => {
        const once = defaultJob(deepFreeze(j), o)
        expect(defaultJob(deepFreeze(once), o)).toEqual(once)
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('fuzz: defaultJob keeps every user field (design mode replaces only system label values)', () => {
    fc.assert(
      fc.property(anyJobArb, jobOptionsArb, (j, o) => {
        const out = defaultJob(deepFreeze(j), o)
        const uidKnown = (o.uid ?? j.metadata?.uid ?? '') !== ''
        const generated =
          j.apiVersion === 'batch/v1' &&
          uidKnown &&
          (o.compat ?? 'design') === 'design' &&
          j.spec.manualSelector !== true
        const owned = new Set([...systemKeys, ...(o.uniqueLabelKey === undefined ? [] : [o.uniqueLabelKey])])
        for (const [path, value] of leaves(j)) {
          if (value === null) continue // Go's nil: defaults may fill it
          const p = path.join('.')
          if (value === '' && /^spec\.podFailurePolicy\.rules\.\d+\.onPodConditions\.\d+\.status$/.test(p)) continue
          // The Job is encoded as Go marshals it: omitempty leaves out Go's zero values (defaults may fill them).
          if (value === '' || value === 0 || value === false || (Array.isArray(value) && value.length === 0)) continue
          const labelMap = ['spec.template.metadata.labels', 'spec.selector.matchLabels', 'metadata.labels']
          if (
            generated &&
            path.length > 0 &&
            owned.has(path[path.length - 1]!) &&
            labelMap.includes(path.slice(0, -1).join('.'))
          )
            continue
          expect(at(out, path), p).toEqual(value)
        }
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('fuzz: defaultJob never throws on arbitrary JSON and never mutates it', () => {
    fc.assert(
      fc.property(garbageArb, jobOptionsArb, (u, o) => {
        deepFreeze(u)
        defaultJob(u as Job, o)
        defaultJob(u as Job, u as never)
      }),
      { numRuns: numRuns(500) },
    )
  })
})

describe('selector generation inside defaultJob', () => {
  const uid = '0f4e2c1a-0000-4000-8000-000000000001'
  const four = {
    'job-name': 'pi',
    'batch.kubernetes.io/job-name': 'pi',
    'controller-uid': uid,
    'batch.kubernetes.io/controller-uid': uid,
  }

  it("'current' scheme: four template labels, selector on batch.kubernetes.io/controller-uid, Job labels = template labels", () => {
    for (const compat of ['design', 'upstream'] as const) {
      const out = defaultJob(deepFreeze(piJob({ template: { metadata: { labels: { app: 'pi' } }, spec: {} } })), {
        uid,
        compat,
      })
      expect(out.spec.template.metadata?.labels).toEqual({ app: 'pi', ...four })
      expect(out.spec.selector).toEqual({ matchLabels: { 'batch.kubernetes.io/controller-uid': uid } })
      expect(out.metadata?.labels).toEqual({ app: 'pi', ...four })
    }
  })

  it("'legacy' scheme: exactly the design document's two labels, selector on controller-uid", () => {
    const out = defaultJob(piJob(), { uid, labelScheme: 'legacy' })
    expect(out.spec.template.metadata?.labels).toEqual({ 'job-name': 'pi', 'controller-uid': uid })
    expect(out.spec.selector).toEqual({ matchLabels: { 'controller-uid': uid } })
  })

  it('the uid comes from options, else from metadata.uid; without one only field defaults apply', () => {
    expect(defaultJob(piJob({}, { uid })).spec.selector).toEqual({
      matchLabels: { 'batch.kubernetes.io/controller-uid': uid },
    })
    const noUid = defaultJob(piJob())
    expect(noUid.spec.selector).toBeUndefined()
    expect(noUid.spec.template.metadata).toEqual({})
    expect(noUid.spec.backoffLimit).toBe(6)
  })

  it('manual mode (manualSelector: true) generates nothing', () => {
    const input = piJob({ manualSelector: true, selector: { matchLabels: { a: 'b' } } })
    const out = defaultJob(input, { uid })
    expect(out.spec.selector).toEqual({ matchLabels: { a: 'b' } })
    expect(out.spec.template.metadata).toEqual({})
  })

  it('upstream never overwrites existing labels or selector keys; design replaces stale system values', () => {
    const stale = {
      template: { metadata: { labels: { 'controller-uid': 'old', 'job-name': 'other', app: 'x' } }, spec: {} },
      selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': 'old', app: 'x' } },
    }
    const meta = { labels: { 'controller-uid': 'old', team: 't' } }
    const up = defaultJob(piJob(stale, meta), { uid, compat: 'upstream' })
    expect(up.spec.template.metadata?.labels).toEqual({
      'controller-uid': 'old',
      'job-name': 'other',
      app: 'x',
      'batch.kubernetes.io/job-name': 'pi',
      'batch.kubernetes.io/controller-uid': uid,
    })
    expect(up.spec.selector).toEqual({ matchLabels: { 'batch.kubernetes.io/controller-uid': 'old', app: 'x' } })
    expect(up.metadata?.labels).toEqual(meta.labels)
    const design = defaultJob(piJob(stale, meta), { uid })
    expect(design.spec.template.metadata?.labels).toEqual({ app: 'x', ...four })
    expect(design.spec.selector).toEqual({ matchLabels: { 'batch.kubernetes.io/controller-uid': uid, app: 'x' } })
    expect(design.metadata?.labels).toEqual({ 'controller-uid': uid, team: 't' })
  })

  it('design mode replaces stale prefixed labels even in the legacy scheme', () => {
    const out = defaultJob(
      piJob({ template: { metadata: { labels: { 'batch.kubernetes.io/controller-uid': 'old' } } } }),
      {
        uid,
        labelScheme: 'legacy',
      },
    )
    expect(out.spec.template.metadata?.labels).toEqual({
      'batch.kubernetes.io/controller-uid': uid,
      'job-name': 'pi',
      'controller-uid': uid,
    })
  })

  it('uniqueLabelKey (design use case 9) replaces the uid label key in the labels and the selector', () => {
    const out = defaultJob(piJob(), { uid, uniqueLabelKey: 'example.com/run' })
    expect(out.spec.template.metadata?.labels).toEqual({
      'job-name': 'pi',
      'batch.kubernetes.io/job-name': 'pi',
      'example.com/run': uid,
    })
    expect(out.spec.selector).toEqual({ matchLabels: { 'example.com/run': uid } })
    // ignored in upstream compat
    expect(defaultJob(piJob(), { uid, uniqueLabelKey: 'example.com/run', compat: 'upstream' }).spec.selector).toEqual({
      matchLabels: { 'batch.kubernetes.io/controller-uid': uid },
    })
  })

  it('a __proto__ uniqueLabelKey stays an ordinary own label', () => {
    const out = defaultJob(piJob(), { uid, uniqueLabelKey: '__proto__' })
    const labels = out.spec.template.metadata?.labels ?? {}
    expect(Object.getPrototypeOf(labels)).toBe(Object.prototype)
    expect(Object.hasOwn(labels, '__proto__') && labels['__proto__']).toBe(uid)
  })
})
