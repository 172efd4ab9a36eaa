/**
 * Quantity ops (resource.ParseQuantity, Cmp, Add, Sub; shapes in
 * ops_quantity.go and docs/conformance.md). The library's Quantity is being
 * written by another track, which adds the `library` side here.
 */
import fc from 'fast-check'
import { quantityString } from '../generators/quantity'
import type { OpSpec } from '../harness/op-spec'

const PENDING = 'the library has no Quantity yet (src/core is being written); these fixtures are recorded for it'

const pair = fc.record({ a: quantityString, b: quantityString })

export const quantityParse: OpSpec<{ value: string }> = {
  op: 'quantity.parse',
  arbitrary: quantityString.map((value) => ({ value })),
  examples: ['1', '1.5Gi', '100m', '0.1', '1e3', '1E3', '1Ki', '-1', '+1', '0.000000001', '1n', '', 'Mi', '9223372036854775807', '9223372036854775808k'].map((value) => ({ value })),
  record: 1500,
  pending: PENDING,
}
export const quantityCmp: OpSpec<{ a: string; b: string }> = { op: 'quantity.cmp', arbitrary: pair, record: 700, pending: PENDING }
export const quantityAdd: OpSpec<{ a: string; b: string }> = { op: 'quantity.add', arbitrary: pair, record: 700, pending: PENDING }
export const quantitySub: OpSpec<{ a: string; b: string }> = { op: 'quantity.sub', arbitrary: pair, record: 700, pending: PENDING }

export const quantityOps = [quantityParse, quantityCmp, quantityAdd, quantitySub]
