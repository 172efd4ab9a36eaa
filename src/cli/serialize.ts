/**
 * Objects printed as kubectl prints them with `-o yaml` and `-o json`: keys
 * in byte order, JSON indented by four spaces with Go's HTML escaping, YAML
 * with sequences at the indentation of their key; several objects as a YAML
 * stream, or as a `List` in JSON.
 *
 * @module
 */
import { stringify } from 'yaml'
import { safeJson } from './quote'
import { goEscapedString } from './yaml/go-escape'
import { kubectlYamlTags } from './yaml-schema'

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
 * YAML that reads back (as kubectl reads YAML) to the same value; strings
 * with characters go-yaml v2 does not print raw are escaped as kubectl's
 * printer escapes them (`yaml/go-escape.ts`).
 */
export const toKubectlYaml = (v: unknown): string =>
  stringify(sortKeys(v), {
    version: '1.1',
    // Strings with characters go-yaml v2 does not print raw: double-quoted with its escapes.
    customTags: (tags) => [goEscapedString, ...kubectlYamlTags(tags)],
    indentSeq: false,
    lineWidth: 0,
    aliasDuplicateObjects: false,
  })

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
