/**
 * Kubernetes field paths (`field.Path.String()`): names joined by `.`,
 * list indexes and map keys in brackets, e.g.
 * `spec.template.spec.containers[0].image` or
 * `spec.template.metadata.labels[batch.kubernetes.io/job-name]`.
 *
 * @module
 */

/** A name or map key (string) or a list index (number). */
export type PathSegment = string | number

/** The segments of a field path; brackets holding digits are indexes. */
export const parseFieldPath = (path: string): PathSegment[] => {
  const out: PathSegment[] = []
  let i = 0
  let name = ''
  const flush = () => {
    if (name !== '') out.push(name)
    name = ''
  }
  while (i < path.length) {
    const c = path[i] as string
    if (c === '.') {
      flush()
      i++
    } else if (c === '[') {
      flush()
      const close = path.indexOf(']', i + 1)
      const inner = close < 0 ? path.slice(i + 1) : path.slice(i + 1, close)
      out.push(/^\d+$/.test(inner) ? Number(inner) : inner)
      i = close < 0 ? path.length : close + 1
    } else {
      name += c
      i++
    }
  }
  flush()
  return out
}
