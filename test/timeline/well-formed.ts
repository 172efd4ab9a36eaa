/**
 * A small XML well-formedness check for the renderers' output (no DOM in
 * Node): one root element, every tag closed in order, attribute values
 * quoted without raw `<` or `&`, text without raw `<` or `&` (other than
 * entities), and no character XML 1.0 forbids.
 */
const TOKEN =
  /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/g
const INVALID =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching the control characters XML forbids is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const wellFormed = (xml: string): boolean => {
  if (INVALID.test(xml)) return false
  const text = xml.trimEnd()
  const stack: string[] = []
  let roots = 0
  let last = 0
  for (const m of text.matchAll(TOKEN)) {
    if (stack.length === 0 && text.slice(last, m.index).trim() !== '') return false
    last = (m.index ?? 0) + m[0].length
    if (m[2] === undefined) return false // a raw '<' or '&'
    const [, close, name, attrs, selfClose] = m
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(attrs ?? '')) return false
    if (close === '/') {
      if (stack.pop() !== name) return false
    } else if (selfClose !== '/') {
      if (stack.length === 0) roots++
      stack.push(name as string)
    } else if (stack.length === 0) roots++
  }
  return stack.length === 0 && roots === 1 && text.slice(last).trim() === ''
}
