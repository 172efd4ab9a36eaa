/**
 * `--output junit`: JUnit XML, one test suite per file and one test case per
 * document (a failure when invalid, an error for unusable input, skipped for
 * other kinds). No timings, so the output is reproducible.
 *
 * @module
 */
import { at } from './manifests'
import { neutralized, quoted, shown } from './quote'
import { resultsByFile, summarize, type DocumentResult, type ValidateReport } from './validate'

/** Element content: XML's own escapes, and characters XML cannot carry replaced. */
const xml = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot carry at all.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: matching the control characters XML forbids is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '\uFFFD')

/**
 * An attribute value: also no raw line ends or tabs (a reader would turn
 * them into spaces), and no other character Go's `%q` escapes.
 */
const attr = (s: string): string =>
  s
    .split(/([\n\r\t])/)
    .map((part, i) => (i % 2 === 1 ? `&#${part.charCodeAt(0)};` : xml(neutralized(part))))
    .join('')

const caseName = (r: DocumentResult): string =>
  r.index === undefined
    ? 'input'
    : `${r.kind === undefined ? 'document' : shown(r.kind)}${r.name ? ` ${quoted(r.name)}` : ''} (document ${r.index})`

const testCase = (r: DocumentResult): string => {
  const open = `    <testcase classname="${attr(shown(r.file))}" name="${attr(caseName(r))}"`
  const body = r.findings.map((f) => `${at(r.file, f.position)}: ${neutralized(f.text)}`).join('\n')
  const first = r.findings.find((f) => f.severity === 'error')?.text ?? ''
  switch (r.status) {
    case 'valid':
      return r.findings.length === 0
        ? `${open}/>`
        : `${open}>\n      <system-out>${xml(body)}</system-out>\n    </testcase>`
    case 'skipped':
      return `${open}>\n      <skipped message="${attr(`${shown(r.apiVersion ?? '')} ${shown(r.kind ?? '')} is not checked`)}"/>\n    </testcase>`
    case 'invalid':
      return `${open}>\n      <failure message="${attr(first.trim())}" type="${attr(r.apiStatus?.reason ?? 'Invalid')}">${xml(body)}</failure>\n    </testcase>`
    case 'error':
      return `${open}>\n      <error message="${attr(first)}" type="InputError">${xml(body)}</error>\n    </testcase>`
  }
}

export const junitReport = (report: ValidateReport): string => {
  const s = summarize(report)
  const skipped = Object.values(s.skipped).reduce((a, b) => a + b, 0)
  const suites = [...resultsByFile(report)].map(([file, rs]) => {
    const n = (st: DocumentResult['status']) => rs.filter((r) => r.status === st).length
    return (
      `  <testsuite name="${attr(shown(file))}" tests="${rs.length}" failures="${n('invalid')}" errors="${n('error')}" skipped="${n('skipped')}">\n` +
      rs.map((r) => testCase(r) + '\n').join('') +
      '  </testsuite>'
    )
  })
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<testsuites name="k8s-jobs validate" tests="${report.results.length}" failures="${s.invalid}" errors="${s.errors}" skipped="${skipped}">\n` +
    suites.join('\n') +
    (suites.length > 0 ? '\n' : '') +
    '</testsuites>\n'
  )
}
