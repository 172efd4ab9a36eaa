/**
 * `ValidateAnnotations` (apimachinery), shared by pod templates and Jobs.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { invalid, tooLong } from '../../field/errors'
import { goToLower } from '../../field/go-lower'
import { utf8Length } from '../../field/utf8'
import { isQualifiedName } from '../../labels/index'
import { guarded, unreadableJob } from '../../wire/guard'

const isRec = (u: unknown): u is Readonly<Record<string, unknown>> =>
  typeof u === 'object' && u !== null && !Array.isArray(u)

/**
 * Total size limit of all annotation keys and values (256 KiB).
 *
 * @example
 * TOTAL_ANNOTATION_SIZE_LIMIT_BYTES // 262144
 */
export const TOTAL_ANNOTATION_SIZE_LIMIT_BYTES = 256 * 1024

/**
 * `ValidateAnnotations`: every key must be a qualified name once lower-cased
 * (errors carry origin `format=k8s-label-key`), and keys plus values may not
 * exceed 256 KiB in total. Keys are checked in byte order.
 *
 * @example
 * validateAnnotationMap({ 'a b': 'x' }, 'metadata.annotations')[0]?.field // 'metadata.annotations'
 */
export const validateAnnotationMap = (
  annotations: Readonly<Record<string, string>> | undefined,
  path: string,
): FieldError[] => {
  if (annotations === undefined || !isRec(annotations)) return []
  const errs: FieldError[] = []
  let total = 0
  for (const k of Object.keys(annotations).sort()) {
    for (const msg of isQualifiedName(goToLower(k))) {
      errs.push({ ...invalid(path, k, msg), origin: 'format=k8s-label-key' })
    }
    const v = annotations[k]
    total += utf8Length(k) + (typeof v === 'string' ? utf8Length(v) : 0)
  }
  if (total > TOTAL_ANNOTATION_SIZE_LIMIT_BYTES) errs.push(tooLong(path, TOTAL_ANNOTATION_SIZE_LIMIT_BYTES))
  return errs
}

/**
 * `validateAnnotationMap` behind the boundary guard, for callers
 * outside the library: the map is read as plain data (accessors are never
 * invoked), and an input that cannot be read gives one `InternalError`.
 *
 * @example
 * validateAnnotations({ 'a b': 'x' }, 'metadata.annotations')[0]?.field // 'metadata.annotations'
 */
export const validateAnnotations: (
  annotations: Readonly<Record<string, string>> | undefined,
  path: string,
) => FieldError[] = /* @__PURE__ */ guarded(() => unreadableJob, validateAnnotationMap)
