/** The shape of a rule-family snippet (see ../pod-families.ts). */
import type { JsonObject } from '../jobs'

/** A spec patch: fields merged into the template's spec, or into its first container. */
export interface Patch {
  readonly spec?: JsonObject
  readonly container?: JsonObject
  readonly containerResources?: JsonObject
  readonly annotations?: JsonObject
}
