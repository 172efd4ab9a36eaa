/**
 * Valid argument lists for every function exported from src/index.ts, for
 * the hostile-input suite (test/package/hostile.test.ts): hostile values are
 * put at every position inside them, and prototypes are polluted around
 * calls with them. An export without an entry here gets {@link genericArgs}.
 */
import { parseQuantity, parseSelector, simulateJob } from '../../src/index'

const q = (s: string): unknown => {
  const r = parseQuantity(s)
  return r._tag === 'Right' ? r.right : undefined
}
const sel = (s: string): unknown => {
  const r = parseSelector(s)
  return r._tag === 'Right' ? r.right : undefined
}

export const job = (): Record<string, unknown> => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'pi', namespace: 'default', labels: { app: 'pi' }, annotations: { note: 'x' } },
  spec: {
    completions: 3,
    parallelism: 2,
    backoffLimit: 2,
    completionMode: 'Indexed',
    template: {
      metadata: { labels: { app: 'pi' } },
      spec: {
        restartPolicy: 'Never',
        containers: [{ name: 'pi', image: 'perl', resources: { limits: { cpu: '1' } } }],
      },
    },
    podFailurePolicy: { rules: [{ action: 'FailJob', onExitCodes: { operator: 'In', values: [5] } }] },
    successPolicy: { rules: [{ succeededIndexes: '0-1' }] },
  },
})

/** A batch/v1 CronJob running a Job of {@link job}'s template in a named zone. */
export const cronJob = (): Record<string, unknown> => ({
  apiVersion: 'batch/v1',
  kind: 'CronJob',
  metadata: { name: 'nightly', namespace: 'default', labels: { app: 'nightly' } },
  spec: {
    schedule: '30 2 * * *',
    timeZone: 'America/New_York',
    concurrencyPolicy: 'Forbid',
    startingDeadlineSeconds: 300,
    jobTemplate: { spec: { template: (job()['spec'] as Record<string, unknown>)['template'] } },
  },
})

/** A Job as the API server stores it (selector and labels generated). */
export const createdJob = (): Record<string, unknown> => {
  const j = job()
  const uid = 'u-1'
  const labels = {
    app: 'pi',
    'batch.kubernetes.io/controller-uid': uid,
    'batch.kubernetes.io/job-name': 'pi',
    'controller-uid': uid,
    'job-name': 'pi',
  }
  const spec = j['spec'] as Record<string, unknown>
  return {
    ...j,
    metadata: {
      ...(j['metadata'] as object),
      uid,
      resourceVersion: '1',
      generation: 1,
      creationTimestamp: '2026-01-01T00:00:00Z',
    },
    spec: {
      ...spec,
      selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': uid } },
      manualSelector: false,
      suspend: false,
      completionMode: 'Indexed',
      podReplacementPolicy: 'TerminatingOrFailed',
      backoffLimitPerIndex: undefined,
      template: {
        metadata: { labels },
        spec: {
          ...((spec['template'] as Record<string, unknown>)['spec'] as object),
          terminationGracePeriodSeconds: 30,
          dnsPolicy: 'ClusterFirst',
          schedulerName: 'default-scheduler',
        },
      },
    },
    status: {
      startTime: '2026-01-01T00:00:01Z',
      active: 1,
      succeeded: 1,
      completedIndexes: '0',
      conditions: [{ type: 'Failed', status: 'False' }],
    },
  }
}

export const pod = (i = 0, phase = 'Failed'): Record<string, unknown> => ({
  metadata: {
    name: `pi-${i}`,
    namespace: 'default',
    labels: { 'batch.kubernetes.io/controller-uid': 'u-1', 'batch.kubernetes.io/job-name': 'pi' },
    annotations: {
      'batch.kubernetes.io/job-completion-index': String(i),
      'batch.kubernetes.io/job-index-failure-count': '1',
    },
    finalizers: ['batch.kubernetes.io/job-tracking'],
    creationTimestamp: '2026-01-01T00:00:02Z',
    ownerReferences: [{ uid: 'u-1', controller: true, kind: 'Job', name: 'pi', apiVersion: 'batch/v1' }],
  },
  spec: { nodeName: 'n1' },
  status: {
    phase,
    startTime: '2026-01-01T00:00:03Z',
    conditions: [{ type: 'Ready', status: 'True', lastTransitionTime: '2026-01-01T00:00:04Z' }],
    containerStatuses: [
      {
        name: 'pi',
        restartCount: 1,
        ready: false,
        state: { terminated: { exitCode: 5, finishedAt: '2026-01-01T00:00:09Z' } },
      },
    ],
  },
})

const clusters = () => [
  { name: 'eu', labels: { environment: 'prod' } },
  { name: 'us', labels: { environment: 'prod' } },
  { name: 'qa', labels: { environment: 'qa' } },
]
const placed = () => ({
  metadata: {
    name: 'web',
    namespace: 'shop',
    annotations: {
      'federation.alpha.kubernetes.io/cluster-selector':
        '[{"key": "environment", "operator": "==", "values": ["prod"]}]',
      'federation.kubernetes.io/replica-set-preferences': '{"clusters": {"*": {"weight": 1}}}',
    },
  },
})
const prefs = () => ({
  rebalance: true,
  clusters: { '*': { minReplicas: 0, weight: 1 }, A: { minReplicas: 1, maxReplicas: 5, weight: 2 } },
})
const labelSelector = () => ({
  matchLabels: { app: 'pi' },
  matchExpressions: [{ key: 'env', operator: 'In', values: ['a', 'b'] }],
})
const backoff = () => ({ failuresAfterLastSuccess: 2, lastFailureTime: '2026-01-01T00:00:00Z' })
const validators = () => ({ validateJob: () => [], validateJobForUpdate: () => [] })
const fieldError = () => ({ type: 'FieldValueInvalid', field: 'spec.x', badValue: { a: [1, 'b'] }, detail: 'bad' })

/** Valid argument lists of each export, several where the function has several modes. */
export const validArgs: Record<string, () => unknown[][]> = {
  addQuantities: () => [[q('1Gi'), q('500Mi')]],
  subQuantities: () => [[q('1Gi'), q('500Mi')]],
  compareQuantities: () => [[q('1Gi'), q('500Mi')]],
  canonicalQuantityString: () => [[q('1.5Gi')]],
  quantityToString: () => [[q('1.5Gi')]],
  quantityValue: () => [[q('1.5Gi')]],
  quantityMilliValue: () => [[q('1.5')]],
  quantitySign: () => [[q('-1')]],
  isQuantity: () => [[q('1')]],
  isZeroQuantity: () => [[q('0')]],
  isIntegerQuantity: () => [[q('2')]],
  isHugePageQuantityDivisible: () => [[q('4Mi'), q('2Mi')]],
  parseQuantity: () => [['1.5Gi'], ['100m']],
  quantityFromJson: () => [['1Gi'], [5]],
  backoffDelaySeconds: () => [[3], [3, 10, 360]],
  remainingBackoffSeconds: () => [[backoff(), Date.parse('2026-01-01T00:00:15Z')]],
  remainingBackoffSecondsForIndex: () => [[pod(0), Date.parse('2026-01-01T00:00:15Z')]],
  updateBackoffRecord: () => [[{ failuresAfterLastSuccess: 2 }, [pod(1, 'Succeeded')], [pod(0)]]],
  clusterSelectorMatches: () => [
    [{ requirements: [{ key: 'environment', operator: 'in', values: ['prod'] }] }, { environment: 'prod' }],
  ],
  compileClusterSelector: () => [[{ requirements: [{ key: 'environment', operator: 'in', values: ['prod'] }] }]],
  parseClusterSelector: () => [['[{"key": "environment", "operator": "==", "values": ["prod"]}]']],
  convertClusterSelectorOperator: () => [['==']],
  selectorFromAnnotations: () => [[(placed().metadata as { annotations: object }).annotations]],
  sendToCluster: () => [[(placed().metadata as { annotations: object }).annotations, { environment: 'prod' }]],
  placeObject: () => [[placed(), clusters()]],
  placeReplicas: () => [
    [placed(), clusters(), 10],
    [placed(), clusters(), 10, { currentReplicas: { eu: 3 }, estimatedCapacity: { us: 2 } }],
  ],
  planReplicas: () => [
    [prefs(), 50, ['A', 'B', 'C'], { estimatedCapacity: { C: 10 }, currentReplicaCount: { A: 3 } }],
    [prefs(), 7, ['A', 'B']],
  ],
  parseReplicaSetPreferences: () => [
    ['{"rebalance": true, "clusters": {"*": {"weight": 1}, "a": {"minReplicas": 1, "maxReplicas": 3}}}'],
  ],
  fnv1Hash32: () => [['a', 'b'], []],
  compareActivePodsForDeletion: () => [[pod(0, 'Running'), pod(1, 'Pending')]],
  convertJob: () => [
    [job(), 'extensions/v1beta1'],
    [
      { ...job(), apiVersion: 'extensions/v1beta1', spec: { ...(job()['spec'] as object), autoSelector: true } },
      'batch/v1',
    ],
  ],
  toInternal: () => [
    [job()],
    [{ ...job(), apiVersion: 'extensions/v1beta1', spec: { ...(job()['spec'] as object), autoSelector: true } }],
  ],
  fromInternal: () => [[{ ...job(), apiVersion: undefined }, 'extensions/v1beta1']],
  negateSelectorFlag: () => [[true], [undefined]],
  countIndexesStrict: () => [['0-2,5', 10]],
  createJob: () => [
    [job(), { uid: 'u-1' }],
    [job()],
    [job(), { uid: 'u-1', profile: { kubernetesVersion: '1.37', allowPrivileged: false } }],
  ],
  dryRunCreateJob: () => [
    [JSON.stringify(job()), { uid: 'u-1', namespace: 'default', fieldValidation: 'Strict' }],
    [job(), { uid: 'u-1', namespace: 'default' }],
    [JSON.stringify(job())],
  ],
  dryRunUpdateJob: () => [
    [createdJob(), createdJob(), { namespace: 'default', name: 'pi' }],
    [createdJob(), createdJob()],
  ],
  defaultPodTemplate: () => [[(job()['spec'] as Record<string, unknown>)['template']]],
  validatePodTemplate: () => [
    [(job()['spec'] as Record<string, unknown>)['template']],
    [(job()['spec'] as Record<string, unknown>)['template'], { path: 'spec.template' }],
  ],
  updateJob: () => [
    [createdJob(), createdJob()],
    [{ ...createdJob(), spec: { ...(createdJob()['spec'] as object), parallelism: 1 } }, createdJob(), { uid: 'u-1' }],
  ],
  createJobWith: () => [[validators()]],
  updateJobWith: () => [[validators()]],
  decodeJob: () => [[job()], [createdJob()]],
  defaultJob: () => [[job()], [job(), { uid: 'u' }]],
  validateJob: () => [
    [createdJob()],
    [job()],
    [createdJob(), { requirePrefixedLabels: true }],
    [
      createdJob(),
      { profile: { allowPrivileged: false, featureGates: { MutablePodResourcesForSuspendedJobs: false } } },
    ],
  ],
  validateJobUpdate: () => [
    [createdJob(), createdJob()],
    [createdJob(), createdJob(), { requirePrefixedLabels: true }],
  ],
  validateJobForUpdate: () => [[createdJob(), createdJob()]],
  jobUpdateValidationOptions: () => [[createdJob()]],
  validateObjectMeta: () => [
    [{ name: 'myjob', namespace: 'default', labels: { a: 'b' } }],
    [{ name: 'x' }, 'metadata', { nameFn: () => [], requiresNamespace: true }],
    [{ name: 'x', namespace: 'n' }, 'meta'],
  ],
  validateObjectMetaUpdate: () => [
    [
      { name: 'b', namespace: 'ns', resourceVersion: '2' },
      { name: 'a', namespace: 'ns', resourceVersion: '1' },
    ],
  ],
  validateAnnotations: () => [[{ 'example.com/a': 'b' }, 'metadata.annotations']],
  validateHasLabel: () => [[{ a: 'x' }, 'spec.template.metadata', 'a', 'y']],
  selectorWithoutManualSelectorError: () => [[]],
  semanticDeepEqual: () => [
    [createdJob(), createdJob()],
    [{ a: [1, { b: null }] }, { a: [1, {}] }],
  ],
  nameIsDNSSubdomain: () => [
    ['myjob-', true],
    ['MyJob', false],
  ],
  isDomainPrefixedPath: () => [['spec.managedBy', 'example.com/foo']],
  fieldErrorTypeText: () => [['FieldValueInvalid']],
  formatFieldError: () => [[fieldError()], [{ type: 'FieldValueRequired', field: 'a', badValue: '', detail: '' }]],
  formatIndexIntervals: () => [
    [
      [
        { first: 0, last: 2 },
        { first: 5, last: 5 },
      ],
    ],
  ],
  formatIndexSet: () => [[[0, 1, 2, 5]]],
  parseIndexIntervals: () => [['0-2,5', 10]],
  parseIndexSet: () => [['0-2,5', 10]],
  parseIndexSetStrict: () => [['0-2,5', 10]],
  formatLabelSelector: () => [[labelSelector()], [null]],
  formatTime: () => [[0]],
  parseTime: () => [['2026-01-01T00:00:00Z']],
  hasJobTrackingFinalizer: () => [[pod(0)]],
  humanDuration: () => [[3_600_000]],
  isDNS1123Label: () => [['abc']],
  isDNS1123Subdomain: () => [['a.b']],
  isEmptySelector: () => [[sel('')], [sel('a=b')]],
  isLabelKey: () => [['example.com/a']],
  isLabelValue: () => [['v']],
  isQualifiedName: () => [['example.com/a']],
  isValidLabelValue: () => [['v']],
  isPodActive: () => [[pod(0, 'Running')]],
  isPodFailed: () => [[pod(0), createdJob()]],
  isPodReady: () => [[pod(0, 'Running')]],
  isPodTerminal: () => [[pod(0)]],
  isPodTerminating: () => [[{ ...pod(0, 'Running'), metadata: { deletionTimestamp: '2026-01-01T00:00:00Z' } }]],
  jobColumns: () => [[createdJob(), '2026-01-01T00:03:00Z']],
  jobPhase: () => [[createdJob()]],
  kubectlJobStatus: () => [[createdJob()]],
  labelSelectorAsSelector: () => [[labelSelector()], [{ matchExpressions: [{ key: 'a', operator: 'Exists' }] }]],
  validateLabelSelector: () => [[labelSelector()], [{ matchLabels: { '-a': 'b' } }]],
  validateLabels: () => [[{ a: 'b', '-x': 'y' }], [{ a: 'b' }, 'x.labels']],
  labelValue: () => [[{ a: 'b' }, 'a']],
  matchPodFailurePolicy: () => [[(job()['spec'] as Record<string, unknown>)['podFailurePolicy'], pod(0)]],
  matchSuccessPolicy: () => [
    [{ rules: [{ succeededIndexes: '9' }, { succeededIndexes: '4,6' }] }, [0, 1, 2, 4, 5, 6, 7], 10],
    [{ rules: [{ succeededCount: 2 }] }, [0, 1, 2], 10],
  ],
  matches: () => [[sel('a=b,c notin (d)'), { a: 'b', c: 'e' }]],
  compileSelector: () => [[sel('a=b,c notin (d),!e,f>3')]],
  compileSelectorWithoutCodegen: () => [[sel('a=b,c notin (d),!e,f>3')]],
  newRequirement: () => [
    ['a', 'in', ['b', 'c']],
    ['a', 'gt', ['3']],
  ],
  requirementErrors: () => [
    ['a', 'in', null],
    ['a', 'in', ['b']],
  ],
  requirementMatches: () => [[(sel('a in (b)') as { requirements: unknown[] }).requirements[0], { a: 'b' }]],
  requirementToString: () => [[(sel('a in (b)') as { requirements: unknown[] }).requirements[0]]],
  parseSelector: () => [['a=b,c in (d,e),!f,g>3']],
  parseRequirements: () => [['a=b,c in (d,e)']],
  parseToLabelSelector: () => [['a=b,c in (d,e)']],
  selectorToString: () => [[sel('a=b,c in (d,e)')]],
  selectorFromValidatedSet: () => [[{ a: 'b', c: 'd' }]],
  parseGoInt64: () => [['42'], ['-9223372036854775808']],
  podCompletionIndex: () => [[pod(0)]],
  podFinishedTime: () => [[pod(0)]],
  podIndexFailureCount: () => [[pod(0)]],
  podIndexAbsoluteFailureCount: () => [[pod(0)]],
  podIndexIgnoredFailureCount: () => [[pod(0)]],
  podMaxRestartCount: () => [[pod(0)]],
  simulateJob: () => [
    [createdJob(), [{ result: 'Failed', afterSeconds: 30 }]],
    [
      createdJob(),
      [
        { result: 'Failed', afterSeconds: 30 },
        { result: 'Succeeded', afterSeconds: 10 },
      ],
      { maxSyncs: 50 },
    ],
    [
      createdJob(),
      [{ result: 'Failed', exitCode: 5, conditions: [{ type: 'DisruptionTarget' }] }],
      { maxSyncs: 20, specUpdates: [{ atSeconds: 5, spec: { suspend: true } }] },
    ],
  ],
  // k8s-jobs-core/timeline (a separate entry point, swept as well)
  jobTimelineSvg: () => [
    [
      simulateJob(
        createdJob(),
        [
          { result: 'Failed', afterSeconds: 30 },
          { result: 'Succeeded', afterSeconds: 10 },
        ],
        {
          maxSyncs: 50,
        },
      ),
      { width: 600, maxRows: 3, title: 't', idPrefix: 'p' },
    ],
  ],
  scheduleTimelineSvg: () => [
    [
      [
        { time: '2026-03-07T02:30:00-05:00', status: 'run' },
        { time: '2026-03-09T02:30:00-04:00', status: 'skipped', note: 'n' },
      ],
      { timeZone: 'America/New_York', width: 600, maxRows: 5 },
    ],
  ],
  // CronJobs (src/cronjob) and schedules
  createCronJob: () => [[cronJob(), { uid: 'u-1' }], [cronJob()]],
  updateCronJob: () => [[cronJob(), cronJob()]],
  decodeCronJob: () => [[cronJob()]],
  defaultCronJob: () => [[cronJob()]],
  validateCronJob: () => [[cronJob()]],
  validateCronJobUpdate: () => [[cronJob(), cronJob()]],
  dryRunCreateCronJob: () => [
    [JSON.stringify(cronJob()), { uid: 'u-1', namespace: 'default', fieldValidation: 'Strict' }],
    [cronJob(), { uid: 'u-1', namespace: 'default' }],
    [JSON.stringify(cronJob())],
  ],
  dryRunUpdateCronJob: () => [
    [
      cronJob(),
      { ...cronJob(), metadata: { name: 'nightly', namespace: 'default', uid: 'u-1', resourceVersion: '1' } },
      { namespace: 'default', name: 'nightly' },
    ],
    [cronJob(), cronJob()],
  ],
  cronJobColumns: () => [[cronJob(), '2026-01-01T00:03:00Z']],
  // the cluster profile (src/profile)
  kubernetesMinor: () => [['v1.37.2'], ['1.37']],
  resolveProfile: () => [
    [{ kubernetesVersion: '1.37', allowPrivileged: false, featureGates: { JobManagedBy: true } }],
    [undefined],
  ],
  resolveClusterProfile: () => [
    [{ kubernetesVersion: 'v1.37.2', allowPrivileged: true, featureGates: { KubeProxyIPVS: false, AllBeta: true } }],
  ],
  parseCronSchedule: () => [['*/15 9-17 * * mon-fri'], ['@every 90s'], ['CRON_TZ=Europe/Berlin 0 3 * * *']],
  loadTimeZone: () => [['America/New_York'], ['UTC'], ['Local']],
  timeZoneNames: () => [[]],
  syncJob: () => [
    [createdJob(), [pod(0), pod(1, 'Running'), pod(2, 'Succeeded')], '2026-01-01T00:01:00Z'],
    [createdJob(), [pod(0, 'Running')], '2026-01-01T00:01:00Z', { backoff: backoff(), expectations: {} }],
  ],
}

/** Arguments for an export this table does not know. */
export const genericArgs = (): unknown[][] => [
  [createdJob(), [pod(0)], '2026-01-01T00:01:00Z'],
  ['a=b'],
  [{ a: 'b' }, 'a'],
]

/** Labels to call a returned matcher with. */
export const matcherArgs = (): unknown[] => [{ a: 'b', c: 'e', f: '4', environment: 'prod' }]
