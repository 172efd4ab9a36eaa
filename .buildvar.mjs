import { build } from 'esbuild'
const [, , out, minify, bundleFp] = process.argv
await build({ entryPoints: ['src/cli/bin.ts'], bundle: true, platform: 'node', format: 'esm', outfile: out, minify: minify === '1', external: bundleFp === '1' ? [] : ['fp-ts', 'io-ts'], target: 'node18', mainFields: ['module', 'main'],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" } })
