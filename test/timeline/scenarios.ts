/**
 * The simulations drawn by the golden pictures in docs/timelines/ (and in
 * docs/simulate.md): each a Job, its pod script and the simulation options.
 * Shared by test/timeline/ and scripts/generate-timelines.mjs.
 */
import type { PodScript, SimulateOptions } from '../../src/controller/simulate-types'
import { simulateJob } from '../../src/controller/simulate-job'
import type { SimulationResult } from '../../src/controller/simulate-types'
import type { ScheduleRun, ScheduleTimelineOptions } from '../../src/timeline/index'

export interface Scenario {
  /** File name stem in docs/timelines/. */
  readonly name: string
  /** What the picture shows (a sentence of docs/simulate.md). */
  readonly caption: string
  readonly job: Record<string, unknown>
  readonly script: PodScript
  readonly options: SimulateOptions
}

const template = {
  spec: { restartPolicy: 'Never', containers: [{ name: 'main', image: 'busybox' }] },
}
const job = (name: string, spec: Record<string, unknown>) => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name, namespace: 'default' },
  spec: { ...spec, template },
})

export const scenarios: readonly Scenario[] = [
  {
    name: 'indexed-backoff',
    caption:
      'An Indexed Job with `backoffLimitPerIndex: 1`: index 1 fails once and succeeds after its back-off, index 2 fails twice and is marked failed, so the Job fails with `FailedIndexes` once the other indexes are done.',
    job: job('render', {
      completionMode: 'Indexed',
      completions: 4,
      parallelism: 4,
      backoffLimitPerIndex: 1,
    }),
    script: ({ index, attempt }) =>
      index === 1 && attempt === 0
        ? { result: 'Failed', afterSeconds: 20, exitCode: 1 }
        : index === 2
          ? { result: 'Failed', afterSeconds: 15 + 10 * attempt, exitCode: 3 }
          : { result: 'Succeeded', afterSeconds: 30 + 10 * (index ?? 0) },
    options: { start: '2026-01-01T00:00:00Z' },
  },
  {
    name: 'pod-failure-policy',
    caption:
      'A pod failure policy: an evicted pod (`DisruptionTarget`) is ignored and replaced, then exit code 42 matches the `FailJob` rule; the Job fails at once and the pod still running is deleted (15 s grace period).',
    job: job('etl', {
      completions: 4,
      parallelism: 2,
      backoffLimit: 6,
      podFailurePolicy: {
        rules: [
          { action: 'FailJob', onExitCodes: { containerName: 'main', operator: 'In', values: [42] } },
          { action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget' }] },
        ],
      },
    }),
    script: [
      {
        result: 'Failed',
        afterSeconds: 25,
        exitCode: 137,
        conditions: [{ type: 'DisruptionTarget', status: 'True', reason: 'EvictionByEvictionAPI' }],
      },
      { result: 'Succeeded', afterSeconds: 40 },
      { result: 'Failed', afterSeconds: 30, exitCode: 42 },
      { result: 'Succeeded', afterSeconds: 60 },
    ],
    options: { start: '2026-01-01T00:00:00Z', terminationGracePeriodSeconds: 15 },
  },
  {
    name: 'suspend-resume',
    caption:
      'Suspended 20 s in and resumed at 1m10s: the running pods are deleted (10 s grace period), and new ones start on resume.',
    job: job('batch', { completions: 3, parallelism: 2 }),
    script: [{ result: 'Succeeded', afterSeconds: 45 }],
    options: {
      start: '2026-01-01T00:00:00Z',
      terminationGracePeriodSeconds: 10,
      specUpdates: [
        { atSeconds: 20, spec: { suspend: true } },
        { atSeconds: 70, spec: { suspend: false } },
      ],
    },
  },
  {
    name: 'deadline',
    caption:
      '`activeDeadlineSeconds: 90` with slow pods and one failure: the deadline passes before the fifth completion, so the Job fails with `DeadlineExceeded` and its running pods are deleted.',
    job: job('report', { completions: 5, parallelism: 2, backoffLimit: 3, activeDeadlineSeconds: 90 }),
    script: ({ ordinal }) =>
      ordinal === 1 ? { result: 'Failed', afterSeconds: 12, exitCode: 2 } : { result: 'Succeeded', afterSeconds: 35 },
    options: { start: '2026-01-01T00:00:00Z' },
  },
]

/** The simulation of a scenario. */
export const simulated = (s: Scenario): SimulationResult => simulateJob(s.job, s.script, s.options)

export interface ScheduleScenario {
  readonly name: string
  readonly caption: string
  readonly runs: readonly ScheduleRun[]
  readonly options: ScheduleTimelineOptions
}

/**
 * `30 2 * * *` in America/New_York around the start of daylight saving time
 * (8 March 2026): 02:30 does not exist that day, so nothing runs, and the
 * runs move from 07:30 to 06:30 UTC. The times are those the CronJob
 * controller computes (robfig/cron's Next in the zone), written out by hand
 * here; statuses are illustrative.
 */
const nightly: ScheduleRun[] = [
  { time: '2026-03-05T02:30:00-05:00' },
  { time: '2026-03-06T02:30:00-05:00' },
  { time: '2026-03-07T02:30:00-05:00' },
  { time: '2026-03-09T02:30:00-04:00' },
  { time: '2026-03-10T02:30:00-04:00', status: 'skipped', note: 'the Job of 9 March still ran' },
  { time: '2026-03-11T02:30:00-04:00' },
  { time: '2026-03-12T02:30:00-04:00', status: 'missed', note: 'past startingDeadlineSeconds' },
  { time: '2026-03-13T02:30:00-04:00', status: 'next' },
  { time: '2026-03-14T02:30:00-04:00', status: 'next' },
]

export const scheduleScenarios: readonly ScheduleScenario[] = [
  {
    name: 'schedule-dst',
    caption:
      '`30 2 * * *` in `America/New_York` across the start of daylight saving time: no run on 8 March (02:30 does not exist), the runs stay at 02:30 in the zone and move from 07:30 to 06:30 UTC; one run skipped by `concurrencyPolicy: Forbid`, one missed.',
    runs: nightly,
    options: { timeZone: 'America/New_York', title: 'CronJob "nightly": 30 2 * * * in America/New_York' },
  },
]
