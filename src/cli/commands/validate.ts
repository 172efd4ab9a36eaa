/**
 * `k8s-jobs validate`.
 *
 * @module
 */
import { listFlag, parseArgs, stringFlag, usageError, type FlagSpec, type UsageError } from '../args'
import { cronJobUid, documentUid, nowOf, operandsOf, uidOf } from '../common'
import type { Host } from '../host'
import { loadManifests } from '../manifests'
import { quoted } from '../quote'
import { githubReport } from '../report-github'
import { jsonReport } from '../report-json'
import { junitReport } from '../report-junit'
import { sarifReport } from '../report-sarif'
import { textReport } from '../report-text'
import { styleFor } from '../style'
import { exitCodeOf, summarize } from '../validate'
import { validateWithProgress } from '../progress'
import { VERSION } from '../version'
import { PROFILE_FLAGS, profileLabel, profileOf } from '../profile-flags'

const FLAGS: readonly FlagSpec[] = [
  { name: 'output', short: 'o', kind: 'string', choices: ['text', 'json', 'github', 'sarif', 'junit'] },
  { name: 'compat', kind: 'string', choices: ['upstream', 'design'] },
  { name: 'namespace', short: 'n', kind: 'string' },
  { name: 'uid', kind: 'string' },
  { name: 'now', kind: 'string' },
  { name: 'verbose', short: 'v', kind: 'boolean' },
  { name: 'skip-kinds', kind: 'list' },
  { name: 'ignore-filename-pattern', kind: 'list' },
  { name: 'include-hidden', kind: 'boolean' },
  ...PROFILE_FLAGS,
]

/** The `--ignore-filename-pattern` values as regular expressions, or the usage error of the first bad one. */
const ignorePatterns = (patterns: readonly string[]): RegExp[] | UsageError => {
  const out: RegExp[] = []
  for (const p of patterns) {
    try {
      out.push(new RegExp(p, 'u'))
    } catch (e) {
      return usageError(
        `invalid regular expression ${quoted(p)} for --ignore-filename-pattern: ${e instanceof Error ? e.message : String(e)}`,
      )
    }
  }
  return out
}

export const validateCommand = (argv: readonly string[], host: Host): number | UsageError | 'help' => {
  const args = parseArgs(argv, FLAGS)
  if ('usage' in args) return args
  if (args.flags['help']) return 'help'
  const operands = operandsOf(args, host)
  if (operands.length === 0) return usageError('validate needs files, folders or - (standard input)')
  const ignore = ignorePatterns(listFlag(args, 'ignore-filename-pattern'))
  if (!Array.isArray(ignore)) return ignore
  const nowMs = nowOf(args, host)
  if (typeof nowMs !== 'number') return nowMs
  const uid = uidOf(args, host)
  const profile = profileOf(args, host)
  if ('usage' in profile) return profile
  const namespace = stringFlag(args, 'namespace')
  const loaded = loadManifests(host, operands, { ignore, includeHidden: args.flags['include-hidden'] === true })
  // `k8s-jobs validate $FILES` with an empty $FILES in a CI step whose input is an empty pipe
  // must not pass on nothing: only an explicit `-` makes empty input a (valid) empty file.
  if (args.positionals.length === 0 && loaded.items.length === 0)
    return usageError('validate needs files, folders or - (standard input); standard input held no document')
  const skipKinds = listFlag(args, 'skip-kinds', true)
  const report = validateWithProgress(
    loaded.items,
    {
      compat: stringFlag(args, 'compat') === 'design' ? 'design' : 'upstream',
      nowMs,
      uidFor: (doc) => uid ?? documentUid(doc, 'Job'),
      cronJobUidFor: cronJobUid,
      profile,
      ...(namespace === undefined ? {} : { namespace }),
      ...(skipKinds.length === 0 ? {} : { skipKinds: new Set(skipKinds) }),
    },
    host,
    loaded.files,
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
            : textReport(report, styleFor(host, 'stdout'), args.flags['verbose'] === true, profileLabel(profile))
  host.stdout(text)
  return exitCodeOf(summarize(report))
}
