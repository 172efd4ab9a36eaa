/**
 * Quantity suffixes: what a suffix means when parsing, and which suffix a
 * canonical value prints with. Same tables as apimachinery's
 * `quantitySuffixer`, including its gaps (a decimal exponent outside
 * `n`…`E`, or a binary one beyond `Ei`, prints with no suffix at all).
 *
 * @module
 */
import { parseGoInt64 } from '../../labels/int64'
import { wrap32 } from './go-int'
import type { QuantityFormat } from './types'

/** A suffix read as `base^exponent` in a format. */
export interface SuffixMeaning {
  readonly base: 2 | 10
  readonly exponent: number
  readonly format: QuantityFormat
}

const decimal = (exponent: number): SuffixMeaning => ({ base: 10, exponent, format: 'DecimalSI' })
const binary = (exponent: number): SuffixMeaning => ({ base: 2, exponent, format: 'BinarySI' })

const NONE = /* @__PURE__ */ decimal(0)
/** One-letter decimal suffixes by char code. */
const DECIMAL_LETTERS: ReadonlyMap<number, SuffixMeaning> = /* @__PURE__ */ new Map([
  [0x6e /* n */, decimal(-9)],
  [0x75 /* u */, decimal(-6)],
  [0x6d /* m */, decimal(-3)],
  [0x6b /* k */, decimal(3)],
  [0x4d /* M */, decimal(6)],
  [0x47 /* G */, decimal(9)],
  [0x54 /* T */, decimal(12)],
  [0x50 /* P */, decimal(15)],
  [0x45 /* E */, decimal(18)],
])
/** Binary suffixes (`Ki` … `Ei`) by the char code of their first letter. */
const BINARY_LETTERS: ReadonlyMap<number, SuffixMeaning> = /* @__PURE__ */ new Map([
  [0x4b /* K */, binary(10)],
  [0x4d /* M */, binary(20)],
  [0x47 /* G */, binary(30)],
  [0x54 /* T */, binary(40)],
  [0x50 /* P */, binary(50)],
  [0x45 /* E */, binary(60)],
])

const CHAR_e = 0x65
const CHAR_E = 0x45
const CHAR_i = 0x69

/**
 * The meaning of the suffix `s.slice(start)`, or `undefined` for an
 * unknown suffix (Go's `ErrSuffix`). Decimal-exponent suffixes (`e3`,
 * `E-2`, `e+05`) read their number as Go's `strconv.ParseInt(…, 10, 64)`
 * and then keep only its low 32 bits, as Go's `int32(…)` does.
 */
export const interpretSuffix = (s: string, start: number): SuffixMeaning | undefined => {
  const length = s.length - start
  if (length === 0) return NONE
  const c0 = s.charCodeAt(start)
  if (length === 1) return DECIMAL_LETTERS.get(c0)
  if (length === 2 && s.charCodeAt(start + 1) === CHAR_i) {
    const b = BINARY_LETTERS.get(c0)
    if (b !== undefined) return b
  }
  if (c0 !== CHAR_e && c0 !== CHAR_E) return undefined
  const parsed = parseGoInt64(s.slice(start + 1))
  if (parsed === undefined) return undefined
  const exponent = typeof parsed === 'number' ? wrap32(parsed) : Number(BigInt.asIntN(32, parsed))
  return { base: 10, exponent, format: 'DecimalExponent' }
}

const DECIMAL_SUFFIXES: ReadonlyMap<number, string> = /* @__PURE__ */ new Map([
  [-9, 'n'],
  [-6, 'u'],
  [-3, 'm'],
  [0, ''],
  [3, 'k'],
  [6, 'M'],
  [9, 'G'],
  [12, 'T'],
  [15, 'P'],
  [18, 'E'],
])
const BINARY_SUFFIXES = ['', 'Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei'] as const

/** The suffix of a canonical value `m × 10^exponent` in `format` (not `BinarySI`). */
export const decimalSuffix = (exponent: number, format: QuantityFormat): string => {
  if (format === 'DecimalExponent') return exponent === 0 ? '' : `e${exponent}`
  return DECIMAL_SUFFIXES.get(exponent) ?? ''
}

/** The suffix of a canonical binary value `m × 1024^power`. */
export const binarySuffix = (power: number): string => BINARY_SUFFIXES[power] ?? ''
