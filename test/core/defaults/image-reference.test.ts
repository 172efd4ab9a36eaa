import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultPullPolicy, parseImageReference } from '../../../src/core/defaults/image-reference'
import { numRuns } from '../../support/runs'

const hex = (n: number) => 'a1b2c3d4e5f60789'.repeat(10).slice(0, n)

// Every row was checked against the oracle (podTemplate.default with the image on a container).
const ALWAYS = [
  'busybox',
  'busybox:latest',
  `busybox:latest@sha256:${hex(64)}`,
  'localhost:5000/foo',
  'localhost/foo:latest',
  'foo:5000/bar',
  'UPPER/foo',
  'index.docker.io/foo',
  '[::1]:5000/foo',
  'a/b/c/d:latest',
  'a__b',
  'a--b',
  'a.b',
  `foo:${'x'.repeat(128)}`.replace(/x+$/, 'latest'),
  `a/${'b'.repeat(253)}`,
  `example.com/${'b'.repeat(255)}`,
]
const IF_NOT_PRESENT = [
  '',
  'busybox:Latest',
  'busybox:1.0',
  'Busybox',
  `busybox@sha256:${hex(64)}`,
  `busybox@sha256:${hex(63)}`,
  `busybox@sha512:${hex(128)}`,
  `busybox@md5:${hex(32)}`,
  'example.com/Foo',
  'index.docker.io/Foo',
  '[zz]/foo',
  'a___b',
  'a-',
  '-a',
  'a..b',
  hex(64),
  `foo:${'x'.repeat(129)}`,
  'foo:.x',
  `a/${'b'.repeat(254)}`,
  `example.com/${'b'.repeat(256)}`,
  'foo:',
  'foo@',
  ' foo',
  'föo',
  'ex-.com/foo',
  'example.com:/foo',
  'foo//bar',
  'foo:latest:latest',
  `foo@SHA256:${hex(64)}`,
]

describe('defaultPullPolicy (the kubelet reference grammar)', () => {
  it.each(ALWAYS)('%s → Always', (image) => expect(defaultPullPolicy(image)).toBe('Always'))
  it.each(IF_NOT_PRESENT)('%s → IfNotPresent', (image) => expect(defaultPullPolicy(image)).toBe('IfNotPresent'))

  it('reads tag and digest', () => {
    expect(parseImageReference('nginx:1.27')).toEqual({ tag: '1.27', digest: '' })
    expect(parseImageReference(`r.io/a@sha256:${hex(64)}`)).toEqual({ tag: '', digest: `sha256:${hex(64)}` })
    expect(parseImageReference(42 as unknown as string)).toBeUndefined()
  })

  it('fuzz: total and linear on long inputs', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        expect(['Always', 'IfNotPresent']).toContain(defaultPullPolicy(s))
      }),
      { numRuns: numRuns(500) },
    )
    for (const s of [
      'a'.repeat(1_000_000),
      `${'a-'.repeat(500_000)}!`,
      `${'a.'.repeat(300_000)}/x`,
      `${'a'.repeat(500_000)}:${'1'.repeat(500_000)}`,
    ]) {
      expect(defaultPullPolicy(s)).toBe('IfNotPresent')
    }
  })
})
