/**
 * `npm run conformance:diff -- --runs N [--op NAME] [--seed S]`: live
 * differential fuzzing. Sends N fresh random inputs per op through the
 * oracle and the library. Agreements, documented design differences and
 * recognised open bugs (known-differences.ts) are counted; any other
 * mismatch is shrunk by fast-check and printed as a fixture line ready to
 * commit, and the command fails (with --report-only it only reports; an
 * input the oracle refuses always fails, as that is a harness bug).
 *
 * `--kubernetes-version 1.MM` (default 1.37) talks to that minor's oracle,
 * bin/oracle-1.MM (`conformance/oracle/build.sh --versions 1.MM`), and asks
 * the library as that minor: every input of an op that takes a cluster
 * profile carries `profile.kubernetesVersion: '1.MM'`, sent to both sides
 * (harness/minor.ts). While the library refuses the minor
 * (SUPPORTED_KUBERNETES_VERSIONS), such an op is run against the oracle
 * only and reported once as "library does not support 1.MM yet". Ops
 * without a profile are version-independent in the library and compared
 * with the minor's oracle as they are (docs/conformance.md lists them).
 * A minor the library does not support is always report-only.
 *
 * `--kubernetes-version all` runs every minor in turn (newest first), as
 * .ci/run does; it fails when any supported minor has an unexplained
 * mismatch (unless --report-only; `--report-only-op A,B` keeps those ops'
 * mismatches out of the verdict, as CI does for yaml.toJSON's documented
 * libyaml edge cases) or any oracle refuses an input of a supported minor.
 */
import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { parseArgs } from './harness/cli'
import { judge, libraryAnswer } from './harness/compare'
import { OracleClient, OracleError } from './harness/oracle-client'
import { KUBERNETES_VERSIONS, type KubernetesMinor, oracleBinaryFor, PINNED_RELEASE } from './harness/versions'
import { inputForMinor, libraryAsked, librarySupports, unsupportedText } from './harness/minor'
import { allOps } from './ops/index'
import { type AnyOpSpec, liveArbitrary } from './harness/op-spec'

/** The most seconds spent shrinking one failing input (each candidate is an oracle call and a library answer). */
const SHRINK_SECONDS = 60

interface Tally {
  op: string
  runs: number
  agree: number
  design: number
  openBugs: Record<string, number>
  mismatches: number
  oracleErrors: number
  seconds: number
  pending?: string
}

const fixtureLine = (op: string, input: unknown, output: unknown): string => {
  const id = `${op}-diff-${createHash('sha256').update(JSON.stringify(input)).digest('hex').slice(0, 10)}`
  return JSON.stringify({ id, op, input, output })
}

const runOp = async (
  client: OracleClient,
  spec: AnyOpSpec,
  runs: number,
  seed: number,
  maxMismatches: number,
  minor: KubernetesMinor,
): Promise<Tally> => {
  const t: Tally = {
    op: spec.op,
    runs: 0,
    agree: 0,
    design: 0,
    openBugs: {},
    mismatches: 0,
    oracleErrors: 0,
    seconds: 0,
  }
  const started = performance.now()
  const arbitrary = liveArbitrary(spec).map((i) => inputForMinor(spec, i, minor))
  if (!libraryAsked(spec, minor)) {
    // Still exercise the oracle on fresh inputs so that oracle refusals show.
    for (const input of fc.sample(arbitrary, { numRuns: runs, seed })) {
      t.runs++
      try {
        await client.call(spec.op, input)
      } catch (e) {
        t.oracleErrors++
        if (t.oracleErrors <= maxMismatches)
          console.log(
            `  oracle refused ${spec.op}: ${(e as Error).message}\n    ${JSON.stringify(input).slice(0, 400)}`,
          )
      }
    }
    t.pending = spec.library === undefined ? spec.pending : unsupportedText(minor)
    t.seconds = (performance.now() - started) / 1000
    return t
  }
  // The fixed sweep first (every rule-family snippet once), counted apart from the N random runs.
  for (const input of (spec.sweep ?? []).map((i) => inputForMinor(spec, i, minor))) {
    t.runs++
    let theirs: unknown
    try {
      theirs = await client.call(spec.op, input)
    } catch (e) {
      if (!(e instanceof OracleError)) throw e
      t.oracleErrors++
      continue
    }
    const v = judge(spec, input, theirs, minor)
    if (v.kind === 'agree') t.agree++
    else if (v.kind === 'design') t.design++
    else if (v.kind === 'open-bug') t.openBugs[v.category] = (t.openBugs[v.category] ?? 0) + 1
    else {
      t.mismatches++
      if (t.mismatches <= maxMismatches) {
        const view = spec.view ?? ((x: unknown) => x)
        console.log(`\n${spec.op}: sweep mismatch`)
        console.log(`  ours:   ${JSON.stringify(view(libraryAnswer(spec, input)))}`)
        console.log(`  fixture: ${fixtureLine(spec.op, input, theirs)}`)
      }
    }
  }
  const sweepRuns = t.runs
  let round = 0
  while (t.runs - sweepRuns < runs && t.mismatches < maxMismatches) {
    let shrinking = false
    let shrinkStart = 0
    let shrinkCut = false
    const startShrinking = () => {
      shrinking = true
      shrinkStart = performance.now()
    }
    const property = fc.asyncProperty(arbitrary, async (input) => {
      if (!shrinking) t.runs++
      // Shrinking is bounded: past SHRINK_SECONDS every further candidate passes, so fast-check stops at the
      // smallest failing input found so far (shrinking a large cronjob.update input once ran for minutes).
      else if (performance.now() - shrinkStart > SHRINK_SECONDS * 1000) {
        shrinkCut = true
        return true
      }
      let theirs: unknown
      try {
        theirs = await client.call(spec.op, input)
      } catch (e) {
        if (!(e instanceof OracleError)) throw e
        if (!shrinking) {
          t.oracleErrors++
          startShrinking()
        }
        return false
      }
      const v = judge(spec, input, theirs, minor)
      if (shrinking) return v.kind !== 'mismatch'
      switch (v.kind) {
        case 'agree':
          t.agree++
          return true
        case 'design':
          t.design++
          return true
        case 'open-bug':
          t.openBugs[v.category] = (t.openBugs[v.category] ?? 0) + 1
          return true
        default:
          t.mismatches++
          startShrinking()
          return false
      }
    })
    const result = await fc.check(property, { numRuns: runs - (t.runs - sweepRuns), seed: seed + round++ })
    if (result.failed && result.counterexample !== null) {
      if (shrinkCut) console.log(`\n${spec.op}: shrinking stopped after ${SHRINK_SECONDS} s`)
      const [input] = result.counterexample
      let theirs: unknown
      try {
        theirs = await client.call(spec.op, input)
      } catch (e) {
        console.log(
          `\n${spec.op}: the oracle refused (after ${result.numShrinks} shrinks): ${(e as Error).message}\n  input: ${JSON.stringify(input)}`,
        )
        continue
      }
      const view = spec.view ?? ((x: unknown) => x)
      console.log(`\n${spec.op}: mismatch (after ${result.numShrinks} shrinks)`)
      console.log(`  ours:   ${JSON.stringify(view(libraryAnswer(spec, input)))}`)
      console.log(`  fixture: ${fixtureLine(spec.op, input, theirs)}`)
    }
    if (!result.failed) break
  }
  // Past the mismatch limit: keep counting, without shrinking or printing.
  if (t.runs - sweepRuns < runs) {
    for (const input of fc.sample(arbitrary, { numRuns: runs - (t.runs - sweepRuns), seed: seed + 7919 })) {
      t.runs++
      let theirs: unknown
      try {
        theirs = await client.call(spec.op, input)
      } catch (e) {
        if (!(e instanceof OracleError)) throw e
        t.oracleErrors++
        continue
      }
      const v = judge(spec, input, theirs, minor)
      if (v.kind === 'agree') t.agree++
      else if (v.kind === 'design') t.design++
      else if (v.kind === 'open-bug') t.openBugs[v.category] = (t.openBugs[v.category] ?? 0) + 1
      else t.mismatches++
    }
  }
  t.seconds = (performance.now() - started) / 1000
  return t
}

/** One minor's run over the selected ops; whether it failed. */
const runMinor = async (
  minor: KubernetesMinor,
  selected: readonly AnyOpSpec[],
  args: ReturnType<typeof parseArgs>,
  seed: number,
): Promise<boolean> => {
  // Unexplained mismatches fail a run of a minor the library supports, unless --report-only.
  const reportOnly = args.reportOnly || !librarySupports(minor)
  console.log(
    `conformance:diff --runs ${args.runs} --seed ${seed} --kubernetes-version ${minor} (oracle ${PINNED_RELEASE[minor]}, ${selected.length} ops` +
      (librarySupports(minor) ? ')' : `; ${unsupportedText(minor)}: report only)`),
  )
  const client = new OracleClient(oracleBinaryFor(minor))
  const started = performance.now()
  const tallies: Tally[] = []
  try {
    for (const spec of selected) {
      const t = await runOp(client, spec, args.runs, seed, args.maxMismatches, minor)
      tallies.push(t)
      const bugs = Object.entries(t.openBugs)
        .map(([k, n]) => `${n} ${k}`)
        .join('; ')
      console.log(
        `${t.op.padEnd(34)} runs ${String(t.runs).padStart(6)}  ` +
          (t.pending !== undefined
            ? spec.library === undefined
              ? 'oracle only (library pending)'
              : `oracle only (${t.pending})`
            : `agree ${String(t.agree).padStart(6)}`) +
          (t.design > 0 ? `  design ${t.design}` : '') +
          (bugs !== '' ? `  open bugs: ${bugs}` : '') +
          (t.mismatches > 0 ? `  MISMATCHES ${t.mismatches}` : '') +
          (t.oracleErrors > 0 ? `  ORACLE REFUSED ${t.oracleErrors}` : '') +
          `  ${t.seconds.toFixed(1)} s`,
      )
    }
  } finally {
    await client.close()
  }
  const seconds = (performance.now() - started) / 1000
  const mismatches = tallies.reduce((n, t) => n + t.mismatches, 0)
  // Mismatches of --report-only-op ops are printed but never fail the run.
  const failing = tallies.reduce((n, t) => n + (args.reportOnlyOps.includes(t.op) ? 0 : t.mismatches), 0)
  const refusals = tallies.reduce((n, t) => n + t.oracleErrors, 0)
  const runs = tallies.reduce((n, t) => n + t.runs, 0)
  const agree = tallies.reduce((n, t) => n + t.agree, 0)
  console.log(
    `conformance:diff ${minor} took ${seconds.toFixed(1)} s: ${runs} runs, ${agree} agreements, ${mismatches} unexplained mismatches, ${refusals} oracle refusals` +
      (mismatches > 0 && (reportOnly || failing === 0) ? ' (report only)' : ''),
  )
  // An oracle refusal is a harness bug: it fails a supported minor's run; a preview's is reported.
  return (refusals > 0 && librarySupports(minor)) || (failing > 0 && !reportOnly)
}

const main = async (): Promise<void> => {
  const args = parseArgs(process.argv.slice(2))
  const seed = args.seed ?? Math.floor(Math.random() * 0x7fffffff)
  const selected = allOps.filter((s) => args.ops.length === 0 || args.ops.includes(s.op))
  if (selected.length === 0) throw new Error(`no op matches ${args.ops.join(', ')}`)
  // --kubernetes-version all: every minor, newest first.
  const minors = args.allMinors ? [...KUBERNETES_VERSIONS].reverse() : [args.kubernetesVersion]
  let failed = false
  for (const minor of minors) if (await runMinor(minor, selected, args, seed)) failed = true
  if (failed) process.exitCode = 1
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
