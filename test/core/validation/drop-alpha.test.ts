// Laws of the v1.37 alpha fields dropped before validation
// (src/core/validation/drop-alpha.ts): at v1.37's defaults none is left on
// create, every gate on drops nothing, an update from a template that uses
// them keeps them, and the drop is idempotent and pure. The answers
// themselves are the oracle's (conformance/regressions-coverage.ts, the
// alpha family of the live sweeps).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodePodTemplate } from '../../../src/core/validation/index'
import { dropAlphaFields } from '../../../src/core/validation/drop-alpha'
import { encodeStruct } from '../../../src/wire/encode'
import { PodSpecSchema } from '../../../src/core/generated/pod-schema'
import { sweepTemplates } from '../../../conformance/generators/pod-families'
import { podTemplateWithRules } from '../../../conformance/generators/pod-rules'
import { numRuns } from '../../support/runs'
import type * as core from '../../../src/core/generated/model'

const spec = (t: unknown) => decodePodTemplate(t).value.spec
const specs = fc.oneof(fc.constantFrom(...sweepTemplates), podTemplateWithRules).map(spec)
const json = (s: core.PodSpec) => JSON.stringify(encodeStruct(PodSpecSchema, s))

/** Whether a spec has any of the alpha fields. */
const usesAlpha = (s: core.PodSpec): boolean => {
  const cs = [...(s.initContainers ?? []), ...(s.containers ?? []), ...(s.ephemeralContainers ?? [])]
  const probes = cs.flatMap((c) => [c.livenessProbe, c.readinessProbe, c.startupProbe])
  return (
    (s.volumes ?? []).some((v) => v.emptyDir?.mode !== undefined) ||
    cs.some((c) => (c.volumeMounts ?? []).some((m) => m.bindMountOptions !== undefined)) ||
    probes.some((p) => p?.httpGet?.protocol !== undefined || p?.grpc?.mode !== undefined) ||
    cs.some(
      (c) =>
        c.lifecycle?.postStart?.httpGet?.protocol !== undefined ||
        c.lifecycle?.preStop?.httpGet?.protocol !== undefined,
    )
  )
}

describe('dropAlphaFields', () => {
  it('the alpha family holds the fields (so the laws below are not vacuous)', () => {
    expect(sweepTemplates.map(spec).filter(usesAlpha).length).toBeGreaterThanOrEqual(10)
  })

  it('at v1.37 defaults none is left on create; idempotent; the input unchanged', () => {
    fc.assert(
      fc.property(specs, (s) => {
        const before = json(s)
        const once = dropAlphaFields(s, undefined, undefined)
        expect(json(s)).toBe(before)
        expect(usesAlpha(once)).toBe(false)
        expect(json(dropAlphaFields(once, undefined, undefined))).toBe(json(once))
        if (!usesAlpha(s)) expect(once).toBe(s)
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('drops nothing with every gate on, nor on an update from the same template', () => {
    fc.assert(
      fc.property(specs, (s) => {
        expect(dropAlphaFields(s, undefined, () => true)).toBe(s)
        expect(json(dropAlphaFields(s, s, undefined))).toBe(json(s))
      }),
      { numRuns: numRuns(200) },
    )
  })

  it('a gate is read per field: bindMountOptions kept with VolumeBindMountOptions on, the probe protocol dropped', () => {
    const s = spec({
      spec: {
        restartPolicy: 'Never',
        containers: [
          {
            name: 'main',
            image: 'busybox',
            volumeMounts: [{ name: 'v', mountPath: '/v', bindMountOptions: ['noexec'] }],
            livenessProbe: { httpGet: { port: 80, protocol: 'HTTP2' } },
          },
        ],
      },
    })
    const out = dropAlphaFields(s, undefined, (g) => g === 'VolumeBindMountOptions')
    expect(out.containers?.[0]?.volumeMounts?.[0]?.bindMountOptions).toEqual(['noexec'])
    expect(out.containers?.[0]?.livenessProbe?.httpGet?.protocol).toBeUndefined()
  })
})
