/**
 * Field defaulting of a Job, without selector generation: batch/v1
 * `SetDefaults_Job` (with the pod-template and pod-failure-policy pattern
 * defaults it triggers) and the extensions/v1beta1 (1.2–1.5) variant.
 *
 * All functions are total over arbitrary JSON and return new objects; the
 * input is never mutated. Non-object parts are left as they are.
 *
 * @module
 */
import { defaultPodTemplateSpec } from '../core/defaults/pod-template'
import { PodTemplateSpecSchema } from '../core/generated/pod-schema'
import { decodeStruct, goDecodeError } from '../wire/decode'
import { encodeStruct } from '../wire/encode'
import { MAX_INT32 } from './constants'
import { copyRecord, isEmptyMap, isNil, isRecord, ownField, ownRecord, withFields, type JsonRecord } from './json'

/**
 * The old, partial template default (`restartPolicy: Always` when empty),
 * kept for templates the model decoder refuses: upstream would have
 * rejected the request, and the library must not drop what it cannot read.
 */
const defaultRestartPolicyOnly = (template: unknown): unknown => {
  if (!isNil(template) && !isRecord(template)) return template
  const podSpec = ownField(template, 'spec')
  if (!isNil(podSpec) && !isRecord(podSpec)) return template
  const restartPolicy = ownField(podSpec, 'restartPolicy')
  if (!isNil(restartPolicy) && restartPolicy !== '') return template
  return withFields(template, { spec: withFields(podSpec, { restartPolicy: 'Always' }) })
}

/**
 * A Job's pod template with every core/v1 pod template default, as the API
 * server applies them when it decodes a Job: the template is decoded into
 * the typed model (unknown fields kept), defaulted by
 * `defaultPodTemplateSpec` and encoded as Go marshals it (zero-valued
 * optional fields left out, quantities in canonical form), except that
 * empty lists and maps the user wrote stay (`labels: {}`, `args: []`): Go
 * still tells them from absent ones when it validates the Job, and only
 * drops them when it stores it. A template the decoder refuses (a value of the wrong type, which
 * upstream rejects with a 400) only gets `restartPolicy: Always` when empty.
 *
 * @example
 * defaultJobTemplate({ spec: { containers: [{ name: 'pi', image: 'perl' }] } })
 * // { metadata: {}, spec: { containers: [{ name: 'pi', image: 'perl', resources: {},
 * //   terminationMessagePath: '/dev/termination-log', terminationMessagePolicy: 'File', imagePullPolicy: 'Always' }],
 * //   restartPolicy: 'Always', terminationGracePeriodSeconds: 30, dnsPolicy: 'ClusterFirst',
 * //   securityContext: {}, schedulerName: 'default-scheduler' } }
 */
export const defaultJobTemplate = (template: unknown): unknown => {
  const decoded = decodeStruct(PodTemplateSpecSchema, template, { unknownFields: 'keep' })
  if (goDecodeError(decoded.issues) !== undefined) return defaultRestartPolicyOnly(template)
  return encodeStruct(PodTemplateSpecSchema, defaultPodTemplateSpec(decoded.value), {
    unknownFields: 'keep',
    emptyCollections: 'keep',
    mapOrder: 'keep',
  })
}

const defaultPattern = (pattern: unknown): unknown => {
  if (!isRecord(pattern)) return pattern
  const status = ownField(pattern, 'status')
  return isNil(status) || status === '' ? withFields(pattern, { status: 'True' }) : pattern
}

const defaultRule = (rule: unknown): unknown => {
  const patterns = ownField(rule, 'onPodConditions')
  if (!isRecord(rule) || !Array.isArray(patterns)) return rule
  const next = patterns.map(defaultPattern)
  return next.some((p, i) => p !== patterns[i]) ? withFields(rule, { onPodConditions: next }) : rule
}

/**
 * `SetDefaults_PodFailurePolicyOnPodConditionsPattern`: an omitted or empty
 * pattern `status` becomes `True`.
 *
 * @example
 * defaultPodFailurePolicy({ rules: [{ action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget' }] }] })
 * // { rules: [{ action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget', status: 'True' }] }] }
 */
export const defaultPodFailurePolicy = (policy: unknown): unknown => {
  const rules = ownField(policy, 'rules')
  if (!isRecord(policy) || !Array.isArray(rules)) return policy
  const next = rules.map(defaultRule)
  return next.some((r, i) => r !== rules[i]) ? withFields(policy, { rules: next }) : policy
}

/**
 * batch/v1 `SetDefaults_Job` on the spec, in upstream order (rules #1–#3 and
 * #5–#9 of the fact sheet; #4, Job labels, is {@link defaultJobLabels}).
 * `manualSelector` is defaulted to `false` only when `defaultManualSelector`
 * is true (compat `'upstream'`; the design leaves it unset).
 *
 * @example
 * defaultJobSpecV1({ template: {} }, true)
 * // { template: { spec: { restartPolicy: 'Always' } }, completions: 1, parallelism: 1, backoffLimit: 6,
 * //   completionMode: 'NonIndexed', suspend: false, podReplacementPolicy: 'TerminatingOrFailed',
 * //   manualSelector: false }
 */
export const defaultJobSpecV1 = (spec: JsonRecord, defaultManualSelector: boolean): JsonRecord => {
  const completionsNil = isNil(ownField(spec, 'completions'))
  const parallelism = ownField(spec, 'parallelism')
  const backoffLimit = ownField(spec, 'backoffLimit')
  const completionMode = ownField(spec, 'completionMode')
  const suspend = ownField(spec, 'suspend')
  const podReplacementPolicy = ownField(spec, 'podReplacementPolicy')
  const podFailurePolicy = ownField(spec, 'podFailurePolicy')
  const s = withFields(spec, {
    parallelism: isNil(parallelism) ? 1 : parallelism,
    backoffLimit: isNil(backoffLimit) ? (isNil(ownField(spec, 'backoffLimitPerIndex')) ? 6 : MAX_INT32) : backoffLimit,
    completionMode: isNil(completionMode) ? 'NonIndexed' : completionMode,
    suspend: isNil(suspend) ? false : suspend,
    podReplacementPolicy: isNil(podReplacementPolicy)
      ? isNil(podFailurePolicy)
        ? 'TerminatingOrFailed'
        : 'Failed'
      : podReplacementPolicy,
    template: defaultJobTemplate(ownField(spec, 'template')),
  })
  // Rule #1: both unset → completions 1 as well (rule #2 gave parallelism 1).
  if (completionsNil && isNil(parallelism)) s['completions'] = 1
  if (defaultManualSelector && isNil(ownField(spec, 'manualSelector'))) s['manualSelector'] = false
  if (!isNil(podFailurePolicy)) s['podFailurePolicy'] = defaultPodFailurePolicy(podFailurePolicy)
  return s
}

/**
 * extensions/v1beta1 `SetDefaults_Job` (Kubernetes 1.2–1.5) on the spec: with
 * template labels and no selector, the selector becomes those labels unless
 * `autoSelector` is true; then completions/parallelism as in batch/v1.
 *
 * @example
 * defaultJobSpecV1beta1({ template: { metadata: { labels: { app: 'a' } } } })
 * // { template: …, selector: { matchLabels: { app: 'a' } }, completions: 1, parallelism: 1 }
 */
export const defaultJobSpecV1beta1 = (spec: JsonRecord): JsonRecord => {
  const s = copyRecord(spec)
  const templateLabels = ownField(ownRecord(s['template'], 'metadata'), 'labels')
  if (isRecord(templateLabels) && s['autoSelector'] !== true && isNil(s['selector'])) {
    s['selector'] = { matchLabels: copyRecord(templateLabels) }
  }
  if (isNil(s['completions']) && isNil(s['parallelism'])) {
    s['completions'] = 1
    s['parallelism'] = 1
  }
  if (isNil(s['parallelism'])) s['parallelism'] = 1
  s['template'] = defaultJobTemplate(s['template'])
  return s
}

/**
 * Rule #4 of `SetDefaults_Job` (both versions): when the Job has no labels and
 * the template has a label map (even an empty one), the Job gets a copy of
 * the template's labels. Returns the new metadata, or the given one.
 *
 * @example
 * defaultJobLabels({ name: 'pi' }, { app: 'pi' }) // { name: 'pi', labels: { app: 'pi' } }
 */
export const defaultJobLabels = (metadata: unknown, templateLabels: unknown): unknown => {
  if (!isNil(metadata) && !isRecord(metadata)) return metadata
  if (!isRecord(templateLabels) || !isEmptyMap(ownField(metadata, 'labels'))) return metadata
  return withFields(metadata, { labels: copyRecord(templateLabels) })
}
