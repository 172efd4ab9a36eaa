// The per-minor gate tables (generated from each minor's oracle by
// scripts/generate-gates.mjs): every supported minor resolves, the older
// minors' Job-path tables carry their
// own defaults and locks, and minorAtLeast orders the minors.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { resolveClusterProfile, resolveProfile } from '../../src/index'
import { KUBERNETES_MINORS } from '../../src/profile/versions'
import * as E from '../../src/either'
import { allGates } from '../../src/profile/cluster-profile'
import { jobPathGates, parseGateTable } from '../../src/profile/gate-table'
import { JOB_PATH_GATES_1_33 } from '../../src/profile/generated/gates-1-33'
import { JOB_PATH_GATES_1_34 } from '../../src/profile/generated/gates-1-34'
import { JOB_PATH_GATES_1_35 } from '../../src/profile/generated/gates-1-35'
import { JOB_PATH_GATES_1_36 } from '../../src/profile/generated/gates-1-36'
import { JOB_PATH_GATES_1_37 } from '../../src/profile/generated/gates-1-37'
import { gateEnabled } from '../../src/profile/resolve'
import { minorAtLeast } from '../../src/profile/versions'
import { numRuns } from '../support/runs'

describe('gate tables per minor', () => {
  it('every Job-path gate of a minor is a gate of that minor with the same default and lock', () => {
    for (const v of KUBERNETES_MINORS) {
      const all = allGates(v)
      for (const [name, spec] of jobPathGates(v)) {
        const g = all.get(name)
        expect(g, `${v} ${name}`).toBeDefined()
        expect([spec.default, spec.locked, spec.stage]).toEqual([g?.default, g?.locked, g?.stage])
      }
    }
  })

  it("the combined table createJob carries is each minor's own table", () => {
    const own = [
      JOB_PATH_GATES_1_33,
      JOB_PATH_GATES_1_34,
      JOB_PATH_GATES_1_35,
      JOB_PATH_GATES_1_36,
      JOB_PATH_GATES_1_37,
    ]
    KUBERNETES_MINORS.forEach((v, i) => {
      expect([...jobPathGates(v)]).toEqual([...parseGateTable(own[i] as string)])
    })
  })

  it('pins defaults that differ between the minors', () => {
    const on = (v: (typeof KUBERNETES_MINORS)[number], gate: string) =>
      gateEnabled({ kubernetesVersion: v, allowPrivileged: true, featureGates: {} }, gate)
    expect(KUBERNETES_MINORS.map((v) => on(v, 'PodLevelResources'))).toEqual([false, true, true, true, true])
    expect(KUBERNETES_MINORS.map((v) => on(v, 'HostnameOverride'))).toEqual([false, false, true, true, true])
    expect(KUBERNETES_MINORS.map((v) => on(v, 'MutablePodResourcesForSuspendedJobs'))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ])
    expect(KUBERNETES_MINORS.map((v) => on(v, 'DynamicResourceAllocation'))).toEqual([false, true, true, true, true])
    expect(jobPathGates('1.33').get('JobPodReplacementPolicy')).toMatchObject({ default: true, locked: false })
    expect(jobPathGates('1.37').has('JobPodReplacementPolicy')).toBe(false)
    expect([...jobPathGates('1.33').keys()]).toEqual([...jobPathGates('1.33').keys()].sort())
  })

  it('a gate of one minor only is refused on the others, with Kubernetes text by resolveClusterProfile', () => {
    const r = resolveClusterProfile({
      kubernetesVersion: '1.33',
      preview: true,
      featureGates: { HostnameOverride: true },
    })
    expect(E.isLeft(r) && r.left.map((e) => e.detail)).toEqual(['unrecognized feature gate: HostnameOverride'])
    expect(
      E.isRight(
        resolveClusterProfile({ kubernetesVersion: '1.34', preview: true, featureGates: { HostnameOverride: false } }),
      ),
    ).toBe(true)
    const locked = resolveProfile({
      kubernetesVersion: '1.36',
      preview: true,
      featureGates: { UserNamespacesSupport: false },
    })
    expect(E.isLeft(locked) && locked.left.map((e) => e.detail)).toEqual([
      'cannot set feature gate UserNamespacesSupport to false, feature is locked to true',
    ])
    expect(
      E.isRight(resolveProfile({ kubernetesVersion: 'v1.35.4', preview: true, featureGates: { JobManagedBy: true } })),
    ).toBe(true)
  })

  it('minorAtLeast is the order of KUBERNETES_MINORS', () => {
    const v = fc.constantFrom(...KUBERNETES_MINORS)
    fc.assert(
      fc.property(v, v, (a, b) => {
        const i = KUBERNETES_MINORS.indexOf(a)
        const j = KUBERNETES_MINORS.indexOf(b)
        expect(minorAtLeast({ kubernetesVersion: a }, b)).toBe(i >= j)
      }),
      { numRuns: numRuns(100) },
    )
  })
})
