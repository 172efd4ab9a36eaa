/**
 * `defaultJob`: the defaults of a Job's own API version followed, for
 * batch/v1 Jobs with a known uid in automatic mode, by selector generation —
 * decoded once into the typed model, defaulted there (`./default-model.ts`,
 * shared with `createJob` and `updateJob`) and encoded once.
 *
 * @module
 */
import { jobWithoutDates } from '../wire/dates'
import { decodeStruct } from '../wire/decode'
import { goDecodeError } from '../wire/decode-issue'
import { encodeStruct, type EncodeOptions } from '../wire/encode'
import { guarded } from '../wire/guard'
import { ownValue } from '../wire/read'
import { defaultJobModel, defaultJobV1beta1Model } from './default-model'
import { JobSchema } from './generated/batch-schema'
import type { AnyJobInput } from './input-types'
import { resolveJobOptions, type JobOptions } from './options'
import type { Job, JobV1beta1 } from './types'
import { JobV1beta1Schema } from './v1beta1-schema'

/** As validation reads a Job: unknown fields and the empty lists and maps the user wrote kept, maps in their order. */
const AS_VALIDATED: EncodeOptions = { unknownFields: 'keep', emptyCollections: 'keep', mapOrder: 'keep' }

/** `defaultJob` before the boundary guard. */
const defaultJobUnguarded = (job: AnyJobInput, options?: JobOptions): Job | JobV1beta1 => {
  const apiVersion = typeof job === 'object' && job !== null ? ownValue(job, 'apiVersion') : undefined
  if (apiVersion === 'batch/v1') {
    const d = decodeStruct(JobSchema, job, { unknownFields: 'keep' })
    if (goDecodeError(d.issues) === undefined) {
      return encodeStruct(JobSchema, defaultJobModel(d.value, resolveJobOptions(options), true), AS_VALIDATED) as Job
    }
  } else if (apiVersion === 'extensions/v1beta1') {
    const d = decodeStruct(JobV1beta1Schema, job, { unknownFields: 'keep' })
    if (goDecodeError(d.issues) === undefined) {
      return encodeStruct(JobV1beta1Schema, defaultJobV1beta1Model(d.value), AS_VALIDATED) as JobV1beta1
    }
  }
  // Not a Job of a known version, or one the API server would refuse to decode (400): nothing to default.
  return jobWithoutDates(job) as Job | JobV1beta1
}

/**
 * Applies every default of the Job's own API version, then (batch/v1, uid
 * known, `manualSelector` not true) generates the selector and system labels.
 *
 * - batch/v1: `SetDefaults_Job` in upstream order (completions/parallelism,
 *   backoffLimit, completionMode, suspend, podReplacementPolicy,
 *   `manualSelector: false` in `'upstream'` compat only, pod-failure-policy
 *   pattern status `True`, and every core/v1 pod template default on
 *   `spec.template` — `restartPolicy: Always`, `dnsPolicy`, container
 *   `imagePullPolicy`, … — see `defaultPodTemplate`), selector generation,
 *   and Job labels copied from the template labels when the Job has none.
 * - extensions/v1beta1: the 1.2–1.5 defaults (selector copied from template
 *   labels unless `autoSelector: true`, completions/parallelism, Job labels,
 *   the pod template defaults as for batch/v1).
 *
 * The Job is decoded into the typed model of its version (unknown fields
 * kept) and comes back as Go writes the defaulted object in memory: fields
 * in Go's order, `null`s and zero `omitempty` values left out, `metadata`,
 * `status` and every struct on the path (`template.metadata`, a container's
 * `resources`) written even when empty, quantities canonical, and the empty
 * lists and maps the user wrote kept (`labels: {}`: Go still tells them
 * from absent ones when it validates). Its output is a fixed point.
 *
 * Idempotent, total and non-mutating; anything that is not a Job of a known
 * version, or that does not decode (a value of the wrong JSON type, which
 * the API server rejects with a 400 before any default), is returned
 * unchanged (as a plain-data copy). The Job is read as plain data (own data
 * properties; no accessor is invoked, a proxy that throws reads as `null`,
 * a polluted prototype is not read).
 *
 * @example
 * defaultJob({ apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'pi' },
 *   spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] } } } },
 *   { uid: 'a1b2' })
 * // spec.selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': 'a1b2' } }
 * // spec.template.metadata.labels and metadata.labels: the 4 system labels
 * // spec: completions 1, parallelism 1, backoffLimit 6, completionMode 'NonIndexed', suspend false,
 * //       podReplacementPolicy 'TerminatingOrFailed'
 */
export const defaultJob: {
  <J extends Job | JobV1beta1>(job: J, options?: JobOptions): J
  (job: AnyJobInput, options?: JobOptions): Job | JobV1beta1
} = /* @__PURE__ */ guarded((job: AnyJobInput): Job | JobV1beta1 => job as Job | JobV1beta1, defaultJobUnguarded)
