/**
 * The subset of core `ValidatePodTemplateSpec` that Job validation needs:
 * template labels and annotations, containers (at least one; name, image,
 * uniqueness across containers and init containers) and the pod
 * `restartPolicy`. The rest of core/v1 Pod validation is out of scope (see
 * `docs/job-validation.md`).
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { child, duplicate, index, invalid, named, notSupported, required } from './field-errors'
import type { ContainerView, TemplateView } from './model'
import { validateLabelMap } from './label-map'
import { isDNS1123Label } from '../../labels/index'
import { validateAnnotations } from './object-meta'

/**
 * Pod `restartPolicy` values (core `validateRestartPolicy`).
 *
 * @example
 * POD_RESTART_POLICIES // ['Always', 'OnFailure', 'Never']
 */
export const POD_RESTART_POLICIES = ['Always', 'OnFailure', 'Never'] as const

/** core `validateContainerCommon`: the name and image parts. */
const validateContainerCommon = (c: ContainerView, path: string): FieldError[] => {
  const errs: FieldError[] = []
  const namePath = child(path, 'name')
  if (c.name.length === 0) errs.push(required(namePath))
  else for (const msg of isDNS1123Label(c.name)) errs.push(invalid(namePath, c.name, msg))
  if (c.image.length === 0) errs.push(required(child(path, 'image')))
  return errs
}

const validateContainers = (containers: readonly ContainerView[], path: string): FieldError[] => {
  if (containers.length === 0) return [required(path)]
  const errs: FieldError[] = []
  const names = new Set<string>()
  containers.forEach((c, i) => {
    const p = index(path, i)
    errs.push(...validateContainerCommon(c, p))
    if (names.has(c.name)) errs.push(duplicate(child(p, 'name'), c.name))
    else names.add(c.name)
  })
  return errs
}

const validateInitContainers = (
  inits: readonly ContainerView[],
  regular: readonly ContainerView[],
  path: string,
): FieldError[] => {
  const errs: FieldError[] = []
  const names = new Set<string>(regular.map((c) => c.name))
  inits.forEach((c, i) => {
    const p = index(path, i)
    errs.push(...validateContainerCommon(c, p))
    if (names.has(c.name)) errs.push(duplicate(child(p, 'name'), c.name))
    else if (c.name.length > 0) names.add(c.name)
  })
  return errs
}

const validateRestartPolicy = (policy: string, path: string): FieldError[] => {
  if ((POD_RESTART_POLICIES as readonly string[]).includes(policy)) return []
  if (policy === '') return [required(path)]
  return [named(notSupported(path, policy, POD_RESTART_POLICIES))]
}

/**
 * `ValidatePodTemplateSpec` (subset) at `path`: labels at `<path>.labels`
 * and annotations at `<path>.annotations` — without `metadata`, as upstream
 * prints them — then the pod spec checks at `<path>.spec`.
 *
 * @example
 * validatePodTemplate(readTemplate([], { spec: { restartPolicy: 'Never' } }, 'spec.template'), 'spec.template')
 * // [{ type: 'FieldValueRequired', field: 'spec.template.spec.containers', detail: '' }]
 */
export const validatePodTemplate = (template: TemplateView, path: string): FieldError[] => {
  const specPath = child(path, 'spec')
  return [
    ...validateLabelMap(template.labels, child(path, 'labels')),
    ...validateAnnotations(template.annotations, child(path, 'annotations')),
    ...validateContainers(template.spec.containers, child(specPath, 'containers')),
    ...validateInitContainers(template.spec.initContainers, template.spec.containers, child(specPath, 'initContainers')),
    ...validateRestartPolicy(template.spec.restartPolicy, child(specPath, 'restartPolicy')),
  ]
}
