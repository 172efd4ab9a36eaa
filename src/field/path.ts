/**
 * Field paths rendered as apimachinery's `field.Path.String()` does:
 * children joined with `.`, list indexes and map keys in brackets
 * (`spec.template.metadata.labels[app]`, `matchExpressions[0].values`).
 * Paths are plain strings; the empty string is the root.
 *
 * @module
 */

/**
 * `path.Child(name, ...more)`.
 *
 * @example
 * fieldPathChild('spec', 'selector', 'matchLabels') //=> 'spec.selector.matchLabels'
 * fieldPathChild('', 'key')                         //=> 'key'
 */
export const fieldPathChild = (path: string, ...names: readonly string[]): string => {
  let out = path
  for (const name of names) out = out.length === 0 ? name : out + '.' + name
  return out
}

/**
 * `path.Index(i)`.
 *
 * @example
 * fieldPathIndex('spec.selector.matchExpressions', 0) //=> 'spec.selector.matchExpressions[0]'
 */
export const fieldPathIndex = (path: string, index: number): string => `${path}[${index}]`

/**
 * `path.Key(k)`; the key is written as it is, without quoting.
 *
 * @example
 * fieldPathKey('spec.template.metadata.labels', 'job-name') //=> 'spec.template.metadata.labels[job-name]'
 */
export const fieldPathKey = (path: string, key: string): string => `${path}[${key}]`
