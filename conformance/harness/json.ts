/** JSON helpers shared by the conformance runners. */

/** JSON text with object keys sorted, `undefined` fields dropped: the equality key. */
export const canonicalJson = (v: unknown): string => JSON.stringify(sortKeys(v))

const sortKeys = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map((x) => (x === undefined ? null : sortKeys(x)))
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {}
    for (const k of Object.keys(v).sort()) {
      const x = (v as Record<string, unknown>)[k]
      if (x !== undefined)
        Object.defineProperty(out, k, { value: sortKeys(x), enumerable: true, writable: true, configurable: true })
    }
    return out
  }
  return v
}

/** Deep equality of two JSON values (key order and `undefined` fields ignored). */
export const jsonEqual = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b)

/** Paths (`a.b[0].c`) where two JSON values differ, at most `limit` of them. */
export const jsonDiffPaths = (a: unknown, b: unknown, limit = 50, path = ''): string[] => {
  const out: string[] = []
  const walk = (x: unknown, y: unknown, p: string): void => {
    if (out.length >= limit) return
    if (x === y) return
    const xo = x !== null && typeof x === 'object'
    const yo = y !== null && typeof y === 'object'
    if (!xo || !yo || Array.isArray(x) !== Array.isArray(y)) {
      if (canonicalJson(x) !== canonicalJson(y)) out.push(p === '' ? '.' : p)
      return
    }
    if (Array.isArray(x) && Array.isArray(y)) {
      const n = Math.max(x.length, y.length)
      for (let i = 0; i < n; i++) walk(x[i], y[i], `${p}[${i}]`)
      return
    }
    const xr = x as Record<string, unknown>
    const yr = y as Record<string, unknown>
    const keys = new Set([...Object.keys(xr), ...Object.keys(yr)])
    for (const k of [...keys].sort()) {
      const xv = Object.hasOwn(xr, k) ? xr[k] : undefined
      const yv = Object.hasOwn(yr, k) ? yr[k] : undefined
      if (xv === undefined && yv === undefined) continue
      walk(xv, yv, p === '' ? k : `${p}.${k}`)
    }
  }
  walk(a, b, path)
  return out
}
