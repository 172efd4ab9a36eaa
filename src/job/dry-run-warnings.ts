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
 * `terminationGracePeriodSeconds`). They read the decoded, defaulted
 * batch/v1 model, as upstream reads its internal object.
 *
 * @module
 */
import { quantityMilliValue } from '../core/quantity/index'
import { quantityToString } from '../core/quantity/canonical'
import type * as core from '../core/generated/model'
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
import type * as model from './generated/model'
import {
  containerAnnotationWarnings,
  overheadWarnings,
  overlappingPathWarnings,
  podSeccompWarnings,
} from './pod-template-warnings'
import { pushAll } from '../wire/push-all'
import { LATEST_MINOR } from '../profile/minor-rules'

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

const BYTE_RESOURCES = [
  ['limits', 'memory'],
  ['requests', 'memory'],
  ['limits', 'ephemeral-storage'],
  ['requests', 'ephemeral-storage'],
] as const

const deprecatedNodeLabel = (k: string): string | undefined =>
  Object.hasOwn(DEPRECATED_NODE_LABELS, k) ? DEPRECATED_NODE_LABELS[k] : undefined

const fractionalBytes = (resources: core.ResourceRequirements, path: string): string[] => {
  const out: string[] = []
  for (const [list, name] of BYTE_RESOURCES) {
    const quantities = resources[list]
    const q = quantities !== undefined && Object.hasOwn(quantities, name) ? quantities[name] : undefined
    if (q !== undefined && quantityMilliValue(q) % 1000n !== 0n) {
      out.push(
        `${path}.resources.${list}[${name}]: fractional byte value ${goQuote(quantityToString(q))} is invalid, must be an integer`,
      )
    }
  }
  return out
}

const hiddenEnv = (env: readonly core.EnvVar[], path: string): string[] => {
  const out: string[] = []
  const seen = new Set<string>()
  env.forEach((e, i) => {
    if (!seen.has(e.name)) {
      seen.add(e.name)
      return
    }
    const ref = `$(${e.name})`
    if (e.valueFrom !== undefined || e.value === ref || !e.value.includes(ref)) {
      out.push(
        `${path}.env[${i}]: hides previous definition of ${goQuote(e.name)}, which may be dropped when using apply`,
      )
    }
  })
  return out
}

/** `GetWarningsForPodTemplate`, the modelled part, at `<base>.template`. */
const podTemplateWarnings = (template: core.PodTemplateSpec, base: string, minor: number): string[] => {
  const spec = template.spec
  const at = `${base}.template.spec`
  const out: string[] = []
  // In the map's insertion order (the decoded map keeps the input's): Go iterates a small map as a rotation of it,
  // most often from its start.
  for (const k of Object.keys(spec.nodeSelector ?? {})) {
    const msg = deprecatedNodeLabel(k)
    if (msg !== undefined) out.push(`${at}.nodeSelector[${k}]: ${msg}`)
  }
  out.push(
    ...nodeAffinityWarnings(spec, at, deprecatedNodeLabel),
    ...topologyWarnings(spec, at, deprecatedNodeLabel),
    ...annotationWarnings(template.metadata.annotations, `${base}.template.metadata`),
    ...volumeWarnings(spec, at),
    ...overlappingPathWarnings(spec, minor),
    ...duplicateWarnings(spec, at),
    ...overheadWarnings(spec, at),
    ...podSeccompWarnings(template, `${base}.template`),
  )
  const containers = (list: string, cs: readonly core.Container[] | readonly core.EphemeralContainer[]) =>
    cs.forEach((c, i) => {
      const path = `${at}.${list}[${i}]`
      out.push(
        ...containerAnnotationWarnings(template, c, `${base}.template`),
        ...fractionalBytes(c.resources, path),
        ...hiddenEnv(c.env ?? [], path),
      )
    })
  containers('initContainers', spec.initContainers ?? [])
  containers('containers', spec.containers ?? [])
  containers('ephemeralContainers', spec.ephemeralContainers ?? [])
  pushAll(out, portWarnings(spec, at))
  const grace = spec.terminationGracePeriodSeconds
  if (grace !== undefined && grace < 0) {
    out.push(`${at}.terminationGracePeriodSeconds: must be >= 0; negative values are invalid and will be treated as 1`)
  }
  pushAll(out, affinityWarnings(spec, at))
  return out
}

/**
 * `WarningsForJobSpec` of a Job spec at `base` (`spec` for a Job,
 * `spec.jobTemplate.spec` for a CronJob's template).
 *
 * @example
 * declare const spec: model.JobSpec
 * jobSpecWarnings(spec, 'spec.jobTemplate.spec')
 */
export const jobSpecWarnings = (spec: model.JobSpec, base = 'spec', minor: number = LATEST_MINOR): string[] => {
  const out: string[] = []
  const { completions, parallelism } = spec
  if (
    spec.completionMode === 'Indexed' &&
    completions !== undefined &&
    parallelism !== undefined &&
    completions > 100000 &&
    parallelism > 10000
  ) {
    out.push(
      `${base}: In Indexed Jobs with a number of completions higher than 10^5 and a parallelism higher than 10^4, ` +
        'Kubernetes might not be able to track completedIndexes when a big number of indexes fail',
    )
  }
  return [...out, ...podTemplateWarnings(spec.template, base, minor)]
}

/**
 * The strategy's warnings for a Job being created (`old` undefined) or
 * updated, read from the decoded, defaulted batch/v1 model the create or
 * update path answers: on create the DNS-label warning for the name and the
 * spec's warnings; on update the spec's warnings only when the generation
 * changed.
 *
 * @example
 * import * as E from '../wire/either'
 * const created = createJobAsModel(
 *   { apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'backup.daily' }, spec: { template: {} } }, { uid: 'u' })
 * if (E.isRight(created)) warningsForJob(created.right, undefined)
 * // ['metadata.name: this is used in Pod names and hostnames, which can result in surprising behavior; a DNS label is recommended: [must not contain dots]']
 */
export const warningsForJob = (job: model.Job, old: model.Job | undefined, minor: number = LATEST_MINOR): string[] => {
  if (old !== undefined) {
    return job.metadata.generation !== old.metadata.generation ? jobSpecWarnings(job.spec, 'spec', minor) : []
  }
  const msgs = characters(isDNS1123Label(job.metadata.name))
  const name =
    msgs.length === 0
      ? []
      : [
          `metadata.name: this is used in Pod names and hostnames, which can result in surprising behavior; a DNS label is recommended: [${msgs.join(' ')}]`,
        ]
  return [...name, ...jobSpecWarnings(job.spec, 'spec', minor)]
}
