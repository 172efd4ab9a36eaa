import { build } from 'esbuild'
const r = await build({ entryPoints: ['src/cli/bin.ts'], bundle: true, platform: 'node', format: 'esm', metafile: true, write: false, external: ['fp-ts', 'io-ts'], target: 'node18' })
const ins = Object.entries(r.metafile.outputs)[0][1].inputs
const groups = {}
for (const [k, v] of Object.entries(ins)) { const g = k.includes('node_modules') ? k.split('node_modules/')[1].split('/').slice(0, 2).join('/') : k.split('/').slice(0, 3).join('/'); groups[g] = (groups[g] || 0) + v.bytesInOutput }
console.log(Object.entries(groups).sort((a, b) => b[1] - a[1]).slice(0, 25))
