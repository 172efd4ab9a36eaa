/**
 * The public entry point: a pod template as JSON (any value) → the field
 * errors the API server reports for it as a Job's template. Decoding runs
 * once, through the core/v1 schema tables; a value Go's decoder rejects
 * becomes one `FieldValueTypeInvalid` error carrying Go's decoder text.
 *
 * @module
 */
import { minorNumber } from '../../profile/minor-rules'
import type { FieldError } from '../../field/index'
import { decodeStruct } from '../../wire/decode'
import { goDecodeError, type DecodeIssue } from '../../wire/decode-issue'
import { field, structSchema, struct, type StructSchema } from '../../wire/schema'
import type * as core from '../generated/model'
import { PodTemplateSpecSchema } from '../generated/pod-schema'
import type { PodValidationOptions } from './options'
import { POD_TEMPLATE_CREATE_OPTIONS, validatePodTemplateSpec } from './pod-spec'
import { caught, safeOptions, unreadableJob } from '../../wire/guard'
import { templateUpdateOptions } from './update-options'
import * as E from '../../wire/either'
import { resolveProfile, type ClusterProfile } from '../../profile/resolve'
import { dropGatesOn, withGatedPodOptions } from '../../profile/pod-options'
import { withMinorTexts } from '../../profile/minor-texts'
import { dropAlphaFields } from './drop-alpha'
import { dropGatedSpecFields } from './drop-gated'

/** core/v1 `PodTemplate` reduced to its template: the API server decodes a Job's template inside its parent. */
const Wrapper: StructSchema<{ readonly template: core.PodTemplateSpec }> = /* @__PURE__ */ structSchema(
  'PodTemplate',
  'PodTemplate',
  [
    field(
      'template',
      struct(() => PodTemplateSpecSchema as StructSchema, 'v1.PodTemplateSpec'),
    ),
  ],
)

/**
 * A decoded template, or the error Go's JSON decoder stops with. The error
 * text names the template as `template` (Go decodes it inside a
 * `PodTemplate`), e.g. `json: cannot unmarshal number 1.5 into Go struct
 * field PodSpec.template.spec.terminationGracePeriodSeconds of type int64`.
 * `minor` (a Kubernetes minor number) decodes as that minor's Go types: a
 * field they lack is dropped.
 *
 * @example
 * decodePodTemplate({ spec: { containers: [{ name: 'c', image: 'i' }] } }).error // undefined
 */
export const decodePodTemplate = (
  template: unknown,
  minor?: number,
): { readonly value: core.PodTemplateSpec; readonly error: DecodeIssue | undefined } => {
  const d = decodeStruct(
    Wrapper,
    { template: template ?? null },
    minor === undefined ? { unknownFields: 'ignore' } : { unknownFields: 'ignore', minor },
  )
  return { value: d.value.template, error: goDecodeError(d.issues) }
}

/**
 * Options of {@link validatePodTemplate}.
 *
 * @example
 * const o: ValidatePodTemplateOptions = { path: 'spec.jobTemplate.spec.template' }
 */
export interface ValidatePodTemplateOptions {
  /** Where the template sits (default `spec.template`, a Job's template). */
  readonly path?: string
  /** Pod validation switches (default: what the Job strategy derives for a new template). */
  readonly pod?: Partial<PodValidationOptions>
  /**
   * The API server's `--allow-privileged` flag; when given it overrides
   * the profile's (whose default is `true`, what kubeadm, kind, minikube,
   * k3s and the managed offerings run). `false` makes a privileged container
   * (or a Windows HostProcess pod) `Forbidden: disallowed by cluster policy`.
   */
  readonly allowPrivileged?: boolean
  /**
   * The cluster the answer is for (see `ClusterProfile`; default Kubernetes
   * 1.37 with `--allow-privileged=true`). An invalid profile is answered
   * with its errors at `profile.*`.
   */
  readonly profile?: ClusterProfile
  /**
   * The template before an update (any value; ignored when it does not
   * decode): the options then relax the rules the old template already
   * breaks, as `pod.GetValidationOptionsFromPodTemplate(new, old)` does
   * (namespaced sysctls with host namespaces, hugepage quantities that are
   * not whole pages, `CAP_SYS_ADMIN` with privilege escalation off).
   */
  readonly oldTemplate?: unknown
}

const rebase = (issuePath: string, path: string): string =>
  issuePath === 'template'
    ? path
    : issuePath.startsWith('template.') || issuePath.startsWith('template[')
      ? `${path}${issuePath.slice(8)}`
      : path

/**
 * Validates a core/v1 pod template as the API server does for a Job's
 * template (`ValidatePodTemplateSpec` with the options the Job strategy
 * derives), after decoding it as Go would. Defaults are not applied: pass
 * a defaulted template to see what the server reports after defaulting
 * (an undefaulted template lacks `terminationGracePeriodSeconds`,
 * `dnsPolicy`, port protocols, pull policies, …, which validation requires).
 *
 * Total: never throws. A value the decoder rejects gives one
 * `FieldValueTypeInvalid` error with Go's decoder message.
 *
 * @example
 * validatePodTemplate({
 *   spec: {
 *     restartPolicy: 'Never', dnsPolicy: 'ClusterFirst', terminationGracePeriodSeconds: 30,
 *     containers: [{ name: 'main', image: 'busybox', imagePullPolicy: 'IfNotPresent',
 *       terminationMessagePolicy: 'File', volumeMounts: [{ name: 'data', mountPath: '/data' }] }],
 *   },
 * })
 * // [{ type: 'FieldValueNotFound', field: 'spec.template.spec.containers[0].volumeMounts[0].name', badValue: 'data', detail: '' }]
 */
export const validatePodTemplate = (template: unknown, options: ValidatePodTemplateOptions = {}): FieldError[] =>
  guardedValidate(template, options)

/** `validatePodTemplate` before the boundary guard. */
const validatePodTemplateUnguarded = (template: unknown, options: ValidatePodTemplateOptions = {}): FieldError[] => {
  const profile = resolveProfile(options?.profile)
  if (E.isLeft(profile)) return profile.left
  const path = typeof options?.path === 'string' ? options.path : 'spec.template'
  const minor = minorNumber(profile.right.kubernetesVersion)
  const { value, error } = decodePodTemplate(template, minor)
  if (error !== undefined)
    return [{ type: 'FieldValueTypeInvalid', field: rebase(error.path, path), detail: error.message }]
  const pod = options?.pod
  const old = options?.oldTemplate === undefined ? undefined : decodePodTemplate(options.oldTemplate, minor)
  const base = withGatedPodOptions(
    old === undefined || old.error !== undefined ? POD_TEMPLATE_CREATE_OPTIONS : templateUpdateOptions(old.value),
    profile.right,
    old === undefined || old.error !== undefined ? undefined : old.value.spec,
  )
  const opts = pod !== undefined && pod !== null && typeof pod === 'object' ? { ...base, ...pod } : base
  const allow = options?.allowPrivileged
  // The fields of gates that are off are dropped first (PrepareForCreate / PrepareForUpdate).
  const on = dropGatesOn(profile.right)
  const oldSpec = old === undefined || old.error !== undefined ? undefined : old.value.spec
  const spec = dropAlphaFields(
    on === undefined ? value.spec : dropGatedSpecFields(value.spec, oldSpec, on),
    oldSpec,
    on,
  )
  return withMinorTexts(
    validatePodTemplateSpec(
      spec === value.spec ? value : { ...value, spec },
      path,
      opts,
      typeof allow === 'boolean' ? allow : profile.right.allowPrivileged,
    ),
    minorNumber(profile.right.kubernetesVersion),
  )
}

/** The boundary: the template is read by the decoder, the options as plain data; a throw is an internal error. */
const guardedValidate = /* @__PURE__ */ caught(
  (): FieldError[] => unreadableJob,
  (template: unknown, options?: ValidatePodTemplateOptions): FieldError[] =>
    validatePodTemplateUnguarded(template, safeOptions(options) as ValidatePodTemplateOptions | undefined),
)
