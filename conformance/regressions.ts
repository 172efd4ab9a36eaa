/**
 * Named regression inputs: each is a disagreement once found between the
 * library and upstream (by an independent check or a real manifest), kept so
 * that it stays fixed. Only the inputs live here; their expected answers are
 * the oracle's, recorded by `npm run conformance:record -- --regressions`
 * into test/fixtures/upstream/<op>.regressions.jsonl and replayed by
 * `npm test` with the other recorded cases.
 */

import * as api from './regressions-api'
import * as coverage from './regressions-coverage'
import * as podRules from './regressions-pod-template'
import * as profile from './regressions-profile'
import * as minors from './regressions-minors'
import * as minorTexts from './regressions-minors-texts'
import * as yaml from './regressions-yaml'

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }
type JsonObject = { [k: string]: Json }

/** One regression input of an op. */
export interface RegressionCase {
  /** A short kebab-case name, unique within the op (the case id is `<op>-regression-<name>`). */
  readonly name: string
  /** Where it was found and what went wrong. */
  readonly why: string
  readonly input: unknown
}

const UID = 'a8f3e2c1-0b5d-4e6f-9a7b-1c2d3e4f5a6b'
const NAME = 'work'
const T0 = Date.UTC(2026, 2, 1, 12, 0, 0)
const at = (s: number): string => new Date(T0 + s * 1000).toISOString().replace('.000Z', 'Z')
const LABELS = {
  'batch.kubernetes.io/controller-uid': UID,
  'batch.kubernetes.io/job-name': NAME,
  'controller-uid': UID,
  'job-name': NAME,
}
const OWNER = [
  { apiVersion: 'batch/v1', kind: 'Job', name: NAME, uid: UID, controller: true, blockOwnerDeletion: true },
]

/** A Job as the API server stores it (defaulted, selector generated). */
const job = (spec: JsonObject, status: JsonObject): JsonObject => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: NAME, namespace: 'default', uid: UID, generation: 1, creationTimestamp: at(0), labels: LABELS },
  spec: {
    parallelism: 1,
    backoffLimit: 6,
    selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': UID } },
    manualSelector: false,
    template: {
      metadata: { labels: LABELS },
      spec: { restartPolicy: 'Never', containers: [{ name: 'main', image: 'busybox' }] },
    },
    completionMode: 'NonIndexed',
    suspend: false,
    podReplacementPolicy: 'TerminatingOrFailed',
    ...spec,
  },
  status: { startTime: at(1), ready: 0, terminating: 0, uncountedTerminatedPods: {}, ...status },
})

interface PodOptions {
  readonly name: string
  readonly owned?: boolean
  readonly index?: number
  readonly created?: number
  readonly phase?: 'Running' | 'Pending' | 'Failed'
  readonly restarts?: number
  /** Restart count of a restartable init container (a sidecar). */
  readonly sidecarRestarts?: number
  /** Restart count of an init container that is not restartable. */
  readonly initRestarts?: number
  readonly exitCode?: number
}

/** A pod of the Job: running and ready on a node unless told otherwise. */
const pod = (o: PodOptions): JsonObject => {
  const created = o.created ?? 10
  const phase = o.phase ?? 'Running'
  const metadata: JsonObject = {
    name: o.name,
    namespace: 'default',
    uid: `uid-${o.name}`,
    labels: LABELS,
    creationTimestamp: at(created),
    finalizers: ['batch.kubernetes.io/job-tracking'],
  }
  if (o.owned !== false) metadata['ownerReferences'] = OWNER
  if (o.index !== undefined) metadata['annotations'] = { 'batch.kubernetes.io/job-completion-index': String(o.index) }
  const initContainers: JsonObject[] = []
  const initStatuses: JsonObject[] = []
  if (o.sidecarRestarts !== undefined) {
    initContainers.push({ name: 'sidecar', image: 'envoy', restartPolicy: 'Always' })
    initStatuses.push({
      name: 'sidecar',
      state: { running: { startedAt: at(created + 1) } },
      ready: true,
      restartCount: o.sidecarRestarts,
      image: 'envoy',
      imageID: '',
      started: true,
    })
  }
  if (o.initRestarts !== undefined) {
    initContainers.push({ name: 'setup', image: 'busybox' })
    initStatuses.push({
      name: 'setup',
      state: { terminated: { exitCode: 0, reason: 'Completed', startedAt: at(created), finishedAt: at(created + 1) } },
      ready: false,
      restartCount: o.initRestarts,
      image: 'busybox',
      imageID: '',
    })
  }
  const spec: JsonObject = { restartPolicy: 'Never', containers: [{ name: 'main', image: 'busybox' }], nodeName: 'n1' }
  if (initContainers.length > 0) spec['initContainers'] = initContainers
  const state: JsonObject =
    phase === 'Failed'
      ? {
          terminated: {
            exitCode: o.exitCode ?? 1,
            reason: 'Error',
            startedAt: at(created + 1),
            finishedAt: at(created + 20),
          },
        }
      : { running: { startedAt: at(created + 1) } }
  const status: JsonObject = {
    phase,
    startTime: at(created + 1),
    conditions:
      phase === 'Running'
        ? [{ type: 'Ready', status: 'True', lastProbeTime: at(created + 2), lastTransitionTime: at(created + 2) }]
        : [],
    containerStatuses: [
      {
        name: 'main',
        state,
        ready: phase === 'Running',
        restartCount: o.restarts ?? 0,
        image: 'busybox',
        imageID: '',
        started: phase === 'Running',
      },
    ],
  }
  if (initStatuses.length > 0) status['initContainerStatuses'] = initStatuses
  return { apiVersion: 'v1', kind: 'Pod', metadata, spec, status }
}

const FAIL_JOB_ON_42: JsonObject = {
  rules: [{ action: 'FailJob', onExitCodes: { containerName: 'main', operator: 'In', values: [42] } }],
}

const SUSPEND_GATE = 'MutableSchedulingDirectivesForSuspendedJobs'

const controllerSyncJob: RegressionCase[] = [
  {
    name: 'minor-backoff-keeps-active',
    why: 'issue #22: a Job that wants another pod but waits for the pod-failure back-off; 1.36+ keeps status.active, 1.33-1.35 manageJob answers 0 active (the 1.35 live diff found it)',
    input: {
      job: job({ parallelism: 2, completions: 4 }, { startTime: at(1), active: 1 }),
      pods: [pod({ name: 'a' })],
      now: at(100),
      backoff: { failuresAfterLastSuccess: 3, lastFailureTime: at(95) },
      profile: {},
    },
  },
  {
    name: 'suspend-clears-start-time-by-default',
    why: 'issue #22: a running Job suspended now; 1.36+ (the gate on by default) clears status.startTime, 1.33-1.35 keep it; the generator reached this about once in 4,000 cases',
    input: {
      job: job({ suspend: true }, { active: 1 }),
      pods: [pod({ name: 'a' })],
      now: at(100),
      profile: {},
    },
  },
  {
    name: 'suspend-keeps-start-time-without-the-gate',
    why: `issue #22: ${SUSPEND_GATE}=false (1.35's default) keeps status.startTime on suspend`,
    input: {
      job: job({ suspend: true }, { active: 1 }),
      pods: [pod({ name: 'a' })],
      now: at(100),
      profile: { featureGates: { [SUSPEND_GATE]: false } },
    },
  },
  {
    name: 'resume-resets-start-time',
    why: 'issue #22: resuming sets status.startTime to now on every minor',
    input: {
      job: job(
        { suspend: false },
        {
          conditions: [
            {
              type: 'Suspended',
              status: 'True',
              reason: 'JobSuspended',
              message: 'Job suspended',
              lastProbeTime: at(5),
              lastTransitionTime: at(5),
            },
          ],
        },
      ),
      pods: [],
      now: at(100),
      profile: {},
    },
  },
  {
    name: 'sidecar-restarts-break-deletion-ties',
    why: 'issue #21 (9): ActivePods.Less compares the restarts of restartable init containers when the regular ones tie; the library ignored them',
    input: {
      job: job({ parallelism: 1 }, { active: 2 }),
      pods: [pod({ name: 'calm', sidecarRestarts: 0 }), pod({ name: 'flaky', sidecarRestarts: 3 })],
      now: at(100),
    },
  },
  {
    name: 'init-container-restarts-do-not-count',
    why: 'issue #21 (9): only restartable init containers (restartPolicy Always) count as sidecars',
    input: {
      job: job({ parallelism: 1 }, { active: 2 }),
      pods: [pod({ name: 'a', initRestarts: 0 }), pod({ name: 'b', initRestarts: 4 })],
      now: at(100),
    },
  },
  {
    name: 'regular-restarts-before-sidecar-restarts',
    why: 'issue #21 (9): regular containers decide first; sidecars only break their tie',
    input: {
      job: job({ parallelism: 1 }, { active: 2 }),
      pods: [pod({ name: 'a', restarts: 1, sidecarRestarts: 0 }), pod({ name: 'b', restarts: 0, sidecarRestarts: 5 })],
      now: at(100),
    },
  },
  {
    name: 'owned-pods-before-adopted-orphans',
    why: 'issue #21 (10): the pod indexer lists the pods the Job controls before the orphans it adopts, so of two equal pods the owned one is deleted',
    input: {
      job: job({ parallelism: 1 }, { active: 2 }),
      pods: [pod({ name: 'orphan', owned: false }), pod({ name: 'owned' })],
      now: at(100),
    },
  },
  {
    name: 'fail-job-message-names-owned-pod-first',
    why: 'issue #21 (10): getFailJobMessage reads the pods in the indexer order, owned before orphans',
    input: {
      job: job({ parallelism: 2, podFailurePolicy: FAIL_JOB_ON_42 }, { active: 0 }),
      pods: [
        pod({ name: 'orphan', owned: false, phase: 'Failed', exitCode: 42 }),
        pod({ name: 'owned', phase: 'Failed', exitCode: 42 }),
      ],
      now: at(100),
    },
  },
  {
    name: 'indexed-deletion-ties-in-index-order',
    why: 'issue #21 (10): an Indexed Job sorts its active pods by completion index before the deletion order, so ties go to the lowest index',
    input: {
      job: job({ completionMode: 'Indexed', completions: 3, parallelism: 1 }, { active: 3 }),
      pods: [pod({ name: 'work-2', index: 2 }), pod({ name: 'work-0', index: 0 }), pod({ name: 'work-1', index: 1 })],
      now: at(100),
    },
  },
  {
    name: 'indexed-deletion-ties-fourteen-pods',
    why: "issue #21 (10): past 12 pods Go's sort is not stable; the tie order is pdqsort's on the index-sorted list (a stable sort deletes work-1 and keeps work-10)",
    input: {
      job: job({ completionMode: 'Indexed', completions: 14, parallelism: 3 }, { active: 14 }),
      pods: [13, 5, 0, 9, 2, 11, 7, 1, 12, 4, 8, 3, 10, 6].map((i) =>
        pod({ name: `work-${i}`, index: i, restarts: i === 12 ? 1 : 0 }),
      ),
      now: at(100),
    },
  },
  {
    name: 'indexed-succeeded-without-completed-indexes',
    why: 'issue #21 (11): with nothing to change Go writes no status, so a stored succeeded: 2 without completedIndexes stays',
    input: {
      job: job({ completionMode: 'Indexed', completions: 3, parallelism: 0 }, { succeeded: 2 }),
      pods: [],
      now: at(100),
    },
  },
]

/** cronjob.schedule: Go's strconv.Atoi reports an overflow before a later character that is not a digit. */
const cronJobSchedule: RegressionCase[] = [
  {
    name: 'atoi-overflow-before-bad-character',
    why: 'CI live diff 2026-12-07: "0-99999999999999999999\u200b* …" answered "invalid syntax"; Go says "value out of range" (ParseUint overflows before the U+200B)',
    input: {
      schedule: '0-99999999999999999999\u200b* 1-1/0 , sun- /0',
      timeZone: 'Local',
      from: '1998-12-31T00:00:00Z',
      count: 1,
    },
  },
  {
    name: 'atoi-bad-character-before-overflow',
    why: 'the other side of the same rule: a character that is not a digit before the overflow is "invalid syntax"',
    input: { schedule: '0-1844674407370955161x5 * * * *', timeZone: null, from: '1998-12-31T00:00:00Z', count: 1 },
  },
  {
    name: 'atoi-int64-overflow',
    why: 'digits that fit uint64 but not int64: "value out of range"',
    input: { schedule: '0-18446744073709551615 * * * *', timeZone: null, from: '1998-12-31T00:00:00Z', count: 1 },
  },
]

/** The regression inputs of each op. */
export const regressionCases: Readonly<Record<string, readonly RegressionCase[]>> = {
  'controller.syncJob': controllerSyncJob,
  'controller.syncCronJob': [...minors.controllerSyncCronJob, ...coverage.controllerSyncCronJobCoverage],
  'cronjob.schedule': [...cronJobSchedule, ...minors.cronJobSchedule],
  'labels.parse': minors.labelsParse,
  'job.create': [
    ...api.jobCreate,
    ...profile.jobCreate,
    ...podRules.jobCreateRules,
    ...minors.jobCreate,
    ...minorTexts.jobCreate,
    ...coverage.jobCreateCoverage,
  ],
  'job.update': [
    ...api.jobUpdate,
    ...profile.jobUpdate,
    ...podRules.jobUpdateRules,
    ...minors.jobUpdate,
    ...coverage.jobUpdateCoverage,
  ],
  'podTemplate.validate': [
    ...api.podTemplateValidate,
    ...profile.podTemplateValidate,
    ...podRules.podTemplateRules,
    ...minors.podTemplateValidate,
    ...minorTexts.podTemplateValidate,
    ...coverage.podTemplateValidateCoverage,
  ],
  'cronjob.create': [
    ...profile.cronJobCreate,
    ...minors.cronJobCreate,
    ...minorTexts.cronJobCreate,
    ...coverage.cronJobCreateCoverage,
  ],
  'podTemplate.default': [...api.podTemplateDefault, ...minors.podTemplateDefault],
  'yaml.toJSON': yaml.yamlToJson,
  'cronjob.update': coverage.cronJobUpdateCoverage,
}
