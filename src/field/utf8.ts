/**
 * UTF-8 byte lengths, as Go counts them.
 *
 * @module
 */

/**
 * Length of `s` in UTF-8 bytes, as Go's `len(string)` counts it (a lone
 * surrogate, which Go's decoder turns into U+FFFD, counts as 3).
 *
 * @example
 * utf8Length('é') // 2
 */
export const utf8Length = (s: string): number => {
  let n = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 0x80) n += 1
    else if (c < 0x800) n += 2
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4
        i++
      } else n += 3
    } else n += 3
  }
  return n
}
