/**
 * Decoding one scalar JSON value into a field of a scalar kind, with Go's
 * rules and error text for each (integer widths, quantities,
 * int-or-string, timestamps, raw JSON).
 *
 * @module
 */
import { canonicalGoTime } from './go-time'
import { decodeQuantity } from './quantity-json'
import { NumberLiteral, jsonKind } from './read'
import type { Kind } from './schema'
import { snapshotJson } from './snapshot'
import { badValue, describe, numberText, typeError, unmarshalTypeText } from './type-errors'
import { issue, recordExactInteger, type Walk } from './walk'
import { zeroOf } from './zero'

const INT_RANGES: Record<string, readonly [bigint, bigint]> = {
  int32: [-(2n ** 31n), 2n ** 31n - 1n],
  int64: [-(2n ** 63n), 2n ** 63n - 1n],
  uint32: [0n, 2n ** 32n - 1n],
  uint64: [0n, 2n ** 64n - 1n],
}

/** Go's `strconv.ParseInt`/`ParseUint` on the literal, then the range check of the field's width. */
const decodeInt = (w: Walk, kind: Kind, v: unknown): unknown => {
  if (jsonKind(v) === 'number') {
    const text = numberText(v)
    const [lo, hi] = INT_RANGES[kind.k] as readonly [bigint, bigint]
    if (/^-?(0|[1-9][0-9]*)$/.test(text)) {
      const b = BigInt(text)
      if (b >= lo && b <= hi) {
        const n = Number(b)
        if (BigInt(n) !== b) recordExactInteger(w, b.toString())
        return n
      }
    }
    typeError(w, describe(v, true), kind, v)
    return zeroOf(kind)
  }
  typeError(w, describe(v, false), kind, v)
  return zeroOf(kind)
}

/**
 * Decodes a non-null value (converted by `toJsonValue`) of a scalar kind;
 * a value of the wrong type is reported and gives the zero value.
 *
 * @example
 * declare const w: Walk
 * decodeScalar(w, { k: 'int32', goType: 'int32', pointer: false }, 3) // 3
 */
export const decodeScalar = (w: Walk, kind: Kind, v: unknown): unknown => {
  switch (kind.k) {
    case 'string':
      if (typeof v === 'string') return v
      typeError(w, describe(v, false), kind, v)
      return zeroOf(kind)
    case 'bool':
      if (typeof v === 'boolean') return v
      typeError(w, describe(v, false), kind, v)
      return zeroOf(kind)
    case 'int32':
    case 'int64':
    case 'uint32':
    case 'uint64':
      return decodeInt(w, kind, v)
    case 'float64':
      if (typeof v === 'number') return v
      if (v instanceof NumberLiteral) return Number(v.text)
      typeError(w, describe(v, false), kind, v)
      return zeroOf(kind)
    case 'quantity': {
      const q = decodeQuantity(v)
      if (q.ok) return q.value
      issue(w, 'fatal', q.error)
      return zeroOf(kind)
    }
    case 'intOrString': {
      if (typeof v === 'string') return v
      const k = jsonKind(v)
      if (k === 'number') {
        const n = v instanceof NumberLiteral ? Number(v.text) : (v as number)
        if (
          Number.isInteger(n) &&
          n >= -2147483648 &&
          n <= 2147483647 &&
          (!(v instanceof NumberLiteral) || /^-?(0|[1-9][0-9]*)$/.test(v.text))
        ) {
          return n
        }
      }
      issue(w, 'fatal', unmarshalTypeText(w, describe(v, true), 'int32'))
      return zeroOf(kind)
    }
    case 'time':
    case 'microTime': {
      if (typeof v !== 'string') {
        issue(w, 'fatal', unmarshalTypeText(w, describe(v, false), 'string'), undefined, {
          value: badValue(v),
          expected: 'string',
        })
        return undefined
      }
      const t = canonicalGoTime(v)
      if (t.ok) return w.givenTimes ? v : t.value
      issue(w, 'fatal', t.error)
      return undefined
    }
    case 'duration':
    case 'bytes':
      if (typeof v === 'string') return v
      typeError(w, describe(v, false), kind, v)
      return zeroOf(kind)
    case 'raw':
      return snapshotJson(w, v, 0)
    default:
      return undefined
  }
}
