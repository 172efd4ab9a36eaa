/**
 * `npx tsx test/cli/yaml-print-record.ts`: records test/cli/fixtures/yaml-print/goldens.json
 * from the oracle's `yaml.print` op (sigs.k8s.io/yaml's JSONToYAML, what
 * `kubectl get -o yaml` prints). Needs `npm run oracle:build`. The values are
 * short strings with characters go-yaml v2 escapes or prints raw (no string is
 * long enough for go-yaml's folding at 80 columns).
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
  } finally {
    client.close()
  }
  writeFileSync(new URL('./fixtures/yaml-print/goldens.json', import.meta.url), `${JSON.stringify(goldens, null, 2)}\n`)
  console.log(`${goldens.length} goldens from the oracle's yaml.print`)
}

if (process.argv[1]?.endsWith('yaml-print-record.ts')) await main()
