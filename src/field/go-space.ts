/**
 * Go's `unicode.IsSpace`: the white space `strings.Fields` and
 * `strings.TrimSpace` split and trim on.
 *
 * @module
 */

/**
 * Go's `unicode.IsSpace` for one code point.
 *
 * @example
 * isGoSpace(0x20)   // true
 * isGoSpace(0x85)   // true (NEL)
 * isGoSpace(0x200b) // false (zero-width space)
 */
export const isGoSpace = (c: number): boolean =>
  c === 0x20 ||
  (c >= 0x09 && c <= 0x0d) ||
  c === 0x85 ||
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000
