/**
 * `k8s-jobs create`: a dry-run create, printing the stored object.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { formatTime } from '../../controller/pod'
import { dryRunCreateCronJob, dryRunCreateJob } from '../admission'
import { parseArgs, stringFlag, usageError, type FlagSpec, type UsageError } from '../args'
import {
  classifyOrReport,
  cronJobUid,
  loadOrReport,
  nowOf,
  printKubectlError,
  skipNote,
  uidOf,
  operandsOf,
} from '../common'
import { jobFromCronJob } from '../cronjob'
import type { SourceDocument } from '../documents'
import type { Host } from '../host'
import { invalidObjectName, kubectlWarningLine } from '../kubectl'
import { printObjects } from '../serialize'
import { styleFor } from '../style'
import { PROFILE_FLAGS, profileOf } from '../profile-flags'

const FLAGS: readonly FlagSpec[] = [
  { name: 'output', short: 'o', kind: 'string', choices: ['yaml', 'json'] },
  { name: 'uid', kind: 'string' },
  { name: 'name', kind: 'string' },
  { name: 'namespace', short: 'n', kind: 'string' },
  { name: 'compat', kind: 'string', choices: ['upstream', 'design'] },
  { name: 'now', kind: 'string' },
  ...PROFILE_FLAGS,
]

const nameOf = (o: unknown): string => {
  const m = (o as { metadata?: { name?: unknown } }).metadata
  return typeof m?.name === 'string' ? m.name : ''
}

export const createCommand = (argv: readonly string[], host: Host): number | UsageError | 'help' => {
  const args = parseArgs(argv, FLAGS)
  if ('usage' in args) return args
  if (args.flags['help']) return 'help'
  const operands = operandsOf(args, host)
  if (operands.length === 0) return usageError('create needs files, folders or - (standard input)')
  const nowMs = nowOf(args, host)
  if (typeof nowMs !== 'number') return nowMs
  const profile = profileOf(args, host)
  if ('usage' in profile) return profile
  const docs = loadOrReport(host, operands)
  if (docs === undefined) return 2
  const fixedUid = uidOf(args, host)
  const name = stringFlag(args, 'name')
  const namespace = stringFlag(args, 'namespace')
  const compat = stringFlag(args, 'compat') === 'design' ? 'design' : 'upstream'
  const style = styleFor(host, 'stderr')
  const created: unknown[] = []
  let status = 0
  const createOne = (doc: SourceDocument, manifest: unknown, toSourcePath: (p: string) => string) => {
    const answer = dryRunCreateJob(manifest, {
      uid: fixedUid ?? host.randomUid(),
      compat,
      profile,
      ...(name === undefined ? {} : { name }),
      ...(namespace === undefined ? {} : { namespace }),
    })
    for (const w of new Set(answer.warnings))
      host.stderr(`${style.yellow('Warning:')}${kubectlWarningLine(w).slice('Warning:'.length)}\n`)
    if (E.isLeft(answer.outcome)) {
      status = 1
      const failed = answer.outcome.left
      printKubectlError(host, doc, failed, 'Job', invalidObjectName(failed) ?? nameOf(manifest), toSourcePath)
      return
    }
    const job = answer.outcome.right
    created.push({ ...job, metadata: { ...job.metadata, creationTimestamp: formatTime(nowMs) } })
  }
  for (const doc of docs) {
    const c = classifyOrReport(host, doc)
    if (c === undefined) return 2
    if (c.is === 'other') {
      skipNote(host, doc, c.apiVersion, c.kind, 'create prints Jobs and the Jobs of CronJobs')
      continue
    }
    if (c.is === 'Job') {
      createOne(doc, doc.value, (p) => p)
      continue
    }
    // The CronJob itself first, as the CronJob API checks it; then the Job its controller would create.
    const checked = dryRunCreateCronJob(doc.value, {
      uid: cronJobUid(doc),
      profile,
      ...(namespace === undefined ? {} : { namespace }),
    })
    for (const w of new Set(checked.warnings))
      host.stderr(`${style.yellow('Warning:')}${kubectlWarningLine(w).slice('Warning:'.length)}\n`)
    if (E.isLeft(checked.outcome)) {
      status = 1
      printKubectlError(host, doc, checked.outcome.left, 'CronJob', invalidObjectName(checked.outcome.left) ?? c.name)
      continue
    }
    const made = jobFromCronJob(doc.value, Math.floor(nowMs / 60000) * 60000, cronJobUid(doc))
    if ('type' in made) {
      status = 1
      printKubectlError(host, doc, { code: 422, reason: 'Invalid', message: '', errors: [made] }, 'CronJob', c.name)
      continue
    }
    createOne(doc, made.job, made.cronJobPath)
  }
  if (created.length > 0) host.stdout(printObjects(created, stringFlag(args, 'output') === 'json' ? 'json' : 'yaml'))
  return status
}
