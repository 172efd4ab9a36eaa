/**
 * `k8s-jobs simulate` for a CronJob: the CronJob controller over a window
 * (`--for`, default 24h, from `--now`), each Job it creates run against the
 * script's pod rules (a rule with `run: n` applies to the n-th Job only).
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { simulateCronJob } from '../../cronjob/controller/simulate-cronjob'
import { parseGoDuration } from '../../cronjob/schedule/go-duration'
import { formatTime } from '../../controller/pod'
import { dryRunCreateCronJob } from '../admission'
import { stringFlag, usageError, type ParsedArgs, type UsageError } from '../args'
import { printKubectlError, uidOf } from '../common'
import type { SourceDocument } from '../documents'
import type { Host } from '../host'
import { invalidObjectName } from '../kubectl'
import { shown } from '../quote'
import { outcomeFor, type Script } from '../simulate-script'
import { formatTable } from '../table'
import type { ResolvedClusterProfile } from '../../profile/resolve'

const DEFAULT_CRONJOB_UID = '00000000-0000-4000-8000-000000000002'
const MAX_WINDOW_MS = 366 * 86400_000

export const simulateCronJobCommand = (
  host: Host,
  args: ParsedArgs,
  doc: SourceDocument,
  script: Script,
  nowMs: number,
  maxSyncs: number,
  profile: ResolvedClusterProfile,
): number | UsageError => {
  const forText = stringFlag(args, 'for') ?? '24h'
  const window = parseGoDuration(forText)
  if (!window.ok || window.nanoseconds <= 0n || window.nanoseconds > BigInt(MAX_WINDOW_MS) * 1000000n)
    return usageError(`invalid value "${forText}" for --for: want a duration such as 24h or 90m, at most 8784h`)
  const from = formatTime(nowMs)
  const until = formatTime(nowMs + Number(window.nanoseconds / 1000000n))
  const name = (doc.value as { metadata?: { name?: unknown } }).metadata?.name
  const checked = dryRunCreateCronJob(doc.value, { uid: uidOf(args, host) ?? DEFAULT_CRONJOB_UID, profile })
  if (E.isLeft(checked.outcome)) {
    const failed = checked.outcome.left
    printKubectlError(host, doc, failed, 'CronJob', invalidObjectName(failed) ?? (typeof name === 'string' ? name : ''))
    return 1
  }
  // created now: the controller's first look finds no missed run
  const stored = checked.outcome.right
  const cronJob = { ...stored, metadata: { ...stored.metadata, creationTimestamp: from } }
  const result = simulateCronJob(cronJob, {
    from,
    until,
    maxSyncs,
    jobOutcome: ({ index }) => outcomeFor(script.rules, index),
  })
  if (stringFlag(args, 'output') === 'json') {
    host.stdout(
      JSON.stringify(
        {
          from,
          until,
          stoppedBy: result.stoppedBy,
          runs: result.runs,
          syncs: result.syncs,
          status: result.cronJob.status,
        },
        null,
        2,
      ) + '\n',
    )
    return 0
  }
  const rows = [['SCHEDULED', 'JOB', 'CREATED', 'OUTCOME', 'FINISHED']]
  for (const r of result.runs)
    rows.push([r.scheduledTime, r.jobName ?? '-', r.createdAt ?? '-', r.outcome, r.finishedAt ?? r.deletedAt ?? '-'])
  const events = result.syncs.flatMap((s) => s.events.map((e) => [s.time, e.type, e.reason, shown(e.message)]))
  const count = (o: string) => result.runs.filter((r) => r.outcome === o).length
  const summary = ['Succeeded', 'Failed', 'Running', 'Replaced', 'Skipped', 'Missed']
    .map((o) => [o, count(o)] as const)
    .filter(([, n]) => n > 0)
    .map(([o, n]) => `${n} ${o.toLowerCase()}`)
  host.stdout(
    `CronJob ${JSON.stringify(result.cronJob.metadata?.name ?? '')} from ${from} to ${until}\n\n` +
      (result.runs.length === 0 ? 'No runs\n' : formatTable(rows)) +
      '\nEvents:\n' +
      (events.length === 0 ? '  <none>\n' : formatTable([['TIME', 'TYPE', 'REASON', 'MESSAGE'], ...events])) +
      `\nResult: ${result.runs.length} runs${summary.length > 0 ? ` (${summary.join(', ')})` : ''}, ${result.syncs.length} syncs` +
      (result.stoppedBy === 'maxSyncs' ? ', stopped at --max-syncs' : '') +
      '\n',
  )
  return 0
}
