/**
 * Number of fast-check runs for a property. `npm run fuzz` sets
 * `FC_NUM_RUNS` (1,000,000) for the properties whose test name starts with
 * `fuzz:`; ordinary runs use the given default.
 */
export const numRuns = (ordinary: number): number => {
  const fromEnv = Number(process.env['FC_NUM_RUNS'])
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : ordinary
}

/**
 * Time limit for a property test: the given one in ordinary runs, none when
 * `npm run fuzz` sets `FC_NUM_RUNS` (a shard of 100,000 runs of the hostile
 * property takes far longer than any fixed limit).
 */
export const fuzzTimeout = (ordinary: number): number =>
  Number.isInteger(Number(process.env['FC_NUM_RUNS'])) && Number(process.env['FC_NUM_RUNS']) > 0 ? 0 : ordinary
