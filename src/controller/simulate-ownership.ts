/**
 * simulateJob's API server, as far as pod ownership needs: the Job as it is
 * stored (uid, generated selector) and what the controller writes on the
 * pods it creates (template labels, controller reference).
 *
 * @module
 */
import { generateSelector } from '../job/selector-generation'
import type { Job, JobSpec } from '../job/types'

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** What the controller writes on the pods it creates: the template labels and its controller reference. */
export interface PodOwnership {
  readonly labels: Record<string, string>
  readonly ref: Record<string, unknown>
}

/**
 * The Job as the API server stores it, as far as pod ownership needs: a
 * `metadata.uid` (`<name>-uid` when absent), `metadata.namespace` and, unless
 * `manualSelector` is `true`, the generated selector and template labels
 * (a Job that already has a `spec.selector` keeps it).
 */
export const asStored = (job: Job, name: string, namespace: string): Job => {
  const meta: Record<string, unknown> = isObject(job.metadata) ? job.metadata : {}
  const uid = typeof meta['uid'] === 'string' && meta['uid'] !== '' ? meta['uid'] : `${name}-uid`
  const spec: Record<string, unknown> = isObject(job.spec) ? job.spec : { template: {} }
  const selector = spec['selector']
  const generated =
    selector === undefined || selector === null
      ? generateSelector(spec, { uid, name, labelScheme: 'current', compat: 'upstream', uniqueLabelKey: undefined })
      : spec
  return { ...job, metadata: { ...meta, uid, namespace }, spec: generated as unknown as JobSpec }
}

export const podOwnership = (job: Job, name: string): PodOwnership => {
  const meta: Record<string, unknown> = isObject(job.metadata) ? job.metadata : {}
  const template = isObject(job.spec) ? (job.spec as Record<string, unknown>)['template'] : undefined
  const tmeta = isObject(template) ? template['metadata'] : undefined
  const raw = isObject(tmeta) ? tmeta['labels'] : undefined
  const labels: Record<string, string> = {}
  if (isObject(raw)) for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') labels[k] = v
  return {
    labels,
    ref: { apiVersion: 'batch/v1', kind: 'Job', name, uid: meta['uid'], controller: true, blockOwnerDeletion: true },
  }
}
