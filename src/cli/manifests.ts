/**
 * Loading manifests and sorting them by what the CLI does with them.
 *
 * @module
 */
import { parseManifests, type Position, type SourceDocument } from './documents'
import type { Host } from './host'
import { type InputOptions, readInputs } from './inputs'
import { quoted, shown } from './quote'

/** A file or document the CLI cannot use: exit code 2. */
export interface InputProblem {
  readonly file: string
  /** The document's position in the file, for a document kubectl cannot read (absent for a file-level problem). */
  readonly index?: string
  readonly position?: Position
  readonly message: string
}

export type LoadedItem = { readonly doc: SourceDocument } | { readonly problem: InputProblem }

/** What the operands hold: every file read (or not), and every document and problem, in operand order. */
export interface LoadedManifests {
  /** Distinct files (`-` for standard input), in the order they were read, with or without documents. */
  readonly files: readonly string[]
  readonly items: readonly LoadedItem[]
}

/** Every document and problem of every operand, and the files they come from. */
export const loadManifests = (host: Host, operands: readonly string[], options: InputOptions = {}): LoadedManifests => {
  const items: LoadedItem[] = []
  const files: string[] = []
  const seen = new Set<string>()
  for (const entry of readInputs(host, operands, options)) {
    if (!seen.has(entry.file)) {
      seen.add(entry.file)
      files.push(entry.file)
    }
    if ('problem' in entry) {
      items.push({ problem: { file: entry.file, message: entry.problem } })
      continue
    }
    for (const parsed of parseManifests(entry.file, entry.text)) {
      if ('locate' in parsed) items.push({ doc: parsed })
      else items.push({ problem: parsed })
    }
  }
  return { files, items }
}

/** Every document of every operand, and every problem, in operand order. */
export const loadDocuments = (host: Host, operands: readonly string[], options: InputOptions = {}): LoadedItem[] =>
  loadManifests(host, operands, options).items as LoadedItem[]

export const JOB_API_VERSIONS = ['batch/v1', 'extensions/v1beta1'] as const
export const CRONJOB_API_VERSIONS = ['batch/v1'] as const

/** What a document is to the CLI. */
export type Classified =
  | { readonly is: 'Job' | 'CronJob'; readonly apiVersion: string; readonly name: string }
  | { readonly is: 'other'; readonly kind: string; readonly apiVersion: string; readonly name: string }
  | { readonly is: 'problem'; readonly message: string }

const describe = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'an object' : `a ${typeof v}`

/** Sorts a document: a Job or CronJob the CLI reads, another kind, or unusable input. */
export const classify = (value: unknown): Classified => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { is: 'problem', message: `document is ${describe(value)}, not a Kubernetes object` }
  }
  const v = value as Record<string, unknown>
  const kind = v['kind']
  const apiVersion = v['apiVersion']
  if (typeof kind !== 'string' || kind === '') return { is: 'problem', message: "document has no 'kind'" }
  if (typeof apiVersion !== 'string' || apiVersion === '')
    return { is: 'problem', message: "document has no 'apiVersion'" }
  const meta = v['metadata']
  const rawName = typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>)['name'] : undefined
  const name = typeof rawName === 'string' ? rawName : ''
  const served = kind === 'Job' ? JOB_API_VERSIONS : kind === 'CronJob' ? CRONJOB_API_VERSIONS : undefined
  if (served === undefined) return { is: 'other', kind, apiVersion, name }
  if (!(served as readonly string[]).includes(apiVersion)) {
    return { is: 'problem', message: `no matches for kind ${quoted(kind)} in version ${quoted(apiVersion)}` }
  }
  return { is: kind as 'Job' | 'CronJob', apiVersion, name }
}

/** `file:line:col` of a position; the file name {@link shown} (quoted when it is not plain). */
export const at = (file: string, p: Position | undefined): string =>
  p === undefined ? shown(file) : `${shown(file)}:${p.line}:${p.col}`
