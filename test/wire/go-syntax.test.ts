import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { goQuantity, internalGoSyntax } from '../../src/wire/go-syntax'
import { struct } from '../../src/wire/schema'
import { PodTemplateSpecSchema } from '../../src/core/generated/pod-schema'
import { SuccessPolicySchema } from '../../src/job/generated/batch-schema'
import { parseQuantity } from '../../src/core/quantity/parse'
import { libraryAnswer } from '../../conformance/harness/compare'
import { opByName } from '../../conformance/ops/index'

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

  it('prints the immutable spec.template value as the 1.33 oracle does (the recorded answers)', () => {
    // Answers of the 1.33 oracle to conformance/regressions-minors.ts (a preview minor: not replayed elsewhere).
    const lines = readFileSync(
      new URL('../fixtures/upstream/v1.33/job.update.regressions.jsonl', import.meta.url),
      'utf8',
    )
      .split('\n')
      .filter((l) => l.includes('core.PodTemplateSpec{'))
    expect(lines.length).toBe(15)
    for (const line of lines) {
      const c = JSON.parse(line) as { op: string; input: { profile: Record<string, unknown> }; output: unknown }
      const input = { ...c.input, profile: { ...c.input.profile, preview: true } }
      const ours = libraryAnswer(opByName(c.op) as never, input) as { outcome: { status: { message: string } } }
      const theirs = c.output as { outcome: { status: { message: string } } }
      expect(theirs.outcome.status.message).toContain('core.PodTemplateSpec{ObjectMeta:v1.ObjectMeta{')
      expect(ours.outcome.status.message).toBe(theirs.outcome.status.message)
    }
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
