import { describe, expect, it } from 'vitest'
import type { ApiStatusError } from '../../src/cli/admission'
import { invalidObjectName, kubectlErrorLines, kubectlWarningLine, warningField } from '../../src/cli/kubectl'
import type { FieldError } from '../../src/field/field-error'

const image: FieldError = { type: 'FieldValueRequired', field: 'spec.template.spec.containers[0].image', detail: '' }
const parallelism: FieldError = {
  type: 'FieldValueInvalid',
  field: 'spec.parallelism',
  badValue: -1,
  detail: 'must be greater than or equal to 0',
}
const invalid = (errors: FieldError[], name = 'pi'): ApiStatusError => ({
  code: 422,
  reason: 'Invalid',
  message: `Job.batch "${name}" is invalid: …`,
  errors,
})

// The expected texts follow k8s.io/kubectl pkg/cmd/util/helpers.go (checkErr,
// MultilineError, statusCausesToAggrError) and client-go's warning writer.
describe("kubectl's error text", () => {
  it('prints one cause on the header line', () => {
    expect(kubectlErrorLines(invalid([image]), 'Job', 'pi', 'pi.yaml').map((l) => l.text)).toEqual([
      'The Job "pi" is invalid: spec.template.spec.containers[0].image: Required value',
    ])
  })

  it('prints several causes as a list under a header that ends in ": "', () => {
    expect(
      kubectlErrorLines(invalid([parallelism, image, parallelism]), 'Job', 'pi', 'pi.yaml').map((l) => l.text),
    ).toEqual([
      'The Job "pi" is invalid: ',
      '* spec.parallelism: Invalid value: -1: must be greater than or equal to 0',
      '* spec.template.spec.containers[0].image: Required value',
    ])
  })

  it('keeps the field of every cause for positions', () => {
    expect(kubectlErrorLines(invalid([parallelism, image]), 'Job', 'pi', 'x').map((l) => l.field)).toEqual([
      undefined,
      'spec.parallelism',
      'spec.template.spec.containers[0].image',
    ])
  })

  it('quotes the name as Go %q does', () => {
    expect(kubectlErrorLines(invalid([]), 'Job', 'a"b\n', 'x')[0]?.text).toBe('The Job "a\\"b\\n" is invalid')
  })

  it('prints other statuses with their reason and the source file', () => {
    const bad: ApiStatusError = {
      code: 400,
      reason: 'BadRequest',
      message: 'Job in version "v1" cannot be handled as a Job: x',
      errors: [parallelism],
    }
    expect(kubectlErrorLines(bad, 'Job', 'pi', 'jobs/pi.yaml')).toEqual([
      {
        text: 'Error from server (BadRequest): error when creating "jobs/pi.yaml": Job in version "v1" cannot be handled as a Job: x',
        field: 'spec.parallelism',
      },
    ])
  })

  it('prints warnings as kubectl does and finds the field they start with', () => {
    expect(kubectlWarningLine('metadata.name: this is used in Pod names')).toBe(
      'Warning: metadata.name: this is used in Pod names',
    )
    expect(warningField('spec.template.spec.containers[0].image: x')).toBe('spec.template.spec.containers[0].image')
    expect(warningField('metadata.labels[a.b/c]: x')).toBe('metadata.labels[a.b/c]')
    expect(warningField('no field here')).toBeUndefined()
  })

  it('reads the object name back from a 422 message', () => {
    expect(invalidObjectName(invalid([], 'pi-x7k2q'))).toBe('pi-x7k2q')
    expect(invalidObjectName({ ...invalid([]), message: 'Job.batch "a\\"b" is invalid: x' })).toBe('a"b')
    expect(invalidObjectName({ ...invalid([]), message: 'something else' })).toBeUndefined()
  })
})
