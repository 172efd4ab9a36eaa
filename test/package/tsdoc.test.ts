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

const entries = [
  ['src/index.ts', 100],
  ['src/timeline/index.ts', 5],
] as const
const entryPath = (file: string): string => fileURLToPath(new URL(`../../${file}`, import.meta.url))

// One program for both entry points (they share most of src/), made on first use.
let shared: ts.Program | undefined
const programOf = (): ts.Program => {
  shared ??= ts.createProgram(
    entries.map(([file]) => entryPath(file)),
    {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      // src/ is pure: it needs neither Node's types nor the DOM's, whose
      // parsing was most of this test's time
      lib: ['lib.es2022.d.ts'],
      types: [],
    },
  )
  return shared
}

it.each(entries)(
  'every export of %s has a TSDoc comment with an @example',
  (file, least) => {
    const entry = entryPath(file)
    const program = programOf()
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
