#!/usr/bin/env node
// `npm run fuzz`: every `fuzz:` property (never-throws and round-trip laws)
// at 1,000,000 runs, split into shards so the work fits a bounded wall time.
//
// A shard is one `vitest run -t fuzz:` with FC_NUM_RUNS = runs / shards and
// its own fast-check seed (FC_SEED = seed + shard index, applied by
// test/support/fc-seed.ts), so the shards explore different inputs and
// together give every property `runs` runs. Exhaustive sweeps named `fuzz:`
// (every hostile value at every position, test/package/hostile.test.ts) run
// a bounded share in `npm test` and, here, the whole product split over the
// shards (FUZZ_SHARD of FUZZ_SHARDS). Each finished shard is appended to
// the log (default test/fuzz-log.json, committed), and a later invocation with the
// same --runs/--shards/--seed skips the shards that already passed: the fuzz
// can be run to completion across several sittings.
//
//   node scripts/fuzz.mjs [--runs 1000000] [--shards 40] [--seed 20261127]
//                         [--budget-minutes 60] [--only 0,3] [--log test/fuzz-log.json]
//
// --budget-minutes: start no new shard once this much wall time has passed.
// Exit code: 0 when every shard of the plan has passed (now or before), 1 when
// a shard failed, 3 when shards are left for a later sitting.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback
}
const runs = Number(option('runs', '1000000'))
const shards = Number(option('shards', '40'))
const seed = Number(option('seed', '20261127'))
const budgetMinutes = Number(option('budget-minutes', 'Infinity'))
const only = option('only', undefined)
const logPath = option('log', 'test/fuzz-log.json')

if (![runs, shards, seed].every(Number.isSafeInteger) || runs < shards || shards < 1) {
  console.error('fuzz: --runs, --shards and --seed must be integers, with runs ≥ shards ≥ 1')
  process.exit(2)
}
const perShard = Math.ceil(runs / shards)
const plan = { runs, shards, seed }
const samePlan = (entry) => entry.runs === runs && entry.shards === shards && entry.seed === seed

const log = existsSync(logPath) ? JSON.parse(readFileSync(logPath, 'utf8')) : []
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim()
const wanted = only === undefined ? [...Array(shards).keys()] : only.split(',').map(Number)
const started = Date.now()
let failed = false

for (const shard of wanted) {
  if (log.some((e) => samePlan(e) && e.shard === shard && e.passed)) {
    console.log(`fuzz: shard ${shard}/${shards} passed before, skipped`)
    continue
  }
  const elapsedMinutes = (Date.now() - started) / 60_000
  if (elapsedMinutes >= budgetMinutes) {
    console.log(`fuzz: budget of ${budgetMinutes} min used, shard ${shard} and later left for another sitting`)
    break
  }
  const shardSeed = seed + shard
  console.log(`fuzz: shard ${shard}/${shards}: ${perShard} runs per property, seed ${shardSeed}`)
  const t0 = Date.now()
  const result = spawnSync('npx', ['vitest', 'run', '--testTimeout=0', '-t', 'fuzz:'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      FC_NUM_RUNS: String(perShard),
      FC_SEED: String(shardSeed),
      // the exhaustive sweeps (test/package/hostile.test.ts) take their share of the product
      FUZZ_SHARD: String(shard),
      FUZZ_SHARDS: String(shards),
    },
  })
  const seconds = Math.round((Date.now() - t0) / 1000)
  const passed = result.status === 0
  log.push({
    ...plan,
    shard,
    shardSeed,
    runsPerProperty: perShard,
    passed,
    seconds,
    commit,
    date: new Date().toISOString(),
  })
  writeFileSync(logPath, `${JSON.stringify(log, null, 2)}\n`)
  console.log(`fuzz: shard ${shard} ${passed ? 'passed' : 'FAILED'} in ${seconds} s`)
  if (!passed) {
    failed = true
    break
  }
}

const done = [...Array(shards).keys()].filter((s) => log.some((e) => samePlan(e) && e.shard === s && e.passed))
const total = log.filter((e) => samePlan(e) && e.passed).reduce((n, e) => n + e.seconds, 0)
console.log(
  `fuzz: ${done.length}/${shards} shards passed (${done.length * perShard} of ${runs} runs per property), ${total} s in all; log ${logPath}`,
)
process.exit(failed ? 1 : done.length === shards ? 0 : 3)
