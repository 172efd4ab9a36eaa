/**
 * `--output text`: kubectl's lines, each prefixed with `file:line:col`, then
 * the summary.
 *
 * @module
 */
import { at } from './manifests'
import { neutralized, quoted, shown } from './quote'
import type { Style } from './style'
import { summarize, summaryLine, type DocumentResult, type ValidateReport } from './validate'

const describe = (r: DocumentResult): string =>
  r.kind === undefined ? 'document' : `${shown(r.kind)}${r.name ? ` ${quoted(r.name)}` : ''}`

/**
 * The text report; with `verbose`, valid and skipped documents get a line
 * too; `cluster` (the profile, e.g. `Kubernetes 1.37`) ends the summary.
 */
export const textReport = (report: ValidateReport, style: Style, verbose: boolean, cluster?: string): string => {
  const lines: string[] = []
  for (const r of report.results) {
    if (verbose && r.status === 'valid')
      lines.push(
        `${style.bold(at(r.file, r.position))}: ${describe(r)} is valid${r.job ? ` (creates Job ${quoted(r.job)})` : ''}`,
      )
    if (verbose && r.status === 'skipped')
      lines.push(style.dim(`${at(r.file, r.position)}: skipped ${shown(r.apiVersion ?? '')} ${describe(r)}`))
    for (const f of r.findings) {
      const where = style.bold(at(r.file, f.position))
      const text = neutralized(f.text)
      if (f.severity === 'warning') lines.push(`${where}: ${style.yellow('Warning:')}${text.slice('Warning:'.length)}`)
      else if (f.rule === 'InputError') lines.push(`${where}: ${style.red('error:')} ${text}`)
      else lines.push(`${where}: ${text}`)
    }
  }
  const s = summarize(report)
  const summary = summaryLine(s) + (cluster === undefined ? '' : ` (${cluster})`)
  lines.push(s.errors > 0 || s.invalid > 0 ? style.red(summary) : style.green(summary))
  return lines.join('\n') + '\n'
}
