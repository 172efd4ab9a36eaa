/**
 * `k8s-jobs validate`.
 *
 * @module
 */
import { parseArgs, stringFlag, usageError, type FlagSpec, type UsageError } from '../args'
import { cronJobUid, documentUid, nowOf, uidOf } from '../common'
import type { Host } from '../host'
import { loadDocuments } from '../manifests'
import { githubReport } from '../report-github'
import { jsonReport } from '../report-json'
import { junitReport } from '../report-junit'
import { sarifReport } from '../report-sarif'
import { textReport } from '../report-text'
import { styleFor } from '../style'
import { exitCodeOf, summarize } from '../validate'
import { validateWithProgress } from '../progress'
import { VERSION } from '../version'

const FLAGS: readonly FlagSpec[] = [
  { name: 'output', short: 'o', kind: 'string', choices: ['text', 'json', 'github', 'sarif', 'junit'] },
  { name: 'compat', kind: 'string', choices: ['upstream', 'design'] },
  { name: 'namespace', short: 'n', kind: 'string' },
  { name: 'uid', kind: 'string' },
  { name: 'now', kind: 'string' },
  { name: 'verbose', short: 'v', kind: 'boolean' },
]

export const validateCommand = (argv: readonly string[], host: Host): number | UsageError | 'help' => {
  const args = parseArgs(argv, FLAGS)
  if ('usage' in args) return args
  if (args.flags['help']) return 'help'
  if (args.positionals.length === 0) return usageError('validate needs files, folders or - (standard input)')
  const nowMs = nowOf(args, host)
  if (typeof nowMs !== 'number') return nowMs
  const uid = uidOf(args, host)
  const namespace = stringFlag(args, 'namespace')
  const report = validateWithProgress(
    loadDocuments(host, args.positionals),
    {
      compat: stringFlag(args, 'compat') === 'design' ? 'design' : 'upstream',
      nowMs,
      uidFor: (doc) => uid ?? documentUid(doc, 'Job'),
      cronJobUidFor: cronJobUid,
      ...(namespace === undefined ? {} : { namespace }),
    },
    host,
  )
  const output = stringFlag(args, 'output') ?? 'text'
  const text =
    output === 'json'
      ? jsonReport(report)
      : output === 'github'
        ? githubReport(report)
        : output === 'sarif'
          ? sarifReport(report, VERSION)
          : output === 'junit'
            ? junitReport(report)
            : textReport(report, styleFor(host, 'stdout'), args.flags['verbose'] === true)
  host.stdout(text)
  return exitCodeOf(summarize(report))
}
