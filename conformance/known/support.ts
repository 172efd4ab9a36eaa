/** Helpers shared by the open-bug classifiers. */
import { acceptedAnswers } from '../harness/agreement'
import { canonicalJson, jsonDiffPaths } from '../harness/json'

export { acceptedAnswers, canonicalJson, jsonDiffPaths }

export interface OpenBug {
  /** `open-bug: <short name>`. */
  readonly category: string
  /** One line about this case. */
  readonly reason: string
}

export interface Classifier {
  readonly ops: readonly string[]
  /** Every category this classifier can name, with what is wrong in the library (one line). */
  readonly categories: Readonly<Record<string, string>>
  /** The category when the case differs only because of library defects this classifier knows. */
  readonly match: (op: string, input: unknown, ours: unknown, theirs: unknown) => OpenBug | undefined
}

/** A classifier for one category whose matcher returns the case's reason. */
export const single = (
  category: string,
  description: string,
  ops: readonly string[],
  match: (op: string, input: unknown, ours: unknown, theirs: unknown) => string | undefined,
): Classifier => ({
  ops,
  categories: { [category]: description },
  match: (op, input, ours, theirs) => {
    const reason = match(op, input, ours, theirs)
    return reason === undefined ? undefined : { category, reason }
  },
})

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v)

/** Applies f to every string in a JSON value. */
export const mapStrings = (v: unknown, f: (s: string) => string): unknown => {
  if (typeof v === 'string') return f(v)
  if (Array.isArray(v)) return v.map((x) => mapStrings(x, f))
  if (isRecord(v)) {
    const out: Record<string, unknown> = {}
    for (const k of Object.keys(v))
      Object.defineProperty(out, k, {
        value: mapStrings(v[k], f),
        enumerable: true,
        writable: true,
        configurable: true,
      })
    return out
  }
  return v
}

/** Some accepted oracle answer for which `test(answer)` holds. */
export const someAnswer = (theirs: unknown, test: (answer: unknown) => boolean): boolean =>
  acceptedAnswers(theirs).some(test)

/** `\UXXXXXXXX` and non-ASCII `\uXXXX` escapes (Go %q of non-printable code points) turned back into the characters. */
export const unescapeGoQuote = (s: string): string =>
  s.replace(/\\U([0-9a-f]{8})|\\u([0-9a-f]{4})/g, (m, long: string | undefined, short: string | undefined) => {
    const cp = parseInt(long ?? short ?? '', 16)
    return cp >= 0x80 && !(cp >= 0xd800 && cp <= 0xdfff) ? String.fromCodePoint(cp) : m
  })
