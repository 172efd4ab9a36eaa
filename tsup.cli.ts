import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Options } from 'tsup'

/**
 * The `k8s-jobs` command line: one CommonJS file, `dist/cli-main.cjs` (with
 * `yaml`, fp-ts and io-ts bundled in), and the executable `dist/cli.cjs`
 * that runs it with a V8 code cache ({@link writeCliLoader}); `dist/cli.js`
 * runs the same for `node dist/cli.js`. When the first argument names no
 * command (help, `--version`, a usage error), the executable runs
 * `dist/cli-help.cjs` instead, the dispatch without the commands (about
 * 30 kB, where the whole command line is about 1.1 MB to read and parse).
 *
 * Why one CommonJS file: Node 20 keeps a code cache only for scripts
 * (`vm.Script`'s `cachedData`; ES modules get none before Node 22's
 * `module.enableCompileCache`). With the cache, start-up no longer parses
 * and compiles the command's code: `validate` of one file went from
 * 171–188 to 104–121 ms of CPU on the loaded reference machine (Node alone:
 * 85–96; docs/performance.md). Each command's code still runs only when that command is named (the
 * commands' dynamic imports become lazily run module bodies).
 * (Its own file so that the CLI tests can build the same bundle without
 * loading `tsup.config.ts`, which cleans `dist/`.)
 */
export const cliBuild: Options = {
  entry: { 'cli-main': 'src/cli/bin.ts', 'cli-help': 'src/cli/bin-help.ts' },
  format: ['cjs'],
  platform: 'node',
  target: 'node18',
  sourcemap: true,
  clean: false,
  treeshake: true,
  splitting: false,
  // `import.meta.url` (host.ts's lazy `createRequire`) in CommonJS.
  shims: true,
  esbuildOptions(options) {
    // Less text for Node to read at start-up (names are kept, for stack traces and profiles).
    options.minifyWhitespace = true
    options.minifySyntax = true
  },
  outDir: 'dist',
  // fp-ts and io-ts too: loading them as separate CommonJS files from
  // node_modules cost about 50 ms of every start.
  noExternal: ['yaml', 'fp-ts', 'io-ts'],
  onSuccess: async () => writeCliLoader('dist'),
}

/**
 * The executable, `cli.cjs`: compiles `cli-main.cjs` with `vm.Script`, with
 * the code cache of an earlier run of the same build, Node and command when
 * there is one, and writes the cache when there was none or V8 rejected it.
 *
 * - The cache lives in `$XDG_CACHE_HOME/k8s-jobs` (else `~/.cache/k8s-jobs`,
 *   `%LOCALAPPDATA%\k8s-jobs` on Windows), in a folder that must belong to
 *   the user and be writable by no one else (V8 trusts a code cache as code).
 *   `K8S_JOBS_NO_COMPILE_CACHE=1` or `NODE_DISABLE_COMPILE_CACHE=1` turns it off.
 * - A file's name holds the build's hash (of `cli-main.cjs`), Node's version
 *   and architecture and the command: V8 itself checks its own version, the
 *   flags and the source's length, not the source's text.
 * - Anything that goes wrong with the cache (no home, a read-only disk, a
 *   folder of another user, a rejected or truncated file) only means that
 *   the code is compiled as without it; the command's output and exit code
 *   never depend on it. A cache is written once, after the command ran, to
 *   a temporary name then renamed (runs at the same time never read half a file).
 */
export const writeCliLoader = (outDir: string): void => {
  const build = createHash('sha256')
    .update(readFileSync(join(outDir, 'cli-main.cjs')))
    .update(readFileSync(join(outDir, 'cli-help.cjs')))
    .digest('hex')
    .slice(0, 16)
  writeFileSync(join(outDir, 'cli.cjs'), loaderSource(build), { mode: 0o755 })
  writeFileSync(
    join(outDir, 'cli.js'),
    "#!/usr/bin/env node\n// `node dist/cli.js`: the same as the executable, dist/cli.cjs.\nimport './cli.cjs'\n",
    { mode: 0o755 },
  )
}

const loaderSource = (build: string): string => `#!/usr/bin/env node
'use strict'
// The k8s-jobs executable: runs cli-main.cjs (the whole command line), or cli-help.cjs (help, --version
// and usage errors) when the first argument names no command, with a V8 code cache.
// Written by tsup.cli.ts (writeCliLoader), which says how the cache is kept.
const fs = require('node:fs')
const path = require('node:path')
const vm = require('node:vm')
const Module = require('node:module')
const BUILD = '${build}'
const COMMANDS = ['validate', 'create', 'convert', 'select', 'place', 'schedule', 'simulate', 'status']
const command = COMMANDS.includes(process.argv[2]) ? process.argv[2] : undefined
const file = path.join(__dirname, command === undefined ? 'cli-help.cjs' : 'cli-main.cjs')
// A first line '#!…' is kept as a comment of the same length (it is valid only at the start of a script).
const text = fs.readFileSync(file, 'utf8')
const source = text.startsWith('#!') ? \`//\${text.slice(2)}\` : text

const cacheFile = () => {
  const env = process.env
  if (env.K8S_JOBS_NO_COMPILE_CACHE || env.NODE_DISABLE_COMPILE_CACHE) return undefined
  const home = env.HOME || env.USERPROFILE
  const base =
    process.platform === 'win32'
      ? env.LOCALAPPDATA
      : env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME)
        ? env.XDG_CACHE_HOME
        : home && path.join(home, '.cache')
  if (!base) return undefined
  const dir = path.join(base, 'k8s-jobs')
  return { dir, file: path.join(dir, \`\${BUILD}-\${process.version}-\${process.arch}-\${command ?? 'help'}.v8cache\`) }
}

/** The folder is the user's and no one else can write to it (not checked on Windows: %LOCALAPPDATA% is the user's). */
const trusted = (dir) => {
  if (typeof process.getuid !== 'function') return true
  const s = fs.lstatSync(dir)
  return s.isDirectory() && s.uid === process.getuid() && (s.mode & 0o022) === 0
}

let cache
try {
  cache = cacheFile()
} catch {
  cache = undefined
}
let cachedData
if (cache) {
  try {
    if (trusted(cache.dir)) cachedData = fs.readFileSync(cache.file)
  } catch {
    cachedData = undefined
  }
}

let script
try {
  script = new vm.Script(Module.wrap(source), { filename: file, cachedData })
} catch (e) {
  if (cachedData === undefined) throw e
  cachedData = undefined
  script = new vm.Script(Module.wrap(source), { filename: file })
}
if (cache && (cachedData === undefined || script.cachedDataRejected)) {
  process.once('exit', () => {
    try {
      fs.mkdirSync(cache.dir, { recursive: true, mode: 0o700 })
      if (!trusted(cache.dir)) return
      const temporary = \`\${cache.file}.\${process.pid}.tmp\`
      try {
        fs.writeFileSync(temporary, script.createCachedData(), { mode: 0o600 })
        fs.renameSync(temporary, cache.file)
      } finally {
        fs.rmSync(temporary, { force: true })
      }
    } catch {
      // No cache this time: the next run compiles as this one did.
    }
  })
}
const mod = { exports: {}, filename: file, id: file, loaded: false }
script.runInThisContext().call(mod.exports, mod.exports, Module.createRequire(file), mod, file, __dirname)
`
