#!/usr/bin/env node
// Generates src/core/generated/versions/fields.json: for every Go struct field reachable from batch/v1 Job
// and core/v1 Pod (the structs scripts/generate-model.mjs turns into schema tables), the supported minors
// whose Go types have it, from each minor's own types (conformance/oracle's cmd/schema run against that
// minor's module, conformance/oracle/versions/v1.MM/go.mod; 1.37 is go.mod). Fields every supported minor
// has are left out; so are structs every minor has with the same fields. Each entry says in which minors
// the field exists and, where its Go type differs between minors, which type each minor has.
//
//   node scripts/generate-field-versions.mjs            regenerate (needs Go and each minor's modules)
//   node scripts/generate-field-versions.mjs --check    fail when the committed file differs
//
// Not wired into the library yet: the cluster profile (issue 22) reads it.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const oracle = join(root, 'conformance', 'oracle')
const out = join(root, 'src', 'core', 'generated', 'versions', 'fields.json')
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
if (check) {
  const old = existsSync(out) ? readFileSync(out, 'utf8') : ''
  if (old !== text) {
    console.error(`out of date: ${out.slice(root.length + 1)} (run node scripts/generate-field-versions.mjs)`)
    process.exit(1)
  }
} else {
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, text)
  console.log(
    `wrote ${out.slice(root.length + 1)}: ${Object.keys(table).length} structs differ between ${MINORS.join(', ')}`,
  )
}
