/**
 * A design difference of the minor runs (docs/conformance.md, "Design"):
 * the standalone label functions (`validateLabels`, `isQualifiedName`, …,
 * the labels.* ops) take no cluster profile and answer with Kubernetes
 * 1.37's texts whatever minor is asked. 1.33 and 1.34 say `must be no more
 * than 63 characters` for `63 bytes` and `a qualified name must consist`
 * for `a valid label key must consist`, and give other `origin`s (`labelKey`
 * for `format=k8s-label-key`, none for a label value).
 *
 * {@link olderLabelTexts} recognises an oracle answer of such a minor that
 * differs from ours only in those texts and origins: it rewrites the older
 * texts into 1.37's (1.33's `%#v` `[]string{…}` / `[]string(nil)` into
 * JSON), drops `origin` and `matchesNothing` on both sides, and asks whether the
 * answers then agree. Any other difference stays a mismatch, and a 1.35+
 * run never uses it.
 */
import * as E from 'fp-ts/lib/Either.js'
import { parseSelector } from '../../src/labels/index'
import { agrees } from '../harness/agreement'
import type { AnyOpSpec } from '../harness/op-spec'

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

/** The minors whose label texts are older than the library's (1.37's). */
const OLDER_LABEL_TEXT_MINORS: readonly string[] = ['1.33', '1.34']

const GO_ESCAPES: Readonly<Record<string, string>> = { a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' }

/** A Go `%q` string literal's value (strconv.Quote's escapes), or undefined. */
const goUnquote = (q: string): string | undefined => {
  let out = ''
  for (let i = 1; i < q.length - 1; i++) {
    const c = q[i] as string
    if (c !== '\\') {
      out += c
      continue
    }
    const e = q[++i] as string
    const hex = (n: number): string | undefined => {
      const h = q.slice(i + 1, i + 1 + n)
      if (!/^[0-9a-fA-F]+$/.test(h) || h.length !== n) return undefined
      i += n
      const cp = Number.parseInt(h, 16)
      return cp <= 0x10ffff ? String.fromCodePoint(cp) : undefined
    }
    const v =
      e === 'x'
        ? hex(2)
        : e === 'u'
          ? hex(4)
          : e === 'U'
            ? hex(8)
            : e in GO_ESCAPES
              ? GO_ESCAPES[e]
              : '"\\\''.includes(e)
                ? e
                : undefined
    if (v === undefined) return undefined
    out += v
  }
  return out
}

/** A Go `%#v` `[]string{"a", "b"}` (1.33) as JSON, `["a","b"]`; the text itself when it does not parse. */
const goStrings = (m: string, body: string): string => {
  const items = body === '' ? [] : (body.match(/"(?:[^"\\]|\\.)*"/g) ?? []).map(goUnquote)
  return items.every((x) => x !== undefined) ? JSON.stringify(items) : m
}

const newerText = (s: string): string =>
  s
    .replace(/must be no more than (\d+) characters/g, 'must be no more than $1 bytes')
    .replaceAll('a qualified name must consist', 'a valid label key must consist')
    .replaceAll('[]string(nil)', 'null')
    .replace(/\[\]string\{((?:"(?:[^"\\]|\\.)*"(?:, )?)*)\}/g, goStrings)
    // 1.37 writes JSON values with Go's HTML-safe escapes; the texts are compared without them.
    .replaceAll('\\u003c', '<')
    .replaceAll('\\u003e', '>')
    .replaceAll('\\u0026', '&')

/** The answer with 1.37's texts and without `origin`s. */
const asNewer = (v: unknown): unknown => {
  if (typeof v === 'string') return newerText(v)
  if (Array.isArray(v)) return v.map(asNewer)
  if (!isRecord(v)) return v
  const out: Record<string, unknown> = {}
  // 1.33 has no labels.MatchesNothing, so its selector answers leave matchesNothing out.
  for (const [k, x] of Object.entries(v)) if (k !== 'origin' && k !== 'matchesNothing') out[k] = asNewer(x)
  return out
}

/**
 * The design reason when `theirs` (a 1.33 or 1.34 oracle answer of a
 * labels.* op) differs from `ours` only in the older label texts and origins.
 *
 * @example
 * olderLabelTexts(spec, { ok: true, messages: ['must be no more than 63 bytes'] },
 *   { ok: true, messages: ['must be no more than 63 characters'] }, '1.34') // a reason
 */
export const olderLabelTexts = (
  spec: AnyOpSpec,
  ours: unknown,
  theirs: unknown,
  minor: string | undefined,
  input?: unknown,
): string | undefined => {
  if (minor === undefined || !OLDER_LABEL_TEXT_MINORS.includes(minor)) return undefined
  if (pairedCommas(input, theirs))
    return `design: the standalone label functions parse value lists as 1.35 on (${minor} reads commas in pairs: an even run before ')' is an error)`
  return agrees(spec, asNewer(ours), asNewer(theirs))
    ? `design: the standalone label functions answer with 1.37's texts (${minor} says "63 characters", "a qualified name", other origins)`
    : undefined
}

/** A run of an even number of commas (spaces between them allowed) that ends at `)`, the whole run. */
const EVEN_COMMAS_BEFORE_CLOSE = /[^,\s]\s*(?:,\s*,\s*)+\)/

/**
 * 1.33's and 1.34's selector parser reads a value list's `,,` as one step
 * (it consumes the second comma with the first), so after an even run of
 * commas it reads the `)` where it wants a value: `a in (,,)` or
 * `a in (b,,)` is `unable to parse requirement: found ')', expected: ',',
 * or identifier`; from 1.35 on each comma is its own step and both parse.
 * The selector functions take no profile and parse as 1.35 on (design,
 * docs/conformance.md). Recognised only when the library's parser accepts
 * the selector, the oracle's error is that text, and the selector has such
 * a run.
 */
const pairedCommas = (input: unknown, theirs: unknown): boolean => {
  const selector = isRecord(input) ? input['selector'] : undefined
  const error = isRecord(theirs) ? theirs['error'] : undefined
  return (
    typeof selector === 'string' &&
    typeof error === 'string' &&
    // 1.35 on (and the library) parse the selector: whatever follows the parse (parseToLabelSelector's
    // `"gt" isn't supported`) is never reached by 1.34
    E.isRight(parseSelector(selector)) &&
    // parseToLabelSelector wraps it: `couldn't parse the selector string "…": unable to parse requirement: …`
    error.endsWith("unable to parse requirement: found ')', expected: ',', or identifier") &&
    EVEN_COMMAS_BEFORE_CLOSE.test(selector)
  )
}
