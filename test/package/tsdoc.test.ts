/**
 * House rule: every export of the package root, and of the separate entry
 * point `k8s-jobs-core/timeline`, has TSDoc with an `@example`.
 */
import ts from 'typescript'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

/** A namespace export (`export type * as wire from './wire-types'`): the module's leading TSDoc counts. */
const moduleDocHasExample = (s: ts.Symbol): boolean =>
  (s.declarations ?? []).some(
    (d) => ts.isSourceFile(d) && /@example/.test(/^\/\*\*[\s\S]*?\*\//.exec(d.text)?.[0] ?? ''),
  )

it.each([
  ['src/index.ts', 100],
  ['src/timeline/index.ts', 5],
] as const)(
  'every export of %s has a TSDoc comment with an @example',
  (file, least) => {
    const entry = fileURLToPath(new URL(`../../${file}`, import.meta.url))
    const program = ts.createProgram([entry], {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
    })
    const checker = program.getTypeChecker()
    const source = program.getSourceFile(entry)
    const module = source && checker.getSymbolAtLocation(source)
    expect(module).toBeDefined()
    if (!module) return
    const exports = checker.getExportsOfModule(module)
    const missing = exports
      .map((e) => ((e.flags & ts.SymbolFlags.Alias) !== 0 ? checker.getAliasedSymbol(e) : e))
      .filter((s) => !s.getJsDocTags(checker).some((t) => t.name === 'example') && !moduleDocHasExample(s))
      .map((s) => s.name)
    expect(exports.length).toBeGreaterThan(least)
    expect(missing).toEqual([])
  },
  120_000,
)
