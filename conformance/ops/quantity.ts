/**
 * Quantity ops (k8s.io/apimachinery pkg/api/resource), in the shapes of the
 * oracle's ops_quantity.go:
 *
 * | op               | input                      | output |
 * |------------------|----------------------------|--------|
 * | `quantity.parse` | `{ value: string }`        | `{ ok: true, string, format, value, milliValue }` or `{ ok: false, error }` |
 * | `quantity.cmp`   | `{ a: string, b: string }` | `{ ok: true, cmp: -1 \| 0 \| 1 }` or `{ ok: false, error }` |
 * | `quantity.add`   | `{ a: string, b: string }` | `{ ok: true, string }` or `{ ok: false, error }` |
 * | `quantity.sub`   | `{ a: string, b: string }` | `{ ok: true, string }` or `{ ok: false, error }` |
 *
 * - `string` is Go's `q.String()`: the canonical form, or the input text
 *   when Go kept it (`"+1"`, `"1.500k"`); after `Add`/`Sub` always canonical,
 *   so `quantity.add` with `b: "0"` shows `a`'s canonical form.
 * - `value`, `milliValue`: `q.Value()`, `q.MilliValue()` in decimal (int64).
 * - Pair ops parse `a`, then `b`; the first failure is `"a: <error>"` or
 *   `"b: <error>"`.
 *
 * `quantityUnmarshalJson` (`quantity.json`, `{ json: string }` → as
 * `quantity.parse` without value/milliValue, plus `canonical`) has no oracle
 * op yet: its recorded answers (test/fixtures/quantity/unmarshal-json.jsonl)
 * come from `json.Unmarshal([]byte(json), &q)` run against the same
 * apimachinery release.
 *
 * The arbitraries avoid inputs on which Go itself never finishes: inf.Dec
 * amounts with exponents in the millions or billions make Go build numbers
 * with that many digits (see docs/quantity.md).
 */
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import {
  addQuantities,
  canonicalQuantityString,
  compareQuantities,
  parseQuantity,
  quantityFromJson,
  quantityMilliValue,
  quantityToString,
  quantityValue,
  subQuantities,
  type Quantity,
  type QuantityError,
} from '../../src/core/index'
import type { AnyOpSpec, OpSpec } from '../harness/op-spec'
import { binaryString } from '../generators/text'

export interface OneQuantity {
  readonly value: string
}
export interface TwoQuantities {
  readonly a: string
  readonly b: string
}
export interface JsonText {
  readonly json: string
}

type Failure = { readonly ok: false; readonly error: string }
export type ParseOutput =
  | {
      readonly ok: true
      readonly string: string
      readonly format: string
      readonly value: string
      readonly milliValue: string
    }
  | Failure
export type CmpOutput = { readonly ok: true; readonly cmp: -1 | 0 | 1 } | Failure
export type ArithmeticOutput = { readonly ok: true; readonly string: string } | Failure
export type JsonOutput =
  | { readonly ok: true; readonly string: string; readonly canonical: string; readonly format: string }
  | Failure

// ---------------------------------------------------------------- inputs

const digits = (minLength: number, maxLength: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength })

const integerPart: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.nat({ max: 100_000 }).map(String) },
  { weight: 3, arbitrary: digits(0, 20) },
  { weight: 1, arbitrary: digits(15, 45) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '9223372036854775807',
      '9223372036854775808',
      '9223372036854775806',
      '999999999999999999',
      '1000000000000000000',
      '18446744073709551616',
      '99999999999',
      '100000000000',
      '8796093022208',
    ),
  },
)

const fraction: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constant('') },
  { weight: 4, arbitrary: digits(0, 12).map((d) => `.${d}`) },
  { weight: 1, arbitrary: digits(10, 32).map((d) => `.${d}`) },
)

/** Exponent texts: everyday ones, Go's int32 wrap-around, int64 edges, overflow. */
const exponentText: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: -30, max: 30 }).map(String) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 40 }).map((n) => `+${n}`) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '2147483647',
      '2147483646',
      '2147483645',
      '2147483640',
      '4294967296',
      '4294967297',
      '4294967299',
      '4294967287',
      '-4294967295',
      '-4294967294',
      '8589934595',
      '9223372036854775807',
      '-9223372036854775808',
      '9223372036854775808',
      '99999999999999999999',
      '00003',
      '-0',
      '+0',
      '+',
      '-',
      '',
      '1+',
      '--1',
    ),
  },
  { weight: 1, arbitrary: fc.bigInt({ min: -(1n << 63n), max: (1n << 63n) - 1n }).map(String) },
)

const suffix: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('', 'n', 'u', 'm', 'k', 'M', 'G', 'T', 'P', 'E') },
  { weight: 3, arbitrary: fc.constantFrom('Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei') },
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom('e', 'E'), exponentText).map(([e, x]) => e + x) },
  { weight: 1, arbitrary: fc.constantFrom('i', 'K', 'mi', 'ki', 'KI', 'Mm', 'EE', 'e', 'E+', 'Kie3', 'iK', 'nn') },
)

/** Strings built from the grammar (sign, digits, point, fraction, suffix). */
const grammarQuantity: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('', '', '', '', '+', '-'), integerPart, fraction, suffix)
  .map(([s, i, f, x]) => s + i + f + x)

/** What people write in manifests. */
const realisticQuantity: fc.Arbitrary<string> = fc.constantFrom(
  '100m',
  '1Gi',
  '500Mi',
  '2',
  '0.5',
  '250m',
  '1.5Gi',
  '128974848',
  '129e6',
  '129M',
  '123Mi',
  '1',
  '0',
  '4Gi',
  '2Ti',
  '1000m',
  '1024Ki',
  '0.1',
  '1e3',
  '1E',
  '8Ei',
  '9Ei',
  '64Mi',
  '1k',
  '1Ki',
  '300m',
  '10G',
  '5n',
  '1u',
  '20Gi',
  '1.5',
  '2000m',
  '0.25',
  '512Ki',
  '3.5Gi',
  '100Mi',
  '1Mi',
  '-1',
  '+1',
  '1.0',
  '0.0',
)

const ALPHABET = [...'0123456789.+-eEinumkKMGTP ix']

/** A valid or grammar string with a few characters inserted, deleted or replaced. */
const mutatedQuantity: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(grammarQuantity, realisticQuantity),
    fc.array(fc.tuple(fc.constantFrom('insert', 'delete', 'replace'), fc.nat(), fc.constantFrom(...ALPHABET)), {
      minLength: 1,
      maxLength: 3,
    }),
  )
  .map(([s, edits]) => {
    let out = s
    for (const [kind, at, ch] of edits) {
      const i = out.length === 0 ? 0 : at % (out.length + (kind === 'insert' ? 1 : 0))
      if (kind === 'insert') out = out.slice(0, i) + ch + out.slice(i)
      else if (kind === 'delete') out = out.slice(0, i) + out.slice(i + 1)
      else out = out.slice(0, i) + ch + out.slice(i + 1)
    }
    return out
  })

const randomQuantity: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 14 }),
  fc.string({ maxLength: 8 }),
  binaryString({ maxLength: 6 }),
)

const parsed = (s: string): Quantity | undefined => {
  const r = parseQuantity(s)
  return E.isRight(r) ? r.right : undefined
}

/** Exponent or scale beyond which Go's inf.Dec arithmetic materializes absurdly long numbers. */
const GO_SLOW = 2000

const isModest = (q: Quantity): boolean =>
  Math.abs(q.scale) <= GO_SLOW && Math.abs(q.exponent) <= GO_SLOW && q.digits.length <= GO_SLOW

/**
 * Whether Go parses `s` (and prints and scales the result) quickly: an
 * inf.Dec amount whose exponent, before rounding to nanos, is huge makes Go
 * compute a power of ten with that many digits. The exponent text is read
 * back to see that exponent, since rounding hides it.
 */
export const goParsesQuickly = (s: string): boolean => {
  const q = parsed(s)
  if (q === undefined) return true
  if (q.amountKind === 'int64') return q.sign !== 0 || q.scale <= 100_000 // Go's Value() loops scale times over a zero
  if (!isModest(q)) return false
  const m = /[eE]([+-]?\d+)$/.exec(s)
  if (m === null || m[1] === undefined) return true
  return Math.abs(Number(BigInt.asIntN(32, BigInt(m[1])))) <= GO_SLOW
}

/** Pairs on which Go's Cmp/Add/Sub finish quickly (no huge rescaling of inf.Dec amounts). */
const goCombinesQuickly = ({ a, b }: TwoQuantities): boolean => {
  const qa = parsed(a)
  const qb = parsed(b)
  return (
    goParsesQuickly(a) && goParsesQuickly(b) && (qa === undefined || isModest(qa)) && (qb === undefined || isModest(qb))
  )
}

/** One quantity string, mostly valid, for the single-input ops. */
export const quantityString: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 5, arbitrary: grammarQuantity },
    { weight: 2, arbitrary: realisticQuantity },
    { weight: 2, arbitrary: mutatedQuantity },
    { weight: 1, arbitrary: randomQuantity },
  )
  .filter(goParsesQuickly)

const validishQuantity: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: grammarQuantity },
  { weight: 3, arbitrary: realisticQuantity },
  { weight: 1, arbitrary: mutatedQuantity },
)

/** Pairs whose members are often equal in value, to reach every branch of Cmp. */
export const quantityPair: fc.Arbitrary<TwoQuantities> = fc
  .oneof(
    { weight: 6, arbitrary: fc.record({ a: validishQuantity, b: validishQuantity }) },
    { weight: 2, arbitrary: fc.record({ a: realisticQuantity, b: realisticQuantity }) },
    {
      weight: 2,
      arbitrary: validishQuantity.map((a) => {
        const q = parsed(a)
        return { a, b: q === undefined ? a : canonicalQuantityString(q) }
      }),
    },
    // a + 0 prints a's canonical form (Go forgets the kept text after Add).
    { weight: 1, arbitrary: validishQuantity.map((a) => ({ a, b: '0' })) },
  )
  .filter(goCombinesQuickly)

const PADDING = ['', '', ' ', '  ', '\u00a0', '\u2028', '\u3000', '\t', '\n', '\u0085']

/** JSON texts of values a manifest may hold where a quantity goes. */
export const quantityJson: fc.Arbitrary<JsonText> = fc
  .oneof(
    {
      weight: 5,
      arbitrary: fc
        .tuple(fc.constantFrom(...PADDING), quantityString, fc.constantFrom(...PADDING))
        .map(([l, s, r]) => l + s + r),
    },
    { weight: 2, arbitrary: fc.double() },
    { weight: 2, arbitrary: fc.integer() },
    {
      weight: 1,
      arbitrary: fc.constantFrom(0.1, 1e21, 1e-7, 5e-324, 1.7976931348623157e308, -0, 123456789012345680000),
    },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, ['1'], { a: 1 }) },
  )
  .map((u) => ({ json: JSON.stringify(u) }))
  .filter(({ json }) => {
    const u: unknown = JSON.parse(json)
    return typeof u !== 'string' || goParsesQuickly(u.trim())
  })

// ---------------------------------------------------------------- outputs

const failure = (e: QuantityError, prefix = ''): Failure => ({ ok: false, error: prefix + e.message })

const withPair = <O>(input: TwoQuantities, f: (a: Quantity, b: Quantity) => O): O | Failure => {
  const a = parseQuantity(input.a)
  if (E.isLeft(a)) return failure(a.left, 'a: ')
  const b = parseQuantity(input.b)
  if (E.isLeft(b)) return failure(b.left, 'b: ')
  return f(a.right, b.right)
}

const arithmeticOutput = (r: E.Either<QuantityError, Quantity>): ArithmeticOutput =>
  E.isLeft(r) ? failure(r.left) : { ok: true, string: quantityToString(r.right) }

/** Hand-picked strings recorded before the random ones: grammar corners, rounding, caps, Go quirks. */
const EDGE_QUANTITIES = [
  '0',
  '-0',
  '+0',
  '.',
  '-.',
  '-',
  '+',
  '',
  '.5',
  '5.',
  '1.',
  '1.G',
  'Ki',
  'Pi',
  '-Pi',
  '.Ei',
  'm',
  'e-9',
  'e-10',
  'E',
  'e',
  '1e',
  '1E',
  '1e+',
  '1e-',
  '1e0',
  '1e3',
  '1E3',
  '1e-3',
  '1E-3',
  '1e21',
  '100m',
  '1000m',
  '1.5',
  '0.1',
  '1.5Gi',
  '1024Ki',
  '1023Ki',
  '1025Ki',
  '0.5Ki',
  '1.5Ki',
  '.000000000001Ki',
  '8Ei',
  '9Ei',
  '-9.5Ei',
  '9223372036854775807Ki',
  '99999999999Ki',
  '999999999999Ki',
  '1000E',
  '-1000E',
  '1000P',
  '10E',
  '999999999999999999',
  '9999999999999999999',
  '9223372036854775807',
  '-9223372036854775808',
  '1e16',
  '1e20',
  '-1.5',
  '-1.0000000000000000005',
  '-0.0000000001',
  '123456789012345678901234567890',
  '1e2147483647',
  '10e2147483647',
  '1e4294967296',
  '1e4294967297',
  '1e9223372036854775807',
  '1e9223372036854775808',
  '+1',
  '+1.500k',
  '01Ki',
  '1.Ki',
  '1 ',
  ' 1',
  '1iK',
  '1Ky',
  '1.1.M',
  '0.1mi',
  '999.2m',
  '-.5Ti',
]

const EDGE_PAIRS: readonly TwoQuantities[] = [
  { a: '1Gi', b: '512Mi' },
  { a: '1', b: '1000m' },
  { a: '0', b: '1Gi' },
  { a: '0Ki', b: '5' },
  { a: '100m', b: '0' },
  { a: '+1.500k', b: '0' },
  { a: '1e40', b: '1e20' },
  { a: '1e2147483647', b: '1e2147483646' },
  { a: '1Ki', b: String((1n << 70n) - 1024n) },
  { a: '-9.5Ei', b: '9Ei' },
  { a: '999999999999999999', b: '1' },
  { a: '-999999999999999999', b: '-1' },
  { a: 'x', b: '1' },
  { a: '1', b: 'x' },
  { a: 'e-10', b: '1' },
]

export const quantityParse: OpSpec<OneQuantity, ParseOutput> = {
  op: 'quantity.parse',
  arbitrary: quantityString.map((value) => ({ value })),
  examples: EDGE_QUANTITIES.map((value) => ({ value })),
  record: 1500,
  library: ({ value }) => {
    const r = parseQuantity(value)
    if (E.isLeft(r)) return failure(r.left)
    const q = r.right
    return {
      ok: true,
      string: quantityToString(q),
      format: q.format,
      value: quantityValue(q).toString(),
      milliValue: quantityMilliValue(q).toString(),
    }
  },
}

export const quantityCmp: OpSpec<TwoQuantities, CmpOutput> = {
  op: 'quantity.cmp',
  arbitrary: quantityPair,
  examples: EDGE_PAIRS,
  record: 800,
  library: (input) => withPair(input, (a, b) => ({ ok: true, cmp: compareQuantities(a, b) })),
}

export const quantityAdd: OpSpec<TwoQuantities, ArithmeticOutput> = {
  op: 'quantity.add',
  arbitrary: quantityPair,
  examples: EDGE_PAIRS,
  record: 500,
  library: (input) => withPair(input, (a, b) => arithmeticOutput(addQuantities(a, b))),
}

export const quantitySub: OpSpec<TwoQuantities, ArithmeticOutput> = {
  op: 'quantity.sub',
  arbitrary: quantityPair,
  examples: EDGE_PAIRS,
  record: 500,
  library: (input) => withPair(input, (a, b) => arithmeticOutput(subQuantities(a, b))),
}

/** The oracle's quantity ops. */
export const quantityOps: readonly AnyOpSpec[] = [quantityParse, quantityCmp, quantityAdd, quantitySub]

/** `json.Unmarshal` into a Quantity: not an oracle op yet (see the module notes). */
export const quantityUnmarshalJson: OpSpec<JsonText, JsonOutput> = {
  op: 'quantity.json',
  arbitrary: quantityJson,
  record: 400,
  library: ({ json }) => {
    const r = quantityFromJson(JSON.parse(json))
    if (E.isLeft(r)) return failure(r.left)
    return {
      ok: true,
      string: quantityToString(r.right),
      canonical: canonicalQuantityString(r.right),
      format: r.right.format,
    }
  },
  // Go leaves the zero Quantity's format empty for JSON null; ours is DecimalSI.
  knownDifference: ({ json }, ours, theirs) =>
    json === 'null' && ours.ok && theirs.ok && theirs.format === '' && ours.string === theirs.string
      ? 'null decodes to a zero quantity whose format Go leaves empty'
      : undefined,
}
