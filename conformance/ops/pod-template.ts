/**
 * podTemplate.default and podTemplate.validate: core/v1 defaulting and
 * ValidatePodTemplateSpec on their own, with the options the Job strategy
 * derives (see ops_podtemplate.go).
 *
 * Library side: `defaultPodTemplate` for podTemplate.default;
 * podTemplate.validate decodes the template (a decode error is the answer),
 * applies `defaultPodTemplate` when `defaults` is not false, and runs
 * `validatePodTemplate`.
 */
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { defaultPodTemplate } from '../../src/core/index'
import { defaultPodTemplateSpec } from '../../src/core/defaults/pod-template'
import { PodTemplateSpecSchema } from '../../src/core/generated/pod-schema'
import { decodeStruct } from '../../src/wire/decode'
import { goDecodeError } from '../../src/wire/decode-issue'
import { encodeStruct, type EncodeOptions } from '../../src/wire/encode'
import { minorNumber } from '../../src/profile/minor-rules'
import { dropGatesOn } from '../../src/profile/pod-options'
import { resolveProfile, type ClusterProfile } from '../../src/profile/resolve'
import { decodePodTemplate, validatePodTemplate } from '../../src/core/validation/index'
import { apiFieldError } from './api-status'
import { podTemplate, type Json } from '../generators/jobs'
import { podTemplateWithRules } from '../generators/pod-rules'
import { GATE_OFF_PROFILES, gatedTemplates, plainTemplate } from '../generators/gate-off-sweep'
import { containerVariantTemplates, sweepTemplates } from '../generators/pod-families'
import { setPath } from '../generators/request-text'
import { mutatedRealManifest } from '../generators/realworld'
import type { OpSpec } from '../harness/op-spec'
import { caseProfile, profileArb, type ProfileInput } from '../generators/profile'

interface DefaultInput {
  readonly template: Json
  /** The cluster profile (its `kubernetesVersion`); absent: the library's default, 1.37. */
  readonly profile?: ProfileInput
}
interface ValidateInput {
  readonly template: Json
  readonly oldTemplate?: Json
  readonly defaults?: boolean
  /** The cluster profile (absent in cases recorded before profiles: see ../generators/profile.ts). */
  readonly profile?: ProfileInput
}

const WRONG: ReadonlyArray<readonly [ReadonlyArray<string | number>, Json]> = [
  [['spec', 'containers'], {}],
  [['spec', 'restartPolicy'], 1],
  [['spec', 'containers', 0, 'resources', 'limits', 'cpu'], '1x'],
  [['spec', 'containers', 0, 'ports'], [{ containerPort: '80' }]],
  [['metadata', 'labels'], []],
  [['spec', 'terminationGracePeriodSeconds'], 1.5],
]

/** Templates as users write them, sometimes with a value the decoder rejects. */
export const templateArb: fc.Arbitrary<Json> = fc.oneof(
  { weight: 12, arbitrary: podTemplate as fc.Arbitrary<Json> },
  { weight: 6, arbitrary: podTemplateWithRules as fc.Arbitrary<Json> },
  {
    weight: 1,
    arbitrary: fc.tuple(podTemplate, fc.constantFrom(...WRONG)).map(([t, [path, v]]) => setPath(t, path, v) as Json),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Json>(
      null,
      {},
      { spec: {} },
      { metadata: { name: 'x' }, spec: { containers: [{ name: 'c', image: 'i' }] } },
    ),
  },
)

/** Pod templates of the real manifests (../shared/realworld), mutated: live runs only. */
const realTemplate: fc.Arbitrary<Json> = mutatedRealManifest(fc.constant({ spec: { template: {} } })).map(
  (j) => ((j['spec'] as { template?: Json } | undefined)?.template ?? null) as Json,
)

/** As `defaultJob` writes a template for validation: unknown fields and the empty lists and maps the user wrote kept. */
const AS_VALIDATED: EncodeOptions = { unknownFields: 'keep', emptyCollections: 'keep', mapOrder: 'keep' }

/**
 * The template after the library's pod template defaults of the case's
 * profile, as `defaultJob` applies them to a Job's template (decoded with
 * unknown fields kept, defaulted on the model, encoded keeping the empty
 * lists the user wrote, as Go's defaulted struct does in memory;
 * `defaultPodTemplate` writes Go's JSON, where omitempty drops them). The
 * profile's gates matter: an image volume's `pullPolicy` is defaulted only
 * under `ImageVolume` (off in 1.34), which `defaultJob`, taking no profile,
 * cannot know. An invalid profile or a template that does not decode is
 * left as it is (validatePodTemplate reports either).
 */
const defaultedTemplate = (template: Json, profile: ProfileInput): unknown => {
  const resolved = resolveProfile(profile as ClusterProfile)
  if (E.isLeft(resolved)) return template
  const d = decodeStruct(PodTemplateSpecSchema, template, { unknownFields: 'keep' })
  if (goDecodeError(d.issues) !== undefined) return template
  const minor = minorNumber(resolved.right.kubernetesVersion)
  return encodeStruct(
    PodTemplateSpecSchema,
    defaultPodTemplateSpec(d.value, minor, dropGatesOn(resolved.right)),
    AS_VALIDATED,
  )
}

/** The minor a case's template is decoded as: its profile's (the newest for an invalid profile). */
const decodeMinor = (profile: ProfileInput): number | undefined => {
  const resolved = resolveProfile(profile as ClusterProfile)
  return E.isLeft(resolved) ? undefined : minorNumber(resolved.right.kubernetesVersion)
}

export const podTemplateDefault: OpSpec<DefaultInput> = {
  op: 'podTemplate.default',
  arbitrary: templateArb.map((template) => ({ template })),
  liveOnly: realTemplate.map((template) => ({ template })),
  // Asked as each minor (profile.kubernetesVersion): serviceAccount is defaulted from 1.37 on.
  versioned: 'profile',
  record: 1500,
  library: (i) => {
    const r = defaultPodTemplate(i.template, i.profile === undefined ? undefined : { profile: i.profile })
    return E.isLeft(r) ? { ok: false, error: r.left.message } : { ok: true, template: r.right }
  },
}

export const podTemplateValidate: OpSpec<ValidateInput> = {
  op: 'podTemplate.validate',
  liveOnly: fc.record(
    { template: realTemplate, defaults: fc.boolean(), profile: profileArb },
    { requiredKeys: ['template', 'profile'] },
  ),
  // every family snippet on create and on an update from the same template, with the default profile
  sweep: [
    ...sweepTemplates.flatMap((template): ValidateInput[] => [
      { template, profile: {} },
      { template, oldTemplate: template, profile: {} },
    ]),
    ...containerVariantTemplates.map((template): ValidateInput => ({ template, profile: {} })),
    // the projected service account tokens without defaults (no expirationSeconds)
    ...sweepTemplates
      .filter((t) => JSON.stringify(t).includes('"serviceAccountToken"'))
      .map((template): ValidateInput => ({ template, defaults: false, profile: {} })),
    // the gated snippets with a default-on gate off: on create, kept by an old template using them, new on update
    ...GATE_OFF_PROFILES.flatMap((profile) =>
      gatedTemplates.flatMap((template): ValidateInput[] => [
        { template, profile },
        { template, oldTemplate: template, profile },
        { template, oldTemplate: plainTemplate, profile },
      ]),
    ),
  ],
  arbitrary: fc
    .tuple(
      fc.record(
        { template: templateArb, defaults: fc.boolean(), profile: profileArb },
        { requiredKeys: ['template', 'profile'] },
      ),
      // An update now and then: the same template again, or another one.
      fc.oneof(
        { weight: 4, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.oneof(fc.constant('same' as const), templateArb) },
      ),
    )
    .map(
      ([input, old]): ValidateInput =>
        old === null ? input : { ...input, oldTemplate: old === 'same' ? input.template : old },
    ),
  record: 1500,
  versioned: 'profile',
  library: (i) => {
    const profile = caseProfile(i)
    // Decoded as the case's minor, as validatePodTemplate decodes it (the Go
    // field path of a type error names embedded structs from 1.35 on).
    const minor = decodeMinor(profile)
    const decoded = decodePodTemplate(i.template, minor)
    if (decoded.error !== undefined) return { ok: false, error: decoded.error.message }
    const template = i.defaults === false ? i.template : defaultedTemplate(i.template, profile)
    if (i.oldTemplate !== undefined && i.oldTemplate !== null) {
      const old = decodePodTemplate(i.oldTemplate, minor)
      if (old.error !== undefined) return { ok: false, error: `oldTemplate: ${old.error.message}` }
    }
    const options =
      i.oldTemplate === undefined || i.oldTemplate === null ? { profile } : { oldTemplate: i.oldTemplate, profile }
    return { ok: true, errors: validatePodTemplate(template, options).map(apiFieldError) }
  },
}

export const podTemplateOps = [podTemplateDefault, podTemplateValidate]
