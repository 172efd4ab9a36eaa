import { existsSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { defineConfig, type Options } from 'tsup'
import { cliBuild } from './tsup.cli'

/**
 * The package's entry points, read from `package.json` `exports`: `.` is
 * `src/index.ts`, a subpath `./labels` is `src/labels/index.ts` (output
 * `dist/labels.js`, `.cjs`, `.d.ts`, `.d.cts`).
 */
const packageExports: Record<string, unknown> = JSON.parse(readFileSync('package.json', 'utf8')).exports
const libraryEntries = Object.fromEntries(
  Object.keys(packageExports)
    .filter((subpath) => subpath !== './package.json')
    .map((subpath) =>
      subpath === '.' ? ['index', 'src/index.ts'] : [subpath.slice(2), `src/${subpath.slice(2)}/index.ts`],
    ),
)

const bundlerOutDir = 'dist/bundler'

/**
 * Import specifiers in `dist/bundler/`, one file per source file:
 * - relative ones get the extension the output file has (`./parser` →
 *   `./parser.js`, `./validation` → `./validation/index.js`): bundlers
 *   require full paths in packages with `"type": "module"`;
 * - fp-ts's and io-ts's CommonJS files (`fp-ts/lib/Either.js`) become their
 *   ES modules (`fp-ts/es6/Either.js`), which bundlers can tree-shake. Node
 *   cannot load those folders (ES modules without `"type": "module"`, import
 *   paths without extensions), so only the `module` export condition, which
 *   Node ignores, leads here.
 */
const bundlerSpecifiers: NonNullable<Options['plugins']>[number] = {
  name: 'bundler-specifiers',
  renderChunk(code, info) {
    const sourceDir = join('src', relative(bundlerOutDir, dirname(info.path)))
    const rewrite = (specifier: string): string => {
      if (/^(fp-ts|io-ts)\/lib\//.test(specifier)) return specifier.replace('/lib/', '/es6/')
      if (!specifier.startsWith('.')) return specifier
      const target = join(sourceDir, specifier)
      if (existsSync(`${target}.ts`)) return `${specifier}.js`
      if (existsSync(join(target, 'index.ts'))) return `${specifier}/index.js`
      throw new Error(`${info.path}: cannot resolve import ${specifier}`)
    }
    return {
      code: code.replace(
        /(\bfrom\s*|\bimport\s*\(?\s*)(["'])([^"']+)\2/g,
        (_all, head: string, quote: string, specifier: string) => `${head}${quote}${rewrite(specifier)}${quote}`,
      ),
    }
  },
}

// The configurations below build in parallel into dist/ and dist/bundler/:
// clean once, before any of them starts.
rmSync('dist', { recursive: true, force: true })

export default defineConfig([
  // Node, and everything else that resolves `import` / `require`: ESM and
  // CJS, each entry bundled (shared code in chunks), declarations for both.
  {
    entry: libraryEntries,
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    splitting: true,
    target: 'es2022',
    outDir: 'dist',
  },
  // Bundlers (the `module` export condition): ES modules, one per source
  // file, so that an application's bundler drops every module it does not
  // use (`sideEffects: false`), on fp-ts's and io-ts's ES modules.
  {
    entry: ['src/**/*.ts', '!src/cli/**'],
    format: ['esm'],
    bundle: false,
    target: 'es2022',
    outDir: bundlerOutDir,
    plugins: [bundlerSpecifiers],
  },
  // The `k8s-jobs` command line (bin), with yaml bundled in.
  cliBuild,
])
