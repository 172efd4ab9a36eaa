// Code blocks of README.md and docs/*.md as programs: extracted, type-checked
// and run by test/docs/doc-blocks.test.ts (against src/) and by
// .ci/package-managers (against the packed package), so that examples
// cannot rot. The convention, for writers (docs/development.md#documentation):
//
// - Every fenced block names its language. `ts` blocks are programs; they
//   import what they use from 'k8s-jobs-core' (or a subpath) and are
//   type-checked with the project's strict compiler options, then run.
// - `ts continued` continues the previous `ts` block of the same file (its
//   imports and bindings stay in scope), for examples split by prose.
// - `ts no-run (reason)`: not compiled or run. Only for listings that are not
//   programs (signatures); the reason is required.
// - `js` blocks are CommonJS programs: type-checked (checkJs), and run
//   against the packed package only.
// - Other languages (`sh`, `text`, `yaml`, `json`, `mermaid`) are not
//   programs; `json` blocks must parse.
// - Results: an expression statement followed by `//=> value` must equal
//   `value` (deep equality; properties whose value is `undefined` count as
//   absent); `//~> value` means "has at least these fields" (objects are
//   matched on the fields given, recursively; arrays element by element,
//   with the same length). The comment may follow the expression on its
//   last line or stand on the next line; a value may continue over further
//   `//` lines. `value` is TypeScript; `left` and `right` (fp-ts) may be
//   used without importing them. Every such check must run: a check inside
//   an `if` whose branch is not taken fails the block.
import ts from 'typescript'

/** Languages of blocks that are not programs. */
const TEXT_LANGUAGES = new Set(['sh', 'text', 'yaml', 'json', 'json5', 'mermaid'])

/**
 * The fenced code blocks of a markdown file.
 *
 * @param {string} markdown
 * @param {string} file the file's name, for messages
 * @returns {{ file: string, line: number, lang: string, info: string, code: string, endLine: number }[]}
 *   `line` is the 1-based line of the first code line, `endLine` of the last.
 */
export const extractBlocks = (markdown, file) => {
  const lines = markdown.split('\n')
  const blocks = []
  for (let i = 0; i < lines.length; i++) {
    const open = /^( *)(`{3,}|~{3,})\s*(.*)$/.exec(lines[i])
    if (!open) continue
    const [, indent, fence, info] = open
    const body = []
    let j = i + 1
    for (; j < lines.length; j++) {
      const close = /^ *(`{3,}|~{3,})\s*$/.exec(lines[j])
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length) break
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart())
    }
    if (j === lines.length) throw new Error(`${file}:${i + 1}: code block is not closed`)
    const lang = info.trim().split(/\s+/)[0] ?? ''
    blocks.push({ file, line: i + 2, endLine: j, lang, info: info.trim(), code: body.join('\n') })
    i = j
  }
  return blocks
}

/**
 * Problems with the fences of a file: blocks without a language, unknown
 * languages, `no-run` without a reason, `continued` without a block to
 * continue, `json` that does not parse.
 *
 * @param {ReturnType<typeof extractBlocks>} blocks
 * @returns {string[]}
 */
export const fenceProblems = (blocks) => {
  const problems = []
  let sawTs = false
  for (const b of blocks) {
    const where = `${b.file}:${b.line - 1}`
    const flags = b.info.split(/\s+/).slice(1)
    if (b.lang === '') problems.push(`${where}: name the block's language (ts, js, sh, text, yaml, json, mermaid)`)
    else if (b.lang === 'ts') {
      if (flags[0] === 'no-run' && !/^no-run\s+\S/.test(b.info.slice(3)))
        problems.push(`${where}: say why the block does not run: \`ts no-run (reason)\``)
      else if (flags[0] === 'continued' && !sawTs)
        problems.push(`${where}: \`ts continued\` has no ts block to continue`)
      else if (flags.length > 0 && flags[0] !== 'no-run' && flags[0] !== 'continued')
        problems.push(`${where}: unknown flag ${flags[0]} (ts blocks take \`continued\` or \`no-run (reason)\`)`)
      sawTs ||= flags[0] !== 'no-run'
    } else if (b.lang === 'js') {
      if (flags.length > 0) problems.push(`${where}: js blocks (CommonJS) take no flags`)
    } else if (!TEXT_LANGUAGES.has(b.lang)) problems.push(`${where}: unknown language ${b.lang}`)
    else if (b.lang === 'json') {
      try {
        JSON.parse(b.code)
      } catch (e) {
        problems.push(`${where}: json block does not parse: ${e.message}`)
      }
    }
  }
  return problems
}

/**
 * The programs of a file: each `ts` block with the `ts continued` blocks
 * after it, and each `js` block. Lines between continued blocks are kept
 * blank, so line N of `code` is line `line + N - 1` of the markdown.
 *
 * @param {ReturnType<typeof extractBlocks>} blocks
 * @returns {{ file: string, line: number, lang: 'ts' | 'js', code: string }[]}
 */
export const programs = (blocks) => {
  const out = []
  let last
  for (const b of blocks) {
    const flag = b.info.split(/\s+/)[1]
    if (b.lang === 'js') out.push({ file: b.file, line: b.line, lang: 'js', code: b.code })
    if (b.lang !== 'ts' || flag === 'no-run') continue
    if (flag === 'continued' && last) {
      const gap = b.line - (last.line + last.code.split('\n').length)
      last.code += '\n'.repeat(gap + 1) + b.code
    } else {
      last = { file: b.file, line: b.line, lang: 'ts', code: b.code }
      out.push(last)
    }
  }
  return out
}

const MARKER = /\/\/([=~])>/

/**
 * Turns a program's `//=>` / `//~>` comments into checks. The statement
 * `expr //=> value` becomes
 * `__docCheck(where, (expr))((left, right) => (value), 'equal')`, in place:
 * line numbers do not change. The two calls let the expression's type check
 * the expected value (`'Complete'` against a `JobPhase`, not a `string`). Appends the `__docCheck` helper,
 * which records each check that ran in `globalThis.__docChecksRun`.
 *
 * @param {{ file: string, line: number, lang: 'ts' | 'js', code: string }} program
 * @returns {{ code: string, checks: string[] }} checks: the `where` of each check
 */
export const instrument = (program) => {
  const { code } = program
  const source = ts.createSourceFile('block.ts', code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS)
  const lineOf = (pos) => source.getLineAndCharacterOfPosition(pos).line
  const where = (pos) => `${program.file}:${program.line + lineOf(pos)}`

  // Every marker comment, with the expected value's text (continuation
  // lines joined while the value does not yet parse as an expression).
  const markers = []
  const scan = ts.createScanner(ts.ScriptTarget.ES2022, false, ts.LanguageVariant.Standard, code)
  for (let kind = scan.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scan.scan()) {
    if (kind !== ts.SyntaxKind.SingleLineCommentTrivia) continue
    const text = scan.getTokenText()
    const m = MARKER.exec(text)
    if (m?.index !== 0) {
      if (m) throw new Error(`${where(scan.getTokenStart())}: a result marker must start its comment`)
      continue
    }
    markers.push({ start: scan.getTokenStart(), end: scan.getTokenEnd(), mode: m[1] === '=' ? 'equal' : 'match' })
  }
  const lineStarts = source.getLineStarts()
  for (const mk of markers) {
    let value = code.slice(mk.start + 4, mk.end)
    let end = mk.end
    let line = lineOf(mk.start)
    while (!parsesAsExpression(value)) {
      line += 1
      const next = line < lineStarts.length ? code.slice(lineStarts[line], lineStarts[line + 1] ?? code.length) : ''
      const cont = /^\s*\/\/(?![=~]>)(.*?)\r?\n?$/.exec(next)
      if (!cont) throw new Error(`${where(mk.start)}: the expected value does not parse: ${value.trim()}`)
      value += `\n${cont[1]}`
      end = lineStarts[line] + next.replace(/\r?\n$/, '').length
    }
    mk.value = value
    mk.valueEnd = end
  }

  // Attach each marker to the expression statement that ends right before
  // it (on the same line or the line above).
  const statements = []
  const visit = (node) => {
    if (ts.isExpressionStatement(node)) statements.push(node)
    ts.forEachChild(node, visit)
  }
  visit(source)
  const edits = []
  const checks = []
  for (const mk of markers) {
    const target = statements
      .filter((s) => s.end <= mk.start && /^[ \t;]*(\r?\n)?[ \t]*$/.test(code.slice(s.end, mk.start)))
      .sort((a, b) => b.end - a.end)[0]
    if (!target) throw new Error(`${where(mk.start)}: a result marker must follow an expression statement`)
    const id = where(mk.start)
    checks.push(id)
    const exprStart = target.expression.getStart(source)
    const expr = code.slice(exprStart, target.expression.end)
    const gap = code.slice(target.expression.end, mk.start).includes('\n') ? '\n' : ' '
    // Same line count as the text it replaces: the expression keeps its
    // lines, the expected value takes the comment's lines.
    const call = `__docCheck(${JSON.stringify(id)}, (${expr}))(${gap}(left, right) => (${mk.value}), ${JSON.stringify(mk.mode)});`
    edits.push({ start: exprStart, end: mk.valueEnd, text: call })
  }
  edits.sort((a, b) => b.start - a.start)
  let out = code
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end)
  const helper = program.lang === 'js' ? JS_HELPER : TS_HELPER
  return { code: `${out}\n${helper}`, checks }
}

const parsesAsExpression = (text) => {
  if (text.trim() === '') return false
  const f = ts.createSourceFile('v.ts', `(${text}\n)`, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS)
  return f.parseDiagnostics.length === 0 && f.statements.length === 1
}

/** `text` followed by as many newlines as `original` has. */

const HELPER_BODY = `
function __docFail(where: string, message: string): never {
  throw new Error(\`\${where}: \${message}\`)
}
function __docShow(v: unknown): string {
  return JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? \`\${x}n\` : x === undefined ? '<undefined>' : x)) ?? String(v)
}
function __docSame(a: unknown, b: unknown, partial: boolean): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => __docSame(x, b[i], partial))
  const ra = a as Record<string, unknown>
  const rb = b as Record<string, unknown>
  const keys = (r: Record<string, unknown>) => Object.keys(r).filter((k) => r[k] !== undefined)
  const kb = keys(rb)
  if (!partial && keys(ra).length !== kb.length) return false
  return kb.every((k) => Object.prototype.hasOwnProperty.call(ra, k) && __docSame(ra[k], rb[k], partial))
}
// The fp-ts constructors expected values may use as \`left(…)\` and \`right(…)\`.
function __docLeft<E>(e: E): { readonly _tag: 'Left'; readonly left: E } {
  return { _tag: 'Left', left: e }
}
function __docRight<A>(a: A): { readonly _tag: 'Right'; readonly right: A } {
  return { _tag: 'Right', right: a }
}
function __docRecord(where: string, actual: unknown, expected: unknown, mode: 'equal' | 'match'): void {
  const run = ((globalThis as { __docChecksRun?: string[] }).__docChecksRun ??= [])
  run.push(where)
  if (!__docSame(actual, expected, mode === 'match'))
    __docFail(where, \`\${mode === 'equal' ? 'expected' : 'expected at least'} \${__docShow(expected)}\\n  but got \${__docShow(actual)}\`)
}
`

const TS_HELPER = `// ---- added by scripts/doc-blocks.mjs ----
type __DocExpected<T> = (left: typeof __docLeft, right: typeof __docRight) => T
function __docCheck<T>(where: string, actual: T): {
  (expected: __DocExpected<T>, mode: 'equal'): void
  (expected: __DocExpected<unknown>, mode: 'match'): void
}
function __docCheck(where: string, actual: unknown) {
  return (expected: __DocExpected<unknown>, mode: 'equal' | 'match'): void =>
    __docRecord(where, actual, expected(__docLeft, __docRight), mode)
}
${HELPER_BODY}
export {}
`

// For CommonJS (`js`) programs: the same helper, typed with JSDoc.
const JS_HELPER = `// ---- added by scripts/doc-blocks.mjs ----
/** @param {string} where @param {unknown} actual */
function __docCheck(where, actual) {
  /**
   * @param {(left: typeof __docLeft, right: typeof __docRight) => unknown} expectedValue
   * @param {'equal' | 'match'} mode
   */
  return (expectedValue, mode) => {
    const g = /** @type {{ __docChecksRun?: string[] }} */ (/** @type {unknown} */ (globalThis))
    ;(g.__docChecksRun ??= []).push(where)
    const expected = expectedValue(__docLeft, __docRight)
    if (!__docSame(actual, expected, mode === 'match'))
      throw new Error(\`\${where}: expected \${mode === 'match' ? 'at least ' : ''}\${__docShow(expected)}\\n  but got \${__docShow(actual)}\`)
  }
}
/** @param {unknown} v @returns {string} */
function __docShow(v) {
  return JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? \`\${x}n\` : x === undefined ? '<undefined>' : x)) ?? String(v)
}
/** @param {unknown} a @param {unknown} b @param {boolean} partial @returns {boolean} */
function __docSame(a, b, partial) {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => __docSame(x, b[i], partial))
  const ra = /** @type {Record<string, unknown>} */ (a)
  const rb = /** @type {Record<string, unknown>} */ (b)
  /** @param {Record<string, unknown>} r */
  const keys = (r) => Object.keys(r).filter((k) => r[k] !== undefined)
  const kb = keys(rb)
  if (!partial && keys(ra).length !== kb.length) return false
  return kb.every((k) => Object.prototype.hasOwnProperty.call(ra, k) && __docSame(ra[k], rb[k], partial))
}
/** @template E @param {E} e */
function __docLeft(e) {
  return { _tag: /** @type {const} */ ('Left'), left: e }
}
/** @template A @param {A} a */
function __docRight(a) {
  return { _tag: /** @type {const} */ ('Right'), right: a }
}
`
