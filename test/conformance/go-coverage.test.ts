import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { attribute, parseProfile, percent, scopeHash } from '../../conformance/harness/go-coverage'

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
    const [f] = attribute([{ pkg: 'k8s.io/x', file: 'k8s.io/x/a.go', name: 'F', firstLine: 9, lastLine: 20 }], blocks)
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

  test('the scope hash changes with the scope text', () => {
    expect(scopeHash('package a\n')).not.toBe(scopeHash('package b\n'))
    expect(scopeHash('x')).toMatch(/^[0-9a-f]{64}$/)
  })
})
