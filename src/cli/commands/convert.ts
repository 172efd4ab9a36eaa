/**
 * `k8s-jobs convert --to <version>`.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { convertJob } from '../../conversion/convert'
import { formatFieldError } from '../../field/format'
import { decodeJob } from '../../job/decode'
import { parseArgs, stringFlag, usageError, type FlagSpec, type UsageError } from '../args'
import { classifyOrReport, loadOrReport, skipNote, operandsOf } from '../common'
import type { Host } from '../host'
import { at } from '../manifests'
import { printObjects } from '../serialize'
import { styleFor } from '../style'

const VERSIONS = ['batch/v1', 'extensions/v1beta1'] as const

const FLAGS: readonly FlagSpec[] = [
  { name: 'to', kind: 'string', choices: VERSIONS },
  { name: 'output', short: 'o', kind: 'string', choices: ['yaml', 'json'] },
]

export const convertCommand = (argv: readonly string[], host: Host): number | UsageError | 'help' => {
  const args = parseArgs(argv, FLAGS)
  if ('usage' in args) return args
  if (args.flags['help']) return 'help'
  const to = stringFlag(args, 'to') as (typeof VERSIONS)[number] | undefined
  if (to === undefined) return usageError('convert needs --to batch/v1 or --to extensions/v1beta1')
  const operands = operandsOf(args, host)
  if (operands.length === 0) return usageError('convert needs files, folders or - (standard input)')
  const docs = loadOrReport(host, operands)
  if (docs === undefined) return 2
  const style = styleFor(host, 'stderr')
  const out: unknown[] = []
  let status = 0
  for (const doc of docs) {
    const c = classifyOrReport(host, doc)
    if (c === undefined) return 2
    if (c.is !== 'Job') {
      skipNote(host, doc, c.apiVersion, c.is === 'other' ? c.kind : 'CronJob', 'convert reads Jobs')
      continue
    }
    const decoded = decodeJob(doc.value)
    if (E.isLeft(decoded)) {
      status = 1
      for (const e of decoded.left)
        host.stderr(`${style.bold(at(doc.file, doc.locate(e.field)))}: error: ${formatFieldError(e)}\n`)
      continue
    }
    out.push(convertJob(decoded.right, to))
  }
  if (out.length > 0) host.stdout(printObjects(out, stringFlag(args, 'output') === 'json' ? 'json' : 'yaml'))
  return status
}
