/**
 * Number of fast-check runs for a property. `npm run fuzz` sets
 * `FC_NUM_RUNS` (1,000,000) for the properties whose test name starts with
 * `fuzz:`; ordinary runs use the given default.
 */
export const numRuns = (ordinary: number): number => {
  const fromEnv = Number(process.env['FC_NUM_RUNS'])
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : ordinary
}
