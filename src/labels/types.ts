/**
 * Data types of the label-selector module. Everything is plain, readonly
 * data: no classes, so values survive structured cloning, JSON and the
 * dual ESM/CJS package.
 *
 * @module
 */

import type { LabelSelector as WireLabelSelector } from '../core/generated/meta-types'

/**
 * A label set: label key → label value. Only own properties whose value is
 * not `undefined` count (JSON has no `undefined`), so keys
 * such as `constructor` or `__proto__` are ordinary keys.
 *
 * @example
 * const pod: Labels = { app: 'web', tier: 'frontend' }
 */
export type Labels = Readonly<Record<string, string>>

/**
 * `selection.Operator` strings of apimachinery.
 *
 * @example
 * const op: Operator = 'notin'
 */
export type Operator = '=' | '==' | '!=' | 'in' | 'notin' | 'exists' | '!' | 'gt' | 'lt'

/**
 * One requirement of a selector: a key, an operator and its values, in the
 * in-memory order upstream keeps (`Parse` sorts and de-duplicates values;
 * `labelSelectorAsSelector` keeps them as given).
 *
 * @example
 * const r: Requirement = { key: 'env', operator: 'in', values: ['prod', 'staging'] }
 */
export interface Requirement {
  readonly key: string
  readonly operator: Operator
  readonly values: readonly string[]
}

/**
 * A parsed label selector: requirements sorted by key as upstream sorts them.
 *
 * - `empty`: `Selector.Empty()`, true for a selector without requirements
 *   (it matches everything).
 * - `matchesNothing`: true only for {@link nothing} (`labels.Nothing()`,
 *   what a nil `LabelSelector` converts to); such a selector matches no label
 *   set, prints as `""` and is not `empty`.
 *
 * A hand-built `{ requirements }` without the flags is accepted everywhere
 * and treated as `matchesNothing: false`.
 *
 * @example
 * const s: Selector = { requirements: [{ key: 'app', operator: '=', values: ['web'] }], empty: false, matchesNothing: false }
 */
export interface Selector {
  readonly requirements: readonly Requirement[]
  readonly empty?: boolean
  readonly matchesNothing?: boolean
}

/**
 * A meta/v1 `LabelSelectorRequirement` in its JSON form.
 *
 * @example
 * const r: LabelSelectorRequirement = { key: 'tier', operator: 'NotIn', values: ['db'] }
 */
export interface LabelSelectorRequirement {
  key: string
  operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'
  values?: string[]
}

/**
 * A meta/v1 `LabelSelector` in its JSON form. `null`/`undefined` (a nil
 * pointer) selects nothing; `{}` selects everything.
 *
 * @example
 * const ls: LabelSelector = { matchLabels: { app: 'web' }, matchExpressions: [{ key: 'legacy', operator: 'DoesNotExist' }] }
 */
export interface LabelSelector {
  matchLabels?: Record<string, string>
  matchExpressions?: LabelSelectorRequirement[]
}

/**
 * What {@link labelSelectorAsSelector} and {@link formatLabelSelector}
 * accept: a meta/v1 `LabelSelector` as any JavaScript source holds it —
 * plain JSON or YAML, `V1LabelSelector` from `@kubernetes/client-node`,
 * `ILabelSelector` from `kubernetes-models`, or the `spec.selector` of this
 * library's own `Job`. Operators are plain strings (an unknown one is
 * an error value, not a type error), lists may be read-only and fields may
 * be `null`, as on the wire. Object literals are still checked for excess
 * properties.
 *
 * @example
 * const ls: LabelSelectorInput = { matchExpressions: [{ key: 'tier', operator: 'In', values: ['web'] }] }
 */
export type LabelSelectorInput = WireLabelSelector

/**
 * A failure to parse or build a selector; `message` is upstream's
 * `err.Error()` text, byte for byte.
 *
 * @example
 * const e: SelectorError = { message: "found ',', expected: !, identifier, or 'end of string'" }
 */
export interface SelectorError {
  readonly message: string
}
