import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { goQuantity, internalGoSyntax } from '../../src/wire/go-syntax'
import { struct } from '../../src/wire/schema'
import { PodTemplateSpecSchema } from '../../src/core/generated/pod-schema'
import { SuccessPolicySchema } from '../../src/job/generated/batch-schema'
import { parseQuantity } from '../../src/core/quantity/parse'

const TEMPLATE = struct(() => PodTemplateSpecSchema, 'core.PodTemplateSpec')

describe('internalGoSyntax (Go %#v of internal values, Kubernetes 1.33)', () => {
  it('never throws and always prints the type name first', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(33, 34, 36, 37), (v, minor) => {
        expect(internalGoSyntax(TEMPLATE, v, minor).startsWith('core.PodTemplateSpec{ObjectMeta:v1.ObjectMeta{')).toBe(
          true,
        )
      }),
    )
  })

  it('prints the immutable spec.template value as the 1.33 oracle does', () => {
    // The oracle's answer to conformance/regressions-minors.ts's minor-immutable-template-value on 1.33.
    const line = readFileSync(
      new URL('../fixtures/upstream/v1.33/job.update.regressions.jsonl', import.meta.url),
      'utf8',
    )
      .split('\n')
      .find((l) => l.includes('regression-minor-immutable-template-value'))
    const message = (JSON.parse(line ?? '{}') as { output: { outcome: { status: { message: string } } } }).output
      .outcome.status.message
    const theirs = message.slice(message.indexOf('core.PodTemplateSpec{'), message.lastIndexOf(': field is immutable'))
    expect(theirs).toContain('SetHostnameAsFQDN:(*bool)(0xc000000000)')
    const input = JSON.parse((JSON.parse(line ?? '{}') as { input: { body: string } }).input.body) as {
      spec: { template: unknown }
    }
    // The printed model is the defaulted one; the fixture's text is the reference it is compared with in job.update.
    expect(internalGoSyntax(TEMPLATE, input.spec.template, 33)).toContain('ObjectMeta:v1.ObjectMeta{Name:""')
  })

  it('prints batch structs with their package and empty slices as {}', () => {
    expect(
      internalGoSyntax(
        struct(() => SuccessPolicySchema, 'batch.SuccessPolicy'),
        { rules: [] },
        33,
      ),
    ).toBe('batch.SuccessPolicy{Rules:[]batch.SuccessPolicyRule{}}')
  })

  it('prints quantities with Go’s unexported fields (oracle texts of 1.33)', () => {
    const q = (s: string) => {
      const r = parseQuantity(s)
      return r._tag === 'Right' ? r.right : undefined
    }
    expect(goQuantity(q('100m'))).toBe(
      'resource.Quantity{i:resource.int64Amount{value:100, scale:-3}, d:resource.infDecAmount{Dec:(*inf.Dec)(nil)}, s:"100m", Format:"DecimalSI"}',
    )
    expect(goQuantity(q('0.5'))).toBe(
      'resource.Quantity{i:resource.int64Amount{value:5, scale:-1}, d:resource.infDecAmount{Dec:(*inf.Dec)(nil)}, s:"", Format:"DecimalSI"}',
    )
  })
})
