// kubeconform's schema for batch/v1 Job from the pinned release's OpenAPI v3 document:
// the Job schema with every component it refers to under "definitions".
import { readFileSync, writeFileSync } from 'node:fs'
const [, , specFile, out] = process.argv
const spec = JSON.parse(readFileSync(specFile, 'utf8'))
const schemas = spec.components.schemas
const rewrite = (v) =>
  Array.isArray(v) ? v.map(rewrite) : v && typeof v === 'object'
    ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === '$ref' && typeof x === 'string' ? x.replace('#/components/schemas/', '#/definitions/') : rewrite(x)]))
    : v
const job = rewrite(schemas['io.k8s.api.batch.v1.Job'])
writeFileSync(out, JSON.stringify({ ...job, definitions: rewrite(schemas) }))
