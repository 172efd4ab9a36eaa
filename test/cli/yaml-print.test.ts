/**
 * `create`/`convert` YAML output (`src/cli/serialize.ts`,
 * `src/cli/yaml/go-escape.ts`): strings with characters go-yaml v2 does not
 * print raw are written as kubectl's printer writes them. Goldens come from
 * the oracle's `yaml.print` op (sigs.k8s.io/yaml's JSONToYAML), recorded by
 * `npx tsx test/cli/yaml-print-record.ts`; laws check that every printed
 * string reads back (as kubectl reads YAML) to itself and that no control
 * character is printed raw.
 */
import { existsSync, readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toKubectlYaml } from '../../src/cli/serialize'
import { goYamlDoubleQuoted, needsGoYamlEscape } from '../../src/cli/yaml/go-escape'
import { kubectlDocuments } from '../../src/cli/yaml/kubectl-read'
import { numRuns } from '../support/runs'

const GOLDENS = new URL('./fixtures/yaml-print/goldens.json', import.meta.url)

const readBack = (yaml: string): unknown => {
  const [d] = kubectlDocuments(new TextEncoder().encode(yaml))
  return d?.ok ? JSON.parse(d.json) : d
}

describe.runIf(existsSync(GOLDENS))('YAML output beside the oracle’s yaml.print (kubectl’s printer)', () => {
  const goldens = existsSync(GOLDENS)
    ? (JSON.parse(readFileSync(GOLDENS, 'utf8')) as { json: string; yaml?: string; error?: string }[])
    : []
  // kubectl's printer reads Go's JSON back with go-yaml before printing it: a raw U+0085, U+2028 or
  // U+2029 is read as a line break and comes out folded into a space (the value changes), and a raw
  // C1 control, DEL, U+FFFE or U+FFFF is refused ("control characters are not allowed"). The CLI
  // prints those values escaped instead, so that they read back unchanged (docs/cli.md, "YAML output").
  const changedByKubectl = (json: string): boolean => /[\u007f-\u009f\u2028\u2029\ufffe\uffff]|\\u202[89]/.test(json)
  const exact = goldens.filter((g) => !changedByKubectl(g.json))
  const changed = goldens.filter((g) => changedByKubectl(g.json))

  it('records both kinds of case', () => {
    expect(exact.length).toBeGreaterThan(30)
    expect(changed.length).toBeGreaterThan(10)
  })

  it.each(exact.map((g) => [g.json, g.yaml] as const))('%s is printed as kubectl prints it', (json, yaml) => {
    expect(toKubectlYaml(JSON.parse(json))).toBe(yaml)
  })

  it.each(changed.map((g) => [g.json, g.yaml ?? g.error] as const))(
    '%s: kubectl changes or refuses it; the CLI prints it so that it reads back unchanged',
    (json, theirs) => {
      const value = JSON.parse(json) as unknown
      expect(readBack(toKubectlYaml(value))).toEqual(value)
      const kubectlRead = theirs?.startsWith('yaml:') ? undefined : readBack(theirs as string)
      expect(kubectlRead).not.toEqual(value)
    },
  )
})

describe('toKubectlYaml on any JSON value', () => {
  it('regression (CI 2026-12-07, seed -948291681): { k: " \\n" } reads back with its space', () => {
    expect(toKubectlYaml({ k: ' \n' })).toBe('k: " \\n"\n')
    expect(readBack(toKubectlYaml({ k: ' \n' }))).toEqual({ k: ' \n' })
  })

  it('never throws, ends with one line break, and reads back (as kubectl reads YAML) to the value', () => {
    const text = fc.string({
      unit: fc.constantFrom(' ', '\n', '\t', 'a', ':', '#', '-', "'", '"', '1', 'é', '😀'),
      maxLength: 90,
    })
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        tie('array'),
        tie('object'),
      ),
      array: fc.array(tie('value'), { maxLength: 4 }),
      object: fc.dictionary(text, tie('value'), { maxKeys: 4 }),
    })).object
    fc.assert(
      fc.property(json, (value) => {
        const yaml = toKubectlYaml(value)
        expect(yaml.endsWith('\n')).toBe(true)
        expect(readBack(yaml)).toEqual(value)
      }),
      { numRuns: numRuns(500) },
    )
  })
})

describe('goYamlDoubleQuoted', () => {
  it.each([
    ['a\u0085b', '"a\\Nb"'],
    ['x😀', '"x\\U0001F600"'],
    ['\u0080\u009f', '"\\x80\\x9F"'],
    ['\ufeff\u2028\t"\\', '"\\uFEFF\\L\\t\\"\\\\"'],
    ['é日本\u00a0', '"é日本\u00a0"'],
  ])('%j is written %s', (s, quoted) => {
    expect(goYamlDoubleQuoted(s)).toBe(quoted)
  })

  it('every string printed reads back to itself, with no C0/C1 control, U+FEFF or astral character raw', () => {
    const unit = fc.oneof(
      fc.constantFrom('\u0085', '\u0080', '\u009b', '\u0000', '\t', '\u001b', '\ufeff', '\u2028', '"', '\\', ' ', 'a'),
      fc.constantFrom('😀', '\u{10ffff}', 'é', '\u00a0', '\ufffe', ':', '#', '-', '\n'),
    )
    fc.assert(
      fc.property(fc.string({ unit, minLength: 1 }), (s) => {
        const yaml = toKubectlYaml({ k: s, [s]: 'v' })
        expect(readBack(yaml)).toEqual({ k: s, [s]: 'v' })
        if (needsGoYamlEscape(s)) {
          for (const ch of yaml) {
            const c = ch.codePointAt(0) as number
            const raw = (c < 0x20 && c !== 0x0a) || (c >= 0x7f && c <= 0x9f) || c === 0xfeff || c > 0xffff
            expect(raw).toBe(false)
          }
        }
      }),
      { numRuns: numRuns(2000) },
    )
  })
})
