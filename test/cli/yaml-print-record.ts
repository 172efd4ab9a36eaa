/**
 * `npx tsx test/cli/yaml-print-record.ts`: records test/cli/fixtures/yaml-print/goldens.json
 * from the oracle's `yaml.print` op (sigs.k8s.io/yaml's JSONToYAML, what
 * `kubectl get -o yaml` prints). Needs `npm run oracle:build`. The values are
 * short strings with characters go-yaml v2 escapes or prints raw, strings whose
 * spaces and line breaks choose the scalar style, and a few whole objects (key
 * order, numbers, explicit keys, folding at 80 columns).
 */
import { writeFileSync } from 'node:fs'
import { OracleClient } from '../../conformance/harness/oracle-client'

export const YAML_PRINT_STRINGS: readonly string[] = [
  'plain',
  'a\u0085b',
  '\u0080',
  '\u009f',
  'c1 \u0090 \u009b[31m',
  'x😀',
  '😀',
  '\ud83d\ude00 and \u{10ffff}',
  '\ufeffbom',
  'a\tb',
  'nbsp\u00a0here',
  'line\u2028sep',
  'para\u2029sep',
  '\u007f',
  'bell\u0007',
  'nul\u0000',
  'esc\u001b[0m',
  '\u0001\u0002\u001f',
  'quote " and \\ with \u0085',
  'new\nline \u0085',
  'cr\r\u0085',
  '\ufffe\uffff',
  'é日本',
  '\ufeff',
  'tab\tthen \ufeff',
  '\ufffd',
  ' lead \u0085',
  '::warning::\u0085',
  // Line breaks with spaces, tabs or more line breaks at the edges (the literal block's indentation
  // indicator and chomping, or double quotes where a space meets a line break).
  ' \n',
  '  x\ny',
  ' \n x',
  '\tx\ny',
  '\nx',
  '\n',
  '\n\n',
  'x\n',
  'x\n\n',
  'x\n\n\n',
  'x \ny',
  'x\ny ',
  'x\n y',
  'x\n  \ny',
  '  \n  ',
  'x\n\ty',
  ' ',
  'x ',
  '  x',
  '',
  '- x',
  'x: y',
  'x #y',
  '#x',
  '1:30',
  '0o17',
  '2026-01-02',
  'yes',
  '~',
]

/** Whole values: key order, numbers, empty collections, explicit keys and folding past column 80. */
export const YAML_PRINT_VALUES: readonly unknown[] = [
  { a10: 1, a2: 1, a_b: 1, aZb: 1, 'a-b': 1, 'a.b': 1, a01: 1, a1: 1, é: 1, B: 1 },
  { f: 1.5, g: 0.00001, h: 1234567.5, i: 1e21, j: 2 ** 63, k: -(2 ** 63), l: 2 ** 64, m: -0, n: 0.1 },
  { empty: {}, list: [], nested: [[], {}, [1, [2]], { a: [3] }], n: null, t: true },
  { ['k'.repeat(129)]: { a: 1 }, ['k'.repeat(128)]: [1, 2], 'x\ny': { a: [1] }, 'p\nq': ['r', 's'] },
  {
    plain: `${'word '.repeat(20)}end`,
    single: ` ${'word '.repeat(20)}end`,
    double: `${'word '.repeat(20)}\tend`,
    spaces: `${'w'.repeat(78)}  two  spaces  after  column  80  ${'x'.repeat(10)}`,
    list: [`${'item '.repeat(20)}end`],
    literal: `${'line '.repeat(20)}\nend`,
  },
]

const main = async (): Promise<void> => {
  const client = new OracleClient()
  const goldens: { json: string; yaml?: string; error?: string }[] = []
  try {
    for (const s of YAML_PRINT_STRINGS) {
      for (const value of [{ k: s }, { [s]: 'v' }, { list: [s, 'x'] }]) {
        // As Go's json.Marshal writes it (kubectl prints the JSON it holds): U+2028, U+2029, <, > and & escaped.
        const json = JSON.stringify(value)
          .replace(/\u2028/g, '\\u2028')
          .replace(/\u2029/g, '\\u2029')
          .replace(/</g, '\\u003c')
          .replace(/>/g, '\\u003e')
          .replace(/&/g, '\\u0026')
        const out = (await client.call('yaml.print', { json })) as { yaml?: string; error?: string }
        goldens.push({ json, ...out })
      }
    }
    for (const value of YAML_PRINT_VALUES) {
      const json = JSON.stringify(value)
      const out = (await client.call('yaml.print', { json })) as { yaml?: string; error?: string }
      goldens.push({ json, ...out })
    }
  } finally {
    client.close()
  }
  writeFileSync(new URL('./fixtures/yaml-print/goldens.json', import.meta.url), `${JSON.stringify(goldens, null, 2)}\n`)
  console.log(`${goldens.length} goldens from the oracle's yaml.print`)
}

if (process.argv[1]?.endsWith('yaml-print-record.ts')) await main()
