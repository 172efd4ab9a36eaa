#!/usr/bin/env node
// Generates src/core/generated/versions/fields.json: for every Go struct field reachable from batch/v1 Job
// and core/v1 Pod (the structs scripts/generate-model.mjs turns into schema tables), the supported minors
// whose Go types have it, from each minor's own types (conformance/oracle's cmd/schema run against that
// minor's module, conformance/oracle/versions/v1.MM/go.mod; 1.37 is go.mod). Fields every supported minor
// has are left out; so are structs every minor has with the same fields. Each entry says in which minors
// the field exists and, where its Go type differs between minors, which type each minor has.
//
// From the same data it writes src/wire/generated/field-minors.ts, the table the decoder reads: a field outside
// its minors is an unknown field there (strict decoding rejects it, Warn warns, Ignore drops it).
//
//   node scripts/generate-field-versions.mjs            regenerate (needs Go and each minor's modules)
//   node scripts/generate-field-versions.mjs --check    fail when a committed file differs
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const oracle = join(root, 'conformance', 'oracle')
const out = join(root, 'src', 'core', 'generated', 'versions', 'fields.json')
const outTs = join(root, 'src', 'wire', 'generated', 'field-minors.ts')
const check = process.argv.includes('--check')
const MINORS = ['1.33', '1.34', '1.35', '1.36', '1.37']

const schemaOf = (minor) => {
  const modfile = minor === '1.37' ? 'go.mod' : `versions/v${minor}/go.mod`
  const env = { ...process.env, GOFLAGS: '-mod=mod' }
  const run = (args) => execFileSync('go', args, { cwd: oracle, env, maxBuffer: 1 << 28 }).toString()
  const k8sDir = run(['list', '-modfile', modfile, '-m', '-f', '{{.Dir}}', 'k8s.io/kubernetes']).trim()
  const release = run(['list', '-modfile', modfile, '-m', '-f', '{{.Version}}', 'k8s.io/kubernetes']).trim()
  const openapi = ['apis__batch__v1_openapi.json', 'api__v1_openapi.json'].map((f) =>
    join(k8sDir, 'api', 'openapi-spec', 'v3', f),
  )
  const schema = JSON.parse(run(['run', '-modfile', modfile, './cmd/schema', ...openapi]))
  return { release, schema }
}

const kindText = (k) => (k === undefined ? '' : `${k.k}:${k.goType}`)

const releases = {}
/** struct name → json name → minor → Go type text */
const fields = new Map()
/** struct name → minors that have it */
const structs = new Map()
for (const minor of MINORS) {
  const { release, schema } = schemaOf(minor)
  releases[minor] = release
  for (const s of schema.structs) {
    if (!structs.has(s.name)) structs.set(s.name, new Set())
    structs.get(s.name).add(minor)
    if (!fields.has(s.name)) fields.set(s.name, new Map())
    for (const f of s.fields ?? []) {
      const key = f.json === '' ? `(inline ${f.go})` : f.json
      const byMinor = fields.get(s.name)
      if (!byMinor.has(key)) byMinor.set(key, {})
      byMinor.get(key)[minor] = kindText(f.kind)
    }
  }
}

const table = {}
for (const [struct, byField] of [...fields.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
  const entries = {}
  for (const [json, perMinor] of [...byField.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const minors = MINORS.filter((m) => perMinor[m] !== undefined)
    const types = new Set(minors.map((m) => perMinor[m]))
    if (minors.length === MINORS.length && types.size === 1) continue
    entries[json] = types.size === 1 ? { minors } : { minors, types: perMinor }
  }
  const structMinors = MINORS.filter((m) => structs.get(struct).has(m))
  if (Object.keys(entries).length > 0 || structMinors.length !== MINORS.length)
    table[struct] =
      structMinors.length === MINORS.length ? { fields: entries } : { minors: structMinors, fields: entries }
}

const text = `${JSON.stringify({ generatedBy: 'scripts/generate-field-versions.mjs', releases, structs: table }, null, 1)}\n`

// The decoder's table: Go struct → JSON field → [first, last] minor number that has it (every such field's
// minors are one run of consecutive minors; a field of a struct only some minors have is listed with the
// struct's own run, as its parent field is).
const minorNumber = (m) => Number(m.split('.')[1])
const rows = []
for (const [struct, entry] of Object.entries(table)) {
  const cells = []
  for (const [json, f] of Object.entries(entry.fields)) {
    if (json.startsWith('(inline')) continue
    const ns = f.minors.map(minorNumber)
    for (let i = 1; i < ns.length; i++)
      if (ns[i] !== ns[i - 1] + 1) throw new Error(`${struct}.${json}: minors ${f.minors} are not one run`)
    if (ns.length === MINORS.length) continue
    cells.push(`${/^[A-Za-z_$][\w$]*$/.test(json) ? json : JSON.stringify(json)}: [${ns[0]}, ${ns[ns.length - 1]}]`)
  }
  if (cells.length > 0) rows.push(`  ${struct}: { ${cells.join(', ')} },`)
}
const newest = MINORS[MINORS.length - 1]
const ts = `// Generated by scripts/generate-field-versions.mjs (from each minor's Go types, as fields.json) — do not edit.

/**
 * The newest minor number of the table: every field of its Go structs not
 * listed in {@link FIELD_MINORS} exists in every minor (${MINORS.join(', ')}).
 *
 * @example
 * FIELD_MINORS_NEWEST // ${minorNumber(newest)}
 */
export const FIELD_MINORS_NEWEST = ${minorNumber(newest)}

/**
 * The fields of the Job and pod Go structs that not every minor has: Go
 * struct name → JSON field → the first and last minor number that has it
 * (\`[34, ${minorNumber(newest)}]\`: from 1.34 on). Outside that range the field is an
 * unknown field.
 *
 * @example
 * FIELD_MINORS['PodSpec']?.['hostnameOverride'] // [34, ${minorNumber(newest)}]
 */
export const FIELD_MINORS: Readonly<Record<string, Readonly<Record<string, readonly [number, number]>>>> = {
${rows.join('\n')}
}
`
const outputs = [
  [out, text],
  [outTs, ts],
]
if (check) {
  let stale = false
  for (const [file, content] of outputs) {
    const old = existsSync(file) ? readFileSync(file, 'utf8') : ''
    if (old !== content) {
      console.error(`out of date: ${file.slice(root.length + 1)} (run node scripts/generate-field-versions.mjs)`)
      stale = true
    }
  }
  if (stale) process.exit(1)
} else {
  for (const [file, content] of outputs) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, content)
  }
  console.log(
    `wrote ${out.slice(root.length + 1)} and ${outTs.slice(root.length + 1)}: ${Object.keys(table).length} structs differ between ${MINORS.join(', ')}`,
  )
}
