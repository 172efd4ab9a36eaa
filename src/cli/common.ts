/**
 * What the commands share: the clock and uid flags, reading documents, and
 * printing input problems.
 *
 * @module
 */
import { parseTime } from '../controller/pod'
import { stringFlag, usageError, type ParsedArgs, type UsageError } from './args'
import type { SourceDocument } from './documents'
import type { Host } from './host'
import { at, type Classified, classify, loadDocuments, type InputProblem } from './manifests'
import type { ApiStatusError } from './admission'
import { kubectlErrorLines } from './kubectl'
import { neutralized, shown } from './quote'
import { styleFor } from './style'
import { headerPosition } from './validate'

/** `--now`, else `$K8S_JOBS_NOW`, else the clock; in milliseconds. */
export const nowOf = (args: ParsedArgs, host: Host): number | UsageError => {
  const flag = stringFlag(args, 'now')
  const text = flag ?? host.env['K8S_JOBS_NOW']
  if (text === undefined || text === '') return host.now()
  const ms = parseTime(text)
  return ms === undefined
    ? usageError(
        `invalid time "${text}" for ${flag === undefined ? 'K8S_JOBS_NOW' : '--now'}: want RFC 3339, e.g. 2026-01-01T00:00:00Z`,
      )
    : ms
}

/** The operands, or `-` (standard input) when none is given and input is piped. */
export const operandsOf = (args: ParsedArgs, host: Host): readonly string[] =>
  args.positionals.length === 0 && host.stdinIsPiped ? ['-'] : args.positionals

/** `--uid`, else `$K8S_JOBS_UID`, else undefined. */
export const uidOf = (args: ParsedArgs, host: Host): string | undefined => {
  const v = stringFlag(args, 'uid') ?? host.env['K8S_JOBS_UID']
  return v === undefined || v === '' ? undefined : v
}

/**
 * A UUID-shaped uid for a document, derived from its content: the same
 * manifest gets the same uid however its path is written, so outputs that
 * quote the uid (a selector that must be `'<uid>'`) are reproducible.
 */
export const documentUid = (doc: SourceDocument, role: string): string => {
  const seed = `${role}:${JSON.stringify(doc.value)}`
  let hex = ''
  // FNV-1a over 32 bits, kept as a signed 32-bit integer in the loop (the same bits as unsigned, without
  // leaving the integer range), and read as unsigned for the text.
  let h = 2166136261 | 0
  for (let round = 0; hex.length < 32; round++) {
    for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619)
    h = Math.imul(h ^ round, 16777619)
    hex += (h >>> 0).toString(16).padStart(8, '0')
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** The uid a CronJob's Jobs are owned by: its own `metadata.uid`, else {@link documentUid}. */
export const cronJobUid = (doc: SourceDocument): string => {
  const meta = (doc.value as { metadata?: { uid?: unknown } }).metadata
  return typeof meta?.uid === 'string' && meta.uid !== '' ? meta.uid : documentUid(doc, 'CronJob')
}

/** Prints an input problem as one line on standard error. */
export const printProblem = (host: Host, p: InputProblem): void => {
  const style = styleFor(host, 'stderr')
  host.stderr(`${style.bold(at(p.file, p.position))}: ${style.red('error:')} ${neutralized(p.message)}\n`)
}

/**
 * A document sorted as `classify` sorts it; unusable input is printed as a
 * problem at the document's start and gives `undefined` (the command exits 2).
 */
export const classifyOrReport = (
  host: Host,
  doc: SourceDocument,
): Exclude<Classified, { readonly is: 'problem' }> | undefined => {
  const c = classify(doc.value)
  if (c.is !== 'problem') return c
  printProblem(host, { file: doc.file, position: doc.start, message: c.message })
  return undefined
}

/** The documents of the operands; any input problem is printed and makes the result `undefined` (exit 2). */
export const loadOrReport = (host: Host, operands: readonly string[]): SourceDocument[] | undefined => {
  const items = loadDocuments(host, operands)
  const docs: SourceDocument[] = []
  let ok = true
  for (const item of items) {
    if ('problem' in item) {
      printProblem(host, item.problem)
      ok = false
    } else docs.push(item.doc)
  }
  return ok ? docs : undefined
}

/**
 * Prints kubectl's lines for a failed create of the object of `doc` on
 * standard error, each after the position of its field (the object's own
 * line after its name).
 */
export const printKubectlError = (
  host: Host,
  doc: SourceDocument,
  status: ApiStatusError,
  kind: string,
  name: string,
  toSourcePath: (path: string) => string = (p) => p,
): void => {
  const style = styleFor(host, 'stderr')
  for (const line of kubectlErrorLines(status, kind, name, doc.file)) {
    const where = line.field === undefined ? headerPosition(doc) : doc.locate(toSourcePath(line.field))
    host.stderr(`${style.bold(at(doc.file, where))}: ${neutralized(line.text)}\n`)
  }
}

/** A note on standard error about a document (of `apiVersion` and `kind`) a command does not use, and `why`. */
export const skipNote = (host: Host, doc: SourceDocument, apiVersion: string, kind: string, why: string): void => {
  const style = styleFor(host, 'stderr')
  host.stderr(style.dim(`${at(doc.file, doc.start)}: skipped ${shown(apiVersion)} ${shown(kind)}: ${why}`) + '\n')
}
