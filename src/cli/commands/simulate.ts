/**
 * `k8s-jobs simulate`: the Job controller against scripted pod outcomes.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { kubectlJobStatus } from '../../controller/job-columns'
import { formatTime } from '../../controller/pod'
import { simulateJob, type PodAttempt, type PodOutcome, type SpecUpdate } from '../../controller/simulate-job'
import { dryRunCreateJob } from '../admission'
import { parseArgs, stringFlag, usageError, type FlagSpec, type UsageError } from '../args'
import { loadOrReport, nowOf, printKubectlError, uidOf } from '../common'
import type { SourceDocument } from '../documents'
import type { Host } from '../host'
import { invalidObjectName } from '../kubectl'
import { at, classify } from '../manifests'
import { styleFor } from '../style'
import { simulationPicture } from '../simulate-picture'
import { formatTable } from '../table'
import { PROFILE_FLAGS, profileOf } from '../profile-flags'

const FLAGS: readonly FlagSpec[] = [
  { name: 'script', kind: 'string' },
  { name: 'max-syncs', kind: 'string' },
  { name: 'uid', kind: 'string' },
  { name: 'compat', kind: 'string', choices: ['upstream', 'design'] },
  { name: 'now', kind: 'string' },
  { name: 'output', short: 'o', kind: 'string', choices: ['text', 'json', 'svg', 'timeline'] },
  ...PROFILE_FLAGS,
]

type Rec = Record<string, unknown>
const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x)

interface Rule {
  readonly attempt?: number
  readonly index?: number
  readonly ordinal?: number
  readonly outcome: PodOutcome
}

interface Script {
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
    if (!['attempt', 'index', 'ordinal', 'result', 'afterSeconds', 'exitCode', 'restarts', 'conditions'].includes(k)) {
      return { path: `${path}.${k}`, message: `unknown field "${k}"` }
    }
  }
  if (x['result'] !== 'Succeeded' && x['result'] !== 'Failed')
    return { path: `${path}.result`, message: 'result must be Succeeded or Failed' }
  for (const k of ['attempt', 'index', 'ordinal', 'exitCode', 'restarts']) {
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
    ...(x['attempt'] === undefined ? {} : { attempt: x['attempt'] as number }),
    ...(x['index'] === undefined ? {} : { index: x['index'] as number }),
    ...(x['ordinal'] === undefined ? {} : { ordinal: x['ordinal'] as number }),
    outcome,
  }
}

/** The script file: a list of rules, or `{pods, terminationGracePeriodSeconds, specUpdates}`. */
const readScript = (value: unknown): Script | ScriptError => {
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

const outcomeFor =
  (rules: readonly Rule[]) =>
  (a: PodAttempt): PodOutcome =>
    rules.find(
      (r) =>
        (r.attempt === undefined || r.attempt === a.attempt) &&
        (r.index === undefined || r.index === a.index) &&
        (r.ordinal === undefined || r.ordinal === a.ordinal),
    )?.outcome ?? DEFAULT_OUTCOME

/** Elapsed time as h:mm:ss. */
const clock = (ms: number): string => {
  const s = Math.round(ms / 1000)
  return `${Math.floor(s / 3600)}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}

const DEFAULT_SIMULATION_UID = '00000000-0000-4000-8000-000000000001'

export const simulateCommand = (argv: readonly string[], host: Host): number | UsageError | 'help' => {
  const args = parseArgs(argv, FLAGS)
  if ('usage' in args) return args
  if (args.flags['help']) return 'help'
  if (args.positionals.length !== 1) return usageError('simulate needs exactly one Job manifest')
  const maxSyncsText = stringFlag(args, 'max-syncs')
  const maxSyncs = maxSyncsText === undefined ? 10000 : Number(maxSyncsText)
  if (!Number.isInteger(maxSyncs) || maxSyncs <= 0)
    return usageError(`invalid value "${maxSyncsText}" for --max-syncs: want a whole number above 0`)
  const nowMs = nowOf(args, host)
  if (typeof nowMs !== 'number') return nowMs
  const style = styleFor(host, 'stderr')
  let script: Script = { rules: [], specUpdates: [] }
  const scriptFile = stringFlag(args, 'script')
  if (scriptFile !== undefined) {
    const docs = loadOrReport(host, [scriptFile])
    if (docs === undefined) return 2
    const read = readScript(docs[0]?.value ?? [])
    if ('message' in read) {
      const where = docs[0] === undefined ? { line: 1, col: 1 } : docs[0].locate(read.path)
      host.stderr(`${style.bold(at(scriptFile, where))}: ${style.red('error:')} ${read.message}\n`)
      return 2
    }
    script = read
  }
  const profile = profileOf(args, host)
  if ('usage' in profile) return profile
  // The controller reads this gate (status.startTime on suspend); simulateJob answers with its default only.
  if (profile.featureGates['MutableSchedulingDirectivesForSuspendedJobs'] === false)
    return usageError(
      'invalid value for --feature-gates: simulate does not implement the controller side of MutableSchedulingDirectivesForSuspendedJobs=false yet',
    )
  const docs = loadOrReport(host, args.positionals)
  if (docs === undefined) return 2
  const jobs = docs.filter((d) => classify(d.value).is === 'Job')
  if (jobs.length !== 1) {
    host.stderr(`${style.red('error:')} ${args.positionals[0]}: want exactly one Job, found ${jobs.length}\n`)
    return 2
  }
  const doc = jobs[0] as SourceDocument
  const answer = dryRunCreateJob(doc.value, {
    uid: uidOf(args, host) ?? DEFAULT_SIMULATION_UID,
    compat: stringFlag(args, 'compat') === 'design' ? 'design' : 'upstream',
    profile,
  })
  if (E.isLeft(answer.outcome)) {
    const failed = answer.outcome.left
    const name = (doc.value as { metadata?: { name?: unknown } }).metadata?.name
    printKubectlError(host, doc, failed, 'Job', invalidObjectName(failed) ?? (typeof name === 'string' ? name : ''))
    return 1
  }
  const start = formatTime(nowMs)
  const startMs = Math.floor(nowMs / 1000) * 1000
  const result = simulateJob(answer.outcome.right, outcomeFor(script.rules), {
    start,
    maxSyncs,
    specUpdates: script.specUpdates,
    ...(script.terminationGracePeriodSeconds === undefined
      ? {}
      : { terminationGracePeriodSeconds: script.terminationGracePeriodSeconds }),
  })
  const elapsed = (t: string) => clock(Date.parse(t) - startMs)
  const created = answer.outcome.right
  const phaseOf = (e: (typeof result.timeline)[number]) => kubectlJobStatus({ ...created, status: e.status })
  const output = stringFlag(args, 'output')
  if (output === 'svg' || output === 'timeline') {
    host.stdout(simulationPicture(result, output, host))
    return 0
  }
  if (output === 'json') {
    host.stdout(
      JSON.stringify(
        { start, finished: result.finished, syncs: result.syncs, timeline: result.timeline, job: result.job },
        null,
        2,
      ) + '\n',
    )
    return 0
  }
  const rows: string[][] = [['TIME', 'PHASE', 'STATUS', 'ACTIVE', 'READY', 'SUCCEEDED', 'FAILED', 'CREATE', 'DELETE']]
  let previous = ''
  for (const e of result.timeline) {
    const row = [
      elapsed(e.time),
      e.phase,
      phaseOf(e),
      String(e.status.active ?? 0),
      String(e.status.ready ?? 0),
      String(e.status.succeeded ?? 0),
      String(e.status.failed ?? 0),
      e.createIndexes !== undefined && e.createIndexes.length > 0
        ? `${e.createPods} [${e.createIndexes.join(',')}]`
        : String(e.createPods),
      e.deletePods.length === 0 ? '0' : `${e.deletePods.length} (${e.deletePods.join(',')})`,
    ]
    const key = row.slice(1).join('|')
    if (key === previous && e.createPods === 0 && e.deletePods.length === 0 && e.events.length === 0) continue
    previous = key
    rows.push(row)
  }
  const events = result.timeline.flatMap((e) => e.events.map((v) => [elapsed(e.time), v.type, v.reason, v.message]))
  const last = result.timeline[result.timeline.length - 1]
  const outcome = result.finished
    ? `${last?.phase} after ${last === undefined ? '0:00:00' : elapsed(last.time)} (${result.syncs} syncs)`
    : `not finished after ${result.syncs} syncs`
  host.stdout(
    `Job ${JSON.stringify(created.metadata?.name ?? '')} from ${start}\n\n` +
      formatTable(rows) +
      '\nEvents:\n' +
      (events.length === 0 ? '  <none>\n' : formatTable([['TIME', 'TYPE', 'REASON', 'MESSAGE'], ...events])) +
      `\nResult: ${outcome}\n`,
  )
  return 0
}
