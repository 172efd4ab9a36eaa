// Laws of the fields PrepareForCreate/PrepareForUpdate drop at v1.37's
// defaults (container stop signals, atomic-writer volume user fields) and
// of the validation options an update derives from the old template.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  POD_TEMPLATE_CREATE_OPTIONS,
  decodePodTemplate,
  validatePodTemplate,
  validatePodTemplateSpec,
} from '../../../src/core/validation/index'
import { dropDisabledTemplateFields, stopSignalsInUse } from '../../../src/core/validation/drop-disabled'
import { dropVolumeUserFields, volumeUserFieldsInUse } from '../../../src/core/validation/volume-users'
import { dropAlphaFields } from '../../../src/core/validation/drop-alpha'
import { sweepTemplates } from '../../../conformance/generators/pod-families'
import { podTemplateWithRules } from '../../../conformance/generators/pod-rules'
import { numRuns } from '../../support/runs'

const decoded = (t: unknown) => decodePodTemplate(t).value
const templates = fc.oneof(fc.constantFrom(...sweepTemplates), podTemplateWithRules).map(decoded)

describe('dropDisabledTemplateFields', () => {
  it('leaves neither stop signals nor volume user fields on create, and is idempotent', () => {
    fc.assert(
      fc.property(templates, (t) => {
        const once = dropDisabledTemplateFields(t, undefined)
        expect(stopSignalsInUse(once.spec)).toBe(false)
        expect(volumeUserFieldsInUse(once.spec)).toBe(false)
        expect(dropDisabledTemplateFields(once, undefined)).toBe(once)
      }),
      { numRuns: numRuns(200) },
    )
  })

  it('drops nothing on an update from the same template (the old one uses what the new one has)', () => {
    fc.assert(
      fc.property(templates, (t) => {
        expect(dropDisabledTemplateFields(t, t)).toBe(t)
      }),
      { numRuns: numRuns(200) },
    )
  })

  it('does not change its input', () => {
    fc.assert(
      fc.property(templates, (t) => {
        const before = JSON.stringify(t)
        dropDisabledTemplateFields(t, undefined)
        dropVolumeUserFields(t.spec.volumes)
        expect(JSON.stringify(t)).toBe(before)
      }),
      { numRuns: numRuns(200) },
    )
  })
})

describe('validation on create', () => {
  it('answers as for the template without the dropped fields', () => {
    // Stop signals and volume user fields are skipped by the create options; v1.37's other alpha fields
    // (./drop-alpha) are dropped before validation instead, so a template that has them is not this law's case.
    fc.assert(
      fc.property(templates, (t) => {
        fc.pre(dropAlphaFields(t.spec, undefined, undefined) === t.spec)
        const path = 'spec.template'
        expect(validatePodTemplateSpec(t, path, POD_TEMPLATE_CREATE_OPTIONS)).toEqual(
          validatePodTemplateSpec(dropDisabledTemplateFields(t, undefined), path, POD_TEMPLATE_CREATE_OPTIONS),
        )
      }),
      { numRuns: numRuns(200) },
    )
  })
})

describe('stop signals', () => {
  const withStop = (os: string | undefined, signal: string) => ({
    spec: {
      ...(os === undefined ? {} : { os: { name: os } }),
      restartPolicy: 'Never',
      dnsPolicy: 'ClusterFirst',
      terminationGracePeriodSeconds: 30,
      containers: [
        {
          name: 'c',
          image: 'i',
          imagePullPolicy: 'Always',
          terminationMessagePolicy: 'File',
          lifecycle: { stopSignal: signal },
        },
      ],
    },
  })
  it('are dropped on create and validated when the old template keeps them', () => {
    expect(validatePodTemplate(withStop(undefined, 'SIGTERM'))).toEqual([])
    const kept = validatePodTemplate(withStop(undefined, 'SIGTERM'), { oldTemplate: withStop(undefined, 'SIGTERM') })
    expect(kept.map((e) => [e.type, e.field])).toEqual([
      ['FieldValueForbidden', 'spec.template.spec.containers[0].lifecycle.stopSignal'],
    ])
    const windows = validatePodTemplate(withStop('windows', 'SIGUSR1'), { oldTemplate: withStop(undefined, 'SIGTERM') })
    expect(windows.map((e) => e.type)).toEqual(['FieldValueNotSupported'])
  })
})
