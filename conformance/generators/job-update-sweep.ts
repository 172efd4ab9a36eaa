/**
 * job.update's sweep (the live runs' fixed inputs, see conformance/diff.ts):
 * per rule-family snippet, per metadata form and per gated snippet with a
 * gate off, a stored Job and an update of it.
 */
import { GATE_OFF_PROFILES, gatedTemplates } from './gate-off-sweep'
import { asStored, type JobUpdateRequest } from './job-requests'
import { CRONJOB_OWNER, type Json, type JsonObject } from './jobs'
import { sweepTemplates } from './pod-families'
import type { ProfileInput } from './profile'
import { FIXED_UID } from './request-parts'
import { setPath } from './request-text'

const sweepJob = (t: JsonObject): JsonObject => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'sweep' },
  spec: { suspend: true, template: t },
})
const sweepStore = (t: JsonObject): JsonObject =>
  asStored(sweepJob(t), {
    uid: FIXED_UID,
    rv: 7,
    ts: '2026-01-02T03:04:05Z',
    ns: 'default',
    manual: false,
    status: null,
  })
const sweepUpdate = (s: JsonObject, body: Json, profile?: ProfileInput): JobUpdateRequest => ({
  body: JSON.stringify(body),
  namespace: 'default',
  name: 'sweep',
  fieldValidation: 'Strict',
  stored: s,
  ...(profile === undefined ? {} : { profile }),
})

/** Per template: an update that only changes `parallelism`, and one from a plain stored template to this one. */
const sweepUpdatePair = (template: JsonObject, profile?: ProfileInput): JobUpdateRequest[] => {
  const stored = sweepStore(template)
  const plain = sweepStore(sweepTemplates[0] as JsonObject)
  return [
    sweepUpdate(stored, setPath(stored, ['spec', 'parallelism'], 2), profile),
    sweepUpdate(
      plain,
      setPath(plain, ['spec', 'template'], (stored['spec'] as JsonObject)['template'] as Json),
      profile,
    ),
  ]
}

const withoutKey = (o: JsonObject, key: string): JsonObject =>
  Object.fromEntries(Object.entries(o).filter(([k]) => k !== key))

/**
 * The metadata forms of ./metadata-edits.ts, each once: a stored Job without
 * a uid or with a generation of 0 or below, and edits of the body's uid,
 * deletion fields, creation timestamp and owner references
 * (`Validate_ObjectMeta`, `ValidateObjectMetaUpdate`).
 */
const metadataUpdateSweep = (): JobUpdateRequest[] => {
  const stored = sweepStore(sweepTemplates[0] as JsonObject)
  const meta = stored['metadata'] as JsonObject
  const withMeta = (m: JsonObject): JsonObject => ({ ...stored, metadata: m })
  const bump = (s: JsonObject): Json => setPath(s, ['spec', 'parallelism'], 2)
  const storedForms = [
    withMeta(withoutKey(meta, 'uid')),
    withMeta({ ...meta, generation: 0 }),
    withMeta({ ...meta, generation: -2 }),
    // -1 and a spec change: the new generation is 0 (the declarative Minimum's OptionalValue)
    withMeta({ ...meta, generation: -1 }),
    withMeta(withoutKey(meta, 'creationTimestamp')),
    withMeta({ ...meta, ownerReferences: [CRONJOB_OWNER] }),
    withMeta({
      ...meta,
      deletionTimestamp: '2026-01-01T00:05:00Z',
      deletionGracePeriodSeconds: 30,
      finalizers: ['example.com/cleanup'],
    }),
  ]
  const edits: Array<readonly [string, Json]> = [
    ['uid', '00000000-0000-4000-8000-00000000beef'],
    ['uid', ''],
    ['uid', null],
    ['generation', 0],
    ['generation', -2],
    ['deletionTimestamp', '2026-01-01T00:09:00Z'],
    ['deletionTimestamp', null],
    ['deletionGracePeriodSeconds', 60],
    ['deletionGracePeriodSeconds', -1],
    ['creationTimestamp', '2025-06-01T00:00:00Z'],
    ['creationTimestamp', null],
  ]
  return storedForms.flatMap((s) => [
    sweepUpdate(s, bump(s)),
    ...edits.map(([k, v]) => sweepUpdate(s, setPath(s, ['metadata', k], v))),
  ])
}

/**
 * The live runs' update sweep: per rule-family snippet, a suspended Job
 * stored with that template and an update that only changes `parallelism`
 * (so the generation moves and the strategy's WarningsOnUpdate compares
 * the template with the stored one), and an update from a plain stored
 * template to the snippet's (the dropped fields and validation options of
 * an update whose old template lacks the field).
 * Since the seventh pass also the metadata forms below and the gated snippets
 * with a default-on gate off (./gate-off-sweep.ts).
 */
export const sweepUpdateRequests: readonly JobUpdateRequest[] = [
  ...sweepTemplates.flatMap((template) => sweepUpdatePair(template)),
  ...metadataUpdateSweep(),
  ...GATE_OFF_PROFILES.flatMap((profile) => gatedTemplates.flatMap((template) => sweepUpdatePair(template, profile))),
]
