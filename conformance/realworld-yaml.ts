/**
 * `npx tsx conformance/realworld-yaml.ts [files…]`: sends the `yaml_text` of
 * every entry of the shared real-world sets (default: every
 * `../shared/realworld/*.json`, read at run time, never copied) through the
 * oracle's `yaml.toJSON` and the library's reading, and prints each
 * disagreement and the totals. Exits 1 on any disagreement.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { OracleClient } from './harness/oracle-client'
import { yamlToJson, type YamlOutput } from './ops/yaml'

const DEFAULT_DIR = fileURLToPath(new URL('../../shared/realworld', import.meta.url))

const main = async (): Promise<void> => {
  const files =
    process.argv.length > 2
      ? process.argv.slice(2)
      : readdirSync(DEFAULT_DIR)
          .filter((f) => f.endsWith('.json'))
          .map((f) => join(DEFAULT_DIR, f))
  const client = new OracleClient()
  let total = 0
  let agree = 0
  try {
    for (const file of files) {
      const entries = JSON.parse(readFileSync(file, 'utf8')) as { id?: string; yaml_text?: unknown }[]
      for (const e of entries) {
        if (typeof e.yaml_text !== 'string') continue
        total++
        const input = { b64: Buffer.from(e.yaml_text, 'utf8').toString('base64') }
        const theirs = (await client.call(yamlToJson.op, input)) as YamlOutput
        const ours = (yamlToJson.library as (i: typeof input) => YamlOutput)(input)
        if ((yamlToJson.equal as (a: YamlOutput, b: YamlOutput) => boolean)(ours, theirs)) agree++
        else
          console.log(
            `${file} ${e.id}:\n  ours:   ${JSON.stringify(ours).slice(0, 600)}\n  theirs: ${JSON.stringify(theirs).slice(0, 600)}`,
          )
      }
    }
  } finally {
    await client.close()
  }
  console.log(`yaml.toJSON on real manifests: ${agree}/${total} agree`)
  if (agree !== total) process.exitCode = 1
}

await main()
