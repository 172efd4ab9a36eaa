// Laws of the fields PrepareForCreate/PrepareForUpdate drop when a cluster
// profile's gate is off (src/core/validation/drop-gated.ts): all gates on
// drops nothing, a gate off leaves none of its fields on create, the drop is
// idempotent and pure, and an update from a template that uses the fields
// keeps them. The answers themselves are the oracle's
// (conformance/regressions-profile.ts, the per-minor live diffs).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodePodTemplate } from '../../../src/core/validation/index'
import { dropGatedSpecFields } from '../../../src/core/validation/drop-gated'
import { encodeStruct } from '../../../src/wire/encode'
import { PodSpecSchema } from '../../../src/core/generated/pod-schema'
import { sweepTemplates } from '../../../conformance/generators/pod-families'
import { podTemplateWithRules } from '../../../conformance/generators/pod-rules'
import { numRuns } from '../../support/runs'
import type * as core from '../../../src/core/generated/model'

const GATES = [
  'HostnameOverride',
  'PodLevelResources',
  'DynamicResourceAllocation',
  'ContainerRestartRules',
  'EnvFiles',
  'PodCertificateRequest',
  'ClusterTrustBundleProjection',
  'ImageVolume',
] as const

const spec = (t: unknown) => decodePodTemplate(t).value.spec
const specs = fc.oneof(fc.constantFrom(...sweepTemplates), podTemplateWithRules).map(spec)
const offSets = fc.subarray([...GATES], { minLength: 1 })
const json = (s: core.PodSpec) => JSON.stringify(encodeStruct(PodSpecSchema, s))

const containers = (s: core.PodSpec) => [
  ...(s.initContainers ?? []),
  ...(s.containers ?? []),
  ...(s.ephemeralContainers ?? []),
]
/** Whether a spec still has a field of `gate` (for ContainerRestartRules: what the gate drops). */
const uses = (s: core.PodSpec, gate: (typeof GATES)[number]): boolean => {
  switch (gate) {
    case 'HostnameOverride':
      return s.hostnameOverride !== undefined
    case 'PodLevelResources':
      return s.resources !== undefined
    case 'DynamicResourceAllocation':
      return s.resourceClaims !== undefined || containers(s).some((c) => c.resources.claims !== undefined)
    case 'ContainerRestartRules':
      return (
        containers(s).some((c) => c.restartPolicyRules !== undefined) ||
        (s.containers ?? []).some((c) => c.restartPolicy !== undefined) ||
        (s.initContainers ?? []).some((c) => c.restartPolicy !== undefined && c.restartPolicy !== 'Always')
      )
    case 'EnvFiles':
      return containers(s).some((c) => (c.env ?? []).some((e) => e.valueFrom?.fileKeyRef !== undefined))
    case 'PodCertificateRequest':
      return (s.volumes ?? []).some((v) => (v.projected?.sources ?? []).some((p) => p.podCertificate !== undefined))
    case 'ClusterTrustBundleProjection':
      return (s.volumes ?? []).some((v) => (v.projected?.sources ?? []).some((p) => p.clusterTrustBundle !== undefined))
    case 'ImageVolume':
      return (s.volumes ?? []).some((v) => v.image !== undefined)
  }
}

describe('dropGatedSpecFields', () => {
  it('drops nothing with every gate on', () => {
    fc.assert(
      fc.property(specs, (s) => {
        expect(dropGatedSpecFields(s, undefined, () => true)).toBe(s)
      }),
      { numRuns: numRuns(200) },
    )
  })

  it('a gate off leaves none of its fields on create; idempotent; the input unchanged', () => {
    fc.assert(
      fc.property(specs, offSets, (s, off) => {
        const on = (g: string) => !(off as string[]).includes(g)
        const before = json(s)
        const once = dropGatedSpecFields(s, undefined, on)
        expect(json(s)).toBe(before)
        for (const g of off) expect(uses(once, g)).toBe(false)
        for (const g of GATES) if (on(g) && g !== 'ContainerRestartRules') expect(uses(once, g)).toBe(uses(s, g))
        expect(json(dropGatedSpecFields(once, undefined, on))).toBe(json(once))
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('container claims without pod-level claims are not in use: an update with DynamicResourceAllocation off drops them', () => {
    const s = spec({
      spec: {
        restartPolicy: 'Never',
        containers: [{ name: 'main', image: 'busybox', resources: { claims: [{ name: 'gpu' }] } }],
      },
    })
    const dropped = dropGatedSpecFields(s, s, (g) => g !== 'DynamicResourceAllocation')
    expect(dropped.containers?.[0]?.resources.claims).toBeUndefined()
    const withPodClaims = spec({
      spec: {
        restartPolicy: 'Never',
        resourceClaims: [{ name: 'gpu', resourceClaimName: 'c' }],
        containers: [{ name: 'main', image: 'busybox', resources: { claims: [{ name: 'gpu' }] } }],
      },
    })
    const kept = dropGatedSpecFields(withPodClaims, withPodClaims, (g) => g !== 'DynamicResourceAllocation')
    expect(json(kept)).toBe(json(withPodClaims))
  })

  it('an update from the same template drops nothing: the old template uses what the new one has', () => {
    // (Except an ephemeral container's restartPolicy: Go's in-use check of ContainerRestartRules does not look at them;
    // and container claims without pod-level claims, which validation refuses: Go's in-use check of
    // DynamicResourceAllocation looks at `spec.resourceClaims` only, pkg/api/pod/util.go dynamicResourceAllocationInUse.)
    const ephemeralOnly = (s: core.PodSpec) =>
      (s.ephemeralContainers ?? []).some((c) => c.restartPolicy !== undefined || c.restartPolicyRules !== undefined)
    const containerClaimsOnly = (s: core.PodSpec) =>
      (s.resourceClaims ?? []).length === 0 &&
      [...(s.initContainers ?? []), ...(s.containers ?? []), ...(s.ephemeralContainers ?? [])].some(
        (c) => c.resources.claims !== undefined,
      )
    fc.assert(
      fc.property(specs, offSets, (s, off) => {
        const on = (g: string) => !(off as string[]).includes(g)
        fc.pre(on('ContainerRestartRules') || !ephemeralOnly(s))
        fc.pre(on('DynamicResourceAllocation') || !containerClaimsOnly(s))
        expect(json(dropGatedSpecFields(s, s, on))).toBe(json(s))
      }),
      { numRuns: numRuns(200) },
    )
  })
})
