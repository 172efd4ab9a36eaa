/**
 * `k8s-jobs simulate`: the Job controller against scripted pod outcomes.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { kubectlJobStatus } from '../../controller/job-columns'
import { formatTime } from '../../controller/pod'
import { simulateJob } from '../../controller/simulate-job'
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
import { clock, outcomeFor, readScript, type Script } from '../simulate-script'
import { simulateCronJobCommand } from './simulate-cronjob'

const FLAGS: readonly FlagSpec[] = [
  { name: 'script', kind: 'string' },
  { name: 'max-syncs', kind: 'string' },
  { name: 'uid', kind: 'string' },
  { name: 'compat', kind: 'string', choices: ['upstream', 'design'] },
  { name: 'now', kind: 'string' },
  { name: 'output', short: 'o', kind: 'string', choices: ['text', 'json', 'svg', 'timeline'] },
  ...PROFILE_FLAGS,
  { name: 'for', kind: 'string' },
]

const DEFAULT_SIMULATION_UID = '00000000-0000-4000-8000-000000000001'

export const simulateCommand = (argv: readonly string[], host: Host): number | UsageError | 'help' => {
  const args = parseArgs(argv, FLAGS)
  if ('usage' in args) return args
  if (args.flags['help']) return 'help'
  if (args.positionals.length !== 1) return usageError('simulate needs exactly one Job or CronJob manifest')
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
  const docs = loadOrReport(host, args.positionals)
  if (docs === undefined) return 2
  const jobs = docs.filter((d) => classify(d.value).is === 'Job')
  const cronJobs = docs.filter((d) => classify(d.value).is === 'CronJob')
  if (jobs.length === 0 && cronJobs.length === 1)
    return simulateCronJobCommand(host, args, cronJobs[0] as SourceDocument, script, nowMs, maxSyncs, profile)
  if (jobs.length !== 1) {
    const found = cronJobs.length > 0 ? `${jobs.length} Jobs and ${cronJobs.length} CronJobs` : String(jobs.length)
    host.stderr(`${style.red('error:')} ${args.positionals[0]}: want exactly one Job or CronJob, found ${found}\n`)
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
    profile,
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
