/**
 * `--output github`: GitHub Actions workflow commands (`::error file=…::…`),
 * which show as annotations on the pull request's diff, then the summary.
 * A multi-cause error becomes one annotation per cause, each with kubectl's
 * header.
 *
 * @module
 */
import { neutralized } from './quote'
import { standaloneFindings, summarize, summaryLine, type ValidateReport } from './validate'

// Workflow-command escaping; the text is neutralized first, so no control character is left.
const escapeData = (s: string): string =>
  neutralized(s).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
const escapeProperty = (s: string): string => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C')

export const githubReport = (report: ValidateReport): string => {
  const lines: string[] = []
  for (const r of report.results) {
    for (const f of standaloneFindings(r)) {
      const text = f.text
      const props = [
        ...(r.file === '-' ? [] : [`file=${escapeProperty(r.file)}`]),
        ...(f.position === undefined ? [] : [`line=${f.position.line}`, `col=${f.position.col}`]),
        `title=${escapeProperty(f.severity === 'warning' ? 'k8s-jobs warning' : f.rule === 'InputError' ? 'k8s-jobs input error' : `k8s-jobs ${f.rule}`)}`,
      ]
      lines.push(`::${f.severity} ${props.join(',')}::${escapeData(text)}`)
    }
  }
  lines.push(summaryLine(summarize(report)))
  return lines.join('\n') + '\n'
}
