/**
 * Scalars as go-yaml v2 resolves them when sigs.k8s.io/yaml reads a
 * manifest into `interface{}` (the YAML 1.1 rules kubectl applies):
 *
 * - `y`, `yes`, `on`, `true` (and `Y`, `Yes`, `YES`, … as listed) are true,
 *   `n`, `no`, `off`, `false` false; `~`, `null`, empty are null;
 *   `.inf`, `-.inf`, `.nan` are floats (which JSON cannot hold);
 * - a plain word starting with a digit or sign is an integer when Go's
 *   `strconv.ParseInt(s, 0, 64)` (underscores removed) reads it: `0x1f`,
 *   `0o17`, `017` (octal), `0b11`, `1_000`; else an unsigned 64-bit integer;
 *   else a float when it looks like one and is in range (`1e400` stays the
 *   string `"1e400"`, `e1` is a string); timestamps stay the text written;
 * - a quoted or block scalar is a string, unless tagged;
 * - `!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, `!!timestamp` force
 *   their type (an impossible one is an error, as in go-yaml), `!!binary` is
 *   base64-decoded, any other tag leaves the text a string.
 *
 * @module
 */

/** A scalar as go-yaml hands it to YAMLToJSON. */
export type GoScalar =
  | { readonly t: 'null' }
  | { readonly t: 'bool'; readonly v: boolean }
  | { readonly t: 'int'; readonly v: bigint; readonly unsigned: boolean }
  | { readonly t: 'float'; readonly v: number }
  | { readonly t: 'str'; readonly v: string }

export const YAML_TAG = 'tag:yaml.org,2002:'
const STR = `${YAML_TAG}str`
const BOOL = `${YAML_TAG}bool`
const INT = `${YAML_TAG}int`
const FLOAT = `${YAML_TAG}float`
const NULL = `${YAML_TAG}null`
const TIMESTAMP = `${YAML_TAG}timestamp`
const BINARY = `${YAML_TAG}binary`

const NULL_V: GoScalar = { t: 'null' }
const TRUE: GoScalar = { t: 'bool', v: true }
const FALSE: GoScalar = { t: 'bool', v: false }

const WORDS = new Map<string, GoScalar>()
for (const w of ['y', 'Y', 'yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON']) WORDS.set(w, TRUE)
for (const w of ['n', 'N', 'no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF']) WORDS.set(w, FALSE)
for (const w of ['', '~', 'null', 'Null', 'NULL']) WORDS.set(w, NULL_V)
for (const w of ['.nan', '.NaN', '.NAN']) WORDS.set(w, { t: 'float', v: Number.NaN })
for (const w of ['.inf', '.Inf', '.INF', '+.inf', '+.Inf', '+.INF'])
  WORDS.set(w, { t: 'float', v: Number.POSITIVE_INFINITY })
for (const w of ['-.inf', '-.Inf', '-.INF']) WORDS.set(w, { t: 'float', v: Number.NEGATIVE_INFINITY })

const tagOf = (s: GoScalar): string =>
  s.t === 'null' ? NULL : s.t === 'bool' ? BOOL : s.t === 'int' ? INT : s.t === 'float' ? FLOAT : STR

/** `!!int` for a long YAML tag, the tag itself otherwise (go-yaml's `shortTag`). */
export const shortTag = (tag: string): string => (tag.startsWith(YAML_TAG) ? `!!${tag.slice(YAML_TAG.length)}` : tag)

const INT64_MIN = -(2n ** 63n)
const INT64_MAX = 2n ** 63n - 1n
const UINT64_MAX = 2n ** 64n - 1n

const DIGITS: Record<number, RegExp> = { 2: /^[01]+$/, 8: /^[0-7]+$/, 10: /^[0-9]+$/, 16: /^[0-9a-fA-F]+$/ }

/** Go's `strconv.ParseInt(s, 0, 64)` (signed) or `ParseUint(s, 0, 64)`, on text without underscores. */
const parseGoInt = (s: string, signed: boolean): bigint | undefined => {
  let i = 0
  let neg = false
  if (signed && (s[0] === '+' || s[0] === '-')) {
    neg = s[0] === '-'
    i = 1
  }
  let base = 10
  if (s[i] === '0' && s.length > i + 1) {
    const p = s[i + 1]
    if (p === 'x' || p === 'X') base = 16
    else if (p === 'o' || p === 'O') base = 8
    else if (p === 'b' || p === 'B') base = 2
    else base = 8
    i += base === 8 && p !== 'o' && p !== 'O' ? 1 : 2
  }
  const body = s.slice(i)
  if (!(DIGITS[base] as RegExp).test(body)) return undefined
  let v = 0n
  const b = BigInt(base)
  for (const ch of body) v = v * b + BigInt(Number.parseInt(ch, 16))
  if (neg) v = -v
  if (signed ? v < INT64_MIN || v > INT64_MAX : v > UINT64_MAX) return undefined
  return v
}

const YAML_STYLE_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/

/** Go's `strconv.ParseFloat(s, 64)` for the decimal forms go-yaml passes it; `undefined` on error (range included). */
const parseGoFloat = (s: string): number | undefined => {
  if (!/^[-+]?(?:[0-9_]+\.?[0-9_]*|\.[0-9_]+)(?:[eE][-+]?[0-9_]+)?$/.test(s)) return undefined
  if (s.includes('_') && !underscoresOk(s)) return undefined
  const v = Number(s.replace(/_/g, ''))
  return Number.isFinite(v) ? v : undefined
}

/** Go's `underscoreOK`: each underscore between two digits. */
const underscoresOk = (s: string): boolean => {
  let saw = '^'
  let i = s[0] === '+' || s[0] === '-' ? 1 : 0
  for (; i < s.length; i++) {
    const c = s[i] as string
    if (c >= '0' && c <= '9') saw = '0'
    else if (c === '_') {
      if (saw !== '0') return false
      saw = '_'
    } else {
      if (saw === '_') return false
      saw = '!'
    }
  }
  return saw !== '_'
}

const TS_FORMAT =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:[Tt](\d{1,2}):(\d{1,2}):(\d{1,2})(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2}))|(?: (\d{1,2}):(\d{1,2}):(\d{1,2})(?:\.\d+)?))?$/
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** Whether go-yaml's `parseTimestamp` (Go's `time.Parse` with its four layouts) accepts `s`. */
export const isGoYamlTimestamp = (s: string): boolean => {
  // every layout starts with four digits and a dash: most numbers stop here, before the pattern
  if (s.length < 8 || s.charCodeAt(4) !== 0x2d) return false
  for (let i = 0; i < 4; i++) {
    const c = s.charCodeAt(i)
    if (c < 0x30 || c > 0x39) return false
  }
  const m = TS_FORMAT.exec(s)
  if (m === null) return false
  const year = Number(m[1])
  const month = Number(m[2])
  const day = Number(m[3])
  if (month < 1 || month > 12 || day < 1) return false
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  if (day > (month === 2 && !leap ? 28 : (MONTH_DAYS[month - 1] as number))) return false
  const h = m[4] ?? m[7]
  if (h !== undefined && (Number(h) > 23 || Number(m[5] ?? m[8]) > 59 || Number(m[6] ?? m[9]) > 59)) return false
  return true
}

/** go-yaml's `resolve(tag, in)` for a resolvable tag (or none): the value, or the tag it really has. */
const resolvePlain = (tag: string, s: string): GoScalar => {
  const first = s.charCodeAt(0)
  const hint =
    s === ''
      ? 'N'
      : first === 0x2b || first === 0x2d
        ? 'S'
        : first >= 0x30 && first <= 0x39
          ? 'D'
          : 'yYnNtTfFoO~'.includes(s[0] as string)
            ? 'M'
            : first === 0x2e
              ? '.'
              : ''
  if (hint === '' || tag === STR) return { t: 'str', v: s }
  const word = WORDS.get(s)
  if (word !== undefined) return word
  if (hint === '.') {
    const f = parseGoFloat(s)
    if (f !== undefined) return { t: 'float', v: f }
  } else if (hint === 'D' || hint === 'S') {
    if ((tag === '' || tag === TIMESTAMP) && isGoYamlTimestamp(s)) return { t: 'str', v: s, ts: true } as GoScalar
    const plain = s.includes('_') ? s.replace(/_/g, '') : s
    const i = parseGoInt(plain, true)
    if (i !== undefined) return { t: 'int', v: i, unsigned: false }
    const u = parseGoInt(plain, false)
    if (u !== undefined) return { t: 'int', v: u, unsigned: true }
    if (YAML_STYLE_FLOAT.test(plain)) {
      const f = parseGoFloat(plain)
      if (f !== undefined) return { t: 'float', v: f }
    }
  }
  return { t: 'str', v: s }
}

const isTimestamp = (s: GoScalar): boolean => (s as { ts?: boolean }).ts === true

/** A scalar's value or go-yaml's error text (without the `yaml: ` prefix). */
export type Resolved = { readonly ok: true; readonly value: GoScalar } | { readonly ok: false; readonly error: string }

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Go's `base64.StdEncoding.DecodeString` (CR and LF ignored), or `undefined`. */
const decodeBase64 = (text: string): number[] | undefined => {
  const s = text.replace(/[\r\n]/g, '')
  if (s.length % 4 !== 0) return undefined
  const out: number[] = []
  for (let i = 0; i < s.length; i += 4) {
    const q = s.slice(i, i + 4)
    const pad = q.endsWith('==') ? 2 : q.endsWith('=') ? 1 : 0
    if (pad > 0 && i + 4 !== s.length) return undefined
    const vals: number[] = []
    for (let j = 0; j < 4 - pad; j++) {
      const v = B64.indexOf(q[j] as string)
      if (v < 0) return undefined
      vals.push(v)
    }
    if (pad === 0 && q.includes('=')) return undefined
    const [a, b, c, d] = vals as [number, number, number?, number?]
    out.push(((a << 2) | (b >> 4)) & 255)
    if (c !== undefined) out.push(((b << 4) | (c >> 2)) & 255)
    if (d !== undefined) out.push((((c as number) << 6) | d) & 255)
  }
  return out
}

/**
 * Bytes as a string, each byte of an invalid UTF-8 sequence as a lone
 * surrogate U+DFFF (which no YAML text can hold), so that `goJsonString`
 * writes it as Go's `json.Marshal` does: `\ufffd`.
 */
export const goStringFromBytes = (bytes: readonly number[] | Uint8Array): string => {
  let out = ''
  let i = 0
  const n = bytes.length
  while (i < n) {
    const b0 = bytes[i] as number
    if (b0 < 0x80) {
      out += String.fromCharCode(b0)
      i++
      continue
    }
    const need = b0 >= 0xc2 && b0 <= 0xdf ? 1 : b0 >= 0xe0 && b0 <= 0xef ? 2 : b0 >= 0xf0 && b0 <= 0xf4 ? 3 : -1
    let cp = need === 1 ? b0 & 0x1f : need === 2 ? b0 & 0x0f : b0 & 0x07
    let ok = need > 0
    if (ok) {
      for (let k = 1; k <= need; k++) {
        const b = bytes[i + k]
        if (b === undefined || (b & 0xc0) !== 0x80) {
          ok = false
          break
        }
        if (k === 1) {
          if (b0 === 0xe0 && b < 0xa0) ok = false
          if (b0 === 0xed && b > 0x9f) ok = false
          if (b0 === 0xf0 && b < 0x90) ok = false
          if (b0 === 0xf4 && b > 0x8f) ok = false
          if (!ok) break
        }
        cp = (cp << 6) | (b & 0x3f)
      }
    }
    if (!ok) {
      out += '\udfff'
      i++
      continue
    }
    out += String.fromCodePoint(cp)
    i += need + 1
  }
  return out
}

/**
 * go-yaml's decoding of one scalar into `interface{}`.
 *
 * @example
 * resolveScalar('0o17', '', true)   // { ok: true, value: { t: 'int', v: 15n, unsigned: false } }
 * resolveScalar('yes', '', false)   // { ok: true, value: { t: 'str', v: 'yes' } }
 */
export const resolveScalar = (text: string, tag: string, plain: boolean): Resolved => {
  if (tag === '' && !plain) return { ok: true, value: { t: 'str', v: text } }
  if (tag === BINARY) {
    const bytes = decodeBase64(text)
    return bytes === undefined
      ? { ok: false, error: '!!binary value contains invalid base64 data' }
      : { ok: true, value: { t: 'str', v: goStringFromBytes(bytes) } }
  }
  const resolvable = tag === '' || tag === STR || tag === BOOL || tag === INT || tag === FLOAT || tag === NULL
  if (!resolvable && tag !== TIMESTAMP) return { ok: true, value: { t: 'str', v: text } }
  const r = resolvePlain(tag, text)
  const rtag = isTimestamp(r) ? TIMESTAMP : tagOf(r)
  if (tag === '' || tag === rtag || tag === STR) {
    return { ok: true, value: tag === STR || isTimestamp(r) ? { t: 'str', v: text } : r }
  }
  if (tag === FLOAT && r.t === 'int' && !r.unsigned) return { ok: true, value: { t: 'float', v: Number(r.v) } }
  return { ok: false, error: `cannot decode ${shortTag(rtag)} \`${text}\` as a ${shortTag(tag)}` }
}
