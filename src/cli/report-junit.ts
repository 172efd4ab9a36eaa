/**
 * `--output junit`: JUnit XML, one test suite per file and one test case per
 * document (a failure when invalid, an error for unusable input, skipped for
 * other kinds). No timings, so the output is reproducible.
 *
 * @module
 */
import { at } from './manifests'
import { summarize, type DocumentResult, type ValidateReport } from './validate'

const xml = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot carry at all.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: matching the control characters XML forbids is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '\uFFFD')

const caseName = (r: DocumentResult): string =>
  r.index === undefined ? 'input' : `${r.kind ?? 'document'}${r.name ? ` ${r.name}` : ''} (document ${r.index})`

const testCase = (r: DocumentResult): string => {
  const open = `    <testcase classname="${xml(r.file)}" name="${xml(caseName(r))}"`
  const body = r.findings.map((f) => `${at(r.file, f.position)}: ${f.text}`).join('\n')
  const first = r.findings.find((f) => f.severity === 'error')?.text ?? ''
  switch (r.status) {
    case 'valid':
      return r.findings.length === 0
        ? `${open}/>`
        : `${open}>\n      <system-out>${xml(body)}</system-out>\n    </testcase>`
    case 'skipped':
      return `${open}>\n      <skipped message="${xml(`${r.apiVersion ?? ''} ${r.kind ?? ''} is not checked`)}"/>\n    </testcase>`
    case 'invalid':
      return `${open}>\n      <failure message="${xml(first.trim())}" type="${xml(r.apiStatus?.reason ?? 'Invalid')}">${xml(body)}</failure>\n    </testcase>`
    case 'error':
      return `${open}>\n      <error message="${xml(first)}" type="InputError">${xml(body)}</error>\n    </testcase>`
  }
}

export const junitReport = (report: ValidateReport): string => {
  const s = summarize(report)
  const skipped = Object.values(s.skipped).reduce((a, b) => a + b, 0)
  const suites = report.files.map((file) => {
    const rs = report.results.filter((r) => r.file === file)
    const n = (st: DocumentResult['status']) => rs.filter((r) => r.status === st).length
    return (
      `  <testsuite name="${xml(file)}" tests="${rs.length}" failures="${n('invalid')}" errors="${n('error')}" skipped="${n('skipped')}">\n` +
      rs.map(testCase).join('\n') +
      '\n  </testsuite>'
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
