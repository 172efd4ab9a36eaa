/**
 * `k8s-jobs validate`: every Job and every CronJob through the API server's
 * create path for its kind, with kubectl's error text and source positions.
 * This module builds the report; `report-*.ts` print it.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { dryRunCreateCronJob, dryRunCreateJobName, type ApiStatusError } from './admission'
import type { ResolvedClusterProfile } from '../profile/resolve'
import { jobFromCronJob } from './cronjob'
import type { Position, SourceDocument } from './documents'
import { invalidObjectName, kubectlErrorLines, kubectlWarningLine, warningField } from './kubectl'
import { classify, type InputProblem, type LoadedItem } from './manifests'
import { shown } from './quote'

/** One printed line of a result, with where it points. */
export interface Finding {
  readonly severity: 'error' | 'warning'
  readonly position?: Position
  /** The line as kubectl prints it (or the input problem). */
  readonly text: string
  /** What kind of problem: a field error type, a Status reason, `Warning` or `InputError`. */
  readonly rule: string
  /** The field the line is about. */
  readonly field?: string
  /** The field error alone (`field: message`), when the line is about one. */
  readonly cause?: string
}

export type DocumentStatus = 'valid' | 'invalid' | 'skipped' | 'error'

export interface DocumentResult {
  readonly file: string
  /** Document position in the file (absent for a file-level problem). */
  readonly index?: string
  readonly position?: Position
  readonly kind?: string
  readonly apiVersion?: string
  readonly name?: string
  /** For a CronJob: the name of the Job its controller would create. */
  readonly job?: string
  readonly status: DocumentStatus
  /** The API server's Status for an invalid document. */
  readonly apiStatus?: ApiStatusError
  readonly findings: readonly Finding[]
}

export interface ValidateOptions {
  readonly compat: 'design' | 'upstream'
  readonly namespace?: string
  /** The clock, for the CronJob controller's scheduled time. */
  readonly nowMs: number
  /** The uid the server would give the Job of `doc`. */
  readonly uidFor: (doc: SourceDocument) => string
  /** The uid of the CronJob of `doc`. */
  readonly cronJobUidFor: (doc: SourceDocument) => string
  /** Kinds (`Job`) or apiVersion/kinds (`batch/v1/Job`) reported as skipped, not checked. */
  readonly skipKinds?: ReadonlySet<string>
  /** The cluster profile (default: the library's, Kubernetes 1.37 with `--allow-privileged=true`). */
  readonly profile?: ResolvedClusterProfile
}

export interface ValidateReport {
  /** Distinct files, in the order they were read. */
  readonly files: readonly string[]
  readonly results: readonly DocumentResult[]
}

const problemResult = (p: InputProblem): DocumentResult => ({
  file: p.file,
  ...(p.index === undefined ? {} : { index: p.index }),
  ...(p.position === undefined ? {} : { position: p.position }),
  status: 'error',
  findings: [
    {
      severity: 'error',
      ...(p.position === undefined ? {} : { position: p.position }),
      text: p.message,
      rule: 'InputError',
    },
  ],
})

/** The findings for the server's answer to one create. */
const answerFindings = (
  doc: SourceDocument,
  answer: { status?: ApiStatusError; warnings: readonly string[] },
  kind: string,
  name: string,
  toSourcePath: (path: string) => string,
): Finding[] => {
  const locate = (field: string | undefined): Position =>
    field === undefined ? headerPosition(doc) : doc.locate(toSourcePath(field))
  const findings: Finding[] = []
  if (answer.status !== undefined) {
    for (const line of kubectlErrorLines(answer.status, kind, name, doc.file)) {
      findings.push({
        severity: 'error',
        position: locate(line.field),
        text: line.text,
        rule: line.error?.type ?? answer.status.reason,
        ...(line.field === undefined ? {} : { field: line.field }),
        ...(line.cause === undefined ? {} : { cause: line.cause }),
      })
    }
  }
  const seen = new Set<string>()
  for (const w of answer.warnings) {
    if (seen.has(w)) continue
    seen.add(w)
    const field = warningField(w)
    findings.push({
      severity: 'warning',
      position: locate(field),
      text: kubectlWarningLine(w),
      rule: 'Warning',
      ...(field === undefined ? {} : { field }),
    })
  }
  return findings
}

/** Where a document's own error line points: its name, else its start. */
export const headerPosition = (doc: SourceDocument): Position => {
  const meta = (doc.value as Record<string, unknown>)['metadata']
  const hasName =
    typeof meta === 'object' && meta !== null && typeof (meta as Record<string, unknown>)['name'] === 'string'
  return hasName ? doc.locate('metadata.name') : doc.start
}

const nameOfJob = (job: unknown): string => {
  const meta = (job as Record<string, unknown>)['metadata'] as Record<string, unknown> | undefined
  return typeof meta?.['name'] === 'string' ? meta['name'] : ''
}

const validateDocument = (doc: SourceDocument, options: ValidateOptions): DocumentResult => {
  const c = classify(doc.value)
  const base = { file: doc.file, index: doc.index, position: doc.start }
  if (c.is === 'problem') {
    return {
      ...base,
      status: 'error',
      findings: [{ severity: 'error', position: doc.start, text: c.message, rule: 'InputError' }],
    }
  }
  const kind = c.is === 'other' ? c.kind : c.is
  const described = { ...base, kind, apiVersion: c.apiVersion, name: c.name }
  if (c.is === 'other') return { ...described, status: 'skipped', findings: [] }
  const skip = options.skipKinds
  if (skip !== undefined && (skip.has(kind) || skip.has(`${c.apiVersion}/${kind}`)))
    return { ...described, status: 'skipped', findings: [] }
  if (c.is === 'CronJob') return validateCronJobDocument(doc, options, described, c.name)
  const answer = dryRunCreateJobName(doc.value, {
    uid: options.uidFor(doc),
    compat: options.compat,
    ...(options.namespace === undefined ? {} : { namespace: options.namespace }),
    ...(options.profile === undefined ? {} : { profile: options.profile }),
  })
  const created = answer.outcome
  const name = E.isRight(created) ? created.right : (invalidObjectName(created.left) ?? c.name)
  const status = E.isLeft(created) ? created.left : undefined
  const findings = answerFindings(
    doc,
    { ...(status === undefined ? {} : { status }), warnings: answer.warnings },
    'Job',
    name,
    (p) => p,
  )
  return {
    ...described,
    status: status === undefined ? 'valid' : 'invalid',
    ...(status === undefined ? {} : { apiStatus: status }),
    findings,
  }
}

/**
 * A CronJob through the CronJob API's create path (`CronJob.batch "x" is
 * invalid: …` at the CronJob's own fields); when valid, `job` names the Job
 * its controller would create now.
 */
const validateCronJobDocument = (
  doc: SourceDocument,
  options: ValidateOptions,
  described: Omit<DocumentResult, 'status' | 'findings'>,
  cronJobName: string,
): DocumentResult => {
  const uid = options.cronJobUidFor(doc)
  const answer = dryRunCreateCronJob(doc.value, {
    uid,
    ...(options.namespace === undefined ? {} : { namespace: options.namespace }),
    ...(options.profile === undefined ? {} : { profile: options.profile }),
  })
  const status = E.isLeft(answer.outcome) ? answer.outcome.left : undefined
  const name = status === undefined ? cronJobName : (invalidObjectName(status) ?? cronJobName)
  const findings = answerFindings(
    doc,
    { ...(status === undefined ? {} : { status }), warnings: answer.warnings },
    'CronJob',
    name,
    (p) => p,
  )
  const made =
    status === undefined ? jobFromCronJob(doc.value, Math.floor(options.nowMs / 60000) * 60000, uid) : undefined
  const job = made !== undefined && !('type' in made) ? nameOfJob(made.job) : undefined
  return {
    ...described,
    ...(job === undefined ? {} : { job }),
    status: status === undefined ? 'valid' : 'invalid',
    ...(status === undefined ? {} : { apiStatus: status }),
    findings,
  }
}

/**
 * The findings of a result as lines that stand alone (for annotations):
 * kubectl's multi-cause header is dropped and put in front of each cause.
 */
export const standaloneFindings = (r: DocumentResult): Finding[] => {
  const header = r.findings.find((f) => f.severity === 'error' && f.cause === undefined && f.rule === 'Invalid')
  if (header === undefined) return [...r.findings]
  return r.findings
    .filter((f) => f !== header)
    .map((f) => (f.cause === undefined ? f : { ...f, text: header.text + f.cause }))
}

/** Validates every loaded item; `files` are the files read (an empty file is a file), else the files of the items. */
export const validateItems = (
  items: readonly LoadedItem[],
  options: ValidateOptions,
  files?: readonly string[],
): ValidateReport => {
  const seen = new Set<string>(files)
  const all = [...(files ?? [])]
  const results = items.map((item) => {
    const file = 'doc' in item ? item.doc.file : item.problem.file
    if (!seen.has(file)) {
      seen.add(file)
      all.push(file)
    }
    return 'doc' in item ? validateDocument(item.doc, options) : problemResult(item.problem)
  })
  return { files: all, results }
}

/**
 * The results of each file, in the order of `report.files`; one pass.
 *
 * @example
 * resultsByFile({ files: ['a.yaml', 'empty.yaml'], results: [r] }) //=> Map { 'a.yaml' => [r], 'empty.yaml' => [] }
 */
export const resultsByFile = (report: ValidateReport): Map<string, DocumentResult[]> => {
  const byFile = new Map<string, DocumentResult[]>()
  for (const f of report.files) byFile.set(f, [])
  for (const r of report.results) {
    const list = byFile.get(r.file)
    if (list === undefined) byFile.set(r.file, [r])
    else list.push(r)
  }
  return byFile
}

export interface Summary {
  readonly files: number
  readonly documents: number
  readonly valid: number
  readonly invalid: number
  readonly errors: number
  readonly skipped: Readonly<Record<string, number>>
}

export const summarize = (report: ValidateReport): Summary => {
  let documents = 0
  let valid = 0
  let invalid = 0
  let errors = 0
  const skipped = new Map<string, number>()
  for (const r of report.results) {
    if (r.index !== undefined) documents++
    if (r.status === 'valid') valid++
    else if (r.status === 'invalid') invalid++
    else if (r.status === 'error') errors++
    else if (r.kind !== undefined) skipped.set(r.kind, (skipped.get(r.kind) ?? 0) + 1)
  }
  return {
    files: report.files.length,
    documents,
    valid,
    invalid,
    errors,
    skipped: Object.fromEntries([...skipped].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  }
}

const plural = (n: number, one: string, many = one + 's') => `${n} ${n === 1 ? one : many}`

/** The summary line every output format ends with. */
export const summaryLine = (s: Summary): string => {
  const skipped = Object.entries(s.skipped)
  return (
    `${plural(s.documents, 'document')} in ${plural(s.files, 'file')}: ` +
    `${s.valid} valid, ${s.invalid} invalid, ${plural(s.errors, 'error')}` +
    (skipped.length === 0 ? '' : `; skipped ${skipped.map(([k, n]) => `${n} ${shown(k)}`).join(', ')}`)
  )
}

/** Exit code: 2 when any input was unusable, else 1 when any document is invalid, else 0. */
export const exitCodeOf = (s: Summary): number => (s.errors > 0 ? 2 : s.invalid > 0 ? 1 : 0)
