/**
 * "Did you mean": the known word closest to a mistyped one, as cobra
 * suggests commands (edit distance at most 2, or the typed word a prefix).
 *
 * @module
 */

/** Optimal-string-alignment distance (insertions, deletions, substitutions, adjacent swaps). */
const distance = (a: string, b: string): number => {
  if (a.length > 64 || b.length > 64) return Math.abs(a.length - b.length) + 3
  const rows: number[][] = []
  for (let i = 0; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j)
        continue
      }
      const prev = rows[i - 1] as number[]
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, ((rows[i - 2] as number[])[j - 2] as number) + 1)
      row.push(d)
    }
    rows.push(row)
  }
  return (rows[a.length] as number[])[b.length] as number
}

/**
 * The word of `known` closest to `typed` (case-insensitively) within edit
 * distance 2, or one that `typed` (3 characters or more) begins; else undefined.
 *
 * @example
 * suggestion('valdiate', ['validate', 'create']) //=> 'validate'
 * suggestion('stat', ['validate', 'status'])     //=> 'status'
 * suggestion('deploy', ['validate', 'create'])   //=> undefined
 */
export const suggestion = (typed: string, known: readonly string[]): string | undefined => {
  const t = typed.toLowerCase()
  let best: string | undefined
  let bestDistance = 3
  for (const k of known) {
    const d = distance(t, k.toLowerCase())
    if (d < bestDistance) {
      best = k
      bestDistance = d
    }
  }
  if (best !== undefined) return best
  return t.length >= 3 ? known.find((k) => k.startsWith(t)) : undefined
}
