/**
 * The same Kubernetes object in the forms users hold it in: plain JSON,
 * `@kubernetes/client-node` model classes (through the client's own
 * deserializer, as an API response or `loadYaml` gives them: class
 * instances, `Date` timestamps), `kubernetes-models` classes
 * (`new Job({...})`), and js-yaml 4 `load` of YAML text in which
 * timestamps are written bare (so js-yaml turns them into `Date`s).
 */
import { loadYaml } from '@kubernetes/client-node'
import * as yaml from 'js-yaml'
import { Job as ModelJob } from 'kubernetes-models/batch/v1'
import { Pod as ModelPod } from 'kubernetes-models/v1'

export const FORMS = ['json', 'client-node', 'kubernetes-models', 'js-yaml'] as const
export type Form = (typeof FORMS)[number]
/** The forms compared with plain JSON. */
export const OTHER_FORMS = FORMS.filter((f) => f !== 'json')

/** An RFC 3339 time as the API server writes it (UTC, whole seconds): `2026-01-01T00:00:00Z`. */
export const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T

/** YAML text with every API-server timestamp written bare, as people write them in manifests. */
export const yamlText = (json: unknown): string =>
  yaml.dump(json, { lineWidth: -1, noRefs: true }).replace(/'(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)'/g, '$1')

/** A Kubernetes object (with `apiVersion` and `kind`) in the given form. */
export const asForm = (json: Record<string, unknown>, form: Form): unknown => {
  switch (form) {
    case 'json':
      return clone(json)
    case 'client-node':
      return loadYaml(JSON.stringify(json))
    case 'kubernetes-models': {
      const data = clone(json)
      // the models' constructors take the object without apiVersion/kind and set them themselves
      const { apiVersion: _a, kind, ...rest } = data
      return kind === 'Pod' ? new ModelPod(rest as never) : new ModelJob(rest as never)
    }
    case 'js-yaml':
      return yaml.load(yamlText(json))
  }
}

/** A part of a Job (a selector, annotations, a pod failure policy) as the form's Job holds it. */
export const partOf = (job: Record<string, unknown>, form: Form, path: readonly string[]): unknown => {
  let v: unknown = asForm(job, form)
  for (const k of path) v = v === null || v === undefined ? undefined : (v as Record<string, unknown>)[k]
  return v
}
