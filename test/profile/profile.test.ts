// The cluster profile: resolution is total and idempotent, the default
// profile answers as no profile, and --allow-privileged=false only adds the
// cluster-policy errors. The oracle's answers for profiles are pinned in
// test/fixtures/upstream/*.regressions.jsonl (conformance/regressions-profile.ts)
// and profile.setGates.jsonl.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  createJob,
  DEFAULT_CLUSTER_PROFILE,
  formatFieldError,
  kubernetesMinor,
  resolveClusterProfile,
  resolveProfile,
  SUPPORTED_KUBERNETES_VERSIONS,
  validateJob,
  validatePodTemplate,
  dryRunCreateJob,
  createCronJob,
} from '../../src/index'
import * as E from '../../src/either'
import { setFromMap } from '../../src/profile/cluster-profile'
import { templateArb } from '../../conformance/ops/pod-template'
import { jobObject } from '../../conformance/generators/jobs'
import { numRuns } from '../support/runs'

const POLICY_DETAILS = new Set([
  'disallowed by cluster policy',
  'hostProcess containers are disallowed by cluster policy',
])

const hostileProfiles: unknown[] = [
  undefined,
  null,
  42,
  'v1.37',
  [],
  new Date(0),
  JSON.parse('{"__proto__": {"allowPrivileged": false}}'),
  Object.create({ allowPrivileged: false }),
  {
    get allowPrivileged(): boolean {
      throw new Error('boom')
    },
  },
  new Proxy(
    {},
    {
      ownKeys: () => {
        throw new Error('boom')
      },
    },
  ),
  { kubernetesVersion: 'x'.repeat(100_000) },
  { featureGates: { __proto__: true, constructor: false } },
  { featureGates: JSON.parse('{"__proto__": true}') },
  { featureGates: [true] },
  { featureGates: { JobManagedBy: 'false' } },
]

describe('resolveProfile', () => {
  it('fuzz: never throws and answers an Either of field errors or a resolved profile', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.constantFrom(...hostileProfiles)), (p) => {
        for (const r of [resolveProfile(p), resolveClusterProfile(p), resolveProfile({ featureGates: p })]) {
          if (E.isLeft(r)) for (const e of r.left) expect(e.field.startsWith('profile')).toBe(true)
          else expect(SUPPORTED_KUBERNETES_VERSIONS).toContain(r.right.kubernetesVersion)
        }
      }),
      { numRuns: numRuns(500) },
    )
  })

  it('is idempotent: a resolved profile resolves to itself', () => {
    const profile = fc.record(
      {
        kubernetesVersion: fc.constantFrom('1.37', 'v1.37', '1.37.2', 'v1.37.0'),
        allowPrivileged: fc.boolean(),
        featureGates: fc.record(
          {
            MutablePodResourcesForSuspendedJobs: fc.boolean(),
            MutableSchedulingDirectivesForSuspendedJobs: fc.boolean(),
            PodLevelResources: fc.constant(true),
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(profile, (p) => {
        const once = resolveProfile(p)
        expect(E.isRight(once)).toBe(true)
        if (E.isLeft(once)) return
        expect(resolveProfile(once.right)).toEqual(once)
        expect(resolveClusterProfile(once.right)).toEqual(once)
      }),
      { numRuns: numRuns(200) },
    )
  })

  it('reads the version as its minor and names the supported versions otherwise', () => {
    expect(kubernetesMinor('v1.37.2')).toBe('1.37')
    expect(kubernetesMinor('1.37')).toBe('1.37')
    expect(kubernetesMinor('1.37.2.1')).toBeUndefined()
    expect(kubernetesMinor('1.037')).toBeUndefined()
    expect(resolveProfile({ kubernetesVersion: 'v1.37.2' })).toEqual(E.right(DEFAULT_CLUSTER_PROFILE))
    // a supported older minor needs no preview flag
    for (const v of ['v1.36', '1.35.4', 'v1.34.4', '1.34.0']) {
      const older = resolveProfile({ kubernetesVersion: v })
      expect(E.isRight(older) && older.right.kubernetesVersion).toBe(kubernetesMinor(v))
    }
    for (const v of ['1.33', 'v1.33.13', '1.33.0']) {
      const r = resolveProfile({ kubernetesVersion: v, preview: true })
      expect(E.isRight(r) && r.right.kubernetesVersion).toBe(kubernetesMinor(v))
      // a preview minor is never accepted by accident
      const refused = resolveProfile({ kubernetesVersion: v })
      expect(E.isLeft(refused) && refused.left.map((e) => e.field)).toEqual(['profile.kubernetesVersion'])
    }
    expect(E.isLeft(resolveProfile({ preview: 'yes' }))).toBe(true)
    for (const v of ['1.32', '1.38', 'v1.38.0', 'latest', 137]) {
      const r = resolveProfile({ kubernetesVersion: v })
      expect(E.isLeft(r) && r.left.map(formatFieldError)).toEqual([
        `profile.kubernetesVersion: Unsupported value: ${JSON.stringify(v)}: supported values: "1.34", "1.35", "1.36", "1.37" (with preview: true also "1.33")`,
      ])
    }
  })

  it('refuses wrong types, locked gates (Kubernetes text), unread and unimplemented gates', () => {
    const messages = (p: unknown): string[] => {
      const r = resolveProfile(p)
      return E.isLeft(r) ? r.left.map(formatFieldError) : []
    }
    expect(messages({ allowPrivileged: 'false' })).toEqual([
      'profile.allowPrivileged: Invalid value: "false": must be a boolean',
    ])
    expect(messages({ featureGates: { JobManagedBy: false } })).toEqual([
      'profile.featureGates.JobManagedBy: Invalid value: false: cannot set feature gate JobManagedBy to false, feature is locked to true',
    ])
    expect(messages({ featureGates: { JobManagedBy: true } })).toEqual([])
    expect(messages({ featureGates: { KubeProxyIPVS: false } })[0]).toMatch(/resolveClusterProfile/)
    expect(messages({ featureGates: { ImageVolumeWithDigest: true } })[0]).toMatch(
      /does not implement ImageVolumeWithDigest=true yet/,
    )
    // PodLevelResourcesFixDefaulting=false only with PodLevelResources=false.
    expect(messages({ featureGates: { PodLevelResourcesFixDefaulting: false } })[0]).toMatch(
      /does not implement PodLevelResourcesFixDefaulting=false yet/,
    )
    expect(messages({ featureGates: { PodLevelResources: false, PodLevelResourcesFixDefaulting: false } })).toEqual([])
    expect(messages({ featureGates: { PodLevelResources: false } })).toEqual([])
    expect(messages({ featureGates: { MutablePodResourcesForSuspendedJobs: false } })).toEqual([])
  })
})

describe('resolveClusterProfile', () => {
  it("answers with SetFromMap's messages (oracle: profile.setGates fixtures)", () => {
    expect(setFromMap('1.37', [['Nope', true]]).errors).toEqual(['unrecognized feature gate: Nope'])
    expect(setFromMap('1.37', [['PodLevelResources', false]]).errors.sort()).toEqual([
      'InPlacePodLevelResourcesVerticalScaling is enabled, but depends on features that are disabled: [PodLevelResources]',
      'PodLevelResourcesFixDefaulting is enabled, but depends on features that are disabled: [PodLevelResources]',
      'PodLevelResourcesFixKubeletQOSClass is enabled, but depends on features that are disabled: [PodLevelResources]',
    ])
  })

  it('keeps only the gates Job answers read, so its result passes to createJob', () => {
    const r = resolveClusterProfile({
      allowPrivileged: false,
      featureGates: { KubeProxyIPVS: false, MutablePodResourcesForSuspendedJobs: false },
    })
    expect(r).toEqual(
      E.right({
        kubernetesVersion: '1.37',
        allowPrivileged: false,
        featureGates: { MutablePodResourcesForSuspendedJobs: false },
      }),
    )
  })
})

const PRIVILEGED_JOB = {
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'priv', namespace: 'default' },
  spec: {
    template: {
      spec: {
        restartPolicy: 'Never',
        containers: [{ name: 'c', image: 'busybox', securityContext: { privileged: true } }],
      },
    },
  },
}

describe('the profile in the API', () => {
  it('the default profile answers as no profile', () => {
    fc.assert(
      fc.property(jobObject, (job) => {
        const none = createJob(job, { uid: 'u-1' })
        expect(createJob(job, { uid: 'u-1', profile: {} })).toEqual(none)
        expect(createJob(job, { uid: 'u-1', profile: DEFAULT_CLUSTER_PROFILE })).toEqual(none)
        expect(validateJob(job, { profile: { kubernetesVersion: '1.37', allowPrivileged: true } })).toEqual(
          validateJob(job),
        )
      }),
      { numRuns: numRuns(100) },
    )
  })

  it('allowPrivileged false only adds the cluster-policy errors', () => {
    let added_ = 0
    fc.assert(
      fc.property(templateArb, (template) => {
        const on = validatePodTemplate(template, { profile: { allowPrivileged: true } })
        const off = validatePodTemplate(template, { profile: { allowPrivileged: false } })
        const added = [...off]
        for (const e of on) {
          const i = added.findIndex((x) => JSON.stringify(x) === JSON.stringify(e))
          expect(i).toBeGreaterThanOrEqual(0)
          added.splice(i, 1)
        }
        for (const e of added) {
          expect(e.type).toBe('FieldValueForbidden')
          expect(POLICY_DETAILS.has(e.detail)).toBe(true)
        }
        added_ += added.length
      }),
      { numRuns: numRuns(300) },
    )
    // The generator writes privileged containers often enough for the law to bite.
    expect(added_).toBeGreaterThan(0)
  })

  it('privileged Jobs are accepted by default and refused with allowPrivileged false', () => {
    expect(E.isRight(createJob(PRIVILEGED_JOB, { uid: 'u-1' }))).toBe(true)
    const off = createJob(PRIVILEGED_JOB, { uid: 'u-1', profile: { allowPrivileged: false } })
    expect(E.isLeft(off) && off.left.map(formatFieldError)).toEqual([
      'spec.template.spec.containers[0].securityContext.privileged: Forbidden: disallowed by cluster policy',
    ])
    const cron = createCronJob(
      {
        apiVersion: 'batch/v1',
        kind: 'CronJob',
        metadata: { name: 'priv', namespace: 'default' },
        spec: { schedule: '@hourly', jobTemplate: { spec: PRIVILEGED_JOB.spec } },
      },
      { uid: 'u-1', profile: { allowPrivileged: false } },
    )
    expect(E.isLeft(cron) && cron.left[0]?.detail).toBe('disallowed by cluster policy')
  })

  it('an invalid profile is answered with its errors, never a silent fallback', () => {
    const bad = { kubernetesVersion: '1.32' }
    const created = createJob(PRIVILEGED_JOB, { uid: 'u-1', profile: bad })
    expect(E.isLeft(created) && created.left[0]?.field).toBe('profile.kubernetesVersion')
    expect(validateJob(PRIVILEGED_JOB, { profile: bad })[0]?.field).toBe('profile.kubernetesVersion')
    const dry = dryRunCreateJob(JSON.stringify(PRIVILEGED_JOB), { uid: 'u-1', profile: bad })
    expect(E.isLeft(dry.outcome) && dry.outcome.left.message).toBe(
      'invalid cluster profile: profile.kubernetesVersion: Unsupported value: "1.32": supported values: "1.34", "1.35", "1.36", "1.37" (with preview: true also "1.33")',
    )
  })
})
