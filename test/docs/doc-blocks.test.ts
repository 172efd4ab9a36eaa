/**
 * Every code block of README.md and docs/*.md is a program that is
 * type-checked with the project's strict compiler options and run against
 * src/ (imports of 'k8s-jobs-core' and its subpaths resolve to the source),
 * and every `//=> value` result in it is checked. The convention is in
 * scripts/doc-blocks.mjs and docs/development.md#documentation; the README
 * blocks also run against the packed package under npm, pnpm and yarn
 * (.ci/package-managers).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'
import { type DocProgram, extractBlocks, fenceProblems, instrument, programs } from '../../scripts/doc-blocks.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const markdownFiles = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
]
const blocksOf = markdownFiles.map((file) => extractBlocks(readFileSync(join(root, file), 'utf8'), file))
const all: DocProgram[] = blocksOf.flatMap((blocks) => programs(blocks))

// Generated modules live inside the project so that they resolve its
// node_modules; the folder is removed afterwards (and ignored by git).
const outDir = mkdtempSync(join(root, '.doc-blocks-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

const markerProblems: string[] = []
const generated = all.flatMap((p) => {
  let instrumented: ReturnType<typeof instrument>
  try {
    instrumented = instrument(p)
  } catch (e) {
    markerProblems.push(String(e instanceof Error ? e.message : e))
    return []
  }
  const path = join(outDir, `${p.file.replace(/[/.]/g, '_')}_${p.line}.${p.lang === 'ts' ? 'ts' : 'cjs'}`)
  writeFileSync(path, instrumented.code)
  return [{ program: p, path, checks: instrumented.checks, name: `${p.file}:${p.line - 1} (${p.lang})` }]
})

describe('documentation code blocks', () => {
  it('are written to the convention (a language on every fence; no-run says why)', () => {
    expect(blocksOf.flatMap((blocks) => fenceProblems(blocks))).toEqual([])
    expect(markerProblems).toEqual([])
    const runnable = blocksOf.flat().filter((b) => (b.lang === 'ts' && !/^ts\s+no-run/.test(b.info)) || b.lang === 'js')
    expect(runnable.length).toBeGreaterThan(20)
  })

  it('type-check with the strict compiler options of tsconfig.json', () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      join(root, 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
        },
      },
    )
    if (!config) throw new Error('cannot read tsconfig.json')
    const program = ts.createProgram(
      generated.map((g) => g.path),
      {
        ...config.options,
        noEmit: true,
        allowJs: true,
        checkJs: true,
        baseUrl: root,
        paths: { 'k8s-jobs-core': ['src/index.ts'], 'k8s-jobs-core/*': ['src/*/index.ts'] },
      },
    )
    const byPath = new Map(generated.map((g) => [g.path, g]))
    // What ts.getPreEmitDiagnostics(program) reports for the generated
    // files and for no file, without checking every file of src/ and of the
    // libraries on the way (whose diagnostics would be thrown away): the
    // options and global diagnostics, and each generated file's own.
    const own = (f: ts.SourceFile): readonly ts.Diagnostic[] => [
      ...program.getSyntacticDiagnostics(f),
      ...program.getSemanticDiagnostics(f),
      ...(program.getCompilerOptions().declaration || program.getCompilerOptions().composite
        ? program.getDeclarationDiagnostics(f)
        : []),
    ]
    const files = program.getSourceFiles().flatMap((f) => (byPath.has(f.fileName) ? own(f) : []))
    const problems = ts
      .sortAndDeduplicateDiagnostics([
        ...program.getConfigFileParsingDiagnostics(),
        ...program.getOptionsDiagnostics(),
        ...program.getGlobalDiagnostics(),
        ...files,
      ])
      .filter((d) => d.file === undefined || byPath.has(d.file.fileName))
      .map((d) => {
        const text = ts.flattenDiagnosticMessageText(d.messageText, '\n  ')
        if (d.file === undefined || d.start === undefined) return `TS${d.code}: ${text}`
        const g = byPath.get(d.file.fileName)
        const { line } = d.file.getLineAndCharacterOfPosition(d.start)
        return `${g?.program.file}:${(g?.program.line ?? 0) + line}: TS${d.code}: ${text}`
      })
    expect(problems).toEqual([])
  }, 120_000)

  it.each(generated.filter((g) => g.program.lang === 'ts').map((g) => [g.name, g] as const))(
    '%s runs and its results are as documented',
    async (_name, g) => {
      const run: string[] = []
      ;(globalThis as { __docChecksRun?: string[] }).__docChecksRun = run
      await import(/* @vite-ignore */ pathToFileURL(g.path).href)
      expect(g.checks.filter((c) => !run.includes(c)).map((c) => `${c}: this check did not run`)).toEqual([])
    },
  )
})
