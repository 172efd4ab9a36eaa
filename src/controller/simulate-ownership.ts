/**
 * simulateJob's API server, as far as pod ownership needs: the Job as it is
 * stored (uid, generated selector) and what the controller writes on the
 * pods it creates (template labels, controller reference). It works on the
 * Job decoded once (the batch/v1 model); the stored Job is that model with
 * the generated fields, encoded as the API server sends it.
 *
 * @module
 */
import { generateOnSpec } from '../job/default-model'
import type { Job as JobModel } from '../job/generated/batch-model'
import { JobSchema } from '../job/generated/batch-schema'
import type { Job } from '../job/types'
import { encodeStruct } from '../wire/encode'

/** What the controller writes on the pods it creates: the template labels and its controller reference. */
export interface PodOwnership {
  readonly labels: Record<string, string>
  readonly ref: Record<string, unknown>
}

/** The Job as stored (as JSON, and as the model), the names the simulation uses, and what its pods carry. */
export interface StoredJob {
  readonly job: Job
  readonly model: JobModel
  readonly name: string
  readonly namespace: string
  readonly owner: PodOwnership
}

/** A label map of the model (null prototype) as an ordinary object; a `__proto__` key stays an own property. */
const plainMap = (m: Readonly<Record<string, string>> | undefined): Record<string, string> =>
  m === undefined ? {} : Object.fromEntries(Object.entries(m))

/**
 * The Job as the API server stores it, as far as pod ownership needs: a
 * `metadata.name` (`job` when empty), a `metadata.namespace` (`default`
 * when empty), a `metadata.uid` (`<name>-uid` when empty) and, unless
 * `manualSelector` is `true`, the generated selector and template labels
 * (a Job that already has a `spec.selector` keeps it). Also what the
 * controller writes on the pods it creates: the template labels and its
 * controller reference.
 *
 * @example
 * storedJob(decodeStruct(JobSchema, { metadata: { name: 'pi' }, spec: { template: {} } }).value).owner.ref.uid
 * // 'pi-uid'
 */
export const storedJob = (m: JobModel): StoredJob => {
  const name = m.metadata.name !== '' ? m.metadata.name : 'job'
  const namespace = m.metadata.namespace !== '' ? m.metadata.namespace : 'default'
  const uid = m.metadata.uid !== '' ? m.metadata.uid : `${name}-uid`
  const spec =
    m.spec.selector === undefined && m.spec.manualSelector !== true
      ? generateOnSpec(m.spec, { uid, name, labelScheme: 'current', compat: 'upstream', uniqueLabelKey: undefined })
      : m.spec
  const model: JobModel = { ...m, metadata: { ...m.metadata, uid, namespace }, spec }
  return {
    job: encodeStruct(JobSchema, model) as unknown as Job,
    model,
    name,
    namespace,
    owner: {
      labels: plainMap(spec.template.metadata.labels),
      ref: { apiVersion: 'batch/v1', kind: 'Job', name, uid, controller: true, blockOwnerDeletion: true },
    },
  }
}
