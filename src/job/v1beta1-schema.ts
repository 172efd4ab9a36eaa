/**
 * How the API server of Kubernetes 1.2–1.5 decoded an extensions/v1beta1
 * Job: batch/v1's metadata, template and status, and the spec of that
 * time (`autoSelector` instead of `manualSelector`, none of the later
 * fields). Interpreted by src/wire/decode.ts like the generated tables.
 *
 * @module
 */
import { LabelSelectorSchema, ObjectMetaSchema } from '../core/generated/meta-schema'
import type { LabelSelector, ObjectMeta } from '../core/generated/meta-model'
import { PodTemplateSpecSchema } from '../core/generated/pod-schema'
import type { PodTemplateSpec } from '../core/generated/pod-model'
import { field, scalar, struct, structSchema, type StructSchema } from '../wire/schema'
import { JobStatusSchema } from './generated/batch-schema'
import type { JobStatus } from './generated/batch-model'

/**
 * The decoded extensions/v1beta1 `JobSpec`.
 *
 * @example
 * declare const spec: JobSpecV1beta1Model
 * spec.autoSelector
 */
export interface JobSpecV1beta1Model {
  readonly parallelism: number | undefined
  readonly completions: number | undefined
  readonly activeDeadlineSeconds: number | undefined
  readonly selector: LabelSelector | undefined
  readonly autoSelector: boolean | undefined
  readonly template: PodTemplateSpec
}

/**
 * The decoded extensions/v1beta1 `Job`.
 *
 * @example
 * declare const job: JobV1beta1Model
 * job.spec.autoSelector
 */
export interface JobV1beta1Model {
  readonly kind: string
  readonly apiVersion: string
  readonly metadata: ObjectMeta
  readonly spec: JobSpecV1beta1Model
  readonly status: JobStatus
}

/**
 * extensions/v1beta1 `JobSpec`.
 *
 * @example
 * JobSpecV1beta1Schema.fields.length // 6
 */
export const JobSpecV1beta1Schema: StructSchema<JobSpecV1beta1Model> =
  /* @__PURE__ */ structSchema<JobSpecV1beta1Model>('JobSpec', 'JobSpec', [
    field('parallelism', scalar('int32', 'int32', true), { omitEmpty: true }),
    field('completions', scalar('int32', 'int32', true), { omitEmpty: true }),
    field('activeDeadlineSeconds', scalar('int64', 'int64', true), { omitEmpty: true }),
    field(
      'selector',
      struct(() => LabelSelectorSchema, 'v1.LabelSelector', true),
      { omitEmpty: true },
    ),
    field('autoSelector', scalar('bool', 'bool', true), { omitEmpty: true }),
    field(
      'template',
      struct(() => PodTemplateSpecSchema, 'v1.PodTemplateSpec'),
    ),
  ])

/**
 * extensions/v1beta1 `Job`.
 *
 * @example
 * JobV1beta1Schema.fields.length // 5
 */
export const JobV1beta1Schema: StructSchema<JobV1beta1Model> = /* @__PURE__ */ structSchema<JobV1beta1Model>(
  'Job',
  'Job',
  [
    field('kind', scalar('string', 'string'), { omitEmpty: true, via: ['TypeMeta'] }),
    field('apiVersion', scalar('string', 'string'), { omitEmpty: true, via: ['TypeMeta'] }),
    field(
      'metadata',
      struct(() => ObjectMetaSchema, 'v1.ObjectMeta'),
      { omitEmpty: true },
    ),
    field(
      'spec',
      struct(() => JobSpecV1beta1Schema as StructSchema, 'v1beta1.JobSpec'),
      { omitEmpty: true },
    ),
    field(
      'status',
      struct(() => JobStatusSchema as StructSchema, 'v1beta1.JobStatus'),
      { omitEmpty: true },
    ),
  ],
)
