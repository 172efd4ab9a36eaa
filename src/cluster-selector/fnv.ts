/**
 * FNV-1 32-bit hash (Go's `hash/fnv.New32`, **not** FNV-1a) over the UTF-8
 * bytes of the concatenated strings: for each byte, multiply by the FNV
 * prime first, then XOR the byte in. A lone UTF-16 surrogate is hashed as
 * U+FFFD, the replacement a UTF-8 encoder makes.
 *
 * The federation planner breaks weight ties with
 * `fnv1Hash32(clusterName, replicaSetKey)`.
 *
 * @example
 * fnv1Hash32('A')  //=> 84696414
 * fnv1Hash32('B')  //=> 84696413
 * fnv1Hash32('')   //=> 2166136261 (the offset basis)
 *
 * A part that is not a string contributes nothing (the function is total).
 */
export const fnv1Hash32 = (...parts: readonly string[]): number => {
  let h = 0x811c9dc5
  const step = (byte: number): void => {
    h = (Math.imul(h, 0x01000193) ^ byte) >>> 0
  }
  for (const s of parts) {
    if (typeof s !== 'string') continue
    const n = s.length
    for (let i = 0; i < n; i++) {
      let cp = s.charCodeAt(i)
      if (cp < 0x80) {
        h = (Math.imul(h, 0x01000193) ^ cp) >>> 0
        continue
      }
      if (cp >= 0xd800 && cp <= 0xdfff) {
        const next = i + 1 < n ? s.charCodeAt(i + 1) : 0
        if (cp <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00)
          i++
        } else {
          cp = 0xfffd
        }
      }
      if (cp < 0x800) {
        step(0xc0 | (cp >> 6))
        step(0x80 | (cp & 0x3f))
      } else if (cp < 0x10000) {
        step(0xe0 | (cp >> 12))
        step(0x80 | ((cp >> 6) & 0x3f))
        step(0x80 | (cp & 0x3f))
      } else {
        step(0xf0 | (cp >> 18))
        step(0x80 | ((cp >> 12) & 0x3f))
        step(0x80 | ((cp >> 6) & 0x3f))
        step(0x80 | (cp & 0x3f))
      }
    }
  }
  return h
}
