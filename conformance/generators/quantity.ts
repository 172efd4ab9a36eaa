/** resource.Quantity strings: canonical, unusual and invalid forms. */
import fc from 'fast-check'

const SUFFIXES = [
  '',
  '',
  '',
  'm',
  'k',
  'M',
  'G',
  'T',
  'P',
  'E',
  'n',
  'u',
  'Ki',
  'Mi',
  'Gi',
  'Ti',
  'Pi',
  'Ei',
  'e3',
  'E6',
  'e-3',
  'e0',
  'E+2',
  'e18',
  'e-9',
] as const
const BAD_SUFFIXES = ['K', 'mi', 'KB', 'kib', 'µ', 'e', 'E', 'ee3', 'Mm', ' ', 'i', 'e1.5', 'e+', 'b'] as const

const digits = (max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: max })

/** The number part: integer or decimal, occasionally long or with leading zeros. */
const numberPart: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 0, max: 4096 }).map(String) },
  { weight: 2, arbitrary: fc.tuple(digits(3), digits(3)).map(([a, b]) => `${a}.${b}`) },
  { weight: 1, arbitrary: digits(3).map((b) => `.${b}`) },
  { weight: 1, arbitrary: digits(3).map((a) => `${a}.`) },
  { weight: 1, arbitrary: digits(25) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '0',
      '00',
      '007',
      '9223372036854775807',
      '9223372036854775808',
      '18446744073709551616',
      '0.000000001',
      '0.0000000001',
      '1.000',
    ),
  },
)

const sign = fc.constantFrom('', '', '', '', '+', '-')

/** Quantity strings: mostly valid. */
export const quantityString: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: fc.tuple(sign, numberPart, fc.constantFrom(...SUFFIXES)).map((p) => p.join('')) },
  { weight: 2, arbitrary: fc.tuple(sign, numberPart, fc.constantFrom(...BAD_SUFFIXES)).map((p) => p.join('')) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      ' 1',
      '1 ',
      '--1',
      '+-1',
      '1..0',
      'Mi',
      '.',
      '-',
      '+',
      '1e',
      '1Mi2',
      '0x10',
      'NaN',
      'Infinity',
      '1_000',
      '١',
    ),
  },
)

/** Realistic resource values for pod templates. */
export const resourceQuantity: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '100m',
      '250m',
      '500m',
      '1',
      '2',
      '0.5',
      '64Mi',
      '128Mi',
      '1Gi',
      '512M',
      '1.5Gi',
      '1000000000',
      '1e3',
      '0',
    ),
  },
  { weight: 1, arbitrary: quantityString },
)
