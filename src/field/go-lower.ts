/**
 * Go's `strings.ToLower`: every code point through Unicode's simple lower-case
 * mapping (`unicode.ToLower`), one code point for one. JavaScript's
 * `toLowerCase` applies the full mapping instead, which differs for `İ`
 * (U+0130: Go `i`, JavaScript `i̇`, two code points) and for a word-final
 * `Σ` (Go `σ`, JavaScript `ς`).
 *
 * @module
 */

/**
 * `strings.ToLower(s)` as Go computes it.
 *
 * @example
 * goToLower('İ')  // 'i'
 * goToLower('ΟΔΟΣ') // 'οδοσ'
 * goToLower('App.Example.COM/Key') // 'app.example.com/key'
 */
export const goToLower = (s: string): string => {
  let ascii = true
  for (let i = 0; i < s.length; i++) {
    if (s.charCodeAt(i) > 0x7f) {
      ascii = false
      break
    }
  }
  if (ascii) return s.toLowerCase()
  let out = ''
  for (const ch of s) out += ch === '\u0130' ? 'i' : ch.toLowerCase()
  return out
}
