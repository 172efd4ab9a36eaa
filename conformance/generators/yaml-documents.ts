/**
 * Manifest files for `yaml.toJSON`: YAML documents built from every YAML 1.1
 * scalar form (booleans `yes`/`no`/`on`/`off`/`y`/`n`, integers in every base
 * with underscores and signs, sexagesimal `1:30`, floats `.inf`/`.nan`/
 * `1e400`/`e1`, nulls, timestamps, `!!binary`), anchors, aliases (defined,
 * undefined, self-referencing), merge keys `<<`, tags (`!!str`, `!!int`,
 * custom, verbatim, `!`), flow and block styles, block scalars `|`/`>-`
 * with indicators, every quoting, keys of every type, duplicate keys; then
 * files of one or more documents (`---`, `--- # c`, `...`, invalid
 * separators), JSON documents (several, with trailing commas), byte-order
 * marks, UTF-16, CRLF and CR line ends, and corruptions (NUL, invalid
 * UTF-8, a deleted or inserted character).
 */
import fc from 'fast-check'

const PLAIN_SCALARS = [
  ...['y', 'Y', 'yes', 'Yes', 'YES', 'n', 'N', 'no', 'No', 'NO', 'on', 'On', 'ON', 'off', 'Off', 'OFF'],
  ...['true', 'True', 'TRUE', 'false', 'False', 'FALSE', 'tRue', 'yES', 'o', 't', 'f'],
  ...['~', 'null', 'Null', 'NULL', 'nULL', 'nil', 'None'],
  ...['0', '-0', '+0', '1', '-1', '+1', '017', '0o17', '0O17', '-0o17', '0o8', '0x1F', '0X1f', '-0x1f', '+0x1', '0x'],
  ...['0b101', '-0b11', '0B11', '0b2', '0b', '1_000', '1__0', '_1', '1_', '0_1', '0x_1', '08', '09.5', '0777', '00'],
  ...['9223372036854775807', '9223372036854775808', '-9223372036854775808', '-9223372036854775809'],
  ...['18446744073709551615', '18446744073709551616', '123456789012345678901', '9007199254740993'],
  ...['0x8000000000000000', '0xFFFFFFFFFFFFFFFF', '0x10000000000000000', '0b' + '1'.repeat(64), '-0b' + '1'.repeat(63)],
  ...['0.5', '.5', '-.5', '+.5', '1.', '1.0', '1e3', '1E3', '1e+3', '1e-3', '1.5e3', '0.1', '3.14159265358979'],
  ...['e1', 'E5', 'e+3', '-e2', '.e3', '1e', '1e+', '._5', '.5_0', '1_0.5', '1.5_0', '1e1_0', '.5e1000', '0.e1'],
  ...['1e400', '-1e400', '1e-400', '1e21', '1e20', '1e-7', '0.000001', '100000000000000000000000', '-0.0', '4.9e-324'],
  ...[
    '.inf',
    '.Inf',
    '.INF',
    '-.inf',
    '+.inf',
    '-.Inf',
    '.nan',
    '.NaN',
    '.NAN',
    'nan',
    'inf',
    'Infinity',
    '+inf',
    '.iNf',
  ],
  ...['1:30', '190:20:30', '-1:30', '1:30.5', '0x1p-2', '1_000.5'],
  ...['2026-01-02', '2026-1-2', '2026-01-02T03:04:05Z', '2026-01-02t03:04:05.123+01:00', '2026-01-02 03:04:05'],
  ...['2026-02-30', '2026-13-01', '2001-12-14T21:59:43.10-05:00', '20260102', '2026-01-02T25:00:00Z', '999-01-01'],
  ...['abc', 'a b', 'hello world', 'x:y', 'a#b', 'http://x', '-x', '?x', '<<', '=', 'null1', 'true1', '1.2.3', '+'],
  ...['v1', 'batch/v1', 'Job', 'pi', 'perl', 'Never', 'é', '日本', '😀'],
] as const

const QUOTED = [
  "'x'",
  "'it''s'",
  "''",
  '"x"',
  '""',
  '"a\\tb"',
  '"\\u00e9\\x41"',
  '"\\N\\_\\L\\P"',
  '"\\/"',
  '"\\e\\0\\a"',
  '"yes"',
  "'0o17'",
  '"1e400"',
  '"<"',
  '"a&b>c"',
  '"\\U0001F600"',
  '"\\uD800"',
] as const

const TAGS = [
  '!!str',
  '!!int',
  '!!float',
  '!!bool',
  '!!null',
  '!!timestamp',
  '!!binary',
  '!custom',
  '!',
  '!<tag:yaml.org,2002:str>',
  '!<tag:yaml.org,2002:int>',
  '!!merge',
  '!!map',
  '!!seq',
] as const

const BINARY = ['aGk=', 'aGVsbG8gd29ybGQ=', '/w==', '4oKs', 'AA==', 'aGk', 'a GV', '====', '', '!!!!', '4oI='] as const

const KEYS = [
  'a',
  'b',
  'name',
  'kind',
  'apiVersion',
  'spec',
  'x',
  'a b',
  'k8s.io/x',
  '__proto__',
  'constructor',
] as const

const ANCHORS = ['a', 's', 'x1', 'b'] as const

const scalarText: fc.Arbitrary<string> = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom(...PLAIN_SCALARS) },
  { weight: 3, arbitrary: fc.constantFrom(...QUOTED) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...TAGS), fc.constantFrom(...PLAIN_SCALARS, ...QUOTED))
      .map(([t, s]) => `${t} ${s}`),
  },
  { weight: 1, arbitrary: fc.constantFrom(...BINARY).map((b) => `!!binary ${b}`) },
  { weight: 1, arbitrary: fc.integer({ min: -1e6, max: 1e6 }).map(String) },
  { weight: 1, arbitrary: fc.double({ noNaN: true }).map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
)

const keyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...KEYS) },
  { weight: 3, arbitrary: fc.constantFrom(...PLAIN_SCALARS) },
  { weight: 1, arbitrary: fc.constantFrom(...QUOTED) },
  { weight: 1, arbitrary: fc.constantFrom('<<', '"<<"', '!!merge <<', '? [1, 2]', '? {a: 1}', '!!str 1', '!!int "3"') },
)

/** A node as text: `inline` for flow context or one line, `block` lines with indentation. */
type Tree =
  | { readonly k: 'scalar'; readonly text: string }
  | {
      readonly k: 'map'
      readonly flow: boolean
      readonly pairs: readonly (readonly [string, Tree])[]
      readonly prefix: string
    }
  | { readonly k: 'seq'; readonly flow: boolean; readonly items: readonly Tree[]; readonly prefix: string }
  | { readonly k: 'block'; readonly header: string; readonly lines: readonly string[] }

const prefixArb = fc.oneof(
  { weight: 8, arbitrary: fc.constant('') },
  { weight: 2, arbitrary: fc.constantFrom(...ANCHORS).map((a) => `&${a} `) },
  { weight: 1, arbitrary: fc.constantFrom('!!map ', '!!seq ', '!custom ', '!!str ') },
)

const blockScalar: fc.Arbitrary<Tree> = fc.record({
  k: fc.constant('block' as const),
  header: fc.constantFrom('|', '|-', '|+', '>', '>-', '>+', '|2', '>1-', '!!binary |', '!!int |'),
  lines: fc.array(fc.constantFrom('hello', 'world', '  indented', '', 'aGk=', '42', 'a: b', '# not a comment'), {
    minLength: 0,
    maxLength: 4,
  }),
})

const { tree } = fc.letrec<{ tree: Tree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: scalarText.map((text): Tree => ({ k: 'scalar', text })) },
    { weight: 1, arbitrary: fc.constantFrom(...ANCHORS).map((a): Tree => ({ k: 'scalar', text: `*${a}` })) },
    { weight: 1, arbitrary: blockScalar },
    {
      weight: 3,
      arbitrary: fc.record({
        k: fc.constant('map' as const),
        flow: fc.boolean(),
        pairs: fc.array(fc.tuple(keyText, tie('tree')), { minLength: 0, maxLength: 4 }),
        prefix: prefixArb,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        k: fc.constant('seq' as const),
        flow: fc.boolean(),
        items: fc.array(tie('tree'), { minLength: 0, maxLength: 3 }),
        prefix: prefixArb,
      }),
    },
  ),
}))

const flowText = (t: Tree): string => {
  switch (t.k) {
    case 'scalar':
      return t.text
    case 'block':
      return `"${t.lines.join(' ')}"`
    case 'map':
      return `${t.prefix}{${t.pairs.map(([k, v]) => (k.startsWith('?') ? `${k}: ${flowText(v)}` : `${k}: ${flowText(v)}`)).join(', ')}}`
    default:
      return `${t.prefix}[${t.items.map(flowText).join(', ')}]`
  }
}

/** Lines of a node written at `indent` after a `key:` or `-` (the first line is what follows it). */
const blockLines = (t: Tree, indent: number): { readonly inline: string; readonly lines: string[] } => {
  const pad = ' '.repeat(indent)
  if (t.k === 'scalar') return { inline: ` ${t.text}`, lines: [] }
  if (t.k === 'block') return { inline: ` ${t.header}`, lines: t.lines.map((l) => (l === '' ? '' : pad + l)) }
  if (t.flow || (t.k === 'map' ? t.pairs.length === 0 : t.items.length === 0))
    return { inline: ` ${flowText(t)}`, lines: [] }
  const lines: string[] = []
  if (t.k === 'map') {
    for (const [k, v] of t.pairs) {
      const b = blockLines(v, indent + 2)
      if (k.startsWith('?')) {
        lines.push(`${pad}${k}`, `${pad}:${b.inline}`, ...b.lines)
      } else lines.push(`${pad}${k}:${b.inline}`, ...b.lines)
    }
  } else {
    for (const item of t.items) {
      const b = blockLines(item, indent + 2)
      lines.push(`${pad}-${b.inline}`, ...b.lines)
    }
  }
  return { inline: t.prefix === '' ? '' : ` ${t.prefix.trim()}`, lines }
}

const documentText = (t: Tree): string => {
  if (t.k === 'scalar' || t.k === 'block' || t.flow) {
    const b = blockLines(t, 0)
    return `${b.inline.trimStart()}\n${b.lines.join('\n')}${b.lines.length > 0 ? '\n' : ''}`
  }
  const b = blockLines(t, 0)
  return `${b.inline === '' ? '' : `--- ${b.inline.trim()}\n`}${b.lines.join('\n')}\n`
}

/** A Kubernetes-shaped document with a hostile scalar in a realistic place. */
const manifest: fc.Arbitrary<string> = fc
  .tuple(scalarText, scalarText, fc.constantFrom(...KEYS), fc.boolean())
  .map(
    ([a, b, k, anchored]) =>
      `apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: pi\n  labels:\n    release: ${a}\n    ${k}: ${b}\n` +
      `spec:\n  template:\n    spec:${anchored ? ' &tpl' : ''}\n      containers:\n      - name: pi\n        image: perl\n` +
      `        args: [${a}, ${b}]\n        env:\n        - {name: X, value: ${a}}\n${anchored ? '  extra:\n    <<: *tpl\n' : ''}`,
  )

const jsonDoc: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.constantFrom(
    '{"a": 1,}',
    '{"a": [1, 2,]}',
    '{"a": 1 "b": 2}',
    '{"a": 1',
    '{"a": 1}}',
    '{"a": 1e400}',
    '{"a":1,"a":2}',
    'null',
    '{}',
  ),
)

const SEPARATORS = ['---\n', '--- # c\n', '---  \n', '...\n---\n', '--- x\n', '----\n', '---\n---\n', '\n'] as const

const toBytes = (s: string): number[] => [...Buffer.from(s, 'utf8')]

const utf16 = (s: string, little: boolean): number[] => {
  const out = little ? [0xff, 0xfe] : [0xfe, 0xff]
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (little) out.push(c & 255, c >> 8)
    else out.push(c >> 8, c & 255)
  }
  return out
}

/** A file's bytes, base64, as the op takes them. */
export const yamlFileInput: fc.Arbitrary<{ readonly b64: string }> = fc
  .record({
    docs: fc.array(
      fc.oneof(
        { weight: 6, arbitrary: tree.map(documentText) },
        { weight: 2, arbitrary: manifest },
        { weight: 1, arbitrary: fc.constantFrom('', '# only a comment\n', '~\n', 'null\n', '...\n') },
      ),
      { minLength: 1, maxLength: 3 },
    ),
    seps: fc.array(fc.constantFrom(...SEPARATORS), { minLength: 3, maxLength: 3 }),
    lead: fc.constantFrom('', '', '', '---\n', '--- # head\n', '%YAML 1.1\n---\n', '\ufeff', '  \n'),
    json: fc.oneof(
      { weight: 8, arbitrary: fc.constant(undefined) },
      { weight: 2, arbitrary: fc.array(jsonDoc, { minLength: 1, maxLength: 3 }) },
    ),
    lineEnd: fc.constantFrom('\n', '\n', '\n', '\r\n', '\r'),
    encoding: fc.constantFrom('utf8', 'utf8', 'utf8', 'utf8', 'utf8', 'utf8', 'utf16le', 'utf16be'),
    corrupt: fc.oneof(
      { weight: 12, arbitrary: fc.constant(undefined) },
      {
        weight: 1,
        arbitrary: fc.tuple(fc.nat(), fc.constantFrom(0x00, 0xff, 0xc0, 0xe2, 0x80, 0x07, 0x7f, 0x09, 0x85)),
      },
      { weight: 1, arbitrary: fc.tuple(fc.nat(), fc.constant(-1)) },
      {
        weight: 1,
        arbitrary: fc.tuple(
          fc.nat(),
          fc.constantFrom(...':-[]{}#&*!|>\'"%@`,?\t '.split('').map((c) => c.charCodeAt(0))),
        ),
      },
    ),
  })
  .map(({ docs, seps, lead, json, lineEnd, encoding, corrupt }) => {
    let text: string
    if (json !== undefined) text = json.join(lead === '' ? '\n' : ' ')
    else text = lead + docs.map((d, i) => (i === 0 ? d : (seps[i - 1] ?? '---\n') + d)).join('')
    if (lineEnd !== '\n') text = text.replace(/\n/g, lineEnd)
    let bytes = encoding === 'utf8' ? toBytes(text) : utf16(text, encoding === 'utf16le')
    if (corrupt !== undefined && bytes.length > 0) {
      const [at, b] = corrupt
      const i = at % bytes.length
      bytes = b === -1 ? [...bytes.slice(0, i), ...bytes.slice(i + 1)] : [...bytes.slice(0, i), b, ...bytes.slice(i)]
    }
    return { b64: Buffer.from(bytes).toString('base64') }
  })
