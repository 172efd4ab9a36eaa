/** Every OpSpec, in the order the runners report them. */
import type { AnyOpSpec } from '../harness/op-spec'
import { labelOps } from './labels'

export const allOps: readonly AnyOpSpec[] = [...labelOps]

export const opByName = (name: string): AnyOpSpec | undefined => allOps.find((s) => s.op === name)
