/**
 * More of `GetWarningsForPodTemplate` (`pkg/api/pod/warnings.go`): the
 * warnings about topology spread constraints, deprecated annotations and
 * volume plugins, repeated host aliases and image pull secrets, container
 * ports and port names, and pod (anti-)affinity terms without a label
 * selector. Each function answers the warnings of one part, in upstream's
 * order within it, read from the decoded pod spec model;
 * `dry-run-warnings.ts` puts the parts in upstream's order.
 *
 * @module
 */
import { goQuote } from '../field/go-format'
import { isValidLabelValue } from '../labels/names'
import type * as core from '../core/generated/model'
import type { GoMap } from '../wire/values'
import { claimTemplateWarnings } from './pod-template-warnings'

const NULL_SELECTOR = 'a null labelSelector results in matching no pod'

/**
 * Topology spread constraints: a deprecated node label as `topologyKey`, a
 * constraint without `labelSelector`.
 *
 * @example
 * declare const spec: core.PodSpec // topologySpreadConstraints: [{ topologyKey: 'zone', … no labelSelector }]
 * topologyWarnings(spec, 'spec.template.spec', () => undefined)
 * // ['spec.template.spec.topologySpreadConstraints[0].labelSelector: a null labelSelector results in matching no pod']
 */
export const topologyWarnings = (
  spec: core.PodSpec,
  at: string,
  deprecatedNodeLabel: (key: string) => string | undefined,
): string[] => {
  const out: string[] = []
  ;(spec.topologySpreadConstraints ?? []).forEach((c, i) => {
    const path = `${at}.topologySpreadConstraints[${i}]`
    const msg = deprecatedNodeLabel(c.topologyKey)
    if (msg !== undefined) out.push(`${path}.topologyKey: ${c.topologyKey} is ${msg}`)
    if (c.labelSelector === undefined) out.push(`${path}.labelSelector: ${NULL_SELECTOR}`)
  })
  return out
}

/**
 * One node selector term of a node affinity: a deprecated node label as a
 * match-expression key, and (for preferred terms, where the scheduler
 * compares values as labels) each value that is not a valid label value.
 */
const nodeSelectorTermWarnings = (
  term: core.NodeSelectorTerm,
  path: string,
  checkValues: boolean,
  deprecatedNodeLabel: (key: string) => string | undefined,
): string[] => {
  const out: string[] = []
  ;(term.matchExpressions ?? []).forEach((expression, i) => {
    const at = `${path}.matchExpressions[${i}]`
    const msg = deprecatedNodeLabel(expression.key)
    if (msg !== undefined) out.push(`${at}.key: ${expression.key} is ${msg}`)
    if (!checkValues) return
    ;(expression.values ?? []).forEach((value, j) => {
      for (const problem of isValidLabelValue(value)) out.push(`${at}.values[${j}]: ${value} is invalid, ${problem}`)
    })
  })
  return out
}

/**
 * Deprecated node labels in the node affinity: the required terms, then
 * the preferred terms (whose values are also checked as label values).
 *
 * @example
 * declare const spec: core.PodSpec // affinity.nodeAffinity.required…nodeSelectorTerms[0].matchExpressions[0].key: 'old'
 * nodeAffinityWarnings(spec, 'spec.template.spec', (k) => (k === 'old' ? 'use "new" instead' : undefined))
 * // ['spec.template.spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms[0].matchExpressions[0].key: old is use "new" instead']
 */
export const nodeAffinityWarnings = (
  spec: core.PodSpec,
  at: string,
  deprecatedNodeLabel: (key: string) => string | undefined,
): string[] => {
  const node = spec.affinity?.nodeAffinity
  const path = `${at}.affinity.nodeAffinity`
  const required = `${path}.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms`
  const preferred = `${path}.preferredDuringSchedulingIgnoredDuringExecution`
  return [
    ...(node?.requiredDuringSchedulingIgnoredDuringExecution?.nodeSelectorTerms ?? []).flatMap((t, i) =>
      nodeSelectorTermWarnings(t, `${required}[${i}]`, false, deprecatedNodeLabel),
    ),
    ...(node?.preferredDuringSchedulingIgnoredDuringExecution ?? []).flatMap((t, i) =>
      nodeSelectorTermWarnings(t.preference, `${preferred}[${i}].preference`, true, deprecatedNodeLabel),
    ),
  ]
}

const DEPRECATED_ANNOTATIONS: readonly (readonly [string, string])[] = [
  ['scheduler.alpha.kubernetes.io/critical-pod', 'non-functional in v1.16+; use the "priorityClassName" field instead'],
  ['security.alpha.kubernetes.io/sysctls', 'non-functional in v1.11+; use the "sysctls" field instead'],
  ['security.alpha.kubernetes.io/unsafe-sysctls', 'non-functional in v1.11+; use the "sysctls" field instead'],
]

/**
 * Deprecated pod annotations.
 *
 * @example
 * annotationWarnings({ 'security.alpha.kubernetes.io/sysctls': 'x' }, 'spec.template.metadata')
 * // ['spec.template.metadata.annotations[security.alpha.kubernetes.io/sysctls]: non-functional in v1.11+; use the "sysctls" field instead']
 */
export const annotationWarnings = (annotations: GoMap<string> | undefined, at: string): string[] =>
  annotations === undefined
    ? []
    : DEPRECATED_ANNOTATIONS.filter(([k]) => Object.hasOwn(annotations, k)).map(
        ([k, msg]) => `${at}.annotations[${k}]: ${msg}`,
      )

const DEPRECATED_VOLUMES: readonly (readonly [keyof core.Volume, string, string])[] = [
  ['photonPersistentDisk', 'photonPersistentDisk', 'deprecated in v1.11, non-functional in v1.16+'],
  ['gitRepo', 'gitRepo', 'deprecated in v1.11, and disabled by default in v1.33+'],
  ['scaleIO', 'scaleIO', 'deprecated in v1.16, non-functional in v1.22+'],
  ['flocker', 'flocker', 'deprecated in v1.22, non-functional in v1.25+'],
  ['storageos', 'storageOS', 'deprecated in v1.22, non-functional in v1.25+'],
  ['quobyte', 'quobyte', 'deprecated in v1.22, non-functional in v1.25+'],
  ['glusterfs', 'glusterfs', 'deprecated in v1.25, non-functional in v1.26+'],
  ['cephfs', 'cephfs', 'deprecated in v1.28, non-functional in v1.31+'],
  ['rbd', 'rbd', 'deprecated in v1.28, non-functional in v1.31+'],
]

/**
 * Deprecated and removed volume plugins (the `GitRepoVolumeDriver` gate off, as in v1.37).
 *
 * @example
 * declare const spec: core.PodSpec // volumes: [{ name: 'v', rbd: {…} }]
 * volumeWarnings(spec, 'spec.template.spec')
 * // ['spec.template.spec.volumes[0].rbd: deprecated in v1.28, non-functional in v1.31+']
 */
export const volumeWarnings = (spec: core.PodSpec, at: string): string[] => {
  const out: string[] = []
  ;(spec.volumes ?? []).forEach((v, i) => {
    for (const [source, goPath, msg] of DEPRECATED_VOLUMES) {
      // an ephemeral volume's claim-template warnings come between glusterfs and cephfs, as upstream checks them
      if (source === 'cephfs') out.push(...claimTemplateWarnings(v, `${at}.volumes[${i}]`))
      if (v[source] !== undefined) out.push(`${at}.volumes[${i}].${goPath}: ${msg}`)
    }
  })
  // A projected source that sets nothing is warned about with the path overlaps (./pod-template-warnings.ts).
  return out
}

/** Each repeat of a value in a list of more than one (the first occurrence kept). */
const repeats = (values: readonly string[], path: (i: number) => string, what: string): string[] => {
  if (values.length <= 1) return []
  const out: string[] = []
  const seen = new Set<string>()
  values.forEach((v, i) => {
    if (seen.has(v)) out.push(`${path(i)}: duplicate ${what} ${goQuote(v)}`)
    else seen.add(v)
  })
  return out
}

/**
 * Repeated host alias IPs and image pull secret names, and empty secret names.
 *
 * @example
 * declare const spec: core.PodSpec // imagePullSecrets: [{ name: 'a' }, { name: 'a' }]
 * duplicateWarnings(spec, 'spec.template.spec')
 * // ['spec.template.spec.imagePullSecrets[1].name: duplicate name "a"']
 */
export const duplicateWarnings = (spec: core.PodSpec, at: string): string[] => {
  const secrets = (spec.imagePullSecrets ?? []).map((s) => s.name)
  return [
    ...repeats(
      (spec.hostAliases ?? []).map((h) => h.ip),
      (i) => `${at}.hostAliases[${i}].ip`,
      'ip',
    ),
    ...repeats(secrets, (i) => `${at}.imagePullSecrets[${i}].name`, 'name'),
    ...secrets.flatMap((name, i) =>
      name === '' ? [`${at}.imagePullSecrets[${i}].name: invalid empty name ${goQuote(name)}`] : [],
    ),
  ]
}

interface Port {
  readonly path: string
  readonly port: core.ContainerPort
}

/** The ports of the init, regular and ephemeral containers, with their paths. */
const portsOf = (spec: core.PodSpec, at: string): Port[] => {
  const out: Port[] = []
  const collect = (list: string, containers: readonly core.Container[] | readonly core.EphemeralContainer[]): void => {
    containers.forEach((c, i) => {
      ;(c.ports ?? []).forEach((port, j) => {
        out.push({ path: `${at}.${list}[${i}].ports[${j}]`, port })
      })
    })
  }
  collect('initContainers', spec.initContainers ?? [])
  collect('containers', spec.containers ?? [])
  collect('ephemeralContainers', spec.ephemeralContainers ?? [])
  return out
}

/**
 * Container ports: `hostIP` without `hostPort`, the same port and protocol
 * twice (duplicate, overlapping or dangerously ambiguous), then repeated
 * port names, across init, regular and ephemeral containers.
 *
 * @example
 * declare const spec: core.PodSpec // two containers, each with a port named 'http'
 * portWarnings(spec, 'spec.template.spec')
 * // ['spec.template.spec.containers[1].ports[0]: duplicate port name "http" with spec.template.spec.containers[0].ports[0], services and probes that select ports by name will use spec.template.spec.containers[0].ports[0]']
 */
export const portWarnings = (spec: core.PodSpec, at: string): string[] => {
  const out: string[] = []
  const ports = portsOf(spec, at)
  const byKey = new Map<string, Port[]>()
  for (const p of ports) {
    const { name, hostPort, containerPort, protocol, hostIP } = p.port
    if (hostIP !== '' && hostPort === 0) {
      out.push(
        `${p.path}: hostIP set without hostPort: {Name:${name} HostPort:${hostPort} ContainerPort:${containerPort} Protocol:${protocol} HostIP:${hostIP}}`,
      )
    }
    const k = `${containerPort}/${protocol}`
    const others = byKey.get(k) ?? []
    for (const o of others) {
      if (hostIP === o.port.hostIP && hostPort === o.port.hostPort)
        out.push(`${p.path}: duplicate port definition with ${o.path}`)
      else if (hostPort === 0 || o.port.hostPort === 0)
        out.push(`${p.path}: overlapping port definition with ${o.path}`)
      else if (hostPort === o.port.hostPort && (hostIP === '') !== (o.port.hostIP === ''))
        out.push(`${p.path}: dangerously ambiguous port definition with ${o.path}`)
    }
    byKey.set(k, [...others, p])
  }
  const names = new Map<string, string>()
  for (const p of ports) {
    const name = p.port.name
    if (name === '') continue
    const other = names.get(name)
    if (other !== undefined) {
      out.push(
        `${p.path}: duplicate port name ${goQuote(name)} with ${other}, services and probes that select ports by name will use ${other}`,
      )
    } else names.set(name, p.path)
  }
  return out
}

/** The required and preferred terms of a pod affinity or anti-affinity without a label selector. */
const nullSelectorTerms = (a: core.PodAffinity | core.PodAntiAffinity, path: string): string[] => [
  ...(a.requiredDuringSchedulingIgnoredDuringExecution ?? []).flatMap((t, i) =>
    t.labelSelector === undefined
      ? [`${path}.requiredDuringSchedulingIgnoredDuringExecution[${i}].labelSelector: ${NULL_SELECTOR}`]
      : [],
  ),
  ...(a.preferredDuringSchedulingIgnoredDuringExecution ?? []).flatMap((t, i) =>
    t.podAffinityTerm.labelSelector === undefined
      ? [
          `${path}.preferredDuringSchedulingIgnoredDuringExecution[${i}].podAffinityTerm.labelSelector: ${NULL_SELECTOR}`,
        ]
      : [],
  ),
]

/**
 * Pod affinity and anti-affinity terms without a label selector.
 *
 * @example
 * declare const spec: core.PodSpec // affinity.podAffinity.required…[0]: { topologyKey: 'z' }, no labelSelector
 * affinityWarnings(spec, 'spec.template.spec')
 * // ['spec.template.spec.affinity.podAffinity.requiredDuringSchedulingIgnoredDuringExecution[0].labelSelector: a null labelSelector results in matching no pod']
 */
export const affinityWarnings = (spec: core.PodSpec, at: string): string[] => {
  const affinity = spec.affinity
  if (affinity === undefined) return []
  return [
    ...(affinity.podAffinity === undefined
      ? []
      : nullSelectorTerms(affinity.podAffinity, `${at}.affinity.podAffinity`)),
    ...(affinity.podAntiAffinity === undefined
      ? []
      : nullSelectorTerms(affinity.podAntiAffinity, `${at}.affinity.podAntiAffinity`)),
  ]
}
