/**
 * The metadata an update takes from the stored object (`rest.BeforeUpdate`).
 */
import { SERVER_OWNED_ON_UPDATE } from './constants'
import type * as meta from '../core/generated/meta-model'

const zero = (v: unknown): boolean => v === undefined || v === null || v === ''

/**
 * The server-owned metadata of an update as `rest.BeforeUpdate` leaves it:
 * `uid` and `resourceVersion` from storage; `creationTimestamp` and
 * `deletionTimestamp` from storage when it has them, else the request's;
 * `deletionGracePeriodSeconds` from storage when it has one and the request
 * has none, else the request's (`ValidateObjectMetaUpdate` then reports a
 * change as `field is immutable`).
 *
 * @example
 * carriedMetadata({ uid: 'u', deletionGracePeriodSeconds: 30 }, { deletionGracePeriodSeconds: 60 })
 *   .deletionGracePeriodSeconds // 60
 */
export const carriedMetadata = (
  stored: Partial<meta.ObjectMeta>,
  request: Partial<meta.ObjectMeta>,
): Partial<meta.ObjectMeta> => {
  const out: Record<string, unknown> = {}
  for (const k of SERVER_OWNED_ON_UPDATE) out[k] = stored[k]
  if (zero(stored.creationTimestamp)) out['creationTimestamp'] = request.creationTimestamp
  if (zero(stored.deletionTimestamp)) out['deletionTimestamp'] = request.deletionTimestamp
  if (zero(stored.deletionGracePeriodSeconds) || !zero(request.deletionGracePeriodSeconds))
    out['deletionGracePeriodSeconds'] = request.deletionGracePeriodSeconds
  return out as Partial<meta.ObjectMeta>
}
