/** Reading and writing the recorded fixtures under test/fixtures/upstream. */
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { gunzipSync, gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'

export interface FixtureCase {
  readonly id: string
  readonly op: string
  readonly input: unknown
  readonly output: unknown
}

export const FIXTURE_DIR = fileURLToPath(new URL('../../test/fixtures/upstream/', import.meta.url))

/** Files above this size are written gzip-compressed. */
export const GZIP_ABOVE_BYTES = 1_000_000

const base = (op: string, dir = FIXTURE_DIR) => join(dir, op)

const parseLines = (text: string): FixtureCase[] =>
  text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as FixtureCase)

/** The file of an op's recorded regression cases (`npm run conformance:record -- --regressions`). */
export const regressionFile = (op: string, dir = FIXTURE_DIR): string => `${base(op, dir)}.regressions.jsonl`

/**
 * The recorded cases of one op ([] when none are recorded): the seeded
 * random cases of `<op>.jsonl(.gz)` followed by the regression cases of
 * `<op>.regressions.jsonl` (conformance/regressions.ts); `dir`: another
 * minor's fixture directory (harness/versions.ts fixtureDirFor).
 */
export const readFixtures = (op: string, dir = FIXTURE_DIR): FixtureCase[] => {
  const plain = `${base(op, dir)}.jsonl`
  const gz = `${base(op, dir)}.jsonl.gz`
  const text = existsSync(plain)
    ? readFileSync(plain, 'utf8')
    : existsSync(gz)
      ? gunzipSync(readFileSync(gz)).toString('utf8')
      : ''
  const regressions = existsSync(regressionFile(op, dir)) ? readFileSync(regressionFile(op, dir), 'utf8') : ''
  return [...parseLines(text), ...parseLines(regressions)]
}

/** Writes an op's regression cases (always plain JSON Lines, one case a line, so a diff shows each). */
export const writeRegressionFixtures = (op: string, cases: readonly FixtureCase[], dir = FIXTURE_DIR): string => {
  const text =
    cases.map((c) => JSON.stringify({ id: c.id, op: c.op, input: c.input, output: c.output })).join('\n') + '\n'
  mkdirSync(dir, { recursive: true })
  writeFileSync(regressionFile(op, dir), text)
  return `${op}.regressions.jsonl`
}

/**
 * Writes the cases of one op, gzip-compressed when large; returns the file name and size.
 * `dir`: another minor's fixture directory (harness/versions.ts fixtureDirFor).
 */
export const writeFixtures = (
  op: string,
  cases: readonly FixtureCase[],
  dir = FIXTURE_DIR,
): { file: string; bytes: number } => {
  mkdirSync(dir, { recursive: true })
  const text =
    cases.map((c) => JSON.stringify({ id: c.id, op: c.op, input: c.input, output: c.output })).join('\n') + '\n'
  for (const f of [`${base(op, dir)}.jsonl`, `${base(op, dir)}.jsonl.gz`]) if (existsSync(f)) unlinkSync(f)
  const raw = Buffer.from(text, 'utf8')
  if (raw.length > GZIP_ABOVE_BYTES) {
    const gz = gzipSync(raw, { level: 9 })
    writeFileSync(`${base(op, dir)}.jsonl.gz`, gz)
    return { file: `${op}.jsonl.gz`, bytes: gz.length }
  }
  writeFileSync(`${base(op, dir)}.jsonl`, raw)
  return { file: `${op}.jsonl`, bytes: raw.length }
}

/** Ops that have a fixture file (in `dir`: another minor's fixture directory). */
export const recordedOps = (dir = FIXTURE_DIR): string[] =>
  existsSync(dir)
    ? [
        ...new Set(
          readdirSync(dir)
            .filter((f) => /\.jsonl(\.gz)?$/.test(f))
            .map((f) => f.replace(/(\.regressions)?\.jsonl(\.gz)?$/, '')),
        ),
      ].sort()
    : []
