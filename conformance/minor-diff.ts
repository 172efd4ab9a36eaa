/**
 * `npm run conformance:minor-diff -- --kubernetes-version 1.36 [--against 1.37] [--runs N] [--op NAME]`:
 * sends the same inputs (each op's examples and seeded random inputs, as
 * `conformance:record` draws them; never the real-world manifests) to two
 * oracle binaries and classifies the answers that differ (classify-minor.ts).
 * Writes conformance/versions/minor-diff-<old>-vs-<new>.json: counts per op
 * and class, the smallest example per class, and the collected facts (fields
 * unknown to the older minor, fields it drops, texts and paths that changed)
 * the library's version support is built from.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import fc from 'fast-check'
import { canonicalJson } from './harness/json'
import { OracleClient, OracleError } from './harness/oracle-client'
import { allOps } from './ops/index'
import { seedOf } from './harness/cli'
import {
  DEFAULT_KUBERNETES_VERSION,
  type KubernetesMinor,
  oracleBinaryFor,
  PINNED_RELEASE,
  parseKubernetesVersion,
} from './harness/versions'
import { inputForMinor } from './harness/minor'
import { classifyDifference, type Facts, newFacts } from './classify-minor'

interface Example {
  readonly input: unknown
  readonly old: unknown
  readonly new: unknown
  readonly size: number
}

interface OpReport {
  runs: number
  same: number
  differ: number
  classes: Record<string, number>
}

const parse = (argv: readonly string[]) => {
  let old: KubernetesMinor | undefined
  let against: KubernetesMinor = DEFAULT_KUBERNETES_VERSION
  let runs = 200
  const ops: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    const next = () => {
      const v = argv[++i]
      if (v === undefined) throw new Error(`${a} needs a value`)
      return v
    }
    if (a === '--kubernetes-version') old = parseKubernetesVersion(next())
    else if (a === '--against') against = parseKubernetesVersion(next())
    else if (a === '--runs') runs = Number(next())
    else if (a === '--op') ops.push(...next().split(','))
    else throw new Error(`unknown argument ${a}`)
  }
  if (old === undefined || old === against)
    throw new Error('--kubernetes-version 1.MM (another minor than --against) is required')
  return { old, against, runs, ops }
}

const errorText = (e: unknown): string => (e instanceof OracleError ? `oracle refused: ${e.message}` : '')

const main = async (): Promise<void> => {
  const args = parse(process.argv.slice(2))
  const selected = allOps.filter((s) => args.ops.length === 0 || args.ops.includes(s.op))
  const oldClient = new OracleClient(oracleBinaryFor(args.old))
  const newClient = new OracleClient(oracleBinaryFor(args.against))
  const started = performance.now()
  const perOp: Record<string, OpReport> = {}
  const examples: Record<string, Example & { op: string }> = {}
  const facts: Facts = newFacts()
  try {
    for (const spec of selected) {
      const seen = new Set<string>()
      const inputs: unknown[] = []
      for (const i of [
        ...(spec.examples ?? []),
        ...fc.sample(spec.arbitrary, { numRuns: args.runs, seed: seedOf(spec.op) }),
      ]) {
        const k = canonicalJson(i)
        if (!seen.has(k)) {
          seen.add(k)
          inputs.push(i)
        }
      }
      // Each side is asked as its own minor (a profile's kubernetesVersion names it: harness/minor.ts).
      const [olds, news] = await Promise.all([
        oldClient.callAll(
          spec.op,
          inputs.map((i) => inputForMinor(spec, i, args.old)),
        ),
        newClient.callAll(
          spec.op,
          inputs.map((i) => inputForMinor(spec, i, args.against)),
        ),
      ])
      const r: OpReport = { runs: inputs.length, same: 0, differ: 0, classes: {} }
      inputs.forEach((input, i) => {
        const o = olds[i]
        const n = news[i]
        const oText = o instanceof OracleError ? errorText(o) : canonicalJson(o)
        const nText = n instanceof OracleError ? errorText(n) : canonicalJson(n)
        if (oText === nText) {
          r.same++
          return
        }
        r.differ++
        const classes =
          o instanceof OracleError || n instanceof OracleError
            ? ['oracle-refused']
            : classifyDifference(spec.op, input, o, n, facts)
        for (const c of classes) {
          r.classes[c] = (r.classes[c] ?? 0) + 1
          const key = `${spec.op} ${c}`
          const size = canonicalJson(input).length
          const prev = examples[key]
          if (prev === undefined || size < prev.size)
            examples[key] = {
              op: spec.op,
              input,
              old: o instanceof OracleError ? oText : o,
              new: n instanceof OracleError ? nText : n,
              size,
            }
        }
      })
      perOp[spec.op] = r
      const cls = Object.entries(r.classes)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')
      console.log(
        `${spec.op.padEnd(34)} ${String(r.runs).padStart(5)} inputs  ${String(r.differ).padStart(5)} differ  ${cls}`,
      )
    }
  } finally {
    await Promise.all([oldClient.close(), newClient.close()])
  }
  const total = Object.values(perOp).reduce((n, r) => n + r.runs, 0)
  const differ = Object.values(perOp).reduce((n, r) => n + r.differ, 0)
  const report = {
    old: { minor: args.old, release: PINNED_RELEASE[args.old] },
    new: { minor: args.against, release: PINNED_RELEASE[args.against] },
    runsPerOp: args.runs,
    inputs: total,
    differ,
    perOp,
    facts: {
      unknownFields: sortedCounts(facts.unknownFields),
      droppedFields: sortedCounts(facts.droppedFields),
      defaults: sortedCounts(facts.defaults),
      valueChanges: sortedCounts(facts.valueChanges),
      errorTexts: sortedCounts(facts.errorTexts),
      fieldPaths: sortedCounts(facts.fieldPaths),
      badValues: sortedCounts(facts.badValues),
      rules: sortedCounts(facts.rules),
      warnings: sortedCounts(facts.warnings),
      controller: sortedCounts(facts.controller),
      errorOrder: sortedCounts(facts.errorOrder),
      other: sortedCounts(facts.other),
    },
    examples: Object.fromEntries(
      Object.entries(examples)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, e]) => [k, { input: e.input, old: compact(e.old), new: compact(e.new) }]),
    ),
  }
  const dir = new URL('./versions/', import.meta.url)
  mkdirSync(dir, { recursive: true })
  const file = new URL(`minor-diff-${args.old}-vs-${args.against}.json`, dir)
  writeFileSync(file, `${JSON.stringify(report, null, 1)}\n`)
  console.log(
    `minor-diff ${PINNED_RELEASE[args.old]} vs ${PINNED_RELEASE[args.against]}: ${differ} of ${total} answers differ ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s); wrote conformance/versions/minor-diff-${args.old}-vs-${args.against}.json`,
  )
}

/** An example answer as stored: the first of several possible outcomes, cut at 8 kB of JSON. */
const compact = (answer: unknown): unknown => {
  const first =
    answer !== null && typeof answer === 'object' && Array.isArray((answer as { oneOf?: unknown }).oneOf)
      ? { oneOfFirst: (answer as { oneOf: unknown[] }).oneOf[0] }
      : answer
  const text = JSON.stringify(first)
  return text.length > 8192 ? { truncatedJson: text.slice(0, 8192) } : first
}

const sortedCounts = (m: Map<string, number>): Record<string, number> =>
  Object.fromEntries([...m.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)))

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
