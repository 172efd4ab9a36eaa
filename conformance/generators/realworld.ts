/**
 * Mutations of real Job manifests (../shared/realworld/manifests.json, read
 * when this module loads, at run time): live-diff and coverage inputs only.
 * They are other people's files, so they are never recorded into the repo:
 * ops offer them as `liveOnly`, which `conformance:record` does not use.
 *
 * A mutation picks one node of the manifest (by its position in a walk of
 * the whole tree) and deletes it, swaps it for a boundary value of its kind
 * or of another kind, duplicates an array element, or grafts a snippet of a
 * rarely used field; up to three mutations apply in turn. Without the shared
 * directory (a checkout without ../shared) the list is empty and the
 * arbitrary falls back to the plain generator.
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import type { Json, JsonObject } from './jobs'

const MANIFESTS = fileURLToPath(new URL('../../../shared/realworld/manifests.json', import.meta.url))

const load = (): JsonObject[] => {
  if (!existsSync(MANIFESTS)) return []
  try {
    const entries = JSON.parse(readFileSync(MANIFESTS, 'utf8')) as Array<{ object?: unknown }>
    return entries
      .map((e) => e.object)
      .filter((o): o is JsonObject => typeof o === 'object' && o !== null && !Array.isArray(o))
  } catch {
    return []
  }
}

/** The real manifests (empty without ../shared/realworld). */
export const realManifests: readonly JsonObject[] = load()

type Path = ReadonlyArray<string | number>

const paths = (v: Json, at: Path = [], out: Path[] = []): Path[] => {
  out.push(at)
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) paths(v[i] as Json, [...at, i], out)
  } else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) paths(x, [...at, k], out)
  return out
}

const BOUNDARY_NUMBERS: Json[] = [
  -1, 0, 1, 2, 7, 100, 10000, 100001, 2147483647, 2147483648, -2147483649, 1.5, 9007199254740992,
]
const BOUNDARY_STRINGS: Json[] = [
  '',
  ' ',
  'a',
  'A',
  'a_b',
  '-a',
  'a.b',
  'a/b',
  '1',
  '0.5',
  '100m',
  'x'.repeat(63),
  'x'.repeat(64),
  'x'.repeat(254),
  'Always',
  'Never',
  'OnFailure',
  'IfNotPresent',
  'Indexed',
  'NonIndexed',
  'TCP',
  'None',
  'RuntimeDefault',
  'Localhost',
  'Unconfined',
  '2026-01-02T03:04:05Z',
]
const OTHER_KINDS: Json[] = [null, true, false, [], {}, 'x', 3, [1], { a: 'b' }]

/** Snippets of rarely used fields, grafted under spec.template.spec (the pod) or spec (the Job). */
const POD_GRAFTS: ReadonlyArray<readonly [string, Json]> = [
  ['hostPID', true],
  ['shareProcessNamespace', true],
  ['hostNetwork', true],
  ['hostIPC', true],
  ['hostUsers', false],
  ['dnsPolicy', 'None'],
  ['dnsConfig', { nameservers: ['1.1.1.1'], searches: ['a.b'], options: [{ name: 'ndots', value: '2' }] }],
  [
    'hostAliases',
    [
      { ip: '10.0.0.1', hostnames: ['a.example'] },
      { ip: 'bad', hostnames: ['A_B'] },
    ],
  ],
  ['readinessGates', [{ conditionType: 'example.com/ready' }, { conditionType: 'Bad Type' }]],
  ['os', { name: 'windows' }],
  ['os', { name: 'linux' }],
  ['os', { name: 'plan9' }],
  ['priority', 5],
  ['preemptionPolicy', 'Never'],
  ['overhead', { cpu: '100m' }],
  ['terminationGracePeriodSeconds', -1],
  ['activeDeadlineSeconds', 0],
  ['schedulingGates', [{ name: 'example.com/gate' }, { name: 'example.com/gate' }]],
  ['setHostnameAsFQDN', true],
  ['hostname', 'Bad_Host'],
  ['subdomain', 'a.b'],
  ['runtimeClassName', 'kata'],
  [
    'topologySpreadConstraints',
    [
      {
        maxSkew: 1,
        topologyKey: 'zone',
        whenUnsatisfiable: 'DoNotSchedule',
        labelSelector: { matchLabels: { a: 'b' } },
        minDomains: 2,
        matchLabelKeys: ['a'],
        nodeAffinityPolicy: 'Honor',
        nodeTaintsPolicy: 'Ignore',
      },
    ],
  ],
  ['topologySpreadConstraints', [{ maxSkew: 0, topologyKey: '', whenUnsatisfiable: 'Maybe' }]],
  ['resourceClaims', [{ name: 'gpu', resourceClaimName: 'c' }]],
  ['securityContext', { seccompProfile: { type: 'Localhost' } }],
  ['securityContext', { appArmorProfile: { type: 'Localhost', localhostProfile: '' } }],
  [
    'securityContext',
    { fsGroupChangePolicy: 'Sometimes', supplementalGroupsPolicy: 'Strict', seLinuxChangePolicy: 'Recursive' },
  ],
  [
    'securityContext',
    {
      sysctls: [{ name: 'kernel.shm_rmid_forced', value: '1' }],
      runAsUser: -1,
      runAsGroup: -1,
      supplementalGroups: [-1],
    },
  ],
  ['resources', { requests: { cpu: '1' }, limits: { cpu: '500m' } }],
  [
    'tolerations',
    [
      { key: 'a', operator: 'Exists', value: 'x', effect: 'NoExecute', tolerationSeconds: 5 },
      { operator: 'Equal', effect: 'NoSchedule' },
    ],
  ],
  [
    'affinity',
    {
      podAntiAffinity: {
        requiredDuringSchedulingIgnoredDuringExecution: [
          {
            topologyKey: '',
            labelSelector: { matchExpressions: [{ key: 'a', operator: 'In', values: [] }] },
            matchLabelKeys: ['a'],
          },
        ],
      },
    },
  ],
  [
    'affinity',
    {
      nodeAffinity: {
        preferredDuringSchedulingIgnoredDuringExecution: [
          { weight: 0, preference: { matchExpressions: [{ key: 'a', operator: 'Gt', values: ['x'] }] } },
        ],
      },
    },
  ],
]
const JOB_GRAFTS: ReadonlyArray<readonly [string, Json]> = [
  ['completionMode', 'Indexed'],
  ['backoffLimitPerIndex', 1],
  ['maxFailedIndexes', 2],
  ['managedBy', 'kueue.x-k8s.io/multikueue'],
  ['podReplacementPolicy', 'Failed'],
  ['suspend', true],
  ['ttlSecondsAfterFinished', -1],
  ['manualSelector', true],
  ['successPolicy', { rules: [{ succeededIndexes: '0-2', succeededCount: 2 }] }],
  [
    'podFailurePolicy',
    {
      rules: [
        { action: 'FailIndex', onExitCodes: { operator: 'In', values: [1, 2] } },
        { action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget', status: 'True' }] },
      ],
    },
  ],
]

type Mutation = (j: JsonObject) => JsonObject

const setAt = (root: JsonObject, path: Path, value: Json | undefined): JsonObject => {
  if (path.length === 0) return root
  const out = structuredClone(root)
  let node: Json = out
  for (const k of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return root
    node = (node as Record<string | number, Json>)[k as never] as Json
  }
  const last = path[path.length - 1] as string | number
  if (Array.isArray(node)) {
    if (value === undefined) node.splice(last as number, 1)
    else node[last as number] = value
  } else if (node !== null && typeof node === 'object') {
    if (value === undefined) delete (node as JsonObject)[last as string]
    else (node as JsonObject)[last as string] = value
  }
  return out
}

const getAt = (root: Json, path: Path): Json | undefined =>
  path.reduce<Json | undefined>(
    (n, k) =>
      n !== null && typeof n === 'object' ? ((n as Record<string | number, Json>)[k as never] as Json) : undefined,
    root,
  )

const boundaryFor = (v: Json | undefined): fc.Arbitrary<Json> =>
  typeof v === 'number'
    ? fc.constantFrom(...BOUNDARY_NUMBERS)
    : typeof v === 'string'
      ? fc.constantFrom(...BOUNDARY_STRINGS)
      : typeof v === 'boolean'
        ? fc.constant(!v)
        : fc.constantFrom(...OTHER_KINDS)

const mutation = (j: JsonObject): fc.Arbitrary<Mutation> => {
  const all = paths(j).filter((p) => p.length > 0)
  const pick = fc.nat({ max: Math.max(0, all.length - 1) }).map((i) => all[i] ?? ['spec'])
  return fc.oneof(
    pick.map(
      (p): Mutation =>
        (x) =>
          setAt(x, p, undefined),
    ),
    pick.chain((p) =>
      boundaryFor(getAt(j, p)).map(
        (v): Mutation =>
          (x) =>
            setAt(x, p, v),
      ),
    ),
    pick.chain((p) =>
      fc.constantFrom(...OTHER_KINDS).map(
        (v): Mutation =>
          (x) =>
            setAt(x, p, v),
      ),
    ),
    pick.map(
      (p): Mutation =>
        (x) => {
          const v = getAt(x, p)
          return Array.isArray(v) && v.length > 0 ? setAt(x, p, [...v, structuredClone(v[0] as Json)]) : x
        },
    ),
    fc.constantFrom(...POD_GRAFTS).map(
      ([k, v]): Mutation =>
        (x) =>
          getAt(x, ['spec', 'template', 'spec']) === undefined ? x : setAt(x, ['spec', 'template', 'spec', k], v),
    ),
    fc.constantFrom(...JOB_GRAFTS).map(
      ([k, v]): Mutation =>
        (x) =>
          getAt(x, ['spec']) === undefined ? x : setAt(x, ['spec', k], v),
    ),
  )
}

/** A real manifest with up to three mutations, or `fallback` when there are none. */
export const mutatedRealManifest = (fallback: fc.Arbitrary<JsonObject>): fc.Arbitrary<JsonObject> =>
  realManifests.length === 0
    ? fallback
    : fc
        .constantFrom(...realManifests)
        .chain((m) => fc.array(mutation(m), { minLength: 0, maxLength: 3 }).map((ms) => ms.reduce((j, f) => f(j), m)))

/** A real manifest as it is, or `fallback` when there are none. */
export const realManifest = (fallback: fc.Arbitrary<JsonObject>): fc.Arbitrary<JsonObject> =>
  realManifests.length === 0 ? fallback : fc.constantFrom(...realManifests)

/** `j` with one to three of the mutations above (an update's edit of a stored real Job). */
export const mutated = (j: JsonObject): fc.Arbitrary<JsonObject> =>
  fc.array(mutation(j), { minLength: 1, maxLength: 3 }).map((ms) => ms.reduce((x, f) => f(x), j))
