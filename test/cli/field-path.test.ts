import { describe, expect, it } from 'vitest'
import { parseFieldPath } from '../../src/cli/field-path'

describe('parseFieldPath', () => {
  it.each([
    ['spec.template.spec.containers[0].image', ['spec', 'template', 'spec', 'containers', 0, 'image']],
    [
      'spec.template.metadata.labels[batch.kubernetes.io/job-name]',
      ['spec', 'template', 'metadata', 'labels', 'batch.kubernetes.io/job-name'],
    ],
    [
      'spec.podFailurePolicy.rules[1].onExitCodes.values[2]',
      ['spec', 'podFailurePolicy', 'rules', 1, 'onExitCodes', 'values', 2],
    ],
    ['metadata.annotations[a.b/c]', ['metadata', 'annotations', 'a.b/c']],
    ['', []],
    ['kind', ['kind']],
    ['a[unclosed', ['a', 'unclosed']],
  ])('%s', (path, segments) => {
    expect(parseFieldPath(path)).toEqual(segments)
  })
})
