// Upstream example cases, one per rule family: each template was answered
// by the Go oracle (podTemplate.validate, defaults off, v1.37.2) and the
// answer is stored in examples.json. A case with `oneOf` has errors whose
// order follows Go's map order; any listed answer is correct. The oracle
// answered with the Go packages' settings (no cluster profile), so
// `--allow-privileged` was off: the library is asked with that profile.
import { describe, expect, it } from 'vitest'
import { decodePodTemplate, validatePodTemplate } from '../../../src/core/validation/index'
import { apiFieldError } from '../../../conformance/ops/api-status'
import examples from './examples.json'

interface Answer {
  readonly ok: boolean
  readonly errors?: unknown[]
  readonly error?: string
}
interface Example {
  readonly name: string
  readonly template: unknown
  readonly expected: Answer | { readonly oneOf: Answer[] }
}

const ours = (template: unknown): Answer => {
  const d = decodePodTemplate(template)
  if (d.error !== undefined) return { ok: false, error: d.error.message }
  return {
    ok: true,
    errors: validatePodTemplate(template, { profile: { allowPrivileged: false } }).map(apiFieldError),
  }
}

describe('validatePodTemplate: upstream examples', () => {
  for (const ex of examples as unknown as Example[]) {
    it(ex.name, () => {
      const answers = 'oneOf' in ex.expected ? ex.expected.oneOf : [ex.expected]
      const mine = JSON.parse(JSON.stringify(ours(ex.template)))
      expect(answers).toContainEqual(mine)
    })
  }

  it('reports a decode error as one FieldValueTypeInvalid at the template path', () => {
    expect(validatePodTemplate({ spec: { containers: {} } }, { path: 'spec.jobTemplate.spec.template' })).toEqual([
      {
        type: 'FieldValueTypeInvalid',
        field: 'spec.jobTemplate.spec.template.spec.containers',
        detail:
          'json: cannot unmarshal object into Go struct field PodSpec.template.spec.containers of type []v1.Container',
      },
    ])
  })
})
