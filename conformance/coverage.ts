/**
 * `npm run conformance:coverage [-- --runs N] [--fixtures F] [--seed S] [--op NAME] [--blocks] [--record]`:
 * how much of the upstream code we reproduce our cases reach (issue #21).
 *
 * Sends the recorded fixtures (test/fixtures/upstream; --fixtures F: the
 * first F of each op) and N fresh inputs
 * per op from the generators (a live diff's inputs; default 100, seeded per
 * op so that the figure is reproducible) through the coverage-instrumented
 * oracle (conformance/oracle/bin/oracle-cover, `bash
 * conformance/oracle/build.sh cover`), then reads Go's coverage data and
 * counts the statements of the upstream functions that the call graph
 * reaches from our entry points (conformance/upstream-coverage/scope.txt and
 * reachable.tsv, `npm run conformance:reach`). Prints per package and per
 * function the statements reached (--blocks: also each block not reached,
 * with its source line), and last:
 *
 *   upstream coverage: N % of M statements in the functions reachable from our entry points
 *
 * M leaves out the functions that reachable.tsv marks `reflect` (the call
 * graph has no edge to them from an entry point: the analysis lists them
 * only as exported methods of a type that reaches the runtime, which
 * reflection might call; some run all the same, called by the oracle's own
 * code around the entry points, such as rest.BeforeCreate), the functions of
 * conformance/upstream-coverage/unreachable.tsv
 * (reached by the call graph, provably never run from our entry points: a
 * gate that is off in every supported profile, CBOR codecs, protobuf
 * unknown fields) and the blocks of conformance/upstream-coverage/unreachable-blocks.tsv
 * (inside counted functions: an API call that fails, a branch of a gate
 * locked on; a listed block that runs is an error); the line before it
 * gives the figure with them counted.
 * The oracle runs with ORACLE_QUIET_RUNS=8 (default; the environment may
 * set it): an answer that may follow Go's map order is sampled until 8 runs
 * in a row bring nothing new, not 160, since only the statements reached
 * count here.
 *
 * Fails when N is below the recorded figure
 * (conformance/upstream-coverage/baseline.json); --record writes the figure.
 * Only the oracle runs: agreement with the library is conformance:diff's job.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { seedOf } from './harness/cli'
import { readFixtures } from './harness/fixtures'
import { attribute, type FunctionCoverage, parseProfile, percent, readReachable } from './harness/go-coverage'
import { OracleClient } from './harness/oracle-client'
import { liveArbitrary } from './harness/op-spec'
import { allOps } from './ops/index'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))
const SCOPE = here('./upstream-coverage/scope.txt')
const REACHABLE = here('./upstream-coverage/reachable.tsv')
const BASELINE = here('./upstream-coverage/baseline.json')
const UNREACHABLE = here('./upstream-coverage/unreachable.tsv')
const UNREACHABLE_BLOCKS = here('./upstream-coverage/unreachable-blocks.tsv')
const COVER_BINARY = here('./oracle/bin/oracle-cover')
const ORACLE_DIR = here('./oracle/')

interface Options {
  runs: number
  fixtures: number
  seed: number | undefined
  ops: string[]
  blocks: boolean
  record: boolean
}

const parse = (argv: readonly string[]): Options => {
  const o: Options = {
    runs: 100,
    fixtures: Number.POSITIVE_INFINITY,
    seed: undefined,
    ops: [],
    blocks: false,
    record: false,
  }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    const next = () => {
      const v = argv[++i]
      if (v === undefined) throw new Error(`${a} needs a value`)
      return v
    }
    if (a === '--runs') o.runs = Number(next())
    else if (a === '--seed') o.seed = Number(next())
    else if (a === '--fixtures') o.fixtures = Number(next())
    else if (a === '--op') o.ops.push(...next().split(','))
    else if (a === '--blocks') o.blocks = true
    else if (a === '--record') o.record = true
    else throw new Error(`unknown argument ${a}`)
  }
  return o
}

/** Sends the fixtures and the fresh inputs; returns the number of requests per op. */
const exercise = async (client: OracleClient, o: Options): Promise<Map<string, number>> => {
  const sent = new Map<string, number>()
  for (const spec of allOps) {
    if (o.ops.length > 0 && !o.ops.includes(spec.op)) continue
    const t0 = performance.now()
    const inputs: unknown[] = readFixtures(spec.op)
      .slice(0, o.fixtures)
      .map((c) => c.input)
    if (o.runs > 0) inputs.push(...(spec.sweep ?? []))
    if (o.runs > 0) inputs.push(...fc.sample(liveArbitrary(spec), { numRuns: o.runs, seed: o.seed ?? seedOf(spec.op) }))
    // refusals are conformance:diff's concern; here every answer only moves the counters
    await client.callAll(spec.op, inputs)
    sent.set(spec.op, inputs.length)
    console.log(
      `  ${spec.op.padEnd(34)} ${String(inputs.length).padStart(6)} requests  ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )
  }
  return sent
}

const pad = (s: string, n: number) => s.padEnd(n)

/** The `<package>\t<function>` keys of unreachable.tsv. */
const readUnreachable = (file: string): Set<string> =>
  new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l !== '' && !l.startsWith('#'))
      .map((l) => l.split('\t').slice(0, 2).join('\t')),
  )

/**
 * The `<profile file>:<line>.<column>` keys of unreachable-blocks.tsv: blocks inside
 * counted functions that our entry points provably never run (an API call
 * that fails, a gate locked on), each with its reason.
 */
const readUnreachableBlocks = (file: string): Set<string> =>
  new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l !== '' && !l.startsWith('#'))
      .map((l) => {
        const [f, at] = l.split('\t')
        return `${f}:${at}`
      }),
  )

/** A function's coverage without the listed blocks (statements recounted). */
const withoutBlocks = (
  r: FunctionCoverage,
  blocks: ReadonlySet<string>,
  used: Set<string>,
  ran: Set<string>,
): FunctionCoverage => {
  const kept = r.blocks.filter((b) => {
    const key = `${b.file}:${b.startLine}.${b.startCol}`
    if (!blocks.has(key)) return true
    used.add(key)
    // a listed block that ran is not unreachable: it stays counted, and the run fails
    if (b.count > 0) {
      ran.add(key)
      return true
    }
    return false
  })
  if (kept.length === r.blocks.length) return r
  return {
    fn: r.fn,
    blocks: kept,
    statements: kept.reduce((n, b) => n + b.statements, 0),
    reached: kept.reduce((n, b) => n + (b.count > 0 ? b.statements : 0), 0),
  }
}

const report = (rows: readonly FunctionCoverage[], showBlocks: boolean): void => {
  const byPkg = new Map<string, FunctionCoverage[]>()
  for (const r of rows) byPkg.set(r.fn.pkg, [...(byPkg.get(r.fn.pkg) ?? []), r])
  const sources = new Map<string, string[]>()
  const sourceLine = (file: string, line: number): string => {
    let lines = sources.get(file)
    if (lines === undefined) {
      try {
        const dir = execFileSync('go', ['list', '-f', '{{.Dir}}', file.slice(0, file.lastIndexOf('/'))], {
          cwd: ORACLE_DIR,
          encoding: 'utf8',
        }).trim()
        lines = readFileSync(join(dir, file.slice(file.lastIndexOf('/') + 1)), 'utf8').split('\n')
      } catch {
        lines = []
      }
      sources.set(file, lines)
    }
    return (lines[line - 1] ?? '').trim().slice(0, 110)
  }
  console.log('per function (statements reached / statements):')
  for (const [pkg, fns] of byPkg) {
    console.log(`  ${pkg}`)
    for (const r of fns) {
      if (r.statements === 0) continue
      const mark = r.reached === r.statements ? ' ' : '*'
      console.log(
        `   ${mark} ${pad(r.fn.name, 64)} ${String(r.reached).padStart(4)} / ${String(r.statements).padEnd(4)}`,
      )
      if (showBlocks)
        for (const b of r.blocks)
          if (b.count === 0)
            console.log(
              `        not reached ${b.file.slice(b.file.lastIndexOf('/') + 1)}:${b.startLine}.${b.startCol}  ${sourceLine(b.file, b.startLine)}`,
            )
    }
  }
  console.log('per package (statements reached / statements in reachable functions):')
  for (const [pkg, fns] of byPkg) {
    const total = fns.reduce((n, r) => n + r.statements, 0)
    const reached = fns.reduce((n, r) => n + r.reached, 0)
    console.log(
      `  ${pad(pkg, 58)} ${String(reached).padStart(5)} / ${String(total).padEnd(5)} ${percent(reached, total).toFixed(1).padStart(5)} %  (${fns.length} functions)`,
    )
  }
}

const main = async (): Promise<void> => {
  const o = parse(process.argv.slice(2))
  const scopeText = readFileSync(SCOPE, 'utf8')
  const reachable = readReachable(REACHABLE, scopeText)
  const binary = process.env.ORACLE_COVER_BINARY ?? COVER_BINARY
  if (!existsSync(binary)) throw new Error(`no ${binary}: run \`bash conformance/oracle/build.sh cover\` first`)
  const dir = mkdtempSync(join(tmpdir(), 'oracle-cover-'))
  const started = performance.now()
  try {
    const client = new OracleClient(binary, {
      GOCOVERDIR: dir,
      ORACLE_QUIET_RUNS: process.env.ORACLE_QUIET_RUNS ?? '8',
    })
    let sent: Map<string, number>
    try {
      sent = await exercise(client, o)
    } finally {
      await client.close()
    }
    const requests = [...sent.values()].reduce((a, b) => a + b, 0)
    console.log(
      `conformance:coverage: ${requests} requests (fixtures + ${o.runs} fresh inputs per op) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    const profile = join(dir, 'profile.txt')
    execFileSync('go', ['tool', 'covdata', 'textfmt', '-i', dir, '-o', profile], { cwd: ORACLE_DIR })
    const all = attribute(reachable, parseProfile(readFileSync(profile, 'utf8')))
    const unreachable = readUnreachable(UNREACHABLE)
    const known = new Set(reachable.map((f) => `${f.pkg}\t${f.name}`))
    for (const k of unreachable) if (!known.has(k)) throw new Error(`${UNREACHABLE}: ${k} is not in reachable.tsv`)
    const unreachableBlocks = readUnreachableBlocks(UNREACHABLE_BLOCKS)
    const usedBlocks = new Set<string>()
    const ranBlocks = new Set<string>()
    // reached only as exported methods of runtime types (no call edge from an entry): out of the
    // headline. Some run all the same, called by the oracle's own code around the entries (the
    // apiserver's rest.BeforeCreate through metav1.Object's setters, the label ops' glue).
    const reflectOnly = all.filter((r) => r.fn.how === 'reflect')
    const reflectRan = reflectOnly.filter((r) => r.reached > 0)
    if (reflectRan.length > 0)
      console.log(
        `${reflectRan.length} of the ${reflectOnly.length} functions marked \`reflect\` ran, called by the oracle's code outside the entry points: ${reflectRan.map((r) => r.fn.name).join(', ')}`,
      )
    const rows = all
      .filter((r) => r.fn.how === 'call' && !unreachable.has(`${r.fn.pkg}\t${r.fn.name}`))
      .map((r) => withoutBlocks(r, unreachableBlocks, usedBlocks, ranBlocks))
    for (const k of unreachableBlocks)
      if (!usedBlocks.has(k)) throw new Error(`${UNREACHABLE_BLOCKS}: ${k} starts no block of a counted function`)
    for (const k of ranBlocks) console.log(`FAIL: ${UNREACHABLE_BLOCKS} lists ${k}, but a block starting there ran`)
    if (ranBlocks.size > 0) process.exitCode = 1
    report(rows, o.blocks)
    const totalAll = all.reduce((n, r) => n + r.statements, 0)
    const reachedAll = all.reduce((n, r) => n + r.reached, 0)
    const total = rows.reduce((n, r) => n + r.statements, 0)
    const reached = rows.reduce((n, r) => n + r.reached, 0)
    const figure = percent(reached, total)
    const figureAll = percent(reachedAll, totalAll)
    const full = o.ops.length === 0 && o.seed === undefined
    const fixtures = Number.isFinite(o.fixtures) ? o.fixtures : 'all'
    if (o.record) {
      if (!full) throw new Error('--record needs every op and the default seeds')
      const text = JSON.stringify(
        { percent: figure, statements: total, percentAll: figureAll, statementsAll: totalAll, runs: o.runs, fixtures },
        null,
        2,
      )
      writeFileSync(BASELINE, `${text}\n`)
      console.log(`recorded ${figure} % in ${BASELINE}`)
    } else if (full && existsSync(BASELINE)) {
      // the recorded figure binds the run with the same inputs (runs, fixtures per op)
      const base = JSON.parse(readFileSync(BASELINE, 'utf8')) as { percent: number; runs: number; fixtures: unknown }
      // a slack of 0.2 points: which controller branches a sync takes can follow Go's map order
      if (base.runs === o.runs && base.fixtures === fixtures && figure < base.percent - 0.2) {
        console.log(`FAIL: upstream coverage dropped below the recorded ${base.percent} % (${BASELINE})`)
        process.exitCode = 1
      }
    }
    console.log(
      `with the ${totalAll - total} statements of ${reflectOnly.length} functions reached only through reflection (reachable.tsv \`reflect\`), ${unreachable.size} provably unreachable functions (unreachable.tsv) and ${unreachableBlocks.size} block lines (unreachable-blocks.tsv) counted: ${figureAll} % of ${totalAll} statements`,
    )
    console.log(
      `upstream coverage: ${figure} % of ${total} statements in the functions reachable from our entry points`,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
