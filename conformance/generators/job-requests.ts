/** Requests for the job.create and job.update ops (see ops_job.go for the shapes). */
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { decodeJob } from '../../src/job/decode'
import { GATE_OFF_PROFILES, gatedTemplates } from './gate-off-sweep'
import { jobObject, podTemplate, type Json, type JsonObject } from './jobs'
import { containerVariantTemplates, sweepTemplates } from './pod-families'
import { podTemplateWithRules } from './pod-rules'
import { METADATA_EDITS, storedMetadata } from './metadata-edits'
import { mutated, mutatedRealManifest, realManifest } from './realworld'
import { brokenBody, renderJson, setPath, textEdits, wrongType } from './request-text'
import { timestamp, uid } from './text'
import { profileArb, type ProfileInput } from './profile'
import { editedBy, fieldValidation, fixedCreateRequest, nameSuffix, updateRequestOf, type Edit } from './request-parts'

export interface JobCreateRequest {
  readonly body: string
  readonly namespace: string
  readonly fieldValidation: string
  readonly uid: string
  readonly creationTimestamp: string
  readonly nameSuffix: string
  /** The cluster profile (absent in cases recorded before profiles: see ./profile.ts). */
  readonly profile?: ProfileInput
}

export interface JobUpdateRequest {
  readonly body: string
  readonly namespace: string
  readonly name: string
  readonly fieldValidation: string
  readonly stored: JsonObject
  /** The cluster profile (absent in cases recorded before profiles: see ./profile.ts). */
  readonly profile?: ProfileInput
}

/** The body text of a Job: plain, with a wrong type, with text-level edits, or broken. */
export const bodyText = (job: fc.Arbitrary<JsonObject>): fc.Arbitrary<string> =>
  job.chain((j) =>
    fc.oneof(
      { weight: 16, arbitrary: fc.constant(JSON.stringify(j)) },
      { weight: 2, arbitrary: wrongType(j).map((w) => JSON.stringify(w)) },
      { weight: 3, arbitrary: textEdits(j).map((es) => renderJson(j, es)) },
      { weight: 1, arbitrary: brokenBody(JSON.stringify(j)) },
    ),
  )

/**
 * A Job whose pod spec comes from the rule families (./pod-rules.ts): the
 * pod-template rules reached through the Job strategy too (its dropped
 * fields, warnings and update options), not only through podTemplate.validate.
 */
const jobWithRuleTemplate: fc.Arbitrary<JsonObject> = fc
  .tuple(jobObject, podTemplateWithRules)
  .map(([j, t]) => setPath(j, ['spec', 'template', 'spec'], t['spec'] as Json) as JsonObject)

export const jobCreateRequest: fc.Arbitrary<JobCreateRequest> = fc.record({
  body: bodyText(fc.oneof({ weight: 4, arbitrary: jobObject }, { weight: 1, arbitrary: jobWithRuleTemplate })),
  namespace: fc.oneof(
    { weight: 20, arbitrary: fc.constant('default') },
    { weight: 1, arbitrary: fc.constant('batch') },
  ),
  fieldValidation,
  uid,
  creationTimestamp: timestamp(0, 365 * 86400),
  nameSuffix,
  profile: profileArb,
})

const MF_TIME = '2026-01-02T03:04:05Z'
const managed = (e: JsonObject): JsonObject => ({
  manager: 'kubectl',
  operation: 'Update',
  apiVersion: 'batch/v1',
  time: MF_TIME,
  fieldsType: 'FieldsV1',
  fieldsV1: { 'f:spec': { 'f:parallelism': {} } },
  ...e,
})
const owner = (e: JsonObject): JsonObject => ({
  apiVersion: 'batch/v1',
  kind: 'CronJob',
  name: 'nightly',
  uid: '6a1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c70',
  ...e,
})

/**
 * Metadata the random Jobs rarely carry, each once in the sweep: managed
 * fields (valid, and each broken field of an entry), owner references,
 * finalizers, generateName and annotation boundaries.
 */
const METADATA_SWEEP: readonly JsonObject[] = [
  { managedFields: [managed({})] },
  { managedFields: [managed({ operation: 'Apply', subresource: 'status' })] },
  { managedFields: [managed({ operation: 'Bogus' })] },
  { managedFields: [managed({ operation: '' })] },
  { managedFields: [managed({ fieldsType: 'FieldsV2' })] },
  { managedFields: [managed({ fieldsType: '' })] },
  { managedFields: [managed({ manager: '' })] },
  { managedFields: [managed({ manager: 'm'.repeat(129) })] },
  { managedFields: [managed({ subresource: 's'.repeat(257) })] },
  { managedFields: [managed({ apiVersion: '' }), managed({ time: null })] },
  { managedFields: [managed({ fieldsV1: null })] },
  { ownerReferences: [owner({})] },
  { ownerReferences: [owner({ controller: true }), owner({ controller: true, name: 'other', uid: 'u2' })] },
  { ownerReferences: [owner({ apiVersion: '', kind: '', name: '', uid: '' })] },
  { ownerReferences: [owner({ apiVersion: 'a/b/c' })] },
  { ownerReferences: [owner({ blockOwnerDeletion: true, controller: false })] },
  { ownerReferences: [owner({}), owner({})] },
  { ownerReferences: [owner({ kind: 'List' })] },
  { finalizers: ['kubernetes', 'example.com/x'] },
  { finalizers: ['bad_finalizer', 'example.com/x', 'example.com/x'] },
  { finalizers: ['foregroundDeletion', 'orphan'] },
  { finalizers: [''] },
  { generateName: 'Bad_Prefix-' },
  { generateName: `${'a'.repeat(70)}-` },
  { annotations: { 'a/b/c': 'x', '': 'y' } },
  { annotations: { big: 'x'.repeat(262145) } },
  { labels: { 'example.com/': 'x', [`${'a'.repeat(64)}`]: 'y' } },
  { namespace: 'other' },
  { namespace: 'Bad_NS' },
  { deletionGracePeriodSeconds: 30, deletionTimestamp: MF_TIME },
  { selfLink: '/apis/batch/v1/x', generation: 7, resourceVersion: '5' },
]

const sweepRequest = (body: JsonObject): JobCreateRequest => fixedCreateRequest(JSON.stringify(body))

const onConditions = (n: number): JsonObject[] =>
  Array.from({ length: n }, (_, i) => ({ type: `Cond${i}`, status: 'True' }))
const perIndex = { completionMode: 'Indexed', completions: 100001, backoffLimitPerIndex: 1 }

/**
 * Job spec forms at the bounds of batch validation (issue #21, eighth
 * pass): more than 10^5 completions with a per-index back-off limit and no
 * or too large `maxFailedIndexes` or too large a parallelism, more pod
 * failure policy rules, exit codes or condition patterns than allowed, a
 * rule without action, operator or requirement, more success policy rules
 * than allowed, a `succeededIndexes` above 64 KiB, and malformed index
 * intervals.
 */
export const JOB_SPEC_SWEEP: readonly JsonObject[] = [
  { ...perIndex, parallelism: 10001 },
  { ...perIndex, parallelism: 1, maxFailedIndexes: 10001 },
  { completions: 100001, parallelism: 10001 },
  {
    podFailurePolicy: {
      rules: Array.from({ length: 21 }, () => ({ action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget' }] })),
    },
  },
  { podFailurePolicy: { rules: [{ action: '', onExitCodes: { operator: '', values: [1] } }] } },
  { podFailurePolicy: { rules: [{ action: 'Ignore' }] } },
  {
    podFailurePolicy: {
      rules: [
        { action: 'FailJob', onExitCodes: { operator: 'In', values: Array.from({ length: 256 }, (_, i) => i + 1) } },
      ],
    },
  },
  { podFailurePolicy: { rules: [{ action: 'Ignore', onPodConditions: onConditions(21) }] } },
  { podFailurePolicy: { rules: [{ action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget', status: '' }] }] } },
  {
    completionMode: 'Indexed',
    completions: 30,
    successPolicy: { rules: Array.from({ length: 21 }, () => ({ succeededCount: 1 })) },
  },
  {
    completionMode: 'Indexed',
    completions: 100000,
    successPolicy: { rules: [{ succeededIndexes: Array.from({ length: 13200 }, (_, i) => String(i * 2)).join(',') }] },
  },
  { completionMode: 'Indexed', completions: 10, successPolicy: { rules: [{ succeededIndexes: '1-2-3' }] } },
  { completionMode: 'Indexed', completions: 10, successPolicy: { rules: [{ succeededIndexes: '3-1' }] } },
  { completionMode: 'Indexed', completions: 10, successPolicy: { rules: [{ succeededIndexes: '' }] } },
]

/**
 * The live runs' sweep: a create request per rule-family snippet (see
 * ./pod-families.ts) and per container variant, and one per metadata form
 * above.
 */
export const sweepCreateRequests: readonly JobCreateRequest[] = [
  ...[...sweepTemplates, ...containerVariantTemplates].map((template) =>
    sweepRequest({ apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'sweep' }, spec: { template } }),
  ),
  ...METADATA_SWEEP.map((metadata) =>
    sweepRequest({
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name: 'sweep', ...metadata },
      spec: { template: sweepTemplates[0] as Json },
    }),
  ),
  ...JOB_SPEC_SWEEP.map((spec) =>
    sweepRequest({
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name: 'sweep' },
      spec: { template: sweepTemplates[0] as Json, ...spec },
    }),
  ),
  // the gated snippets with a default-on gate off (the strategy drops the fields: dropDisabledFields)
  ...GATE_OFF_PROFILES.flatMap((profile) =>
    gatedTemplates.map(
      (template): JobCreateRequest => ({
        ...sweepRequest({ apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'sweep' }, spec: { template } }),
        profile,
      }),
    ),
  ),
]

/** Create requests whose body is a mutated real manifest (live runs only, see ./realworld.ts). */
export const realWorldCreateRequest: fc.Arbitrary<JobCreateRequest> = fc.record({
  body: bodyText(mutatedRealManifest(jobObject)),
  namespace: fc.constant('default'),
  fieldValidation,
  uid,
  creationTimestamp: timestamp(0, 365 * 86400),
  nameSuffix,
  profile: profileArb,
})

// ---------------------------------------------------------------------------
// update: a stored Job and an edited copy
// ---------------------------------------------------------------------------

const SAFE_QUANTITY = /^[0-9]+(\.[0-9]+)?(m|k|M|G|Ki|Mi|Gi)?$/

/** Storage cannot hold a quantity the decoder rejects: replace doubtful ones. */
const sanitizeQuantities = (v: JsonObject): JsonObject => {
  const walk = (x: Json, underResources: boolean): Json => {
    if (Array.isArray(x)) return x.map((y) => walk(y, underResources))
    if (x !== null && typeof x === 'object') {
      const out: JsonObject = {}
      for (const [k, y] of Object.entries(x)) out[k] = walk(y, underResources || k === 'resources')
      return out
    }
    return underResources && typeof x === 'string' && !SAFE_QUANTITY.test(x) ? '100m' : x
  }
  return walk(v, false) as JsonObject
}

interface Storage {
  readonly uid: string
  readonly rv: number
  readonly ts: string
  readonly ns: string
  readonly manual: boolean
  readonly status: JsonObject | null
}

/** A Job as the API server stored it on create: system labels, generated selector, uid, resourceVersion. */
export const asStored = (j: JsonObject, st: Storage): JsonObject => {
  const { uid: u, rv, ts, ns, manual, status } = st
  const job = sanitizeQuantities(structuredClone(j))
  delete job['status']
  const metadata = (job['metadata'] ?? {}) as JsonObject
  const name = typeof metadata['name'] === 'string' && metadata['name'] !== '' ? metadata['name'] : 'pi'
  const spec = job['spec'] as JsonObject
  const template = spec['template'] as JsonObject
  const tmeta = (template['metadata'] ?? {}) as JsonObject
  const system = {
    'batch.kubernetes.io/controller-uid': u,
    'batch.kubernetes.io/job-name': name,
    'controller-uid': u,
    'job-name': name,
  }
  if (manual && spec['manualSelector'] === true) {
    template['metadata'] = tmeta
  } else {
    spec['manualSelector'] = false
    spec['selector'] = { matchLabels: { 'batch.kubernetes.io/controller-uid': u } }
    template['metadata'] = { ...tmeta, labels: { ...((tmeta['labels'] ?? {}) as JsonObject), ...system } }
  }
  const out: JsonObject = {
    ...job,
    metadata: {
      ...metadata,
      name,
      namespace: ns,
      uid: u,
      resourceVersion: String(rv),
      creationTimestamp: ts,
      generation: 1,
      labels: (metadata['labels'] as Json) ?? system,
    },
  }
  delete (out['metadata'] as JsonObject)['generateName']
  if (status !== null) out['status'] = status
  return out
}

/** A Job as the API server stored it on create (system labels, selector, uid, resourceVersion). */
const storedJob: fc.Arbitrary<JsonObject> = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: jobObject },
      { weight: 1, arbitrary: jobWithRuleTemplate },
      { weight: 1, arbitrary: jobWithRuleTemplate.map((j) => setPath(j, ['spec', 'suspend'], true) as JsonObject) },
    ),
    uid,
    fc.integer({ min: 1, max: 99999 }),
    timestamp(0, 86400),
    fc.constantFrom('default', 'batch'),
    fc.boolean(),
    fc.option(
      fc.constantFrom<JsonObject>(
        { startTime: '2026-01-01T00:01:00Z', active: 1, ready: 0, terminating: 0, uncountedTerminatedPods: {} },
        {
          conditions: [
            {
              type: 'Suspended',
              status: 'True',
              reason: 'JobSuspended',
              message: 'Job suspended',
              lastProbeTime: '2026-01-01T00:01:00Z',
              lastTransitionTime: '2026-01-01T00:01:00Z',
            },
          ],
        },
        {
          startTime: '2026-01-01T00:01:00Z',
          succeeded: 1,
          completionTime: '2026-01-01T00:02:00Z',
          conditions: [
            { type: 'SuccessCriteriaMet', status: 'True' },
            { type: 'Complete', status: 'True' },
          ],
        },
      ),
    ),
  )
  .map(([j, u, rv, ts, ns, manual, status]) => asStored(j, { uid: u, rv, ts, ns, manual, status }))
  .chain((j) => storedMetadata(j['metadata'] as JsonObject).map((metadata) => ({ ...j, metadata })))

const specEdit =
  (field: string, values: readonly Json[]): Edit =>
  (s) =>
    fc.constantFrom(...values).map((v) => setPath(s, ['spec', field], v))

const EDITS: ReadonlyArray<readonly [number, Edit]> = [
  [3, (s) => fc.constant(s)],
  [3, specEdit('parallelism', [0, 1, 3, 5, -1])],
  [2, specEdit('completions', [1, 2, 5, null])],
  [2, specEdit('suspend', [true, false])],
  [1, specEdit('backoffLimit', [0, 4, 10])],
  [1, specEdit('activeDeadlineSeconds', [30, 600, null])],
  [1, specEdit('ttlSecondsAfterFinished', [0, 60, null])],
  [1, specEdit('backoffLimitPerIndex', [1, 2, null])],
  [1, specEdit('maxFailedIndexes', [0, 1, null])],
  [1, specEdit('completionMode', ['Indexed', 'NonIndexed'])],
  [1, specEdit('podReplacementPolicy', ['Failed', 'TerminatingOrFailed'])],
  [1, specEdit('managedBy', ['example.com/custom', null])],
  [1, specEdit('manualSelector', [true, null])],
  [1, specEdit('selector', [{ matchLabels: { app: 'x' } }, null])],
  [
    1,
    specEdit('podFailurePolicy', [
      { rules: [{ action: 'FailJob', onExitCodes: { operator: 'In', values: [42] } }] },
      null,
    ]),
  ],
  [2, (s) => podTemplate.map((t) => setPath(s, ['spec', 'template', 'spec'], t['spec'] as Json))],
  [2, (s) => podTemplateWithRules.map((t) => setPath(s, ['spec', 'template', 'spec'], t['spec'] as Json))],
  [
    1,
    (s) =>
      fc
        .constantFrom<Json>({ app: 'new' }, {}, null)
        .map((l) => setPath(s, ['spec', 'template', 'metadata', 'labels'], l)),
  ],
  [
    2,
    (s) =>
      fc
        .constantFrom<Json>({ app: 'edited' }, { 'example.com/x': 'y' }, { '-bad': 'x' })
        .map((l) => setPath(s, ['metadata', 'labels'], l)),
  ],
  [1, (s) => fc.constantFrom<Json>({ note: 'x' }, null).map((a) => setPath(s, ['metadata', 'annotations'], a))],
  [2, (s) => fc.constantFrom<Json>('other-uid', '').map((u) => setPath(s, ['metadata', 'uid'], u))],
  [
    2,
    (s) =>
      fc.constantFrom<Json>('1', '', '0', 'abc', '999999').map((rv) => setPath(s, ['metadata', 'resourceVersion'], rv)),
  ],
  [1, (s) => fc.constantFrom<Json>('renamed', 'Bad_Name').map((n) => setPath(s, ['metadata', 'name'], n))],
  [1, (s) => fc.constantFrom<Json>({ active: 5 }, {}).map((st) => setPath(s, ['status'], st))],
  [1, (s) => fc.constantFrom<Json>(5, 2).map((g) => setPath(s, ['metadata', 'generation'], g))],
  [1, (s) => fc.constantFrom<Json>(['example.com/cleanup'], []).map((f) => setPath(s, ['metadata', 'finalizers'], f))],
  ...METADATA_EDITS,
  // the scheduling directives and resources a suspended Job's template may change
  [
    2,
    (s) =>
      fc
        .constantFrom<readonly [string, Json]>(
          ['nodeSelector', { 'kubernetes.io/os': 'linux' }],
          ['nodeSelector', { 'beta.kubernetes.io/arch': 'amd64' }],
          ['tolerations', [{ key: 'dedicated', operator: 'Equal', value: 'batch', effect: 'NoSchedule' }]],
          ['schedulingGates', [{ name: 'example.com/gate' }]],
          [
            'affinity',
            {
              nodeAffinity: {
                requiredDuringSchedulingIgnoredDuringExecution: {
                  nodeSelectorTerms: [
                    {
                      matchExpressions: [
                        { key: 'failure-domain.beta.kubernetes.io/zone', operator: 'In', values: ['a'] },
                      ],
                    },
                  ],
                },
              },
            },
          ],
          ['nodeSelector', null],
        )
        .map(([k, v]) => setPath(s, ['spec', 'template', 'spec', k], v)),
  ],
  [
    1,
    (s) =>
      fc
        .constantFrom<Json>({ requests: { cpu: '2' } }, { limits: { memory: '1Gi' } }, { requests: { cpu: '-1' } })
        .map((r) => {
          const containers = ((s['spec'] as JsonObject)['template'] as JsonObject)['spec'] as JsonObject
          const first = (containers['containers'] as Json[] | undefined)?.[0]
          return first !== null && typeof first === 'object' && !Array.isArray(first)
            ? setPath(
                s,
                ['spec', 'template', 'spec', 'containers'],
                [{ ...first, resources: r }, ...(containers['containers'] as Json[]).slice(1)],
              )
            : s
        }),
  ],
]

const edited = editedBy(EDITS)

export const jobUpdateRequest: fc.Arbitrary<JobUpdateRequest> = storedJob.chain((stored) =>
  updateRequestOf(stored, bodyText(edited(stored).map((b) => ({ ...b })))),
)

/**
 * Updates of a stored real manifest (live runs only, see ./realworld.ts):
 * the manifest stored as the server would (suspended or not), edited by
 * the generated edits above or by the real-manifest mutations.
 */
export const realWorldUpdateRequest: fc.Arbitrary<JobUpdateRequest> = fc
  .tuple(realManifest(jobObject), uid, fc.integer({ min: 1, max: 99999 }), fc.boolean())
  .filter(([j]) => {
    const t = (j['spec'] as JsonObject | undefined)?.['template']
    return typeof t === 'object' && t !== null && !Array.isArray(t)
  })
  .map(([j, u, rv, suspend]) =>
    // storage holds a batch/v1 Job whatever the manifest's header said
    asStored(
      { ...(suspend ? (setPath(j, ['spec', 'suspend'], true) as JsonObject) : j), apiVersion: 'batch/v1', kind: 'Job' },
      {
        uid: u,
        rv,
        ts: '2026-01-01T00:00:00Z',
        ns: 'default',
        manual: false,
        status: null,
      },
    ),
  )
  // storage holds only what decodes (some real manifests have wrong types)
  .filter((stored) => E.isRight(decodeJob(stored)))
  .chain((stored) =>
    fc.record({
      body: fc.oneof(edited(stored), mutated(stored)).map((b) => JSON.stringify(b)),
      namespace: fc.constant('default'),
      name: fc.constant((stored['metadata'] as JsonObject)['name'] as string),
      fieldValidation,
      stored: fc.constant(stored),
      profile: profileArb,
    }),
  )
