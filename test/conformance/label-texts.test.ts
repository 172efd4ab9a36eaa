// The design classifier of the minor runs' labels.* answers
// (conformance/known/label-texts.ts): 1.33/1.34 read a value list's `,,` as
// one step, so an even run of commas before `)` is an error there.
import { describe, expect, it } from 'vitest'
import { olderLabelTexts } from '../../conformance/known/label-texts'
import { opByName } from '../../conformance/ops/index'

const spec = opByName('labels.parse')
const PAIRED = { ok: false, error: "unable to parse requirement: found ')', expected: ',', or identifier" }
const parsed = { ok: true, empty: false, string: 'a in (,b)', requirements: [] }

describe('olderLabelTexts: paired commas (1.33/1.34)', () => {
  if (spec === undefined) throw new Error('no labels.parse op')
  it.each(['a in (b,,)', 'a in (,,)', 'a in (b, ,,,)', 'x=y,a notin (c,,)'])(
    'recognises %s on 1.34 and 1.33',
    (selector) => {
      expect(olderLabelTexts(spec, parsed, PAIRED, '1.34', { selector })).toMatch(/^design: .*commas in pairs/)
      expect(olderLabelTexts(spec, parsed, PAIRED, '1.33', { selector })).toMatch(/^design: /)
    },
  )
  it("recognises parseToLabelSelector's wrapped error", () => {
    const toStruct = opByName('labels.parseToLabelSelector')
    if (toStruct === undefined) throw new Error('no labels.parseToLabelSelector op')
    const selector = 'a in(,,)'
    const wrapped = { ok: false, error: `couldn't parse the selector string "${selector}": ${PAIRED.error}` }
    expect(olderLabelTexts(toStruct, { ok: true }, wrapped, '1.34', { selector })).toMatch(/^design: /)
    // 1.37 parses `a>0` and then refuses it in a LabelSelector; 1.34 stops at the commas
    const later = { ok: false, error: '"gt" isn\'t supported in label selectors' }
    const both = 'a>0,a in(,,)'
    const theirs = { ok: false, error: `couldn't parse the selector string "${both}": ${PAIRED.error}` }
    expect(olderLabelTexts(toStruct, later, theirs, '1.34', { selector: both })).toMatch(/^design: /)
  })
  it.each(['a in (,,,)', 'a in (b,)', 'a in (b,,c)'])('leaves %s (no even run before `)`) a mismatch', (selector) => {
    expect(olderLabelTexts(spec, parsed, PAIRED, '1.34', { selector })).toBeUndefined()
  })
  it('needs our parser to accept the selector, the same error text, an older minor and the input', () => {
    const selector = 'a in (b,,)'
    expect(olderLabelTexts(spec, parsed, PAIRED, '1.34', { selector: 'a in (b,,), !' })).toBeUndefined()
    expect(olderLabelTexts(spec, parsed, { ok: false, error: 'other' }, '1.34', { selector })).toBeUndefined()
    expect(olderLabelTexts(spec, parsed, PAIRED, '1.35', { selector })).toBeUndefined()
    expect(olderLabelTexts(spec, parsed, PAIRED, '1.34')).toBeUndefined()
  })
})
