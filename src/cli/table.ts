/**
 * Columns aligned as kubectl aligns them (Go's text/tabwriter with minimum
 * width 6 and padding 3; the last column is not padded).
 *
 * @module
 */

const width = (s: string): number => [...s].length

export const formatTable = (rows: readonly (readonly string[])[]): string => {
  const columns = Math.max(0, ...rows.map((r) => r.length))
  const widths: number[] = []
  for (let c = 0; c < columns - 1; c++) widths.push(Math.max(6, ...rows.map((r) => width(r[c] ?? '') + 3)))
  return rows
    .map((r) =>
      r
        .map((cell, c) => (c === r.length - 1 ? cell : cell + ' '.repeat((widths[c] as number) - width(cell))))
        .join('')
        .trimEnd(),
    )
    .map((line) => line + '\n')
    .join('')
}
