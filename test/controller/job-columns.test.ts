import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { humanDuration, jobColumns, kubectlJobStatus, type KubectlJobStatus } from '../../src/controller/job-columns'
import { jobPhase } from '../../src/controller/job-phase'
import type { Job, JobCondition, JobStatus } from '../../src/job/types'
import { numRuns } from '../support/runs'

const S = 1000
const M = 60 * S
const H = 60 * M
const D = 24 * H
const Y = 365 * D

describe('humanDuration (apimachinery duration.HumanDuration)', () => {
  it.each<[number, string]>([
    [-2 * S, '<invalid>'],
    [-1 * S, '0s'],
    [-999, '0s'],
    [0, '0s'],
    [59 * S, '59s'],
    [119 * S, '119s'],
    [120 * S, '2m'],
    [125 * S, '2m5s'],
    [9 * M + 59 * S, '9m59s'],
    [10 * M, '10m'],
    [10 * M + 59 * S, '10m'],
    [3 * H - S, '179m'],
    [3 * H, '3h'],
    [3 * H + 4 * M, '3h4m'],
    [8 * H - S, '7h59m'],
    [8 * H, '8h'],
    [48 * H - S, '47h'],
    [48 * H, '2d'],
    [2 * D + 3 * H, '2d3h'],
    [8 * D - S, '7d23h'],
    [8 * D, '8d'],
    [2 * Y - S, '729d'],
    [2 * Y, '2y'],
    [3 * Y + 20 * D, '3y20d'],
    [8 * Y - S, '7y364d'],
    [8 * Y, '8y'],
    [1000 * Y, '292y'], // Go's time.Duration saturates at about 292 years
    [-1000 * Y, '<invalid>'],
  ])('%d ms → %s', (ms, want) => {
    expect(humanDuration(ms)).toBe(want)
  })

  it('is monotone in the magnitude it prints: a longer duration never prints a smaller leading figure unit', () => {
    const unitRank = (s: string): number => 'smhdy'.indexOf(s.replace(/^\d+/, '')[0] ?? 's')
    fc.assert(
      fc.property(fc.nat({ max: 300 * Y }), fc.nat({ max: 300 * Y }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a]
        expect(unitRank(humanDuration(lo))).toBeLessThanOrEqual(unitRank(humanDuration(hi)))
      }),
      { numRuns: numRuns(500) },
    )
  })

  it('fuzz: never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        expect(typeof humanDuration(x as number)).toBe('string')
      }),
      { numRuns: numRuns(300) },
    )
  })
})

const job = (status?: JobStatus, extra: Partial<Job> = {}): Job => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  spec: { template: {} },
  ...(status === undefined ? {} : { status }),
  ...extra,
})
const cond = (type: string, status = 'True'): JobCondition => ({ type, status })
const START = '2026-01-01T00:00:00Z'

describe('kubectlJobStatus (printJob STATUS)', () => {
  it.each<[string, Job, KubectlJobStatus]>([
    ['new job', job(), 'Running'],
    ['running', job({ startTime: START, active: 1 }), 'Running'],
    ['complete', job({ conditions: [cond('SuccessCriteriaMet'), cond('Complete')] }), 'Complete'],
    ['failed', job({ conditions: [cond('FailureTarget'), cond('Failed')] }), 'Failed'],
    ['failure target', job({ conditions: [cond('FailureTarget')] }), 'FailureTarget'],
    ['success criteria met', job({ conditions: [cond('SuccessCriteriaMet')] }), 'SuccessCriteriaMet'],
    ['suspended', job({ conditions: [cond('Suspended')] }), 'Suspended'],
    [
      'suspend requested, condition not written yet',
      job(undefined, { spec: { template: {}, suspend: true } }),
      'Running',
    ],
    ['being deleted', job({ startTime: START }, { metadata: { deletionTimestamp: START } }), 'Terminating'],
    [
      'deleted while suspended',
      job({ conditions: [cond('Suspended')] }, { metadata: { deletionTimestamp: START } }),
      'Terminating',
    ],
    [
      'complete while being deleted',
      job({ conditions: [cond('Complete')] }, { metadata: { deletionTimestamp: START } }),
      'Complete',
    ],
    [
      'the first condition of a type decides',
      job({ conditions: [cond('Complete', 'False'), cond('Complete')] }),
      'Running',
    ],
    ['status must be exactly True', job({ conditions: [cond('Failed', 'true')] }), 'Running'],
  ])('%s', (_name, j, want) => {
    expect(kubectlJobStatus(j)).toBe(want)
  })

  it('maps onto jobPhase as docs/cli.md describes', () => {
    const types = fc.constantFrom('Suspended', 'Complete', 'Failed', 'FailureTarget', 'SuccessCriteriaMet')
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ type: types, status: fc.constantFrom('True', 'False') }), {
          selector: (c) => c.type,
          maxLength: 5,
        }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (conditions, started, suspend, deleting) => {
          const j = job(
            { conditions, ...(started ? { startTime: START } : {}) },
            { spec: { template: {}, suspend }, ...(deleting ? { metadata: { deletionTimestamp: START } } : {}) },
          )
          const status = kubectlJobStatus(j)
          const phase = jobPhase(j)
          if (status === 'Complete' || status === 'Failed') expect(phase).toBe(status)
          else if (status === 'Suspended') expect(phase).toBe('Suspended')
          else if (status === 'FailureTarget' || status === 'SuccessCriteriaMet')
            expect(['Running', 'Suspended']).toContain(phase)
          else if (status === 'Running') expect(['Running', 'Pending', 'Suspended']).toContain(phase)
          if (phase === 'Pending') expect(status === 'Running' || status === 'Terminating').toBe(true)
          if (status === 'Running' && phase === 'Suspended') expect(suspend && !started).toBe(true)
        },
      ),
      { numRuns: numRuns(500) },
    )
  })
})

describe('jobColumns (printJob row)', () => {
  const pi: Job = {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: 'pi', creationTimestamp: '2026-01-01T00:00:00Z' },
    spec: {
      completions: 3,
      parallelism: 2,
      template: {
        spec: {
          containers: [
            { name: 'pi', image: 'perl:5.34.0' },
            { name: 'log', image: 'busybox' },
          ],
        },
      },
      selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': 'u-1' } },
    },
    status: { succeeded: 1, startTime: '2026-01-01T00:00:02Z' },
  }

  it('prints a running Job', () => {
    expect(jobColumns(pi, '2026-01-01T00:03:00Z')).toEqual({
      name: 'pi',
      status: 'Running',
      completions: '1/3',
      duration: '2m58s',
      age: '3m',
      containers: 'pi,log',
      images: 'perl:5.34.0,busybox',
      selector: 'batch.kubernetes.io/controller-uid=u-1',
    })
  })

  it('measures a finished Job from start to completion, whatever now is', () => {
    const done: Job = {
      ...pi,
      status: { succeeded: 3, startTime: '2026-01-01T00:00:02Z', completionTime: '2026-01-01T00:01:00Z' },
    }
    expect(jobColumns(done, '2030-01-01T00:00:00Z').duration).toBe('58s')
    expect(jobColumns(done, '2030-01-01T00:00:00Z').age).toBe('4y1d') // 365-day years: 2028 is a leap year
  })

  it('prints COMPLETIONS without spec.completions as kubectl does', () => {
    const spec = (s: Record<string, unknown>): Job => ({
      ...pi,
      spec: { template: {}, ...s },
      status: { succeeded: 2 },
    })
    expect(jobColumns(spec({}), START).completions).toBe('2/1')
    expect(jobColumns(spec({ parallelism: 1 }), START).completions).toBe('2/1')
    expect(jobColumns(spec({ parallelism: 4 }), START).completions).toBe('2/1 of 4')
    expect(jobColumns(spec({ completions: 0 }), START).completions).toBe('2/0')
  })

  it('leaves DURATION empty before the Job starts and AGE unknown without a creation time', () => {
    const fresh = jobColumns({ apiVersion: 'batch/v1', kind: 'Job', spec: { template: {} } }, START)
    expect(fresh).toMatchObject({
      name: '',
      status: 'Running',
      completions: '0/1',
      duration: '',
      age: '<unknown>',
      selector: '<none>',
    })
    expect(jobColumns({ ...pi, metadata: { creationTimestamp: '0001-01-01T00:00:00Z' } }, START).age).toBe('<unknown>')
  })

  it('prints clock-relative cells as <unknown> when now is not RFC 3339', () => {
    const row = jobColumns(pi, 'yesterday')
    expect([row.duration, row.age]).toEqual(['<unknown>', '<unknown>'])
  })

  it('reads the Job decoded once: timestamps as given, rejected fields as absent, garbage as the empty Job', () => {
    // a *metav1.Time set to Go's zero time is set (printJob measures from year 1); fractions count
    const zeroStart = { ...pi, status: { startTime: '0001-01-01T00:00:00Z', completionTime: '0001-01-02T00:00:00Z' } }
    expect(jobColumns(zeroStart, START).duration).toBe('24h')
    const fraction = {
      ...pi,
      status: { startTime: '2026-01-01T00:00:00.900Z', completionTime: '2026-01-01T00:00:02Z' },
    }
    expect(jobColumns(fraction, START).duration).toBe('1s')
    // a Date counts as the API server stores it, in both functions
    const dated = { ...pi, metadata: { ...pi.metadata, deletionTimestamp: new Date(1500) } } as unknown as Job
    expect(jobColumns(dated, START).status).toBe('Terminating')
    expect(kubectlJobStatus(dated)).toBe('Terminating')
    // fields Go's decoder rejects read as absent; the rest of the Job still counts
    const bad = {
      ...pi,
      metadata: { name: 'pi', deletionTimestamp: 'soon' },
      spec: { ...pi.spec, completions: '3', parallelism: 2 ** 40 },
      status: { succeeded: 1.5, conditions: [{ type: 'Suspended', status: 'True' }] },
    } as unknown as Job
    expect(jobColumns(bad, START)).toMatchObject({ name: 'pi', status: 'Suspended', completions: '0/1' })
    expect(kubectlJobStatus(bad)).toBe('Suspended')
    const empty = { name: '', status: 'Running', completions: '0/1', duration: '', age: '<unknown>' }
    for (const garbage of [null, 'job', 42, [pi]]) {
      expect(jobColumns(garbage as unknown as Job, START)).toMatchObject(empty)
      expect(kubectlJobStatus(garbage as unknown as Job)).toBe('Running')
    }
  })

  it('fuzz: never throws and always answers strings', () => {
    fc.assert(
      fc.property(fc.anything(), fc.oneof(fc.string(), fc.constant(START), fc.anything()), (j, now) => {
        const row = jobColumns(j as Job, now as string)
        expect(Object.values(row).every((v) => typeof v === 'string')).toBe(true)
      }),
      { numRuns: numRuns(500) },
    )
  })
})
