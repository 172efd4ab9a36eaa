/**
 * The lists that leave code out of the upstream-coverage headline
 * (conformance/upstream-coverage/unreachable.tsv and unreachable-blocks.tsv)
 * stay checkable: every row names a reason its header explains, and every
 * function or block line lies in a function of reachable.tsv.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const dir = new URL('../../conformance/upstream-coverage/', import.meta.url)
const read = (name: string) => readFileSync(new URL(name, dir), 'utf8').split('\n')
const rows = (lines: string[]) => lines.filter((l) => l !== '' && !l.startsWith('#')).map((l) => l.split('\t'))
const reasons = (lines: string[]) => new Set(lines.flatMap((l) => /^#\s{3}([a-zA-Z-]+):/.exec(l)?.slice(1) ?? []))

const reachable = rows(read('reachable.tsv')).map(([pkg, file, name, first, last]) => ({
  pkg,
  file,
  name,
  first: Number(first),
  last: Number(last),
}))

describe('unreachable lists', () => {
  it('unreachable.tsv: three fields a row, a documented reason, a function of reachable.tsv, no repeats', () => {
    const lines = read('unreachable.tsv')
    const known = reasons(lines)
    const seen = new Set<string>()
    for (const [pkg, name, reason, ...rest] of rows(lines)) {
      expect(rest).toEqual([])
      expect(known.has(reason as string), `${name}: reason ${reason}`).toBe(true)
      expect(
        reachable.some((f) => f.pkg === pkg && f.name === name),
        `${pkg} ${name}`,
      ).toBe(true)
      expect(seen.has(`${pkg}\t${name}`)).toBe(false)
      seen.add(`${pkg}\t${name}`)
    }
    expect(seen.size).toBeGreaterThan(0)
  })

  it('unreachable-blocks.tsv: a documented reason, a line.column inside a reachable function of that file', () => {
    const lines = read('unreachable-blocks.tsv')
    const known = reasons(lines)
    const all = rows(lines)
    expect(all.length).toBeGreaterThan(0)
    for (const [file, at, reason, ...rest] of all) {
      expect(rest).toEqual([])
      expect(known.has(reason as string), `${file}:${at}: reason ${reason}`).toBe(true)
      expect(at).toMatch(/^\d+\.\d+$/)
      const n = Number((at as string).split('.')[0])
      const line = at
      expect(
        reachable.some((f) => f.file === file && f.first <= n && n <= f.last),
        `${file}:${line} lies in no reachable function`,
      ).toBe(true)
    }
  })
})
