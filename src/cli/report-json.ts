/**
 * `--output json`: the summary and one entry per document or input problem.
 *
 * @module
 */
import { fileText, safeJson } from './quote'
import { summarize, type DocumentResult, type ValidateReport } from './validate'

const position = (p: { line: number; col: number } | undefined) =>
  p === undefined ? {} : { line: p.line, column: p.col }

const entry = (r: DocumentResult) => ({
  file: fileText(r.file),
  ...(r.index === undefined ? {} : { document: r.index }),
  ...position(r.position),
  ...(r.apiVersion === undefined ? {} : { apiVersion: r.apiVersion }),
  ...(r.kind === undefined ? {} : { kind: r.kind }),
  ...(r.name === undefined ? {} : { name: r.name }),
  ...(r.job === undefined ? {} : { job: r.job }),
  status: r.status,
  ...(r.apiStatus === undefined
    ? {}
    : { apiStatus: { code: r.apiStatus.code, reason: r.apiStatus.reason, message: r.apiStatus.message } }),
  errors: r.findings
    .filter((f) => f.severity === 'error' && (f.cause !== undefined || f.rule !== 'Invalid'))
    .map((f) => ({
      ...(f.field === undefined ? {} : { field: f.field }),
      type: f.rule,
      message: f.cause ?? f.text,
      ...position(f.position),
    })),
  ...(r.status === 'invalid'
    ? {
        kubectl: r.findings
          .filter((f) => f.severity === 'error')
          .map((f) => f.text)
          .join('\n'),
      }
    : {}),
  warnings: r.findings
    .filter((f) => f.severity === 'warning')
    .map((f) => ({ message: f.text.replace(/^Warning: /, ''), ...position(f.position) })),
})

/** The JSON report; strings are exact, and characters Go's `%q` escapes are `\u` escapes (see {@link safeJson}). */
export const jsonReport = (report: ValidateReport): string =>
  safeJson(JSON.stringify({ summary: summarize(report), results: report.results.map(entry) }, null, 2)) + '\n'
