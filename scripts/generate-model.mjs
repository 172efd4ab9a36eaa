#!/usr/bin/env node
// Generates the Kubernetes type layer from the pinned Go types.
//
//   node scripts/generate-model.mjs            regenerate (needs Go; runs the oracle module's cmd/schema)
//   node scripts/generate-model.mjs --check    fail when the committed files differ from a fresh generation
//
// For every Go struct reachable from batch/v1 Job and core/v1 Pod it writes:
// - the wire type (public, what JSON/YAML and other libraries' objects look like: every field optional,
//   timestamps also as `Date`, quantities and int-or-strings also as numbers);
// - the model type (internal, Go's value semantics: non-pointer scalars always hold their zero value,
//   non-pointer structs are always present, pointers/slices/maps are `undefined` when nil);
// - the schema table the codecs interpret (JSON names, Go kinds and type names, omitempty, inline path).
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync, existsSync, readdirSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const oracle = join(root, 'conformance', 'oracle')
const check = process.argv.includes('--check')

const goEnv = { ...process.env, GOFLAGS: '-mod=mod' }
const k8sDir = execFileSync('go', ['list', '-m', '-f', '{{.Dir}}', 'k8s.io/kubernetes'], { cwd: oracle, env: goEnv })
  .toString()
  .trim()
const openapi = ['apis__batch__v1_openapi.json', 'api__v1_openapi.json'].map((f) =>
  join(k8sDir, 'api', 'openapi-spec', 'v3', f),
)
const schema = JSON.parse(
  execFileSync('go', ['run', './cmd/schema', ...openapi], { cwd: oracle, env: goEnv, maxBuffer: 1 << 28 }).toString(),
)

// ---------------------------------------------------------------------------------------------------------------
// Grouping: which file a struct goes to. One file per kind of Kubernetes object part.

const CONTAINER = new Set([
  'Container',
  'ContainerPort',
  'EnvFromSource',
  'ConfigMapEnvSource',
  'SecretEnvSource',
  'EnvVar',
  'EnvVarSource',
  'ConfigMapKeySelector',
  'SecretKeySelector',
  'FileKeySelector',
  'ObjectFieldSelector',
  'ResourceFieldSelector',
  'ResourceRequirements',
  'ResourceClaim',
  'ContainerResizePolicy',
  'ContainerRestartRule',
  'ContainerRestartRuleOnExitCodes',
  'VolumeMount',
  'VolumeDevice',
  'Probe',
  'ExecAction',
  'HTTPGetAction',
  'HTTPHeader',
  'TCPSocketAction',
  'GRPCAction',
  'Lifecycle',
  'LifecycleHandler',
  'SleepAction',
  'EphemeralContainer',
])
const SECURITY = new Set([
  'SecurityContext',
  'Capabilities',
  'SELinuxOptions',
  'WindowsSecurityContextOptions',
  'SeccompProfile',
  'AppArmorProfile',
  'PodSecurityContext',
  'Sysctl',
])
const SCHEDULING = new Set([
  'Affinity',
  'NodeAffinity',
  'NodeSelector',
  'NodeSelectorTerm',
  'NodeSelectorRequirement',
  'PreferredSchedulingTerm',
  'PodAffinity',
  'PodAffinityTerm',
  'WeightedPodAffinityTerm',
  'PodAntiAffinity',
  'Toleration',
  'TopologySpreadConstraint',
  'PodSchedulingGate',
  'PodSchedulingGroup',
  'PodOS',
  'PodReadinessGate',
  'HostAlias',
  'PodDNSConfig',
  'PodDNSConfigOption',
  'PodResourceClaim',
  'EvictionResponder',
])
const POD = new Set(['PodTemplateSpec', 'PodSpec', 'Pod'])

/** @returns {{ dir: string, file: string }} */
const groupOf = (s) => {
  if (s.package === 'k8s.io/api/batch/v1') return { dir: 'src/job/generated', file: 'batch' }
  if (s.package === 'k8s.io/apimachinery/pkg/apis/meta/v1') return { dir: 'src/core/generated', file: 'meta' }
  if (s.package !== 'k8s.io/api/core/v1') return { dir: 'src/core/generated', file: 'workload' }
  if (CONTAINER.has(s.name)) return { dir: 'src/core/generated', file: 'container' }
  if (SECURITY.has(s.name)) return { dir: 'src/core/generated', file: 'security' }
  if (SCHEDULING.has(s.name)) return { dir: 'src/core/generated', file: 'scheduling' }
  if (POD.has(s.name)) return { dir: 'src/core/generated', file: 'pod' }
  if (
    /Status$|^PodCondition$|^PodIP$|^HostIP$|^ContainerState|^ContainerUser$|^LinuxContainerUser$|^ResourceHealth$|^PodVolumeHealth$|^VolumeHealthCondition$|^NodeAllocatable|^ContainerExtendedResourceRequest$/.test(
      s.name,
    )
  ) {
    return { dir: 'src/core/generated', file: 'pod-status' }
  }
  return { dir: 'src/core/generated', file: 'volume' }
}

const GROUP_DOC = {
  batch: 'batch/v1: Job, JobSpec, JobStatus and the pod-failure and success policies.',
  meta: 'meta/v1: ObjectMeta, OwnerReference, ManagedFieldsEntry, LabelSelector.',
  workload: 'scheduling/v1alpha3 workload types a JobSpec can reach (`spec.scheduling`).',
  container:
    'core/v1 containers: Container and everything inside it (env, ports, probes, lifecycle, resources, mounts).',
  security: 'core/v1 security contexts of pods and containers.',
  scheduling: 'core/v1 pod scheduling: affinity, tolerations, topology spread, DNS, readiness and scheduling gates.',
  pod: 'core/v1 Pod, PodSpec and PodTemplateSpec.',
  'pod-status': 'core/v1 PodStatus and what it contains (conditions, container statuses and states).',
  volume: 'core/v1 volumes: Volume and every volume source.',
}

const structs = schema.structs
const group = new Map(structs.map((s) => [s.name, groupOf(s)]))
const SCHEMA_SUFFIX = 'Schema'

// ---------------------------------------------------------------------------------------------------------------
// Type expressions.

const WIRE_SCALAR = {
  string: 'string',
  bool: 'boolean',
  int32: 'number',
  int64: 'number',
  uint32: 'number',
  uint64: 'number',
  float64: 'number',
  quantity: 'string | number',
  intOrString: 'number | string',
  time: 'string | Date',
  microTime: 'string | Date',
  duration: 'string',
  bytes: 'string',
  raw: 'unknown',
}
const MODEL_SCALAR = {
  string: 'string',
  bool: 'boolean',
  int32: 'number',
  int64: 'number',
  uint32: 'number',
  uint64: 'number',
  float64: 'number',
  quantity: 'Quantity',
  intOrString: 'IntOrString',
  time: 'string | undefined',
  microTime: 'string | undefined',
  duration: 'string',
  bytes: 'string',
  raw: 'JsonValue | undefined',
}
/** Kinds whose Go zero value marshals as JSON null. */
const NULLABLE_SCALAR = new Set(['time', 'microTime', 'raw'])

const wireType = (k) => {
  switch (k.k) {
    case 'struct':
      return k.ref
    case 'slice':
      return `readonly ${paren(wireType(k.elem))}[]`
    case 'map':
      return `Readonly<Record<string, ${wireType(k.elem)}>>`
    default:
      return WIRE_SCALAR[k.k]
  }
}
const modelType = (k, qualify) => {
  switch (k.k) {
    case 'struct':
      return qualify(k.ref)
    case 'slice':
      return `readonly ${paren(modelType(k.elem, qualify))}[]`
    case 'map':
      return `GoMap<${modelType(k.elem, qualify)}>`
    default:
      return MODEL_SCALAR[k.k]
  }
}
const q = (text) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`
const paren = (t) => (/[ |]/.test(t) ? `(${t})` : t)
const nilable = (k) => k.pointer || k.k === 'slice' || k.k === 'map' || NULLABLE_SCALAR.has(k.k)

const kindExpr = (k, qualify) => {
  const goType = q(k.goType)
  const p = k.pointer ? ', true' : ''
  switch (k.k) {
    case 'struct':
      return `/* @__PURE__ */ struct(() => ${qualify(k.ref)}${SCHEMA_SUFFIX}, ${goType}${p})`
    case 'slice':
      return `/* @__PURE__ */ slice(${kindExpr(k.elem, qualify)}, ${goType}${p})`
    case 'map':
      return `/* @__PURE__ */ map(${kindExpr(k.elem, qualify)}, ${goType}${p})`
    default:
      return `/* @__PURE__ */ scalar('${k.k}', ${goType}${p})`
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Docs.

const firstParagraph = (text) => {
  if (!text) return ''
  let t = text.split('\n\n')[0].replace(/\s+/g, ' ').trim()
  if (t.length > 320) {
    const cut = t.slice(0, 320)
    const end = cut.lastIndexOf('. ')
    t = end > 80 ? cut.slice(0, end + 1) : `${cut.replace(/\s+\S*$/, '')} …`
  }
  return t.replaceAll('*/', '*\u200b/')
}

const EXAMPLES = {
  Job: "{ apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'pi' }, spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl:5.34.0' }] } } } }",
  JobSpec:
    "{ parallelism: 2, completions: 4, template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] } } }",
  JobStatus: "{ active: 1, startTime: '2026-01-01T00:00:00Z' }",
  JobCondition: "{ type: 'Complete', status: 'True' }",
  PodFailurePolicy: "{ rules: [{ action: 'FailJob', onExitCodes: { operator: 'In', values: [42] } }] }",
  PodFailurePolicyRule: "{ action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget' }] }",
  PodFailurePolicyOnExitCodesRequirement: "{ containerName: 'main', operator: 'In', values: [42] }",
  PodFailurePolicyOnPodConditionsPattern: "{ type: 'DisruptionTarget', status: 'True' }",
  SuccessPolicy: "{ rules: [{ succeededIndexes: '0-2' }] }",
  SuccessPolicyRule: '{ succeededCount: 3 }',
  UncountedTerminatedPods: "{ succeeded: ['8b1c…'] }",
  ObjectMeta: "{ name: 'pi', namespace: 'default', labels: { app: 'pi' } }",
  OwnerReference: "{ apiVersion: 'batch/v1', kind: 'Job', name: 'pi', uid: 'u-1', controller: true }",
  LabelSelector: "{ matchLabels: { app: 'pi' } }",
  LabelSelectorRequirement: "{ key: 'tier', operator: 'In', values: ['web'] }",
  PodTemplateSpec:
    "{ metadata: { labels: { app: 'pi' } }, spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] } }",
  PodSpec: "{ restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl:5.34.0' }] }",
  Pod: "{ metadata: { name: 'pi-x7k2p' }, status: { phase: 'Succeeded' } }",
  PodStatus: "{ phase: 'Running' }",
  PodCondition: "{ type: 'DisruptionTarget', status: 'True' }",
  Container: "{ name: 'pi', image: 'perl:5.34.0', command: ['perl', '-e', 'print 1'] }",
  ContainerPort: "{ containerPort: 8080, protocol: 'TCP' }",
  EnvVar: "{ name: 'MODE', value: 'batch' }",
  ResourceRequirements: "{ requests: { cpu: '500m', memory: '128Mi' }, limits: { memory: '256Mi' } }",
  Probe: "{ exec: { command: ['true'] }, periodSeconds: 10 }",
  Volume: "{ name: 'data', emptyDir: {} }",
  VolumeMount: "{ name: 'data', mountPath: '/data' }",
  Toleration: "{ key: 'dedicated', operator: 'Equal', value: 'batch', effect: 'NoSchedule' }",
  ContainerStatus:
    "{ name: 'main', ready: false, restartCount: 0, image: 'perl', imageID: '', state: { terminated: { exitCode: 1 } } }",
}

const genericExample = (s) => {
  const str = (s.fields ?? []).find((f) => f.kind.k === 'string' && !f.kind.pointer)
  const first = (s.fields ?? [])[0]
  if (str) return `{ ${str.json}: '${str.json === 'name' ? 'example' : str.json}' }`
  if (first && first.kind.k === 'string') return `{ ${first.json}: '${first.json}' }`
  if (first && (first.kind.k === 'int32' || first.kind.k === 'int64')) return `{ ${first.json}: 1 }`
  if (first && first.kind.k === 'bool') return `{ ${first.json}: true }`
  return '{}'
}

const doc = (lines, indent = '') => {
  const body = lines.flatMap((l) => (l === '' ? [''] : wrap(l, 110 - indent.length)))
  return `${indent}/**\n${body.map((l) => `${indent} *${l === '' ? '' : ` ${l}`}`).join('\n')}\n${indent} */\n`
}
const wrap = (text, width) => {
  if (text.startsWith('const ') || text.startsWith('@') || text.length <= width) return [text]
  const out = []
  let line = ''
  for (const w of text.split(' ')) {
    if (line !== '' && line.length + 1 + w.length > width) {
      out.push(line)
      line = w
    } else line = line === '' ? w : `${line} ${w}`
  }
  if (line !== '') out.push(line)
  return out
}

// ---------------------------------------------------------------------------------------------------------------
// Files.

const HEADER = (what) =>
  `// Generated by scripts/generate-model.mjs from the Go types of Kubernetes v1.37.2 — do not edit.\n// ${what}\n`

const files = new Map() // path -> { structs: [] }
for (const s of structs) {
  const g = group.get(s.name)
  const key = `${g.dir}|${g.file}`
  if (!files.has(key)) files.set(key, { ...g, structs: [] })
  files.get(key).structs.push(s)
}

const relImport = (fromDir, toDir, file) => {
  const from = fromDir.split('/')
  const to = toDir.split('/')
  let i = 0
  while (i < from.length && from[i] === to[i]) i++
  const up = from.length - i
  const rel = [...Array(up).fill('..'), ...to.slice(i), file].join('/')
  return rel.startsWith('.') ? rel : `./${rel}`
}

const refsOf = (s) => {
  const out = new Set()
  const walk = (k) => {
    if (k.k === 'struct') out.add(k.ref)
    if (k.elem) walk(k.elem)
  }
  for (const f of s.fields ?? []) walk(f.kind)
  return out
}
const scalarsOf = (s) => {
  const out = new Set()
  const walk = (k) => {
    if (k.elem) walk(k.elem)
    else out.add(k.k)
  }
  for (const f of s.fields ?? []) walk(f.kind)
  return out
}

const outputs = new Map()

for (const { dir, file, structs: list } of files.values()) {
  const names = new Set(list.map((s) => s.name))
  const external = new Map() // fileKey -> Set(name)
  const scalars = new Set()
  for (const s of list) {
    for (const r of refsOf(s)) {
      if (names.has(r)) continue
      const g = group.get(r)
      const key = `${g.dir}|${g.file}`
      if (!external.has(key)) external.set(key, { g, names: new Set() })
      external.get(key).names.add(r)
    }
    for (const k of scalarsOf(s)) scalars.add(k)
  }

  // wire types
  {
    let out = HEADER(
      `Wire types (${GROUP_DOC[file].replace(/\.$/, '')}) — what JSON, YAML and other libraries' objects look like.`,
    )
    out += '\n'
    const imps = [...external.values()].map(
      ({ g, names: ns }) =>
        `import type { ${[...ns].sort().join(', ')} } from '${relImport(dir, g.dir, `${g.file}-types`)}'`,
    )
    if (imps.length) out += `${imps.sort().join('\n')}\n\n`
    for (const s of list) {
      const example = EXAMPLES[s.name] ?? genericExample(s)
      out += doc([
        `${s.openapi.replace(/^io\.k8s\.api\.|^io\.k8s\.apimachinery\.pkg\.apis\./, '')}: ${firstParagraph(s.description) || `the ${s.goName} type.`}`,
        '',
        '@example',
        `const value: ${s.name} = ${example}`,
      ])
      out += `export interface ${s.name} {\n`
      for (const f of s.fields ?? []) {
        const d = firstParagraph(f.description)
        if (d) out += doc([d], '  ')
        const t = wireType(f.kind)
        out += `  readonly ${f.json}?: ${t}${nilable(f.kind) ? ' | null' : ''}\n`
      }
      out += '}\n\n'
    }
    outputs.set(join(root, dir, `${file}-types.ts`), out.replace(/\n\n$/, '\n'))
  }

  // model types
  {
    let out = HEADER(`Model types (${GROUP_DOC[file].replace(/\.$/, '')}) — Go's values after decoding.`)
    out += '\n'
    const needQ = scalars.has('quantity')
    const needI = scalars.has('intOrString')
    const needJ = scalars.has('raw')
    const needMap = list.some((s) => (s.fields ?? []).some((f) => JSON.stringify(f.kind).includes('"k":"map"')))
    const wireImports = [
      ...(needMap ? ['GoMap'] : []),
      ...(needI ? ['IntOrString'] : []),
      ...(needJ ? ['JsonValue'] : []),
      ...(needQ ? ['Quantity'] : []),
    ]
    const imps = [...external.values()].map(
      ({ g, names: ns }) =>
        `import type { ${[...ns].sort().join(', ')} } from '${relImport(dir, g.dir, `${g.file}-model`)}'`,
    )
    if (wireImports.length)
      imps.push(`import type { ${wireImports.join(', ')} } from '${relImport(dir, 'src/wire', 'values')}'`)
    if (imps.length) out += `${imps.sort().join('\n')}\n\n`
    for (const s of list) {
      out += doc([
        `Go's \`${s.goName}\` value (${s.package.replace(/^k8s\.io\//, '')}): the decoded form of the wire type of the same name.`,
        '',
        '@example',
        `declare const value: ${s.name}`,
      ])
      out += `export interface ${s.name} {\n`
      for (const f of s.fields ?? []) {
        let t = modelType(f.kind, (n) => n)
        const undef = f.kind.pointer || f.kind.k === 'slice' || f.kind.k === 'map'
        if (undef && !t.endsWith('| undefined')) t = `${t} | undefined`
        out += `  readonly ${f.json}: ${t}\n`
      }
      out += '}\n\n'
    }
    outputs.set(join(root, dir, `${file}-model.ts`), out.replace(/\n\n$/, '\n'))
  }

  // schema tables
  {
    let out = HEADER(
      `Schema tables (${GROUP_DOC[file].replace(/\.$/, '')}) — interpreted by src/wire/decode.ts and src/wire/encode.ts.`,
    )
    out += '\n'
    const imps = [...external.values()].map(
      ({ g, names: ns }) =>
        `import { ${[...ns]
          .sort()
          .map((n) => `${n}${SCHEMA_SUFFIX}`)
          .join(', ')} } from '${relImport(dir, g.dir, `${g.file}-schema`)}'`,
    )
    const body = list.map((s) => (s.fields ?? []).map((f) => kindExpr(f.kind, (n) => n)).join(' ')).join(' ')
    const ctors = ['field', 'map', 'scalar', 'slice', 'struct'].filter((c) => c === 'field' || body.includes(`${c}(`))
    imps.push(
      `import { ${[...ctors, 'structSchema', 'type StructSchema'].join(', ')} } from '${relImport(dir, 'src/wire', 'schema')}'`,
    )
    const modelNames = list.map((s) => s.name).sort()
    imps.push(`import type { ${modelNames.join(', ')} } from './${file}-model'`)
    out += `${imps.sort().join('\n')}\n\n`
    for (const s of list) {
      out += doc([
        `How Go decodes and encodes \`${s.goName}\` (${s.package.replace(/^k8s\.io\//, '')}).`,
        '',
        '@example',
        `${s.name}${SCHEMA_SUFFIX}.fields.length // ${(s.fields ?? []).length}`,
      ])
      out += `export const ${s.name}${SCHEMA_SUFFIX}: StructSchema<${s.name}> = /* @__PURE__ */ structSchema<${s.name}>(${q(s.name)}, ${q(s.goName)}, [\n`
      for (const f of s.fields ?? []) {
        const opts = []
        if (f.omitempty) opts.push('omitEmpty: true')
        if (f.omitzero) opts.push('omitZero: true')
        if (f.via) opts.push(`via: [${f.via.map(q).join(', ')}]`)
        out += `  /* @__PURE__ */ field(${q(f.json)}, ${kindExpr(f.kind, (n) => n)}${opts.length ? `, { ${opts.join(', ')} }` : ''}),\n`
      }
      out += '])\n\n'
    }
    outputs.set(join(root, dir, `${file}-schema.ts`), out.replace(/\n\n$/, '\n'))
  }
}

// Index files: one per generated directory, re-exporting the wire types, the model types (as a namespace-friendly
// module) and the schemas.
const dirs = new Map()
for (const { dir, file } of files.values()) {
  if (!dirs.has(dir)) dirs.set(dir, [])
  dirs.get(dir).push(file)
}
for (const [dir, list] of dirs) {
  list.sort()
  const what = dir.includes('job') ? 'batch/v1' : 'core/v1 and meta/v1'
  outputs.set(
    join(root, dir, 'types.ts'),
    `${HEADER(`The ${what} wire types.`)}\n${list.map((f) => `export type * from './${f}-types'`).join('\n')}\n`,
  )
  outputs.set(
    join(root, dir, 'model.ts'),
    `${HEADER(`The ${what} model types (import as a namespace: \`import type * as model from './model'\`).`)}\n${list.map((f) => `export type * from './${f}-model'`).join('\n')}\n`,
  )
  outputs.set(
    join(root, dir, 'schema.ts'),
    `${HEADER(`The ${what} schema tables.`)}\n${list.map((f) => `export * from './${f}-schema'`).join('\n')}\n`,
  )
}

let differs = 0
for (const [path, text] of outputs) {
  if (check) {
    const old = existsSync(path) ? readFileSync(path, 'utf8') : ''
    if (old !== text) {
      console.error(`out of date: ${path.slice(root.length + 1)}`)
      differs++
    }
  } else {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, text)
  }
}
if (!check) {
  for (const dir of dirs.keys()) {
    for (const f of readdirSync(join(root, dir))) {
      const p = join(root, dir, f)
      // only stale generated modules: folders such as versions/ belong to other generators
      if (!outputs.has(p) && f.endsWith('.ts')) rmSync(p)
    }
  }
  console.log(`wrote ${outputs.size} files for ${structs.length} structs`)
} else if (differs > 0) {
  console.error('run `npm run generate:model` and commit the result')
  process.exit(1)
} else {
  console.log(`generated model files are up to date (${outputs.size} files)`)
}
