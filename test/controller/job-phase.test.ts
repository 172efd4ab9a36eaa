import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { type JobPhase, jobPhase } from '../../src/controller/job-phase'
import type { Job, JobCondition, JobStatus } from '../../src/job/types'
import { numRuns } from '../support/runs'

const job = (status?: JobStatus, suspend?: boolean): Job => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  spec: { template: {}, ...(suspend === undefined ? {} : { suspend }) },
  ...(status === undefined ? {} : { status }),
})
const cond = (type: string, status = 'True'): JobCondition => ({ type, status })
const START = '2026-01-01T00:00:00Z'

describe('jobPhase', () => {
  it.each<[string, Job, JobPhase]>([
    ['new job, never synced', job(), 'Pending'],
    ['new job with empty status', job({}), 'Pending'],
    ['running', job({ startTime: START, active: 1 }), 'Running'],
    ['created suspended', job(undefined, true), 'Suspended'],
    ['created suspended, condition written', job({ conditions: [cond('Suspended')] }, true), 'Suspended'],
    ['suspended after running', job({ startTime: START, conditions: [cond('Suspended')] }, true), 'Suspended'],
    ['suspend requested but not yet acted on', job({ startTime: START }, true), 'Running'],
    ['resumed (Suspended=False)', job({ startTime: START, conditions: [cond('Suspended', 'False')] }), 'Running'],
    ['interim FailureTarget', job({ startTime: START, conditions: [cond('FailureTarget')] }), 'Running'],
    ['interim SuccessCriteriaMet', job({ startTime: START, conditions: [cond('SuccessCriteriaMet')] }), 'Running'],
    ['interim condition without startTime', job({ conditions: [cond('SuccessCriteriaMet')] }), 'Running'],
    ['complete', job({ startTime: START, conditions: [cond('SuccessCriteriaMet'), cond('Complete')] }), 'Complete'],
    ['failed', job({ startTime: START, conditions: [cond('FailureTarget'), cond('Failed')] }), 'Failed'],
    [
      'failed while suspended',
      job({ conditions: [cond('Suspended'), cond('FailureTarget'), cond('Failed')] }, true),
      'Failed',
    ],
    ['Complete=False is not complete', job({ startTime: START, conditions: [cond('Complete', 'False')] }), 'Running'],
  ])('%s', (_name, j, want) => {
    expect(jobPhase(j)).toBe(want)
  })

  it('terminal conditions win over everything else', () => {
    const types = fc.constantFrom('Suspended', 'Complete', 'Failed', 'FailureTarget', 'SuccessCriteriaMet', 'Other')
    fc.assert(
      fc.property(
        fc.array(fc.record({ type: types, status: fc.constantFrom('True', 'False', 'Unknown') })),
        fc.option(fc.constant(START), { nil: undefined }),
        fc.boolean(),
        (conditions, startTime, suspend) => {
          const phase = jobPhase(job({ conditions, ...(startTime ? { startTime } : {}) }, suspend))
          const isTrue = (t: string) => conditions.some((c) => c.type === t && c.status === 'True')
          if (isTrue('Complete')) expect(phase).toBe('Complete')
          else if (isTrue('Failed')) expect(phase).toBe('Failed')
          else if (isTrue('Suspended')) expect(phase).toBe('Suspended')
          else expect(phase).not.toBe('Complete')
        },
      ),
      { numRuns: numRuns(300) },
    )
  })

  it('fuzz: never throws on arbitrary JSON', () => {
    const phases = ['Pending', 'Running', 'Suspended', 'Complete', 'Failed']
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({
            spec: fc.anything(),
            status: fc.oneof(fc.anything(), fc.record({ conditions: fc.anything(), startTime: fc.anything() })),
          }),
        ),
        (x) => {
          expect(phases).toContain(jobPhase(x as Job))
        },
      ),
      { numRuns: numRuns(500) },
    )
  })
  it('reads the Job decoded as the batch/v1 model: a startTime Go rejects is unset, one it accepts is set', () => {
    const at = (startTime: unknown, suspend?: boolean) =>
      jobPhase({ ...job(undefined, suspend), status: { startTime } } as unknown as Job)
    expect(at('garbage')).toBe('Pending')
    expect(at('2026-01-01')).toBe('Pending')
    expect(at(5)).toBe('Pending')
    expect(at({}, true)).toBe('Suspended')
    expect(at('0001-01-01T00:00:00Z')).toBe('Running')
    expect(at('2026-01-01T00:00:00.5+02:00')).toBe('Running')
    expect(at(new Date(0))).toBe('Running')
  })
})
