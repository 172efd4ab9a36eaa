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
import { decodePodTemplate } from '../../core/validation/validate-template'
import type { TemplateView } from './model'

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
 * prints them — then the pod spec checks at `<path>.spec`. Values of the
 * wrong JSON type are reported by the Job reader and count as unset here.
 *
 * @example
 * validatePodTemplate(readTemplate([], { spec: { restartPolicy: 'Never' } }, 'spec.template'), 'spec.template')
 * // [{ type: 'FieldValueRequired', field: 'spec.template.spec.terminationGracePeriodSeconds', detail: '' },
 * //  { type: 'FieldValueRequired', field: 'spec.template.spec.containers', detail: '' },
 * //  { type: 'FieldValueRequired', field: 'spec.template.spec.dnsPolicy', detail: '' }]
 */
export const validatePodTemplate = (template: TemplateView, path: string): FieldError[] =>
  validatePodTemplateSpec(decodePodTemplate(template.raw).value, path, POD_TEMPLATE_CREATE_OPTIONS)
