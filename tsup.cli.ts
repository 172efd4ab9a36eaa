import type { Options } from 'tsup'

/**
 * The `k8s-jobs` command line: ESM, `dist/cli.js` and its chunks in
 * `dist/cli-chunks/`. `cli.js` holds only the dispatch (help, `--version`);
 * each command is loaded with a dynamic import of its chunks when it runs,
 * so that start-up compiles only the code the command needs (the one-file
 * bundle was about 1.3 MB, and compiling it was about 40 % of start-up).
 * `yaml`, fp-ts and io-ts are bundled in.
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
  splitting: true,
  // The chunks in their own folder, apart from the library's chunks in dist/.
  esbuildOptions(options) {
    options.chunkNames = 'cli-chunks/[name]-[hash]'
    // Less text for Node to read at start-up (names are kept, for stack traces and profiles).
    options.minifyWhitespace = true
    options.minifySyntax = true
  },
  outDir: 'dist',
  // fp-ts and io-ts too: loading them as separate CommonJS files from
  // node_modules cost about 50 ms of every start.
  noExternal: ['yaml', 'fp-ts', 'io-ts'],
  // yaml's Node build is CommonJS and requires Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
}
