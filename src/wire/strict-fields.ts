/**
 * What strict field validation reports while decoding: a key an object
 * repeats (`duplicate field "…"`) and a member the struct has no field for
 * (`unknown field "…"`), with the path Go prints.
 *
 * @module
 */
import { issue, joinPath, pathText, type Walk } from './walk'

/**
 * Reports a key Go reads again in the same object: `duplicate field "…"`
 * (strict field validation), at the member `key` of the current path.
 *
 * @example
 * const w = newWalk(undefined)
 * duplicateField(w, 'name')
 * w.issues[0]?.message // 'duplicate field "name"'
 */
export const duplicateField = (w: Walk, key: string): void => {
  issue(w, 'duplicateField', `duplicate field "${joinPath(pathText(w), key)}"`, key)
}

/**
 * Reports a member the struct has no field for: `unknown field "…"` (strict
 * field validation), at the member `key` of the current path.
 *
 * @example
 * const w = newWalk(undefined)
 * unknownField(w, 'paralelism')
 * w.issues[0]?.message // 'unknown field "paralelism"'
 */
export const unknownField = (w: Walk, key: string): void => {
  issue(w, 'unknownField', `unknown field "${joinPath(pathText(w), key)}"`, key)
}
