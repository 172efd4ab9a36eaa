/**
 * Regular and init containers (core `validateContainers`,
 * `validateInitContainers`, `validateContainerCommon`): names (DNS labels,
 * unique across both lists), image, termination message and pull
 * policies, ports, env, mounts, resources, resize and restart policies,
 * probes and lifecycle (restartable "sidecar" init containers only), and
 * host-port conflicts.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import type * as core from '../generated/model'
import {
  child,
  duplicate,
  forbidden,
  index,
  invalid,
  named,
  notSupported,
  portName,
  portNum,
  required,
  tooLong,
  tooMany,
  validateDNS1123Label,
} from './errors'
import { validateEnv, validateEnvFrom } from './env'
import { minorOfOptions, type PodContext } from './options'
import { MINOR_RULES } from '../../profile/minor-rules'
import { validateLifecycle, validateProbes } from './probes'
import { validateContainerResources } from './resources'
import { validateContainerSecurityContext } from './security'
import { validateVolumeDevices, validateVolumeMounts } from './volumes'
import { pushAll } from '../../wire/push-all'
import { sinceMinor } from '../../profile/minor-rules'

const PROTOCOLS = ['SCTP', 'TCP', 'UDP']

/**
 * `validateContainerPorts`.
 *
 * @example
 * validateContainerPorts([{ name: '', hostPort: 0, containerPort: 0, protocol: 'TCP', hostIP: '' }], 'p')[0]?.field
 * // 'p[0].containerPort'
 */
export const validateContainerPorts = (
  ports: readonly core.ContainerPort[] | undefined,
  path: string,
): FieldError[] => {
  if (ports === undefined || ports.length === 0) return []
  const errs: FieldError[] = []
  const names = new Set<string>()
  ports.forEach((port, i) => {
    const p = index(path, i)
    if (port.name.length > 0) {
      const msgs = portName(port.name)
      if (msgs.length > 0) for (const m of msgs) errs.push(invalid(child(p, 'name'), port.name, m))
      else if (names.has(port.name)) errs.push(duplicate(child(p, 'name'), port.name))
      else names.add(port.name)
    }
    if (port.containerPort === 0) errs.push(required(child(p, 'containerPort')))
    else
      for (const m of portNum(port.containerPort)) errs.push(invalid(child(p, 'containerPort'), port.containerPort, m))
    if (port.hostPort !== 0)
      for (const m of portNum(port.hostPort)) errs.push(invalid(child(p, 'hostPort'), port.hostPort, m))
    if (port.protocol.length === 0) errs.push(required(child(p, 'protocol')))
    else if (!PROTOCOLS.includes(port.protocol))
      errs.push(named(notSupported(child(p, 'protocol'), port.protocol, PROTOCOLS)))
  })
  return errs
}

/** `AccumulateUniqueHostPorts` over `containers` (indexes from `first`). */
const hostPortConflicts = (containers: readonly core.Container[], path: string, first = 0): FieldError[] => {
  const seen = new Set<string>()
  const errs: FieldError[] = []
  containers.forEach((c, ci) => {
    ;(c.ports ?? []).forEach((port, pi) => {
      if (port.hostPort === 0) return
      const k = `${port.protocol}/${port.hostIP}/${port.hostPort}`
      if (seen.has(k)) errs.push(duplicate(child(index(child(index(path, first + ci), 'ports'), pi), 'hostPort'), k))
      else seen.add(k)
    })
  })
  return errs
}

const TERMINATION_POLICIES = ['File', 'FallbackToLogsOnError']
const PULL_POLICIES = ['Always', 'IfNotPresent', 'Never']

const validateResizePolicy = (
  list: readonly core.ContainerResizePolicy[] | undefined,
  path: string,
  podRestart: string,
  podWord = true,
): FieldError[] => {
  if (list === undefined || list.length === 0) return []
  const errs: FieldError[] = []
  const seen = new Set<string>()
  list.forEach((p, i) => {
    if (seen.has(p.resourceName)) errs.push(named(duplicate(index(path, i), p.resourceName)))
    seen.add(p.resourceName)
    if (p.resourceName === '') errs.push(required(path))
    else if (p.resourceName !== 'cpu' && p.resourceName !== 'memory')
      errs.push(named(notSupported(path, p.resourceName, ['cpu', 'memory'])))
    if (p.restartPolicy === '') errs.push(required(path))
    else if (p.restartPolicy !== 'NotRequired' && p.restartPolicy !== 'RestartContainer')
      errs.push(named(notSupported(path, p.restartPolicy, ['NotRequired', 'RestartContainer'])))
    if (podRestart === 'Never' && p.restartPolicy !== 'NotRequired')
      errs.push(
        invalid(
          path,
          p.restartPolicy,
          `must be 'NotRequired' when ${podWord ? 'pod ' : ''}\`restartPolicy\` is 'Never'`,
        ),
      )
  })
  return errs
}

/**
 * `validateContainerCommon`: what every kind of container (regular, init,
 * ephemeral) must satisfy.
 *
 * @example
 * validateContainerCommon(container, 'spec.containers[0]', ctx)
 */
export const validateContainerCommon = (
  c: core.Container | core.EphemeralContainer,
  path: string,
  ctx: PodContext,
): FieldError[] => {
  const errs: FieldError[] = []
  const namePath = child(path, 'name')
  if (c.name.length === 0) errs.push(required(namePath))
  else pushAll(errs, validateDNS1123Label(c.name, namePath))
  if (c.image.length === 0) errs.push(required(child(path, 'image')))
  const tmp = child(path, 'terminationMessagePolicy')
  if (c.terminationMessagePolicy === '') errs.push(required(tmp))
  else if (!TERMINATION_POLICIES.includes(c.terminationMessagePolicy))
    errs.push(named(notSupported(tmp, c.terminationMessagePolicy, TERMINATION_POLICIES)))
  // These lists find nothing when unset: their path is built only for a set list.
  if (c.ports !== undefined) pushAll(errs, validateContainerPorts(c.ports, child(path, 'ports')))
  if (c.env !== undefined) pushAll(errs, validateEnv(c.env, child(path, 'env'), ctx.opts))
  if (c.envFrom !== undefined) pushAll(errs, validateEnvFrom(c.envFrom, child(path, 'envFrom'), ctx.opts))
  if (c.volumeMounts !== undefined)
    pushAll(errs, validateVolumeMounts(c.volumeMounts, ctx.volumes, c, child(path, 'volumeMounts')))
  if (c.volumeDevices !== undefined)
    pushAll(errs, validateVolumeDevices(c.volumeDevices, c.volumeMounts, ctx.volumes, child(path, 'volumeDevices')))
  const pull = child(path, 'imagePullPolicy')
  if (c.imagePullPolicy === '') errs.push(required(pull))
  else if (!PULL_POLICIES.includes(c.imagePullPolicy))
    errs.push(named(notSupported(pull, c.imagePullPolicy, PULL_POLICIES)))
  errs.push(
    ...validateContainerResources(
      c.resources,
      ctx.podClaimNames,
      child(path, 'resources'),
      undefined,
      ctx.opts.allowIndivisibleHugePagesValues,
    ),
  )
  if (c.resizePolicy !== undefined)
    pushAll(
      errs,
      validateResizePolicy(
        c.resizePolicy,
        child(path, 'resizePolicy'),
        ctx.podRestartPolicy,
        sinceMinor(ctx.opts, 'resizePolicyPodRestartText'),
      ),
    )
  if (c.securityContext !== undefined)
    errs.push(
      ...validateContainerSecurityContext(
        c.securityContext,
        child(path, 'securityContext'),
        ctx.hostUsers,
        ctx.allowPrivileged,
        ctx.opts.allowSysAdminWhenPrivilegeEscalationFalse,
      ),
    )
  return errs
}

const RESTART_POLICIES = ['Always', 'Never', 'OnFailure']
const OPERATORS = ['In', 'NotIn']

/** `validateContainerRestartPolicy`: a container's restartPolicy and restart rules. */
const validateRestartRules = (c: core.Container, path: string, ctx: PodContext): FieldError[] => {
  const errs: FieldError[] = []
  const rules = c.restartPolicyRules ?? []
  const policyPath = child(path, 'restartPolicy')
  if (c.restartPolicy === undefined) {
    if (rules.length === 0) return errs
    errs.push(required(policyPath, 'must specify restartPolicy when restart rules are used'))
  } else if (!RESTART_POLICIES.includes(c.restartPolicy))
    errs.push(named(notSupported(policyPath, c.restartPolicy, RESTART_POLICIES)))
  const rulesPath = child(path, 'restartPolicyRules')
  // Before 1.36 these list limits were reported with field.TooLong's text.
  const tooManyItems = minorOfOptions(ctx.opts) >= MINOR_RULES.restartRuleListsTooMany
  const overLimit = (p: string, n: number, max: number): FieldError =>
    tooManyItems ? tooMany(p, n, max) : tooLong(p, max)
  if (rules.length > 20) errs.push(overLimit(rulesPath, rules.length, 20))
  const actions = ctx.opts.allowRestartAllContainers ? ['Restart', 'RestartAllContainers'] : ['Restart']
  rules.forEach((rule, i) => {
    const p = index(rulesPath, i)
    // Before 1.36 the message lists `Restart` alone, whatever the allowed actions.
    const listed = minorOfOptions(ctx.opts) >= MINOR_RULES.restartRuleActionsListed ? actions : ['Restart']
    if (!actions.includes(rule.action)) errs.push(named(notSupported(child(p, 'action'), rule.action, listed)))
    if (rule.exitCodes === undefined) {
      errs.push(required(child(p, 'exitCodes'), 'must be specified'))
      return
    }
    const ep = child(p, 'exitCodes')
    if (!OPERATORS.includes(rule.exitCodes.operator))
      errs.push(named(notSupported(child(ep, 'operator'), rule.exitCodes.operator, OPERATORS)))
    const n = (rule.exitCodes.values ?? []).length
    if (n > 255) errs.push(overLimit(child(ep, 'values'), n, 255))
  })
  return errs
}

/**
 * `validateContainers`: at least one container, each valid, names unique.
 *
 * @example
 * validateContainers(undefined, 'spec.containers', ctx)[0]?.type // 'FieldValueRequired'
 */
export const validateContainers = (
  containers: readonly core.Container[] | undefined,
  path: string,
  ctx: PodContext,
): FieldError[] => {
  const list = containers ?? []
  if (list.length === 0) return [required(path)]
  const errs: FieldError[] = []
  const names = new Set<string>()
  list.forEach((c, i) => {
    const p = index(path, i)
    pushAll(errs, validateContainerCommon(c, p, ctx))
    if (names.has(c.name)) errs.push(duplicate(child(p, 'name'), c.name))
    else names.add(c.name)
    if (c.lifecycle !== undefined)
      pushAll(
        errs,
        validateLifecycle(
          c.lifecycle,
          ctx.gracePeriod,
          child(p, 'lifecycle'),
          ctx.os,
          ctx.opts.allowContainerStopSignals,
        ),
      )
    pushAll(errs, validateProbes(c, ctx.gracePeriod, p))
    if (ctx.opts.allowContainerRestartPolicyRules) pushAll(errs, validateRestartRules(c, p, ctx))
    else if (c.restartPolicy !== undefined)
      errs.push(forbidden(child(p, 'restartPolicy'), 'may not be set for non-init containers'))
  })
  pushAll(errs, hostPortConflicts(list, path))
  return errs
}

const NOT_SIDECAR = 'may not be set for init containers without restartPolicy=Always'

const validateInitRestartPolicy = (c: core.Container, path: string, ctx: PodContext): FieldError[] => {
  if (c.restartPolicy === undefined)
    return (c.restartPolicyRules ?? []).length > 0 && minorOfOptions(ctx.opts) >= MINOR_RULES.initRestartRulesNeedPolicy
      ? [required(child(path, 'restartPolicy'), 'must specify restartPolicy when restart rules are used')]
      : []
  if (!ctx.opts.allowContainerRestartPolicyRules)
    return c.restartPolicy === 'Always'
      ? []
      : [named(notSupported(child(path, 'restartPolicy'), c.restartPolicy, ['Always']))]
  if (c.restartPolicy !== 'Always' || ctx.opts.allowRestartAllContainers) return validateRestartRules(c, path, ctx)
  return (c.restartPolicyRules ?? []).length > 0
    ? [
        forbidden(
          child(path, 'restartPolicyRules'),
          'restartPolicyRules are not allowed for init containers with restart policy Always',
        ),
      ]
    : []
}

/**
 * `validateInitContainers`: each valid, names unique across init and
 * regular containers, probes and lifecycle only on restartable (sidecar)
 * init containers.
 *
 * @example
 * validateInitContainers(undefined, [], 'spec.initContainers', ctx) // []
 */
export const validateInitContainers = (
  inits: readonly core.Container[] | undefined,
  regular: readonly core.Container[] | undefined,
  path: string,
  ctx: PodContext,
): FieldError[] => {
  const errs: FieldError[] = []
  const names = new Set<string>((regular ?? []).map((c) => c.name))
  ;(inits ?? []).forEach((c, i) => {
    const p = index(path, i)
    pushAll(errs, validateContainerCommon(c, p, ctx))
    pushAll(errs, validateInitRestartPolicy(c, p, ctx))
    const sidecar = c.restartPolicy === 'Always'
    if (names.has(c.name)) errs.push(duplicate(child(p, 'name'), c.name))
    else if (c.name.length > 0) names.add(c.name)
    pushAll(errs, hostPortConflicts([c], path))
    if (sidecar) {
      if (c.lifecycle !== undefined)
        pushAll(
          errs,
          validateLifecycle(
            c.lifecycle,
            ctx.gracePeriod,
            child(p, 'lifecycle'),
            ctx.os,
            ctx.opts.allowContainerStopSignals,
          ),
        )
      pushAll(errs, validateProbes(c, ctx.gracePeriod, p))
    } else {
      for (const k of ['lifecycle', 'livenessProbe', 'readinessProbe', 'startupProbe'] as const)
        if (c[k] !== undefined) errs.push(forbidden(child(p, k), NOT_SIDECAR))
    }
    if (!ctx.opts.allowSidecarResizePolicy && (c.resizePolicy ?? []).length > 0)
      errs.push(invalid(child(p, 'resizePolicy'), c.resizePolicy, 'must not be set for init containers'))
    if (
      !sidecar &&
      !ctx.opts.allowExistingRestartContainerForNonSidecarInitContainer &&
      sinceMinor(ctx.opts, 'nonSidecarInitRestartContainerRefused')
    ) {
      ;(c.resizePolicy ?? []).forEach((rp, j) => {
        if (rp.restartPolicy === 'RestartContainer')
          errs.push(
            invalid(
              child(index(child(p, 'resizePolicy'), j), 'restartPolicy'),
              rp.restartPolicy,
              "must not be set to 'RestartContainer' for non-sidecar initContainers",
            ),
          )
      })
    }
  })
  return errs
}
