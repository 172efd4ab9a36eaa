/**
 * More of `GetWarningsForPodTemplate` (`pkg/api/pod/warnings.go`): the
 * warnings about topology spread constraints, deprecated annotations and
 * volume plugins, repeated host aliases and image pull secrets, container
 * ports and port names, and pod (anti-)affinity terms without a label
 * selector. Each function answers the warnings of one part, in upstream's
 * order within it; `dry-run-warnings.ts` puts the parts in upstream's order.
 *
 * @module
 */
import { goQuote } from '../field/go-format'
import { isValidLabelValue } from '../labels/names'

type Rec = Readonly<Record<string, unknown>>
const rec = (v: unknown): Rec => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Rec) : {})
const arr = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : [])
const own = (o: Rec, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined)
const text = (v: unknown): string => (typeof v === 'string' ? v : '')
const int = (v: unknown): number => (typeof v === 'number' ? v : 0)
const nil = (v: unknown): boolean => v === undefined || v === null

const NULL_SELECTOR = 'a null labelSelector results in matching no pod'

/**
 * Topology spread constraints: a deprecated node label as `topologyKey`, a
 * constraint without `labelSelector`.
 *
 * @example
 * topologyWarnings({ topologySpreadConstraints: [{ topologyKey: 'zone' }] }, 'spec.template.spec', () => undefined)
 * // ['spec.template.spec.topologySpreadConstraints[0].labelSelector: a null labelSelector results in matching no pod']
 */
export const topologyWarnings = (
  spec: Rec,
  at: string,
  deprecatedNodeLabel: (key: string) => string | undefined,
): string[] => {
  const out: string[] = []
  arr(own(spec, 'topologySpreadConstraints')).forEach((c, i) => {
    const path = `${at}.topologySpreadConstraints[${i}]`
    const key = text(own(rec(c), 'topologyKey'))
    const msg = deprecatedNodeLabel(key)
    if (msg !== undefined) out.push(`${path}.topologyKey: ${key} is ${msg}`)
    if (nil(own(rec(c), 'labelSelector'))) out.push(`${path}.labelSelector: ${NULL_SELECTOR}`)
  })
  return out
}

/**
 * One node selector term of a node affinity: a deprecated node label as a
 * match-expression key, and (for preferred terms, where the scheduler
 * compares values as labels) each value that is not a valid label value.
 */
const nodeSelectorTermWarnings = (
  term: Rec,
  path: string,
  checkValues: boolean,
  deprecatedNodeLabel: (key: string) => string | undefined,
): string[] => {
  const out: string[] = []
  arr(own(term, 'matchExpressions')).forEach((e, i) => {
    const expression = rec(e)
    const at = `${path}.matchExpressions[${i}]`
    const key = text(own(expression, 'key'))
    const msg = deprecatedNodeLabel(key)
    if (msg !== undefined) out.push(`${at}.key: ${key} is ${msg}`)
    if (!checkValues) return
    arr(own(expression, 'values')).forEach((v, j) => {
      const value = text(v)
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
 * nodeAffinityWarnings(
 *   { affinity: { nodeAffinity: { requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: [{ matchExpressions: [{ key: 'old', operator: 'Exists' }] }] } } } },
 *   'spec.template.spec',
 *   (k) => (k === 'old' ? 'use "new" instead' : undefined),
 * )
 * // ['spec.template.spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms[0].matchExpressions[0].key: old is use "new" instead']
 */
export const nodeAffinityWarnings = (
  spec: Rec,
  at: string,
  deprecatedNodeLabel: (key: string) => string | undefined,
): string[] => {
  const node = rec(own(rec(own(spec, 'affinity')), 'nodeAffinity'))
  const path = `${at}.affinity.nodeAffinity`
  const required = `${path}.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms`
  const preferred = `${path}.preferredDuringSchedulingIgnoredDuringExecution`
  return [
    ...arr(own(rec(own(node, 'requiredDuringSchedulingIgnoredDuringExecution')), 'nodeSelectorTerms')).flatMap((t, i) =>
      nodeSelectorTermWarnings(rec(t), `${required}[${i}]`, false, deprecatedNodeLabel),
    ),
    ...arr(own(node, 'preferredDuringSchedulingIgnoredDuringExecution')).flatMap((t, i) =>
      nodeSelectorTermWarnings(
        rec(own(rec(t), 'preference')),
        `${preferred}[${i}].preference`,
        true,
        deprecatedNodeLabel,
      ),
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
export const annotationWarnings = (annotations: Rec, at: string): string[] =>
  DEPRECATED_ANNOTATIONS.filter(([k]) => Object.hasOwn(annotations, k)).map(
    ([k, msg]) => `${at}.annotations[${k}]: ${msg}`,
  )

const DEPRECATED_VOLUMES: readonly (readonly [string, string, string])[] = [
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
 * volumeWarnings({ volumes: [{ name: 'v', rbd: {} }] }, 'spec.template.spec')
 * // ['spec.template.spec.volumes[0].rbd: deprecated in v1.28, non-functional in v1.31+']
 */
export const volumeWarnings = (spec: Rec, at: string): string[] => {
  const out: string[] = []
  arr(own(spec, 'volumes')).forEach((v, i) => {
    for (const [json, goPath, msg] of DEPRECATED_VOLUMES) {
      if (!nil(own(rec(v), json))) out.push(`${at}.volumes[${i}].${goPath}: ${msg}`)
    }
  })
  return out
}

/**
 * Repeated host alias IPs and image pull secret names, and empty secret names.
 *
 * @example
 * duplicateWarnings({ imagePullSecrets: [{ name: 'a' }, { name: 'a' }] }, 'spec.template.spec')
 * // ['spec.template.spec.imagePullSecrets[1].name: duplicate name "a"']
 */
export const duplicateWarnings = (spec: Rec, at: string): string[] => {
  const out: string[] = []
  const repeated = (list: readonly unknown[], k: string, what: string, path: string): void => {
    if (list.length <= 1) return
    const seen = new Set<string>()
    list.forEach((item, i) => {
      const v = text(own(rec(item), k))
      if (seen.has(v)) out.push(`${path}[${i}].${k}: duplicate ${what} ${goQuote(v)}`)
      else seen.add(v)
    })
  }
  repeated(arr(own(spec, 'hostAliases')), 'ip', 'ip', `${at}.hostAliases`)
  const secrets = arr(own(spec, 'imagePullSecrets'))
  repeated(secrets, 'name', 'name', `${at}.imagePullSecrets`)
  secrets.forEach((s, i) => {
    const name = text(own(rec(s), 'name'))
    if (name === '') out.push(`${at}.imagePullSecrets[${i}].name: invalid empty name ${goQuote(name)}`)
  })
  return out
}

interface Port {
  readonly path: string
  readonly name: string
  readonly hostPort: number
  readonly containerPort: number
  readonly protocol: string
  readonly hostIP: string
}

const CONTAINER_LISTS = ['initContainers', 'containers', 'ephemeralContainers'] as const

const portsOf = (spec: Rec, at: string): Port[] => {
  const out: Port[] = []
  for (const list of CONTAINER_LISTS) {
    arr(own(spec, list)).forEach((c, i) => {
      arr(own(rec(c), 'ports')).forEach((p, j) => {
        const port = rec(p)
        out.push({
          path: `${at}.${list}[${i}].ports[${j}]`,
          name: text(own(port, 'name')),
          hostPort: int(own(port, 'hostPort')),
          containerPort: int(own(port, 'containerPort')),
          protocol: text(own(port, 'protocol')),
          hostIP: text(own(port, 'hostIP')),
        })
      })
    })
  }
  return out
}

/**
 * Container ports: `hostIP` without `hostPort`, the same port and protocol
 * twice (duplicate, overlapping or dangerously ambiguous), then repeated
 * port names, across init, regular and ephemeral containers.
 *
 * @example
 * portWarnings({ containers: [{ ports: [{ name: 'http', containerPort: 80, protocol: 'TCP' }] },
 *   { ports: [{ name: 'http', containerPort: 81, protocol: 'TCP' }] }] }, 'spec.template.spec')
 * // ['spec.template.spec.containers[1].ports[0]: duplicate port name "http" with spec.template.spec.containers[0].ports[0], services and probes that select ports by name will use spec.template.spec.containers[0].ports[0]']
 */
export const portWarnings = (spec: Rec, at: string): string[] => {
  const out: string[] = []
  const ports = portsOf(spec, at)
  const byKey = new Map<string, Port[]>()
  for (const p of ports) {
    if (p.hostIP !== '' && p.hostPort === 0) {
      out.push(
        `${p.path}: hostIP set without hostPort: {Name:${p.name} HostPort:${p.hostPort} ContainerPort:${p.containerPort} Protocol:${p.protocol} HostIP:${p.hostIP}}`,
      )
    }
    const k = `${p.containerPort}/${p.protocol}`
    const others = byKey.get(k) ?? []
    for (const o of others) {
      if (p.hostIP === o.hostIP && p.hostPort === o.hostPort)
        out.push(`${p.path}: duplicate port definition with ${o.path}`)
      else if (p.hostPort === 0 || o.hostPort === 0) out.push(`${p.path}: overlapping port definition with ${o.path}`)
      else if (p.hostPort === o.hostPort && (p.hostIP === '') !== (o.hostIP === ''))
        out.push(`${p.path}: dangerously ambiguous port definition with ${o.path}`)
    }
    byKey.set(k, [...others, p])
  }
  const names = new Map<string, string>()
  for (const p of ports) {
    if (p.name === '') continue
    const other = names.get(p.name)
    if (other !== undefined) {
      out.push(
        `${p.path}: duplicate port name ${goQuote(p.name)} with ${other}, services and probes that select ports by name will use ${other}`,
      )
    } else names.set(p.name, p.path)
  }
  return out
}

/**
 * Pod affinity and anti-affinity terms without a label selector.
 *
 * @example
 * affinityWarnings({ affinity: { podAffinity: { requiredDuringSchedulingIgnoredDuringExecution: [{ topologyKey: 'z' }] } } }, 'spec.template.spec')
 * // ['spec.template.spec.affinity.podAffinity.requiredDuringSchedulingIgnoredDuringExecution[0].labelSelector: a null labelSelector results in matching no pod']
 */
export const affinityWarnings = (spec: Rec, at: string): string[] => {
  const out: string[] = []
  const affinity = own(spec, 'affinity')
  if (nil(affinity)) return out
  for (const kind of ['podAffinity', 'podAntiAffinity']) {
    const a = own(rec(affinity), kind)
    if (nil(a)) continue
    const path = `${at}.affinity.${kind}`
    arr(own(rec(a), 'requiredDuringSchedulingIgnoredDuringExecution')).forEach((t, i) => {
      if (nil(own(rec(t), 'labelSelector')))
        out.push(`${path}.requiredDuringSchedulingIgnoredDuringExecution[${i}].labelSelector: ${NULL_SELECTOR}`)
    })
    arr(own(rec(a), 'preferredDuringSchedulingIgnoredDuringExecution')).forEach((t, i) => {
      if (nil(own(rec(own(rec(t), 'podAffinityTerm')), 'labelSelector')))
        out.push(
          `${path}.preferredDuringSchedulingIgnoredDuringExecution[${i}].podAffinityTerm.labelSelector: ${NULL_SELECTOR}`,
        )
    })
  }
  return out
}
