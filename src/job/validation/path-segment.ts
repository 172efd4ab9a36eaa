/**
 * The name rule the API server applies to every object on update
 * (`rest.BeforeUpdate` → `ValidateObjectMetaAccessor` with
 * `validatePathSegment`): a name must be usable as one URL path segment.
 *
 * @module
 */

/**
 * apimachinery's `IsPathSegmentName` (`prefix` false: not `.` or `..`, no
 * `/` or `%`) and `IsPathSegmentPrefix` (`prefix` true, for a
 * `generateName`: no `/` or `%`).
 *
 * @example
 * pathSegmentName('..', false)  // ["may not be '..'"]
 * pathSegmentName('a/b%', false) // ["may not contain '/'", "may not contain '%'"]
 * pathSegmentName('.', true)    // []
 */
export const pathSegmentName = (name: string, prefix: boolean): string[] => {
  if (!prefix && (name === '.' || name === '..')) return [`may not be '${name}'`]
  const out: string[] = []
  for (const c of ['/', '%']) if (name.includes(c)) out.push(`may not contain '${c}'`)
  return out
}
