/**
 * simulateJob's API server, as far as pod ownership needs: the Job as it is
 * stored (uid, generated selector) and what the controller writes on the
 * pods it creates (template labels, controller reference). The Job is read
 * once, through the decoding boundary (the batch/v1 model); the stored Job
 * stays the caller's object with the generated fields written in.
 *
 * @module
 */
import { generateOnSpec } from '../job/default-model'
import { JobSchema } from '../job/generated/batch-schema'
import type { Job, JobSpec } from '../job/types'
import { decodeStruct } from '../wire/decode'

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** What the controller writes on the pods it creates: the template labels and its controller reference. */
export interface PodOwnership {
  readonly labels: Record<string, string>
  readonly ref: Record<string, unknown>
}

/** The Job as stored, the names the simulation uses, and what its pods carry. */
export interface StoredJob {
  readonly job: Job
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
 */
export const storedJob = (job: Job): StoredJob => {
  const m = decodeStruct(JobSchema, job, { unknownFields: 'ignore' }).value
  const name = m.metadata.name !== '' ? m.metadata.name : 'job'
  const namespace = m.metadata.namespace !== '' ? m.metadata.namespace : 'default'
  const uid = m.metadata.uid !== '' ? m.metadata.uid : `${name}-uid`
  const meta: Record<string, unknown> = isObject(job.metadata) ? job.metadata : {}
  const spec: Record<string, unknown> = isObject(job.spec) ? job.spec : { template: {} }
  let stored: Record<string, unknown> = spec
  let labels = m.spec.template.metadata.labels
  if (m.spec.selector === undefined && m.spec.manualSelector !== true) {
    const g = generateOnSpec(m.spec, {
      uid,
      name,
      labelScheme: 'current',
      compat: 'upstream',
      uniqueLabelKey: undefined,
    })
    labels = g.template.metadata.labels
    const template = isObject(spec['template']) ? spec['template'] : {}
    const tmeta = isObject(template['metadata']) ? template['metadata'] : {}
    stored = {
      ...spec,
      selector: { matchLabels: plainMap(g.selector?.matchLabels) },
      template: { ...template, metadata: { ...tmeta, labels: plainMap(labels) } },
    }
  }
  return {
    job: { ...job, metadata: { ...meta, uid, namespace }, spec: stored as unknown as JobSpec },
    name,
    namespace,
    owner: {
      labels: plainMap(labels),
      ref: { apiVersion: 'batch/v1', kind: 'Job', name, uid, controller: true, blockOwnerDeletion: true },
    },
  }
}
