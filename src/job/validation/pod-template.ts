/**
 * The pod template part of Job validation: core `ValidatePodTemplateSpec`
 * at `spec.template`, run on the template decoded once into the typed core
 * model (src/core/validation), with the options the Job strategy derives
 * for a new template (on create) or derived from the old template (on update).
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { POD_TEMPLATE_CREATE_OPTIONS, validatePodTemplateSpec } from '../../core/validation/pod-spec'
import type * as core from '../../core/generated/model'
import type { PodValidationOptions } from '../../core/validation/options'

/**
 * Pod `restartPolicy` values (core `validateRestartPolicy`).
 *
 * @example
 * POD_RESTART_POLICIES // ['Always', 'OnFailure', 'Never']
 */
export const POD_RESTART_POLICIES = ['Always', 'OnFailure', 'Never'] as const

/**
 * `ValidatePodTemplateSpec` at `path`: labels at `<path>.labels` and
 * annotations at `<path>.annotations` — without `metadata`, as upstream
 * prints them — then the pod spec checks at `<path>.spec`. The template is
 * the decoded model (values of the wrong JSON type were reported by the
 * decoder and are zero here). `options` are those of a new template unless
 * given (an update passes `templateUpdateOptions(oldTemplate)`);
 * `allowPrivileged` is the cluster profile's `--allow-privileged` (default true).
 *
 * @example
 * validatePodTemplate(decodeJobModel({ spec: { template: { spec: { restartPolicy: 'Never' } } } }).value.spec.template, 'spec.template')
 * // [{ type: 'FieldValueRequired', field: 'spec.template.spec.terminationGracePeriodSeconds', detail: '' },
 * //  { type: 'FieldValueRequired', field: 'spec.template.spec.containers', detail: '' },
 * //  { type: 'FieldValueRequired', field: 'spec.template.spec.dnsPolicy', detail: '' }]
 */
export const validatePodTemplate = (
  template: core.PodTemplateSpec,
  path: string,
  options: PodValidationOptions = POD_TEMPLATE_CREATE_OPTIONS,
  allowPrivileged = true,
): FieldError[] => validatePodTemplateSpec(template, path, options, allowPrivileged)
