/**
 * `npm run conformance:record [-- --op NAME ...] [--scale F]`: sends each
 * op's examples and seeded random inputs through the oracle and writes
 * test/fixtures/upstream/<op>.jsonl (.jsonl.gz when large).
 *
 * `npm run conformance:record -- --regressions [--op NAME ...]`: sends only
 * the named regression inputs of conformance/regressions.ts and writes
 * test/fixtures/upstream/<op>.regressions.jsonl, leaving the random cases
 * as they are.
 *
 * `--kubernetes-version 1.MM` (default 1.37) records with that minor's
 * oracle, bin/oracle-1.MM, into test/fixtures/upstream/v1.MM/; the inputs
 * of ops that take a cluster profile carry `profile.kubernetesVersion:
 * '1.MM'` (harness/minor.ts), and case ids name the minor
 * (`job.create-v1.35-00012`), so that a known difference names one minor's case.
 */
import fc from 'fast-check'
import { canonicalJson } from './harness/json'
import { writeFixtures, writeRegressionFixtures, type FixtureCase } from './harness/fixtures'
import { regressionCases } from './regressions'
import { OracleClient, OracleError } from './harness/oracle-client'
import { allOps, opByName } from './ops/index'
import { parseArgs, seedOf } from './harness/cli'
import { DEFAULT_KUBERNETES_VERSION, fixtureDirFor, type KubernetesMinor, oracleBinaryFor } from './harness/versions'
import { inputForMinor } from './harness/minor'

/** The id prefix of a minor's cases: `<op>-` for 1.37, `<op>-v1.MM-` for the others. */
const idPrefix = (op: string, minor: KubernetesMinor): string =>
  minor === DEFAULT_KUBERNETES_VERSION ? `${op}-` : `${op}-v${minor}-`

const main = async (): Promise<void> => {
  const args = parseArgs(process.argv.slice(2))
  if (args.allMinors) throw new Error('conformance:record records one minor at a time: --kubernetes-version 1.MM')
  const selected = allOps.filter((s) => args.ops.length === 0 || args.ops.includes(s.op))
  if (selected.length === 0) throw new Error(`no op matches ${args.ops.join(', ')}`)
  const client = new OracleClient(oracleBinaryFor(args.kubernetesVersion))
  const dir = fixtureDirFor(args.kubernetesVersion)
  if (args.regressions) {
    try {
      await recordRegressions(
        client,
        selected.map((s) => s.op),
        dir,
        args.kubernetesVersion,
      )
    } finally {
      await client.close()
    }
    return
  }
  let total = 0
  let totalBytes = 0
  try {
    for (const spec of selected) {
      const started = Date.now()
      const want = Math.round(spec.record * args.scale)
      const seen = new Set<string>()
      const inputs: unknown[] = []
      const push = (raw: unknown) => {
        const i = inputForMinor(spec, raw, args.kubernetesVersion)
        const k = canonicalJson(i)
        if (seen.has(k)) return
        seen.add(k)
        inputs.push(i)
      }
      for (const e of spec.examples ?? []) push(e)
      const examples = inputs.length
      for (let round = 0; inputs.length < examples + want && round < 8; round++) {
        for (const i of fc.sample(spec.arbitrary, { numRuns: want * 2, seed: seedOf(spec.op) + round })) {
          if (inputs.length >= examples + want) break
          push(i)
        }
      }
      const outputs = await client.callAll(spec.op, inputs)
      const cases: FixtureCase[] = []
      const errors: string[] = []
      outputs.forEach((output, i) => {
        if (output instanceof OracleError)
          errors.push(`${output.message} <- ${JSON.stringify(inputs[i]).slice(0, 300)}`)
        else
          cases.push({
            id: `${idPrefix(spec.op, args.kubernetesVersion)}${String(cases.length).padStart(5, '0')}`,
            op: spec.op,
            input: inputs[i],
            output,
          })
      })
      const { file, bytes } = writeFixtures(spec.op, cases, dir)
      total += cases.length
      totalBytes += bytes
      console.log(
        `${spec.op.padEnd(34)} ${String(cases.length).padStart(6)} cases  ${(bytes / 1024).toFixed(0).padStart(6)} KiB  ${file}  ${((Date.now() - started) / 1000).toFixed(1)} s` +
          (errors.length > 0 ? `  (${errors.length} inputs the oracle refused, not recorded)` : ''),
      )
      for (const e of errors.slice(0, 3)) console.log(`    oracle refused: ${e}`)
    }
  } finally {
    await client.close()
  }
  console.log(`total ${total} cases, ${(totalBytes / 1024 / 1024).toFixed(2)} MiB`)
}

/** Records the regression cases of the selected ops (each op's file is rewritten whole). */
const recordRegressions = async (
  client: OracleClient,
  ops: readonly string[],
  dir: string,
  minor: KubernetesMinor,
): Promise<void> => {
  for (const op of ops) {
    const named = regressionCases[op]
    const spec = opByName(op)
    if (named === undefined || named.length === 0 || spec === undefined) continue
    const inputs = named.map((r) => inputForMinor(spec, r.input, minor))
    const outputs = await client.callAll(op, inputs)
    const cases: FixtureCase[] = []
    outputs.forEach((output, i) => {
      const r = named[i] as (typeof named)[number]
      if (output instanceof OracleError) {
        // An older minor may not know a case's gate or field: say so, record the others.
        if (minor === DEFAULT_KUBERNETES_VERSION)
          throw new Error(`the oracle refused regression ${r.name}: ${output.message}`)
        console.log(`    ${minor} oracle refused regression ${r.name}: ${output.message.slice(0, 200)}`)
        return
      }
      cases.push({ id: `${idPrefix(op, minor)}regression-${r.name}`, op, input: inputs[i], output })
    })
    console.log(
      `${op.padEnd(34)} ${String(cases.length).padStart(6)} regression cases  ${writeRegressionFixtures(op, cases, dir)}`,
    )
  }
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
