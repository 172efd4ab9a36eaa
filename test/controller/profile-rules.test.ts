// syncJob under a cluster profile (src/controller/profile-rules.ts): the
// controller decisions that depend on the Kubernetes minor and gates.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { jobColumns, simulateJob, syncJob } from '../../src/controller/index'
import { controllerRules } from '../../src/controller/profile-rules'
import { DEFAULT_CLUSTER_PROFILE } from '../../src/profile/resolve'
import { numRuns } from '../support/runs'
import { NOW, newJob, pod, secondsBefore } from './arbitraries'

const GATE = 'MutableSchedulingDirectivesForSuspendedJobs'

/** A running Job (startTime set, no Suspended condition) whose spec was just suspended. */
const suspendedNow = () => {
  const job = newJob(1, 1, 6)
  return {
    ...job,
    spec: { ...job.spec, suspend: true },
    status: { startTime: secondsBefore(NOW, 60), active: 0 },
  }
}

describe('controller rules per profile', () => {
  test('1.37 default: the gate is on, suspending clears startTime', () => {
    expect(controllerRules(DEFAULT_CLUSTER_PROFILE).clearStartTimeOnSuspend).toBe(true)
    const r = syncJob(suspendedNow(), [], NOW)
    expect(r.events.map((e) => e.reason)).toEqual(['Suspended'])
    expect(r.status.startTime).toBeUndefined()
  })

  test(`${GATE}=false (a 1.35 cluster's default): suspending keeps startTime`, () => {
    const r = syncJob(suspendedNow(), [], NOW, undefined, { profile: { featureGates: { [GATE]: false } } })
    expect(r.events.map((e) => e.reason)).toEqual(['Suspended'])
    expect(r.status.startTime).toBe(secondsBefore(NOW, 60))
    expect(r.profileErrors).toBeUndefined()
  })

  test('an invalid profile is a no-op that says why', () => {
    const r = syncJob(suspendedNow(), [], NOW, undefined, { profile: { kubernetesVersion: '1.20' } })
    expect(r.createPods).toBe(0)
    expect(r.events).toEqual([])
    expect(r.profileErrors?.[0]?.field).toBe('profile.kubernetesVersion')
  })

  test('the gate changes nothing but startTime (and only on a suspension)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.integer({ min: 0, max: 3 }), (suspend, started, parallelism) => {
        const job = newJob(parallelism, 3, 6)
        const input = {
          ...job,
          spec: { ...job.spec, suspend },
          status: started ? { startTime: secondsBefore(NOW, 30) } : {},
        }
        const on = syncJob(input, [], NOW, undefined, { profile: { featureGates: { [GATE]: true } } })
        const off = syncJob(input, [], NOW, undefined, { profile: { featureGates: { [GATE]: false } } })
        const { startTime: a, ...restOn } = on.status
        const { startTime: b, ...restOff } = off.status
        expect(restOn).toEqual(restOff)
        expect({ ...on, status: restOn }).toEqual({ ...off, status: restOff })
        if (!suspend) expect(a).toBe(b)
      }),
      { numRuns: numRuns(100) },
    )
  })
})

describe('simulateJob and jobColumns take the profile', () => {
  const job = newJob(1, 1, 6, {
    template: {
      metadata: { labels: { foo: 'bar' } },
      spec: { restartPolicy: 'Never', containers: [{ name: 'main', image: 'img' }] },
    },
  })
  const script = [{ result: 'Succeeded' as const, afterSeconds: 100 }]
  const specUpdates = [{ atSeconds: 10, spec: { suspend: true } }]

  test(`a suspension keeps startTime with ${GATE}=false, clears it by default`, () => {
    const suspendedAt = (profile?: object) => {
      const r = simulateJob(job, script, { specUpdates, maxSyncs: 20, ...(profile ? { profile } : {}) })
      return r.timeline.find((e) => e.events.some((ev) => ev.reason === 'Suspended'))
    }
    expect(suspendedAt()?.status.startTime).toBeUndefined()
    expect(suspendedAt({ featureGates: { [GATE]: false } })?.status.startTime).toBeDefined()
  })

  test('an invalid profile runs no sync and says why', () => {
    const r = simulateJob(job, script, { profile: { kubernetesVersion: 'x' } })
    expect(r.syncs).toBe(0)
    expect(r.profileErrors?.length).toBeGreaterThan(0)
    expect(
      jobColumns(job, NOW, { profile: { allowPrivileged: 'yes' as unknown as boolean } }).profileErrors,
    ).toBeDefined()
  })

  test('1.37 prints SuccessCriteriaMet', () => {
    const met = {
      ...job,
      status: { conditions: [{ type: 'SuccessCriteriaMet', status: 'True' }] },
    }
    expect(jobColumns(met, NOW, { profile: { kubernetesVersion: '1.37' } }).status).toBe('SuccessCriteriaMet')
  })
})

describe('jobActiveKeptInBackoff (1.36)', () => {
  const p135 = { kubernetesVersion: '1.35', preview: true, featureGates: { [GATE]: true } } as const
  const p136 = { kubernetesVersion: '1.36', preview: true, featureGates: { [GATE]: true } } as const

  test('waiting for the back-off: 1.35 reports no active pod, 1.36 keeps the count', () => {
    const job = { ...newJob(2, 4, 6), status: { startTime: secondsBefore(NOW, 100), active: 0 } }
    const state = {
      expectationsSatisfied: true,
      backoff: { failuresAfterLastSuccess: 3, lastFailureTime: secondsBefore(NOW, 5) },
    }
    const running = [pod('a', 'Running')]
    const newer = syncJob(job, running, NOW, state, { profile: p136 })
    const older = syncJob(job, running, NOW, state, { profile: p135 })
    expect(newer.createPods).toBe(0)
    expect(newer.requeueAfterSeconds).toBeGreaterThan(0)
    expect(newer.status.active).toBe(1)
    expect(older.status.active).toBeUndefined()
    expect({ ...older, status: { ...older.status, active: 1 } }).toEqual(newer)
  })

  test('without a back-off to wait for, 1.35 and 1.36 agree', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 3 }), (started, parallelism) => {
        const job = { ...newJob(parallelism, 3, 6), status: started ? { startTime: secondsBefore(NOW, 30) } : {} }
        expect(syncJob(job, [], NOW, undefined, { profile: p135 })).toEqual(
          syncJob(job, [], NOW, undefined, { profile: p136 }),
        )
      }),
      { numRuns: numRuns(100) },
    )
  })
})
