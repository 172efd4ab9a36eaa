/**
 * The script of `k8s-jobs simulate`: pod outcome rules (which attempt,
 * completion index, pod ordinal or — for a CronJob — run they apply to),
 * the termination grace period and spec updates, read from a YAML or JSON
 * file.
 *
 * @module
 */
import type { PodAttempt, PodOutcome, SpecUpdate } from '../controller/simulate-job'

type Rec = Record<string, unknown>
const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x)

export interface Rule {
  /** For a CronJob: the run (0 for the first Job it creates) the rule applies to. */
  readonly run?: number
  readonly attempt?: number
  readonly index?: number
  readonly ordinal?: number
  readonly outcome: PodOutcome
}

export interface Script {
  readonly rules: readonly Rule[]
  readonly terminationGracePeriodSeconds?: number
  readonly specUpdates: readonly SpecUpdate[]
}

type ScriptError = { readonly path: string; readonly message: string }

const nonNegative = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0
const wholeNumber = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0

const readRule = (x: unknown, path: string): Rule | ScriptError => {
  if (!isRec(x)) return { path, message: 'a rule is an object with a result' }
  for (const k of Object.keys(x)) {
    if (
      !['run', 'attempt', 'index', 'ordinal', 'result', 'afterSeconds', 'exitCode', 'restarts', 'conditions'].includes(
        k,
      )
    ) {
      return { path: `${path}.${k}`, message: `unknown field "${k}"` }
    }
  }
  if (x['result'] !== 'Succeeded' && x['result'] !== 'Failed')
    return { path: `${path}.result`, message: 'result must be Succeeded or Failed' }
  for (const k of ['run', 'attempt', 'index', 'ordinal', 'exitCode', 'restarts']) {
    if (x[k] !== undefined && !wholeNumber(x[k]))
      return { path: `${path}.${k}`, message: `${k} must be a whole number` }
  }
  if (x['afterSeconds'] !== undefined && !nonNegative(x['afterSeconds'])) {
    return { path: `${path}.afterSeconds`, message: 'afterSeconds must be a number of seconds, 0 or more' }
  }
  const conditions = x['conditions']
  if (
    conditions !== undefined &&
    !(
      Array.isArray(conditions) &&
      conditions.every((c) => isRec(c) && typeof c['type'] === 'string' && typeof c['status'] === 'string')
    )
  ) {
    return { path: `${path}.conditions`, message: 'conditions must be a list of {type, status}' }
  }
  const outcome: PodOutcome = {
    result: x['result'],
    ...(x['afterSeconds'] === undefined ? {} : { afterSeconds: x['afterSeconds'] as number }),
    ...(x['exitCode'] === undefined ? {} : { exitCode: x['exitCode'] as number }),
    ...(x['restarts'] === undefined ? {} : { restarts: x['restarts'] as number }),
    ...(conditions === undefined ? {} : { conditions: conditions as PodOutcome['conditions'] }),
  }
  return {
    ...(x['run'] === undefined ? {} : { run: x['run'] as number }),
    ...(x['attempt'] === undefined ? {} : { attempt: x['attempt'] as number }),
    ...(x['index'] === undefined ? {} : { index: x['index'] as number }),
    ...(x['ordinal'] === undefined ? {} : { ordinal: x['ordinal'] as number }),
    outcome,
  }
}

/** The script file: a list of rules, or `{pods, terminationGracePeriodSeconds, specUpdates}`. */
export const readScript = (value: unknown): Script | ScriptError => {
  const top: Rec = Array.isArray(value) ? { pods: value } : isRec(value) ? value : {}
  if (!Array.isArray(value) && !isRec(value))
    return { path: '', message: 'a script is a list of rules or an object with pods' }
  for (const k of Object.keys(top)) {
    if (!['pods', 'terminationGracePeriodSeconds', 'specUpdates'].includes(k))
      return { path: k, message: `unknown field "${k}"` }
  }
  const pods = top['pods'] ?? []
  if (!Array.isArray(pods)) return { path: 'pods', message: 'pods must be a list of rules' }
  const rules: Rule[] = []
  for (let i = 0; i < pods.length; i++) {
    const r = readRule(pods[i], Array.isArray(value) ? `[${i}]` : `pods[${i}]`)
    if ('message' in r) return r
    rules.push(r)
  }
  const grace = top['terminationGracePeriodSeconds']
  if (grace !== undefined && !nonNegative(grace))
    return { path: 'terminationGracePeriodSeconds', message: 'must be a number of seconds, 0 or more' }
  const updates = top['specUpdates'] ?? []
  if (!Array.isArray(updates))
    return { path: 'specUpdates', message: 'specUpdates must be a list of {atSeconds, spec}' }
  const specUpdates: SpecUpdate[] = []
  for (let i = 0; i < updates.length; i++) {
    const u = updates[i]
    if (!isRec(u) || !nonNegative(u['atSeconds']) || !isRec(u['spec']))
      return { path: `specUpdates[${i}]`, message: 'a spec update is {atSeconds, spec}' }
    specUpdates.push({ atSeconds: u['atSeconds'], spec: u['spec'] })
  }
  return { rules, specUpdates, ...(grace === undefined ? {} : { terminationGracePeriodSeconds: grace as number }) }
}

const DEFAULT_OUTCOME: PodOutcome = { result: 'Succeeded', afterSeconds: 1 }

export const outcomeFor =
  (rules: readonly Rule[], run = 0) =>
  (a: PodAttempt): PodOutcome =>
    rules.find(
      (r) =>
        (r.run === undefined || r.run === run) &&
        (r.attempt === undefined || r.attempt === a.attempt) &&
        (r.index === undefined || r.index === a.index) &&
        (r.ordinal === undefined || r.ordinal === a.ordinal),
    )?.outcome ?? DEFAULT_OUTCOME

/** Elapsed time as h:mm:ss. */
export const clock = (ms: number): string => {
  const s = Math.round(ms / 1000)
  return `${Math.floor(s / 3600)}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}
