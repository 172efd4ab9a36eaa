/**
 * OpSpec for the oracle op `yaml.toJSON` (ops_yaml.go): a manifest file's
 * bytes (`{ b64 }`) to what kubectl sends for each document, as
 * `{ docs: [{ json } | { error }] }` — the file cut as kubectl's decoder cuts
 * it and each document through sigs.k8s.io/yaml's YAMLToJSON.
 *
 * Compared: the number of documents, each document's JSON text exactly, and
 * each error's text exactly, except the texts of YAML syntax errors (ours
 * come from the `yaml` package's parser, libyaml's are worded otherwise;
 * both sides must still agree that the document is an error) and the byte
 * offset of a JSON syntax error (see docs/conformance.md).
 */
import { kubectlDocuments } from '../../src/cli/yaml/kubectl-read'
import { yamlFileInput } from '../generators/yaml-documents'
import type { OpSpec } from '../harness/op-spec'

export interface YamlInput {
  readonly b64: string
}
type Doc = { readonly json: string } | { readonly error: string; readonly syntax?: boolean }
export interface YamlOutput {
  readonly docs: readonly Doc[]
}

const library = (input: YamlInput): YamlOutput => ({
  docs: kubectlDocuments(new Uint8Array(Buffer.from(input.b64, 'base64'))).map(
    (d): Doc => (d.ok ? { json: d.json } : { error: d.error, ...(d.syntax === true ? { syntax: true } : {}) }),
  ),
})

const JSON_OFFSET = /^json: offset \d+: /

const sameDoc = (ours: Doc, theirs: Doc): boolean => {
  if ('json' in ours || 'json' in theirs) return 'json' in ours && 'json' in theirs && ours.json === theirs.json
  if (ours.syntax === true) return theirs.error.startsWith('error converting YAML to JSON: yaml: ')
  return ours.error.replace(JSON_OFFSET, 'json: offset N: ') === theirs.error.replace(JSON_OFFSET, 'json: offset N: ')
}

export const yamlToJson: OpSpec<YamlInput, YamlOutput> = {
  op: 'yaml.toJSON',
  arbitrary: yamlFileInput,
  examples: [
    'a: e1\nb: 0o17\nc: 2026-01-02\nd: 123456789012345678901\ne: !!binary aGk=\n',
    'spec: &s {template: {spec: *s}}\n---\nkind: Job\n',
    'a: [\n---\nb: 1\n',
    '{"a": 1,}',
    'a: 1\rb: 2\r',
  ].map((s) => ({ b64: Buffer.from(s).toString('base64') })),
  record: 400,
  library,
  equal: (ours, theirs) =>
    ours.docs.length === theirs.docs.length && ours.docs.every((d, i) => sameDoc(d, theirs.docs[i] as Doc)),
}

export const yamlOps = [yamlToJson]
