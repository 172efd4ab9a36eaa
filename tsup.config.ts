import { defineConfig, type Options } from 'tsup'

/**
 * The `k8s-jobs` command line: one ESM file. `yaml` is bundled in, so the
 * package's runtime dependencies stay fp-ts and io-ts. (Exported for the CLI
 * tests, which build the same bundle.)
 */
export const cliBuild: Options = {
  entry: { cli: 'src/cli/bin.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node18',
  sourcemap: true,
  clean: false,
  treeshake: true,
  splitting: false,
  noExternal: ['yaml'],
  // yaml's Node build is CommonJS and requires Node's own modules.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
}

export default defineConfig([
  {
    // The library: pure, tree-shakable, ESM + CJS with declarations.
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    target: 'es2022',
    splitting: false,
  },
  cliBuild,
])
