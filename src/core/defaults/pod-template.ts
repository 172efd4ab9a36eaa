/**
 * Pod template defaulting: on the typed model (`defaultPodTemplateSpec`)
 * and on JSON (`defaultPodTemplate`: decode as the API server's JSON
 * decoder does, default, encode as Go marshals core/v1).
 *
 * @module
 */
import { podTemplateWireForMinor } from '../../job/minor-wire'
import * as E from '../../wire/either'
import { decodeStruct } from '../../wire/decode'
import { goDecodeError } from '../../wire/decode-issue'
import { zeroStruct } from '../../wire/zero'
import { encodeStruct } from '../../wire/encode'
import { field, struct, structSchema, type StructSchema } from '../../wire/schema'
import type { PodTemplateSpec } from '../generated/pod-model'
import { PodSpecSchema, PodTemplateSpecSchema } from '../generated/pod-schema'
import { isStruct, withChanges } from './model-edit'
import { defaultPodSpec } from './pod-spec'
import { formatFieldError } from '../../field/format'
import type { FieldError } from '../../field/field-error'
import { LATEST_MINOR, minorNumber } from '../../profile/minor-rules'
import { resolveProfile, type ClusterProfile } from '../../profile/resolve'
import { optionOf } from '../../wire/guard'
import type { GateOn } from '../validation/drop-gated'
import { dropGatesOn } from '../../profile/pod-options'

/** The text of an invalid profile: `invalid cluster profile: <errors>`, as the dry runs answer it. */
const profileMessage = (errs: readonly FieldError[]): string =>
  `invalid cluster profile: ${errs.length === 1 ? formatFieldError(errs[0] as FieldError) : `[${errs.map(formatFieldError).join(', ')}]`}`

/**
 * Every core/v1 default the API server applies to a pod template (the
 * defaults of a v1 `PodTemplate`, which are also those of a Job's
 * `spec.template`); see `./pod-spec.ts`, `./containers.ts`, `./probes.ts`
 * and `./volumes.ts` for the list. Pure and idempotent: the input is never
 * changed, and a template that is already defaulted comes back as it is.
 * A value that is not a template model is returned unchanged.
 *
 * @example
 * declare const t: PodTemplateSpec // decoded with PodTemplateSpecSchema
 * defaultPodTemplateSpec(t).spec.dnsPolicy // 'ClusterFirst' unless set
 */
export const defaultPodTemplateSpec = (
  template: PodTemplateSpec,
  minor = LATEST_MINOR,
  on?: GateOn,
): PodTemplateSpec => {
  if (!isStruct(template)) return template
  try {
    const spec = isStruct(template.spec) ? template.spec : zeroStruct(PodSpecSchema)
    return withChanges(template, { spec: defaultPodSpec(spec, minor, on) }, PodTemplateSpecSchema)
  } catch {
    // Only a value built to throw (a getter, a proxy) gets here; decoded models never do.
    return template
  }
}

/**
 * Why a pod template could not be decoded: the error text of the API
 * server's JSON decoder (`json: cannot unmarshal …`, a quantity's parse
 * error, …) and, for reference, where it was found.
 *
 * @example
 * const e: PodTemplateDecodeError = {
 *   message: 'json: cannot unmarshal number into Go struct field PodSpec.template.spec.restartPolicy of type v1.RestartPolicy',
 *   path: 'template.spec.restartPolicy',
 * }
 */
export interface PodTemplateDecodeError {
  readonly message: string
  readonly path: string
}

/**
 * A core/v1 pod template as JSON (`{ metadata, spec }`), as Go marshals it.
 *
 * @example
 * const t: PodTemplateJson = { metadata: {}, spec: { containers: null, restartPolicy: 'Always' } }
 */
export type PodTemplateJson = Readonly<Record<string, unknown>>

interface PodTemplateWrapper {
  readonly template: PodTemplateSpec
}

/** A v1 `PodTemplate` seen only through its `template` field: the oracle decodes the template this way. */
const PodTemplateWrapperSchema: StructSchema<PodTemplateWrapper> = /* @__PURE__ */ structSchema<PodTemplateWrapper>(
  'PodTemplate',
  'PodTemplate',
  [
    field(
      'template',
      struct(() => PodTemplateSpecSchema, 'v1.PodTemplateSpec'),
      { omitEmpty: true },
    ),
  ],
)

/**
 * Defaults a core/v1 pod template given as JSON, as the API server does when
 * it decodes a Job or a PodTemplate: decoded like the server's (non-strict)
 * JSON decoder — unknown fields dropped, `null` as Go's zero value, a value
 * of the wrong type an error with Go's text — then every pod template
 * default applied, then encoded as Go marshals it (empty optional fields
 * left out, map keys sorted, quantities in canonical form).
 *
 * Total: any input gives a `Right` with the defaulted template or a `Left`
 * with the decoder's error; `null` and `undefined` are Go's zero template.
 * `options.profile` names the cluster (default Kubernetes 1.37): before
 * 1.37 `serviceAccountName` is not copied into `serviceAccount`; an invalid
 * profile is a `Left` at `profile`.
 *
 * @example
 * import * as E from '../../wire/either'
 * const r = defaultPodTemplate({ spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl:5.34.0' }] } })
 * E.isRight(r) && r.right
 * // { metadata: {}, spec: { containers: [{ name: 'pi', image: 'perl:5.34.0', resources: {},
 * //   terminationMessagePath: '/dev/termination-log', terminationMessagePolicy: 'File', imagePullPolicy: 'IfNotPresent' }],
 * //   restartPolicy: 'Never', terminationGracePeriodSeconds: 30, dnsPolicy: 'ClusterFirst', securityContext: {},
 * //   schedulerName: 'default-scheduler' } }
 * defaultPodTemplate({ spec: { serviceAccountName: 'etl' } }, { profile: { kubernetesVersion: '1.36' } })
 * // right({ metadata: {}, spec: { serviceAccountName: 'etl', … } }): no `serviceAccount` before 1.37
 * defaultPodTemplate({ spec: { restartPolicy: 1 } })
 * // left({ message: 'json: cannot unmarshal number into Go struct field PodSpec.template.spec.restartPolicy of type v1.RestartPolicy', … })
 */
export const defaultPodTemplate = (
  template: unknown,
  options?: { readonly profile?: ClusterProfile },
): E.Either<PodTemplateDecodeError, PodTemplateJson> => {
  const profile = resolveProfile(optionOf(options, 'profile'))
  if (E.isLeft(profile)) return E.left({ message: profileMessage(profile.left), path: 'profile' })
  const decoded = decodeStruct(
    PodTemplateWrapperSchema,
    { template },
    { unknownFields: 'ignore', minor: minorNumber(profile.right.kubernetesVersion) },
  )
  const error = goDecodeError(decoded.issues)
  if (error !== undefined) return E.left({ message: error.message, path: error.path })
  const minor = minorNumber(profile.right.kubernetesVersion)
  return E.right(
    podTemplateWireForMinor(
      encodeStruct(
        PodTemplateSpecSchema,
        defaultPodTemplateSpec(decoded.value.template, minor, dropGatesOn(profile.right)),
      ),
      minor,
    ),
  )
}
