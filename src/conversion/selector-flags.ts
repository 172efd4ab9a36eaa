/**
 * The `manualSelector` ⇄ `autoSelector` rule of the selector-generation
 * design (upstream `Convert_batch_JobSpec_To_v1beta1_JobSpec` and its
 * inverse): read the source as false when unset, negate, and write the result
 * as unset when it is false.
 *
 * | source (either direction) | target |
 * |---|---|
 * | unset / `null` | `true` |
 * | `false` | `true` |
 * | `true` | unset |
 *
 * @module
 */

/**
 * Converts one selector flag into the other (`manualSelector` →
 * `autoSelector` or back); `undefined` means the target field is unset.
 *
 * @example
 * negateSelectorFlag(undefined) // true
 * negateSelectorFlag(false) // true
 * negateSelectorFlag(true) // undefined
 */
export const negateSelectorFlag = (source: unknown): true | undefined => (source === true ? undefined : true)
