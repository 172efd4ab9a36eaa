/**
 * Name rules used by Job validation (they live in
 * src/core/validation/object-names.ts, shared with pod validation).
 *
 * @module
 */
export {
  maxLenError,
  nameIsDNSSubdomain,
  validateNamespaceName,
  isDomainPrefixedPath,
} from '../../core/validation/object-names'
