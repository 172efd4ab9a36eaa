/**
 * Objects printed as kubectl prints them with `-o yaml` and `-o json`: JSON
 * with keys in byte order, indented by four spaces, with Go's HTML escaping;
 * YAML as go-yaml v2 writes it (`yaml/go-emit.ts`); several objects as a
 * YAML stream, or as a `List` in JSON.
 *
 * @module
 */
import { safeJson } from './quote'
import { goYamlText } from './yaml/go-emit'

const sortKeys = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(sortKeys)
  if (typeof v !== 'object' || v === null) return v
  const o = v as Record<string, unknown>
  return Object.fromEntries(
    Object.keys(o)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .filter((k) => o[k] !== undefined)
      .map((k) => [k, sortKeys(o[k])]),
  )
}

/** `json.MarshalIndent(obj, "", "    ")`: sorted keys, `<`, `>`, `&`, U+2028 and U+2029 escaped. */
export const toKubectlJson = (v: unknown): string =>
  safeJson(JSON.stringify(sortKeys(v), null, 4))
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029') + '\n'

/**
 * YAML as kubectl's printer writes it (`yaml/go-emit.ts`: go-yaml v2's key
 * order, scalar styles and folding); strings that kubectl would print raw but
 * read back changed (U+0085, U+2028, U+2029, C1 controls) are escaped, so
 * that every value reads back to itself.
 */
export const toKubectlYaml = (v: unknown): string => goYamlText(v)

/** Several objects: a YAML stream, or a JSON `List`. */
export const printObjects = (objects: readonly unknown[], format: 'yaml' | 'json'): string => {
  if (format === 'json') {
    return toKubectlJson(
      objects.length === 1
        ? objects[0]
        : { apiVersion: 'v1', kind: 'List', items: objects, metadata: { resourceVersion: '' } },
    )
  }
  return objects.map(toKubectlYaml).join('---\n')
}
