/**
 * Reading Go's coverage data for `npm run conformance:coverage`: the text
 * profile of `go tool covdata textfmt`, the reachable-function list of
 * conformance/oracle/cmd/reach, and the statements of each reachable function.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

/** One basic block of a Go coverage profile. */
export interface Block {
  readonly file: string
  readonly startLine: number
  readonly startCol: number
  readonly endLine: number
  readonly endCol: number
  readonly statements: number
  readonly count: number
}

/** Parses a `mode: …` text profile; a block listed more than once keeps its largest count. */
export const parseProfile = (text: string): Block[] => {
  const byKey = new Map<string, Block>()
  for (const line of text.split('\n')) {
    const m = /^(.+):(\d+)\.(\d+),(\d+)\.(\d+) (\d+) (\d+)$/.exec(line)
    if (m === null) continue
    const [, file, sl, sc, el, ec, n, c] = m as unknown as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ]
    const key = `${file}:${sl}.${sc},${el}.${ec}`
    const b: Block = {
      file,
      startLine: Number(sl),
      startCol: Number(sc),
      endLine: Number(el),
      endCol: Number(ec),
      statements: Number(n),
      count: Number(c),
    }
    const prev = byKey.get(key)
    if (prev === undefined || prev.count < b.count) byKey.set(key, b)
  }
  return [...byKey.values()]
}

/** One function the call graph reaches from our entry points. */
export interface ReachableFunction {
  readonly pkg: string
  /** `<package path>/<file base name>`, as a coverage profile names files. */
  readonly file: string
  readonly name: string
  readonly firstLine: number
  readonly lastLine: number
  /**
   * `call`: a call edge of the call graph leads to it from an entry point;
   * `reflect`: the analysis lists it only as an exported method of a type
   * that reaches the runtime, which reflection might call (cmd/reach).
   */
  readonly how: 'call' | 'reflect'
}

/** The scope file's lines of one kind (`package`, `entry`, `through`, `skip-file`). */
export const scopeLines = (scopeText: string, kind: string): string[][] =>
  scopeText
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter((f) => f[0] === kind)
    .map((f) => f.slice(1))

/** sha256 of the scope file, as reachable.tsv's header records it. */
export const scopeHash = (scopeText: string): string => createHash('sha256').update(scopeText).digest('hex')

/** Reads reachable.tsv; fails when it was computed from another scope file. */
export const readReachable = (file: string, scopeText: string): ReachableFunction[] => {
  const lines = readFileSync(file, 'utf8').split('\n')
  const header = /^# scope sha256 ([0-9a-f]{64})$/.exec(lines[0] ?? '')
  if (header === null || header[1] !== scopeHash(scopeText))
    throw new Error(`${file} is stale (the scope file changed): run \`npm run conformance:reach\``)
  return lines
    .slice(1)
    .filter((l) => l !== '')
    .map((l) => {
      const [pkg, f, name, first, last, how] = l.split('\t') as [string, string, string, string, string, string?]
      return {
        pkg,
        file: f,
        name,
        firstLine: Number(first),
        lastLine: Number(last),
        how: how === 'reflect' ? ('reflect' as const) : ('call' as const),
      }
    })
}

/** A reachable function with its blocks. */
export interface FunctionCoverage {
  readonly fn: ReachableFunction
  readonly blocks: Block[]
  readonly statements: number
  readonly reached: number
}

/** Attributes each block to the reachable function whose lines hold it (closures count with their function). */
export const attribute = (fns: readonly ReachableFunction[], blocks: readonly Block[]): FunctionCoverage[] => {
  const byFile = new Map<string, Block[]>()
  for (const b of blocks) {
    const list = byFile.get(b.file) ?? []
    list.push(b)
    byFile.set(b.file, list)
  }
  return fns.map((fn) => {
    const mine = (byFile.get(fn.file) ?? []).filter((b) => b.startLine >= fn.firstLine && b.endLine <= fn.lastLine)
    mine.sort((a, b) => a.startLine - b.startLine || a.startCol - b.startCol)
    const statements = mine.reduce((n, b) => n + b.statements, 0)
    const reached = mine.reduce((n, b) => n + (b.count > 0 ? b.statements : 0), 0)
    return { fn, blocks: mine, statements, reached }
  })
}

/** `n` as a percentage with one decimal, rounded down (so a recorded figure is never above the truth). */
export const percent = (reached: number, total: number): number =>
  total === 0 ? 100 : Math.floor((reached / total) * 1000) / 10
