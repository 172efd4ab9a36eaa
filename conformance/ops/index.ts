// Every OpSpec the differential harness runs.
import { quantityOps } from './quantity'
import type { OpSpec } from './types'

export type { OpSpec } from './types'

export const opSpecs: readonly OpSpec<any, any>[] = [...quantityOps]
