import type { Options } from 'tsup'

/**
 * The `k8s-jobs` command line: one ESM file, `dist/cli.js`. `yaml`, fp-ts
 * and io-ts are bundled in, so the command starts from one file.
 * (Its own file so that the CLI tests can build the same bundle without
 * loading `tsup.config.ts`, which cleans `dist/`.)
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
  outDir: 'dist',
  // fp-ts and io-ts too: loading them as separate CommonJS files from
  // node_modules cost about 50 ms of every start.
  noExternal: ['yaml', 'fp-ts', 'io-ts'],
  // yaml's Node build is CommonJS and requires Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
}
