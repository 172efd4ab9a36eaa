/**
 * `npx tsx conformance/rerecord-labels.ts ID…`: re-records label vectors of
 * test/fixtures/labels (copied from shared/conformance/labels, recorded by an
 * older Go) from the oracle. Each named case gets the oracle's answer as its
 * `expect` and `"recordedBy": "conformance/oracle"`; every other line of the
 * file is left as it is. Used for the vectors whose same-key requirement
 * order came from a Go older than 1.21 (whose sort.Sort shuffled otherwise).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { OracleClient } from './harness/oracle-client'

const DIR = fileURLToPath(new URL('../test/fixtures/labels/', import.meta.url))
const FILES = ['parse.json', 'match.json', 'label-selector.json', 'validation.json']

/** The oracle op and input of a label vector (the shapes are the same). */
const OPS: Record<string, [string, (c: Record<string, unknown>) => unknown]> = {
  parse: ['labels.parse', (c) => ({ selector: c['selector'] })],
  labelSelector: ['labels.labelSelectorAsSelector', (c) => ({ labelSelector: c['labelSelector'] })],
  formatLabelSelector: ['labels.formatLabelSelector', (c) => ({ labelSelector: c['labelSelector'] })],
}

/** JSON as the vector files write it (Python's json.dumps: ", ", ": ", ASCII only). */
const dump = (v: unknown): string => {
  if (Array.isArray(v)) return `[${v.map(dump).join(', ')}]`
  if (v !== null && typeof v === 'object')
    return `{${Object.entries(v)
      .map(([k, x]) => `${dump(k)}: ${dump(x)}`)
      .join(', ')}}`
  if (typeof v === 'string')
    return JSON.stringify(v).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  return JSON.stringify(v)
}

const main = async (): Promise<void> => {
  const ids = new Set(process.argv.slice(2))
  const client = new OracleClient()
  try {
    for (const file of FILES) {
      const lines = readFileSync(DIR + file, 'utf8').split('\n')
      let changed = 0
      for (let i = 0; i < lines.length; i++) {
        const line = (lines[i] as string).replace(/,$/, '')
        if (!line.startsWith('{"id": ')) continue
        const c = JSON.parse(line) as Record<string, unknown>
        if (!ids.has(c['id'] as string)) continue
        const op = OPS[c['op'] as string]
        if (op === undefined) throw new Error(`${String(c['id'])}: no oracle op for ${String(c['op'])}`)
        const expect = await client.call(op[0], op[1](c))
        if (expect !== null && typeof expect === 'object' && 'oneOf' in expect)
          throw new Error(`${String(c['id'])}: the oracle answers several orders; a label vector holds one`)
        const { expect: _old, ...rest } = c
        const out = dump({ ...rest, expect, recordedBy: 'conformance/oracle' })
        lines[i] = (lines[i] as string).endsWith(',') ? `${out},` : out
        ids.delete(c['id'] as string)
        changed++
      }
      if (changed > 0) {
        writeFileSync(DIR + file, lines.join('\n'))
        console.log(`${file}: ${changed} re-recorded`)
      }
    }
  } finally {
    await client.close()
  }
  if (ids.size > 0) throw new Error(`not found: ${[...ids].join(' ')}`)
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
