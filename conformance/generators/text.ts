/**
 * String building blocks: valid Unicode only (no lone surrogates, since the
 * wire between the two sides is UTF-8 JSON), with the characters that matter
 * to Kubernetes' lexers and validators.
 */
import fc from 'fast-check'

/** Characters with special meaning somewhere: whitespace Go does or does not skip, NUL, quotes, non-ASCII. */
export const SPECIAL_CHARS = [
  ' ',
  '\t',
  '\n',
  '\r',
  '\v',
  '\f',
  '\u0000',
  '\u0001',
  '\u007f',
  '\u00a0',
  '\u200b',
  '\ufeff',
  '"',
  '\\',
  '<',
  '>',
  '&',
  "'",
  '/',
  '.',
  '-',
  '_',
  ',',
  '=',
  '!',
  '(',
  ')',
  ':',
  '@',
  'é',
  'á',
  '日',
  '😀',
  'ß',
  'İ',
] as const

/**
 * One code point from the whole Unicode range except surrogates, biased to
 * ASCII and the BMP. (fast-check's `unit: 'binary'` does the same but takes
 * seconds to build.)
 */
export const codePoint: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 4, arbitrary: fc.integer({ min: 0, max: 0x7f }) },
    { weight: 3, arbitrary: fc.integer({ min: 0x80, max: 0xd7ff }) },
    { weight: 1, arbitrary: fc.integer({ min: 0xe000, max: 0xffff }) },
    { weight: 2, arbitrary: fc.integer({ min: 0x10000, max: 0x10ffff }) },
  )
  .map((cp) => String.fromCodePoint(cp))

/** Any string of code points from the whole Unicode range (no lone surrogates). */
export const anyText = (maxLength = 12): fc.Arbitrary<string> => fc.string({ unit: codePoint, maxLength })

/** Mostly ASCII identifiers with a sprinkle of special characters. */
export const hostileText = (maxLength = 12): fc.Arbitrary<string> =>
  fc.string({
    maxLength,
    unit: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...'abcxyz019-._') },
      { weight: 2, arbitrary: fc.constantFrom(...SPECIAL_CHARS) },
      { weight: 1, arbitrary: codePoint },
    ),
  })

/** A DNS-1123 label (valid). */
export const dnsLabel: fc.Arbitrary<string> = fc.stringMatching(/^[a-z]([a-z0-9-]{0,10}[a-z0-9])?$/)

/** Names near the length limits Kubernetes checks (63 and 253 bytes). */
export const longName = (len: number, ch = 'a'): string => ch.repeat(len)

/** An RFC 3339 timestamp at whole seconds in 2026. */
export const timestamp = (secondsFrom: number, secondsTo: number): fc.Arbitrary<string> =>
  fc
    .integer({ min: secondsFrom, max: secondsTo })
    .map((s) => new Date(Date.UTC(2026, 0, 1) + s * 1000).toISOString().replace('.000Z', 'Z'))

/** A deterministic uid-looking string. */
export const uid: fc.Arbitrary<string> = fc.uuid({ version: 4 })

/** Index of a code point among all code points but the surrogates (fast-check's 'binary' unit order). */
const SURROGATES = 0x800
const codePointAt = (n: number): string => String.fromCodePoint(n < 0xd800 ? n : n + SURROGATES)
const indexOfCodePoint = (v: unknown): number => {
  const cp = typeof v === 'string' ? v.codePointAt(0) : undefined
  if (cp === undefined || String.fromCodePoint(cp) !== v || (cp >= 0xd800 && cp <= 0xdfff))
    throw new Error('not one code point outside the surrogates')
  return cp < 0xd800 ? cp : cp - SURROGATES
}

/**
 * fast-check's `unit: 'binary'` (one code point, surrogates excluded: the same
 * index over the same range, so the same values and shrinks), with an
 * arithmetic unmapper: fast-check's own builds a map of all 1.1 million code
 * points on first use, seconds of every test file that makes one.
 */
export const binaryUnit: fc.Arbitrary<string> = fc
  .nat({ max: 0x10ffff - SURROGATES })
  .map(codePointAt, indexOfCodePoint)

/** `fc.string({ unit: 'binary', ...constraints })`, built in no time ({@link binaryUnit}). */
export const binaryString = (constraints: Omit<fc.StringConstraints, 'unit'> = {}): fc.Arbitrary<string> =>
  fc.string({ ...constraints, unit: binaryUnit })
