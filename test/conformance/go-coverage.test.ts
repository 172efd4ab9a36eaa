import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { attribute, parseProfile, percent, readReachable, scopeHash } from '../../conformance/harness/go-coverage'

const profile = [
  'mode: set',
  'k8s.io/x/a.go:10.2,12.3 2 1',
  'k8s.io/x/a.go:13.2,15.3 3 0',
  'k8s.io/x/a.go:13.2,15.3 3 0',
  'k8s.io/x/a.go:30.2,31.3 4 1',
  'k8s.io/x/b.go:10.2,11.3 5 1',
].join('\n')

describe('go-coverage', () => {
  test('a block listed twice counts once; blocks go to the function whose lines hold them', () => {
    const blocks = parseProfile(profile)
    expect(blocks).toHaveLength(4)
    const [f] = attribute(
      [{ pkg: 'k8s.io/x', file: 'k8s.io/x/a.go', name: 'F', firstLine: 9, lastLine: 20, how: 'call' }],
      blocks,
    )
    expect(f?.statements).toBe(5)
    expect(f?.reached).toBe(2)
  })

  test('a reached copy of a block wins over an unreached one', () => {
    const blocks = parseProfile('k8s.io/x/a.go:1.1,2.1 3 0\nk8s.io/x/a.go:1.1,2.1 3 7')
    expect(blocks).toEqual([expect.objectContaining({ count: 7, statements: 3 })])
  })

  test.prop([fc.nat(10_000), fc.nat(10_000)])('percent rounds down and stays within 0..100', (a, b) => {
    const [reached, total] = a <= b ? [a, b] : [b, a]
    const p = percent(reached, total)
    expect(p).toBeGreaterThanOrEqual(0)
    expect(p).toBeLessThanOrEqual(100)
    if (total > 0) expect(p).toBeLessThanOrEqual((reached / total) * 100)
  })

  test('reachable.tsv: the sixth column marks a function reached only through reflection; none is a call', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reach-'))
    try {
      const file = join(dir, 'reachable.tsv')
      const scope = 'package k8s.io/x\n'
      writeFileSync(
        file,
        [
          `# scope sha256 ${scopeHash(scope)}`,
          'k8s.io/x\tk8s.io/x/a.go\tF\t1\t9\tcall',
          'k8s.io/x\tk8s.io/x/a.go\t(T).M\t10\t12\treflect',
          'k8s.io/x\tk8s.io/x/b.go\tG\t1\t2',
          '',
        ].join('\n'),
      )
      expect(readReachable(file, scope).map((f) => [f.name, f.how])).toEqual([
        ['F', 'call'],
        ['(T).M', 'reflect'],
        ['G', 'call'],
      ])
      expect(() => readReachable(file, 'package k8s.io/y\n')).toThrow(/stale/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('the scope hash changes with the scope text', () => {
    expect(scopeHash('package a\n')).not.toBe(scopeHash('package b\n'))
    expect(scopeHash('x')).toMatch(/^[0-9a-f]{64}$/)
  })
})
