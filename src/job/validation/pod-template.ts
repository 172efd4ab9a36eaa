/**
 * The pod template part of Job validation: core `ValidatePodTemplateSpec`
 * at `spec.template`, run on the template decoded once into the typed core
 * model (src/core/validation), with the options the Job strategy derives
 * for a new template.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { POD_TEMPLATE_CREATE_OPTIONS, validatePodTemplateSpec } from '../../core/validation/pod-spec'
import type * as core from '../../core/generated/model'

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
 * decoder and are zero here).
 *
 * @example
 * validatePodTemplate(decodeJobModel({ spec: { template: { spec: { restartPolicy: 'Never' } } } }).value.spec.template, 'spec.template')
 * // [{ type: 'FieldValueRequired', field: 'spec.template.spec.terminationGracePeriodSeconds', detail: '' },
 * //  { type: 'FieldValueRequired', field: 'spec.template.spec.containers', detail: '' },
 * //  { type: 'FieldValueRequired', field: 'spec.template.spec.dnsPolicy', detail: '' }]
 */
export const validatePodTemplate = (template: core.PodTemplateSpec, path: string): FieldError[] =>
  validatePodTemplateSpec(template, path, POD_TEMPLATE_CREATE_OPTIONS)
