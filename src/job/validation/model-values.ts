/**
 * Model values as the JSON an error shows them with (`Invalid value: …`):
 * the decoded model written back with the {@link IN_MEMORY} encoding, so that an error
 * prints what the caller's object holds after decoding (nil pointers, nil
 * lists and maps left out; quantities in canonical form).
 *
 * @module
 */
import { OwnerReferenceSchema } from '../../core/generated/meta-schema'
import type * as meta from '../../core/generated/meta-model'
import type * as core from '../../core/generated/model'
import { PodSpecSchema, PodTemplateSpecSchema } from '../../core/generated/pod-schema'
import { IN_MEMORY, encodeStruct } from '../../wire/encode'
import type { StructSchema } from '../../wire/schema'
import { PodFailurePolicySchema, SuccessPolicySchema } from '../generated/batch-schema'
import type * as model from '../generated/model'

const json = <T extends object>(schema: StructSchema<T>, v: T | undefined): Record<string, unknown> | undefined =>
  v === undefined ? undefined : encodeStruct(schema, v, IN_MEMORY)

/**
 * A pod failure policy as JSON (`undefined` for nil).
 *
 * @example
 * podFailurePolicyJson(undefined) // undefined
 */
export const podFailurePolicyJson = (p: model.PodFailurePolicy | undefined): Record<string, unknown> | undefined =>
  json(PodFailurePolicySchema, p)

/**
 * A success policy as JSON (`undefined` for nil).
 *
 * @example
 * successPolicyJson(undefined) // undefined
 */
export const successPolicyJson = (p: model.SuccessPolicy | undefined): Record<string, unknown> | undefined =>
  json(SuccessPolicySchema, p)

/**
 * A pod template as JSON.
 *
 * @example
 * declare const t: core.PodTemplateSpec
 * templateJson(t).spec
 */
export const templateJson = (t: core.PodTemplateSpec): Record<string, unknown> =>
  encodeStruct(PodTemplateSpecSchema, t, IN_MEMORY)

/**
 * An owner reference as JSON.
 *
 * @example
 * declare const r: meta.OwnerReference
 * ownerReferenceJson(r).kind
 */
export const ownerReferenceJson = (r: meta.OwnerReference): Record<string, unknown> =>
  encodeStruct(OwnerReferenceSchema, r, IN_MEMORY)

/**
 * A pod spec as JSON.
 *
 * @example
 * declare const s: core.PodSpec
 * podSpecJson(s).containers
 */
export const podSpecJson = (s: core.PodSpec): Record<string, unknown> => encodeStruct(PodSpecSchema, s, IN_MEMORY)
