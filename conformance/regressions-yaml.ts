/**
 * Regression inputs of yaml.toJSON: each a disagreement found by the live
 * diff (generated files, never real manifests) and fixed; the answers are
 * the oracle's, recorded by `npm run conformance:record -- --regressions
 * --op yaml.toJSON`.
 */
import type { RegressionCase } from './regressions'

const utf8 = (s: string) => ({ b64: Buffer.from(s, 'utf8').toString('base64') })
const bytes = (b: readonly number[]) => ({ b64: Buffer.from(b).toString('base64') })
/** UTF-16LE with its byte-order mark. */
const utf16le = (s: string) => {
  const out = [0xff, 0xfe]
  for (let i = 0; i < s.length; i++) out.push(s.charCodeAt(i) & 255, s.charCodeAt(i) >> 8)
  return bytes(out)
}

const c = (name: string, why: string, input: { b64: string }): RegressionCase => ({ name, why, input })

export const yamlToJson: readonly RegressionCase[] = [
  c(
    'utf16-escape-before-odd-byte',
    'live diff (CI seed): an invalid \\uD800 escape is met before the odd last byte; we reported the odd byte',
    { b64: '/v8AJwB4ACcAOgANACAAIAB5ADoAIAAiAFwAdQBEADgAMAAwACIADQ==' },
  ),
  c('two-root-tags', 'live diff: a root with two tags is its first tag on an empty node', utf8('!!binary !!!!')),
  c('two-root-tags-after-marker', 'live diff: the same after a `---` line', utf8('--- # head\n!!binary !!!!\n')),
  c(
    'json-gives-up',
    'live diff: fewer than 4 bytes after a JSON failure: apimachinery gives up on YAML',
    utf8('{"a": 1}}'),
  ),
  c(
    'utf16-empty-flow-root',
    'live diff: after `{}` go-yaml reads one more line only',
    utf16le('{}\n{"a": 1e400}\n{"a":1,"a":2}'),
  ),
  c(
    'utf16-flow-line-to-end',
    'live diff: a flow collection on the last line is read to the end',
    utf16le('{}\n{"a": 1}'),
  ),
  c(
    'utf16-root-key-line',
    "live diff: a non-empty flow root's key keeps the scanner on its line",
    utf16le('{"a": 1,} {"a": 1}}'),
  ),
  c('utf16-empty-root-same-line', 'live diff: an empty flow root then a token on its line', utf16le('{} {"a": 1')),
  c(
    'utf16-block-root-marker',
    'live diff: a block root ends at `---` in a UTF-16 file (kubectl does not cut there)',
    utf16le('a: 1\n---\nb: 2\n'),
  ),
  c(
    'utf16-block-scalar-root',
    'live diff: a root block scalar ends at a line at column 0',
    utf16le('%YAML 1.1\n---\n\n>+\n  indented\n42\n# not a comment\n  indented\n'),
  ),
  c(
    'bad-byte-first-read',
    'live diff: a bad byte in the first 512 bytes fails the document',
    bytes([...Buffer.from('&a {}\r---  \r'), 0x80, 0x7e, 0x0d]),
  ),
  c('block-entry-after-root', "live diff: `-` after a one-line root is libyaml's error", utf8("'it''s'-\n")),
  c(
    'keep-chomping-zero-indented',
    'live diff: `>+` keeps the empty lines before a column-0 line',
    utf8('>+\n\na: 1\n'),
  ),
  c('alias-name', 'live diff: an alias name with `*` in it', utf8('**b\n')),
  c(
    'escape-on-unknown-alias-line',
    'live diff: the scanner meets the escape before the parser meets the alias',
    utf8('{k: *a, "x": "\\uD800"}\n'),
  ),
  c(
    'quoted-root-then-flow',
    'live diff: quoted text on the root line holds no token',
    utf8('"mm" {"a":1,"a":2} {"T>":1}'),
  ),
  c(
    'zero-indented-block-then-seq',
    'live diff: a block scalar root, then a block sequence at column 0',
    utf8('>1-\n\n- {a: 1}\n- b\n'),
  ),
  c('quote-inside-plain', 'live diff: a quote inside a plain scalar of a flow root', utf8('{"a": 1 "2^=YUU}9Y="')),
  c(
    'unterminated-after-root',
    'live diff: an unterminated quote on the root line',
    utf8('{"a": 1,} "i1(uXq!s" {"a"": 1e400}'),
  ),
  c('flow-key-indicator', 'live diff: `?x` in a flow sequence is a one-pair mapping', utf8('[[?x, 1]]\n')),
  c(
    'flow-key-indicator-value',
    'live diff: `?x` as a flow mapping value is an error',
    utf8('a: {name: X, value: ?x}\n'),
  ),
  c('flow-key-indicator-inside', 'live diff: `?` inside a plain scalar in flow ends it', utf8('[true,3.1e-8?9,true]')),
  c('plain-root-continues', 'live diff: a plain root scalar continues onto a `{` line', utf8('null\n{"a?":[1?2]}')),
  c(
    'anchor-name-ends-at-colon',
    'live diff: `{&name: X}` anchors an empty key in flow',
    utf8('- {&name: X, value: 1}\n'),
  ),
  c(
    'tagged-flow-key-indicator',
    'live diff: `?x` inside a tagged flow mapping',
    utf8('!custom {a b: &x1 {kind: ?x}, a: +.5}\n'),
  ),
  c(
    'error-map-keys-sorted',
    "live diff: fmt's %#v of a map in an error sorts string keys by their bytes",
    utf8('---\n&b {null: !custom {a: 0b101, a b: 1__0}, +1: "x"}\n'),
  ),
  c('directive-in-read-ahead', 'live diff: a `%` line read ahead after a flow root', utf8('[1]\n%x\n')),
  c(
    'value-indicator-after-root',
    "live diff: `: ` after a one-line flow root's end is libyaml's error",
    utf8('{"a": 1 "DhK}d" {"a": 1}}'),
  ),
  c(
    'tab-in-flow-after-quoted-root',
    'live diff: a tab inside a flow collection after a quoted root',
    utf8('"x" {"a": true\t, "b": 1} null'),
  ),
  c(
    'json-error-byte',
    "live diff: Go's JSON scanner names the byte it stopped at",
    bytes([...Buffer.from('{"a":1'), 0x85, ...Buffer.from(',"a":2}')]),
  ),
  c(
    'json-error-lead-byte',
    'live diff: an invalid lead byte outside a string',
    bytes([0x7b, 0xe2, ...Buffer.from('"a": 1,}')]),
  ),
  c(
    'second-bom-eats-line-starts',
    "live diff: after a second byte-order mark go-yaml eats each line's first character",
    utf16le('\ufeffapiVersion: batch/v1\nkind: Job\nmetadata:\n  name: pi\n\nspec: {}\n'),
  ),
  c(
    'second-bom-marker-line',
    'live diff: `---` after a second mark is a plain scalar',
    utf16le('\ufeff--- []\r\n\r\n'),
  ),
  c(
    'second-bom-root-scalar-reads-on',
    'live diff: the marker line ending a root scalar is eaten and read on to the odd byte',
    utf16le('\ufeff131584628197916159691\r\n--- x\r\n184191\r\n'),
  ),
  c(
    'second-bom-block-scalar-root',
    'live diff: a root block scalar after a second mark',
    utf16le('\ufeff>\naGk=\nhello\n'),
  ),
  c('utf16-stray-close-bracket', "live diff: a `}` after the root removes the root's key", utf16le('{"a": 1}} null')),
  c(
    'utf16-unknown-alias-stops',
    'live diff: the parser fails at an unknown alias',
    utf16le('*a\r\n\r\n!!binary 4oI=\r\n'),
  ),
  c(
    'utf16-unknown-alias-reads-on',
    "live diff: an unknown alias's look-ahead reads a plain scalar to the end",
    utf16le('*b\n----\n09.5\n'),
  ),
  c('utf16-empty-document', 'live diff: an empty document ends at `...`', utf16le('---\n...\n')),
  c('utf16-end-marker-first', 'live diff: a first `...` fails before the odd byte', utf16le('...\n')),
  c(
    'utf16-zero-indented-block-root',
    'live diff: a root block scalar ends at a line at column 0',
    utf16le('>-\n\na: b\n'),
  ),
  c('yaml-version-number', "live diff: %YAML's version is two numbers", utf8('%YAML 1}.1\n---\na: 1\n')),
  c(
    'unsupported-keys-map-order',
    "live diff: which unsupported key YAMLToJSON names follows Go's map order",
    utf8('x:\n  0xFFFFFFFFFFFFFFFF: {a: 1}\n  constructor: abc\n  Null: {a b: pi}\n'),
  ),
  c('flow-dash-plain', 'live diff (seed 20261207): `-` before a flow indicator is a plain scalar', utf8('[-]\rnull')),
  c('flow-dash-plain-value', 'the same as a flow mapping value (JSON stream, then YAML)', utf8('{a: -, b: 1}')),
  c('flow-value-no-key', "live diff: ':' where a flow sequence's entry starts has no key", utf8('---\n[x,:y]\n')),
  c('flow-value-no-key-map', 'the same in a flow mapping', utf8('a: {: y}\n')),
  c('flow-seq-key-value', "go-yaml skips the token after a flow sequence's key indicator", utf8('a: [? : y]\n')),
  c('flow-seq-key-empty-value', 'an empty value after it is read', utf8('a: [? :]\n')),
  c(
    'quoted-root-quoted-then-flow',
    'live diff: quoted scalars after a quoted root keep its key possible; the root is the document',
    utf8('"B<_7`m" ";$:" {"K4":{},"[":[1.5e+62]}'),
  ),
  c(
    'syntax-error-before-bad-read',
    'live diff: a syntax error in the first 512-byte read comes before a control character in a later one',
    utf8(`a:\r  b: 1\r----\rc: 2\r${'x: y\r'.repeat(120)}z: \x7f\r`),
  ),
  c('json-literal-cut', "live diff: a JSON literal cut by the end is the decoder's unexpected EOF", utf8('{} nul')),
  c('tag-handle-not-word', 'live diff: `!*!binary` is the local tag `!*!binary` (a string)', utf8('!*!binary AA==\n')),
  c('tag-uri-brackets', '`[` and `]` are tag URI characters', utf8('[!!s[tr nil]')),
  c('tag-uri-comma', '`,` is a tag URI character, in a flow sequence too', utf8('[!a, b]')),
  c(
    'tag-then-brace',
    'live diff: a tag followed by `}` is an error (the JSON error is answered)',
    utf8('{"a": !1e400}'),
  ),
  c('tag-then-hash', "a tag followed by `#` is libyaml's error", utf8('a: !x#y z\n')),
  c(
    'look-ahead-reserved-character',
    'live diff (seed 424242): `%` in the look-ahead after a flow root starts no token (the JSON error is answered)',
    utf8('{"a": 1,}\r\n{%"a": 1e400}'),
  ),
  c('tab-line-start-root', 'live diff: a tab at the start of a line starts no token', utf8('\t[]')),
  c('tab-after-block-entry', "a tab after a block sequence's `-` starts no token", utf8('- \tb\n')),
  c(
    'tab-line-after-plain',
    "a plain scalar's scanner eats the next blank lines: a tab left of its indentation fails",
    utf8('a: 1\n\t\nb: 2\n'),
  ),
  c('tab-line-after-root-plain', 'a root plain scalar has no indentation: the tab is eaten', utf8('0.5\r\t\n')),
  c(
    'tab-line-empty-document',
    'live diff (seed 424242): a tab line in an empty document',
    utf8('---\r\n---\r\t\n~\r\n'),
  ),
  c(
    'tab-after-unknown-alias-line',
    "an unknown alias's look-ahead reads the next line's token: the tab first",
    utf8('*x\n\t\n'),
  ),
  c(
    'keyless-value-root',
    "live diff: a value indicator at a line's start has no key for go-yaml's parser",
    utf8(': x\n'),
  ),
  c('keyless-value-after-pair', 'the same after a pair of the mapping', utf8('a: 1\n: 2\n')),
  c(
    'keyless-value-after-plain',
    "a value indicator on a plain scalar's next line ends it and has no key",
    utf8('a: b\n  : c\n'),
  ),
  c('explicit-key-value', "after a `?` key the value indicator is the key's value", utf8('? a\n: b\n')),
  c('alias-name-then-backtick', 'live diff: a backtick after an alias name starts no token', utf8('  \r*a`\r')),
  c('alias-name-then-percent', '`%` after an alias name in a flow collection starts no token', utf8('[*a%]')),
  c(
    'json-string-byte-order-mark',
    'CI hardening law: a U+FEFF inside a JSON string is kept (each character was decoded alone, and TextDecoder drops a leading mark)',
    utf8('{"kind": "\ufeffa\ufeff", "b": ["\ufeff"]}\n'),
  ),
]
