/**
 * The warnings the Job strategy sends on create and update
 * (`WarningsOnCreate`, `WarningsOnUpdate`): a name that is not a DNS label,
 * the Indexed-Job tracking limit, and the pod-template warnings of
 * `GetWarningsForPodTemplate` that this library models (deprecated node
 * labels in `nodeSelector` and topology keys, topology spread constraints
 * and pod (anti-)affinity terms without a label selector, deprecated
 * annotations and volume plugins, repeated host aliases and image pull
 * secrets, fractional byte quantities, repeated `env` names, container port
 * conflicts and repeated port names, a negative
 * `terminationGracePeriodSeconds`).
 *
 * @module
 */
import * as E from '../wire/either'
import { parseQuantity, quantityMilliValue } from '../core/quantity/index'
import { goQuote } from '../field/go-format'
import { isDNS1123Label } from '../labels/names'
import { characters } from '../core/validation/errors'
import {
  affinityWarnings,
  nodeAffinityWarnings,
  annotationWarnings,
  duplicateWarnings,
  portWarnings,
  topologyWarnings,
  volumeWarnings,
} from './pod-spec-warnings'
import type { Job } from './types'

type Rec = Readonly<Record<string, unknown>>
const rec = (v: unknown): Rec => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Rec) : {})
const arr = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : [])
const own = (o: Rec, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined)
const text = (v: unknown): string => (typeof v === 'string' ? v : '')

const DEPRECATED_NODE_LABELS: Readonly<Record<string, string>> = {
  'beta.kubernetes.io/arch': 'deprecated since v1.14; use "kubernetes.io/arch" instead',
  'beta.kubernetes.io/os': 'deprecated since v1.14; use "kubernetes.io/os" instead',
  'failure-domain.beta.kubernetes.io/region': 'deprecated since v1.17; use "topology.kubernetes.io/region" instead',
  'failure-domain.beta.kubernetes.io/zone': 'deprecated since v1.17; use "topology.kubernetes.io/zone" instead',
  'beta.kubernetes.io/instance-type': 'deprecated since v1.17; use "node.kubernetes.io/instance-type" instead',
  'app.kubernetes.io/created-by': 'deprecated since v1.9',
  'scheduler.alpha.kubernetes.io/preferAvoidPods': 'deprecated since v1.22; use Taints and Tolerations instead',
  'node-role.kubernetes.io/master': 'use "node-role.kubernetes.io/control-plane" instead',
}

const fractionalBytes = (resources: Rec, path: string): string[] => {
  const out: string[] = []
  for (const [list, name] of [
    ['limits', 'memory'],
    ['requests', 'memory'],
    ['limits', 'ephemeral-storage'],
    ['requests', 'ephemeral-storage'],
  ] as const) {
    const v = own(rec(own(resources, list)), name)
    if (typeof v !== 'string') continue
    const q = parseQuantity(v)
    if (E.isRight(q) && quantityMilliValue(q.right) % 1000n !== 0n) {
      out.push(`${path}.resources.${list}[${name}]: fractional byte value ${goQuote(v)} is invalid, must be an integer`)
    }
  }
  return out
}

const hiddenEnv = (env: readonly unknown[], path: string): string[] => {
  const out: string[] = []
  const seen = new Set<string>()
  env.forEach((item, i) => {
    const e = rec(item)
    const name = text(own(e, 'name'))
    if (!seen.has(name)) {
      seen.add(name)
      return
    }
    const value = text(own(e, 'value'))
    const ref = `$(${name})`
    const valueFrom = own(e, 'valueFrom')
    if ((valueFrom !== undefined && valueFrom !== null) || value === ref || !value.includes(ref)) {
      out.push(
        `${path}.env[${i}]: hides previous definition of ${goQuote(name)}, which may be dropped when using apply`,
      )
    }
  })
  return out
}

/** `GetWarningsForPodTemplate`, the modelled part, at `spec.template`. */
const podTemplateWarnings = (template: Rec): string[] => {
  const spec = rec(own(template, 'spec'))
  const at = 'spec.template.spec'
  const out: string[] = []
  // In the map's insertion order: Go iterates a small map as a rotation of it, most often from its start.
  for (const k of Object.keys(rec(own(spec, 'nodeSelector')))) {
    const msg = Object.hasOwn(DEPRECATED_NODE_LABELS, k) ? DEPRECATED_NODE_LABELS[k] : undefined
    if (msg !== undefined) out.push(`${at}.nodeSelector[${k}]: ${msg}`)
  }
  const deprecatedNodeLabel = (k: string) =>
    Object.hasOwn(DEPRECATED_NODE_LABELS, k) ? DEPRECATED_NODE_LABELS[k] : undefined
  out.push(
    ...nodeAffinityWarnings(spec, at, deprecatedNodeLabel),
    ...topologyWarnings(spec, at, deprecatedNodeLabel),
    ...annotationWarnings(rec(own(rec(own(template, 'metadata')), 'annotations')), 'spec.template.metadata'),
    ...volumeWarnings(spec, at),
    ...duplicateWarnings(spec, at),
  )
  for (const list of ['initContainers', 'containers', 'ephemeralContainers']) {
    arr(own(spec, list)).forEach((c, i) => {
      const container = rec(c)
      const path = `${at}.${list}[${i}]`
      out.push(
        ...fractionalBytes(rec(own(container, 'resources')), path),
        ...hiddenEnv(arr(own(container, 'env')), path),
      )
    })
  }
  out.push(...portWarnings(spec, at))
  const grace = own(spec, 'terminationGracePeriodSeconds')
  if (typeof grace === 'number' && grace < 0) {
    out.push(`${at}.terminationGracePeriodSeconds: must be >= 0; negative values are invalid and will be treated as 1`)
  }
  out.push(...affinityWarnings(spec, at))
  return out
}

/** `WarningsForJobSpec`. */
const jobSpecWarnings = (spec: Rec): string[] => {
  const out: string[] = []
  const completions = own(spec, 'completions')
  const parallelism = own(spec, 'parallelism')
  if (
    own(spec, 'completionMode') === 'Indexed' &&
    typeof completions === 'number' &&
    typeof parallelism === 'number' &&
    completions > 100000 &&
    parallelism > 10000
  ) {
    out.push(
      'spec: In Indexed Jobs with a number of completions higher than 10^5 and a parallelism higher than 10^4, ' +
        'Kubernetes might not be able to track completedIndexes when a big number of indexes fail',
    )
  }
  return [...out, ...podTemplateWarnings(rec(own(spec, 'template')))]
}

/**
 * The strategy's warnings for a Job being created (`old` undefined) or
 * updated: on create the DNS-label warning for the name and the spec's
 * warnings; on update the spec's warnings only when the generation changed.
 *
 * @example
 * warningsForJob({ apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'backup.daily' }, spec: { template: {} } }, undefined)
 * // ['metadata.name: this is used in Pod names and hostnames, which can result in surprising behavior; a DNS label is recommended: [must not contain dots]']
 */
export const warningsForJob = (job: Job, old: Job | undefined): string[] => {
  const j = rec(job)
  const meta = rec(own(j, 'metadata'))
  const spec = rec(own(j, 'spec'))
  if (old !== undefined) {
    return own(meta, 'generation') !== own(rec(own(rec(old), 'metadata')), 'generation') ? jobSpecWarnings(spec) : []
  }
  const msgs = characters(isDNS1123Label(text(own(meta, 'name'))))
  const name =
    msgs.length === 0
      ? []
      : [
          `metadata.name: this is used in Pod names and hostnames, which can result in surprising behavior; a DNS label is recommended: [${msgs.join(' ')}]`,
        ]
  return [...name, ...jobSpecWarnings(spec)]
}
