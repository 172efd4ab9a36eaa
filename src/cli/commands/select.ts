/**
 * `k8s-jobs select`: which objects a label selector, or a Job, selects.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { labelSelectorAsSelector } from '../../labels/label-selector'
import { parseSelector } from '../../labels/parser'
import { matches } from '../../labels/matches'
import { selectorToString } from '../../labels/selector'
import type { LabelSelector, Selector } from '../../labels/types'
import { dryRunCreateJob } from '../admission'
import { parseArgs, stringFlag, usageError, type FlagSpec, type UsageError } from '../args'
import { documentUid, loadOrReport, printKubectlError, uidOf, operandsOf } from '../common'
import type { Host } from '../host'
import { invalidObjectName } from '../kubectl'
import { at, classify } from '../manifests'
import { fileText, quoted, safeJson, shown } from '../quote'
import { styleFor } from '../style'

const FLAGS: readonly FlagSpec[] = [
  { name: 'selector', short: 'l', kind: 'string' },
  { name: 'job', kind: 'string' },
  { name: 'uid', kind: 'string' },
  { name: 'output', short: 'o', kind: 'string', choices: ['text', 'json'] },
]

type Rec = Record<string, unknown>
const rec = (x: unknown): Rec => (typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Rec) : {})
const str = (x: unknown): string => (typeof x === 'string' ? x : '')

/** The selector of a Job manifest, as its controller uses it, and the Job's namespace. */
const jobSelector = (
  host: Host,
  file: string,
  uidFlag: string | undefined,
): { selector: Selector; namespace: string } | number => {
  const docs = loadOrReport(host, [file])
  if (docs === undefined) return 2
  const style = styleFor(host, 'stderr')
  const jobs = docs.filter((d) => classify(d.value).is === 'Job')
  const doc = jobs[0]
  if (doc === undefined || jobs.length > 1) {
    host.stderr(`${style.red('error:')} --job ${shown(file)}: want exactly one Job, found ${jobs.length}\n`)
    return 2
  }
  const meta = rec(rec(doc.value)['metadata'])
  const namespace = str(meta['namespace']) || 'default'
  let ls: unknown = rec(rec(doc.value)['spec'])['selector']
  if (ls === undefined || ls === null) {
    const answer = dryRunCreateJob(doc.value, {
      uid: str(meta['uid']) || uidFlag || documentUid(doc, 'Job'),
      compat: 'upstream',
    })
    if (E.isLeft(answer.outcome)) {
      const failed = answer.outcome.left
      printKubectlError(host, doc, failed, 'Job', invalidObjectName(failed) ?? str(meta['name']))
      return 1
    }
    ls = answer.outcome.right.spec.selector
  }
  const sel = labelSelectorAsSelector(ls as LabelSelector)
  if (E.isLeft(sel)) {
    host.stderr(
      `${style.bold(at(doc.file, doc.locate('spec.selector')))}: ${style.red('error:')} spec.selector: ${sel.left.message}\n`,
    )
    return 1
  }
  return { selector: sel.right, namespace }
}

export const selectCommand = (argv: readonly string[], host: Host): number | UsageError | 'help' => {
  const args = parseArgs(argv, FLAGS)
  if ('usage' in args) return args
  if (args.flags['help']) return 'help'
  const expr = stringFlag(args, 'selector')
  const jobFile = stringFlag(args, 'job')
  if ((expr === undefined) === (jobFile === undefined))
    return usageError('select needs either -l SELECTOR or --job JOB.yaml')
  const operands = operandsOf(args, host)
  if (operands.length === 0) return usageError('select needs files, folders or - (standard input)')
  let selector: Selector
  let namespace: string | undefined
  if (expr !== undefined) {
    const parsed = parseSelector(expr)
    if (E.isLeft(parsed)) return usageError(`invalid selector ${quoted(expr)}: ${parsed.left.message}`)
    selector = parsed.right
  } else {
    const js = jobSelector(host, jobFile as string, uidOf(args, host))
    if (typeof js === 'number') return js
    selector = js.selector
    namespace = js.namespace
  }
  const docs = loadOrReport(host, operands)
  if (docs === undefined) return 2
  const considered = docs.filter((d) => {
    const c = classify(d.value)
    if (c.is === 'problem') return false
    if (namespace === undefined) return true
    const kind = c.is === 'other' ? c.kind : c.is
    return kind === 'Pod' && (str(rec(rec(d.value)['metadata'])['namespace']) || 'default') === namespace
  })
  const selected = considered.filter((d) => {
    const labels = rec(rec(rec(d.value)['metadata'])['labels'])
    return (
      Object.values(labels).every((v) => typeof v === 'string') && matches(selector, labels as Record<string, string>)
    )
  })
  const describe = (d: (typeof docs)[number]) => {
    const v = rec(d.value)
    const meta = rec(v['metadata'])
    return {
      file: fileText(d.file),
      document: d.index,
      kind: str(v['kind']),
      name: str(meta['name']),
      namespace: str(meta['namespace']),
    }
  }
  const selectorText = selectorToString(selector)
  if (stringFlag(args, 'output') === 'json') {
    host.stdout(
      safeJson(
        JSON.stringify(
          {
            selector: selectorText,
            ...(namespace === undefined ? {} : { namespace }),
            considered: considered.length,
            selected: selected.map(describe),
          },
          null,
          2,
        ),
      ) + '\n',
    )
    return 0
  }
  for (const d of selected) {
    const x = describe(d)
    host.stdout(`${shown(x.kind)}/${shown(x.name)}\n`)
  }
  const scope = namespace === undefined ? 'objects' : `Pods in namespace ${shown(namespace)}`
  host.stderr(`selector ${quoted(selectorText)} selects ${selected.length} of ${considered.length} ${scope}\n`)
  return 0
}
