/**
 * A consumer of the BUILT package (ESM): type-checked, never run, by
 * `npm run test:types` under moduleResolution node16, nodenext and bundler
 * (tsconfig.*.json beside this file), strict. Objects from
 * @kubernetes/client-node, kubernetes-models and js-yaml go into every
 * public function without a cast; genuinely wrong inputs stay type errors
 * (`@ts-expect-error`, which fails the check when the error goes away).
 */
import type { V1Job, V1LabelSelector, V1Pod } from '@kubernetes/client-node'
import * as yaml from 'js-yaml'
import { Job as ModelJob } from 'kubernetes-models/batch/v1'
import type { IJob } from 'kubernetes-models/batch/v1/Job'
import { Pod as ModelPod } from 'kubernetes-models/v1'
import {
  convertJob,
  createJob,
  decodeJob,
  defaultJob,
  formatLabelSelector,
  isLeft,
  isRight,
  type Job,
  type JobInput,
  jobPhase,
  labelSelectorAsSelector,
  type PodInfo,
  placeObject,
  selectorToString,
  sendToCluster,
  simulateJob,
  syncJob,
  updateJob,
  validateJob,
  validateJobUpdate,
  type wire,
} from 'k8s-jobs-core'
import { placeReplicas, selectorFromAnnotations } from 'k8s-jobs-core/cluster-selector'
import { jobColumns, kubectlJobStatus, matchPodFailurePolicy, matchSuccessPolicy } from 'k8s-jobs-core/controller'
import { toInternal } from 'k8s-jobs-core/conversion'
import { formatFieldError } from 'k8s-jobs-core/field'
import { createJob as createJobFromSubpath, type AnyJobInput } from 'k8s-jobs-core/job'
import { type LabelSelectorInput, matches, parseSelector } from 'k8s-jobs-core/labels'

declare const clientJob: V1Job
declare const clientPods: V1Pod[]
declare const clientSelector: V1LabelSelector
declare const modelData: IJob
const now = '2026-01-01T00:01:00Z'

// ---- @kubernetes/client-node: model classes, Date timestamps, plain-string operators
syncJob(clientJob, clientPods, now)
simulateJob(clientJob, [{ result: 'Succeeded' }])
jobPhase(clientJob)
jobColumns(clientJob, now)
kubectlJobStatus(clientJob)
defaultJob(clientJob).metadata
convertJob(clientJob, 'extensions/v1beta1')
toInternal(clientJob)
validateJob(clientJob)
validateJobUpdate(clientJob, clientJob)
updateJob(clientJob, clientJob)
createJob(clientJob, { uid: 'u-1' })
decodeJob(clientJob)
labelSelectorAsSelector(clientSelector)
labelSelectorAsSelector(clientJob.spec?.selector)
formatLabelSelector(clientJob.spec?.selector)
matchPodFailurePolicy(clientJob.spec?.podFailurePolicy, clientPods[0] ?? {})
matchSuccessPolicy(clientJob.spec?.successPolicy, [0, 1], 2)
sendToCluster(clientJob.metadata?.annotations, { location: 'europe' })
placeObject(clientJob, [{ name: 'a', labels: { location: 'europe' } }])
placeReplicas(clientJob, [{ name: 'a' }], 3)
selectorFromAnnotations(clientJob.metadata?.annotations)

// ---- kubernetes-models: model classes (literal apiVersion/kind) and their interfaces
const modelJob = new ModelJob({
  metadata: { name: 'pi' },
  spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] } } },
})
const modelPod = new ModelPod({ metadata: { name: 'pi-1' }, status: { phase: 'Succeeded' } })
syncJob(modelJob, [modelPod], now)
syncJob(modelData, [], now)
simulateJob(modelJob, [])
jobPhase(modelData)
defaultJob(modelJob)
convertJob(modelData, 'batch/v1')
validateJob(modelJob)
updateJob(modelJob, modelData)
labelSelectorAsSelector(modelData.spec?.selector)
formatLabelSelector(modelJob.spec?.selector)
matchPodFailurePolicy(modelData.spec?.podFailurePolicy, modelPod)
placeObject(modelJob, [])

// ---- js-yaml: `load` returns unknown; the validating entry points take it as it is
const loaded = yaml.load('apiVersion: batch/v1\nkind: Job\nmetadata: {name: pi}\n')
validateJob(loaded)
validateJobUpdate(loaded, loaded)
createJobFromSubpath(loaded, { uid: 'u-1' })
const decoded = decodeJob(loaded)
if (isRight(decoded)) {
  jobPhase(decoded.right)
  convertJob(decoded.right, 'batch/v1')
}

// ---- this library's own output types go back in, too
const created = createJob(loaded, { uid: 'u-1' })
if (isLeft(created)) {
  created.left.map(formatFieldError)
} else {
  const job: Job = created.right
  const selector = labelSelectorAsSelector(job.spec.selector)
  if (isRight(selector)) selectorToString(selector.right)
  formatLabelSelector(job.spec.selector)
  const result = syncJob(job, [] as PodInfo[], now)
  syncJob({ ...job, status: result.status }, [], now, result.state)
  updateJob(job, job)
  const defaulted: Job = defaultJob(job) // own types keep their type through defaultJob
  placeObject(defaulted, [])
  sendToCluster(defaulted.metadata?.annotations, {})
}

// ---- the input types by name
const literal: JobInput = {
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'pi', creationTimestamp: new Date(0) },
  spec: { parallelism: 2, template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] } } },
}
const either: AnyJobInput = literal
const sel: LabelSelectorInput = { matchExpressions: [{ key: 'tier', operator: 'In', values: ['web'] }] }
const template: wire.PodTemplateSpec = { spec: { containers: [{ name: 'pi', resources: { limits: { cpu: 1 } } }] } }
const parsed = parseSelector('app=web')
if (isRight(parsed)) matches(parsed.right, { app: 'web' })
void [either, sel, template]

// ---- genuinely wrong inputs stay type errors
syncJob(
  // @ts-expect-error misspelt field in an object literal (excess-property check)
  { apiVersion: 'batch/v1', kind: 'Job', spec: { paralelism: 2, template: {} } },
  [],
  now,
)
// @ts-expect-error a number where the API has a string
labelSelectorAsSelector({ matchLabels: { app: 1 } })
// @ts-expect-error unknown API version
convertJob(literal, 'batch/v2')
// @ts-expect-error `now` is an RFC 3339 string
syncJob(literal, [], new Date())
// @ts-expect-error a string where the API has an integer
jobPhase({ spec: { completions: '3' } })
// @ts-expect-error not an object
syncJob('job', [], now)
// @ts-expect-error misspelt pod field
syncJob(literal, [{ metadata: { name: 'p' }, staus: { phase: 'Running' } }], now)
