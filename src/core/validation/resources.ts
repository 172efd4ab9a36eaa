/**
 * Container resource requirements (core `validateResourceRequirements`
 * with `ValidateContainerResourceName`): resource names, non-negative and
 * (for integer resources) whole quantities, requests within limits, and
 * claim references.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { isQualifiedName } from '../../labels/index'
import type * as core from '../generated/model'
import type { Quantity } from '../quantity/index'
import * as E from '../../wire/either'
import {
  compareQuantities,
  isHugePageQuantityDivisible,
  isIntegerQuantity,
  parseQuantity,
  quantitySign,
  quantityToString,
} from '../quantity/index'
import { child, duplicate, forbidden, index, invalid, key, notFound, required, validateDNS1123Label } from './errors'
import { pushAll } from '../../wire/push-all'

/** The standard resources counted in whole numbers (upstream's integer resource names). */
const INTEGER = /* @__PURE__ */ new Set([
  'pods',
  'resourcequotas',
  'services',
  'replicationcontrollers',
  'secrets',
  'configmaps',
  'persistentvolumeclaims',
  'services.nodeports',
  'services.loadbalancers',
])
/** The other standard resources. */
const OTHER_STANDARD = /* @__PURE__ */ new Set([
  'cpu',
  'memory',
  'ephemeral-storage',
  'requests.cpu',
  'requests.memory',
  'requests.ephemeral-storage',
  'limits.cpu',
  'limits.memory',
  'limits.ephemeral-storage',
  'storage',
  'requests.storage',
])
const isStandard = (name: string): boolean => OTHER_STANDARD.has(name) || INTEGER.has(name)

const isHugePages = (name: string): boolean => name.startsWith('hugepages-')
const isNative = (name: string): boolean => !name.includes('/') || name.includes('kubernetes.io/')
const isExtended = (name: string): boolean =>
  !isNative(name) && !name.startsWith('requests.') && isQualifiedName(`requests.${name}`).length === 0
const isInteger = (name: string): boolean => INTEGER.has(name) || isExtended(name)
const overcommitAllowed = (name: string): boolean => isNative(name) && !isHugePages(name)

/**
 * `validateResourceName`: a qualified name, and a standard resource when it
 * has no domain.
 *
 * @example
 * validateResourceName('foo', 'r')[0]?.detail // 'must be a standard resource type or fully qualified'
 */
export const validateResourceName = (name: string, path: string): FieldError[] => {
  const errs = isQualifiedName(name).map((m) => invalid(path, name, m))
  if (
    errs.length === 0 &&
    !name.includes('/') &&
    !(isStandard(name) || isHugePages(name) || name.startsWith('requests.hugepages-'))
  )
    errs.push(invalid(path, name, 'must be a standard resource type or fully qualified'))
  return errs
}

/**
 * `ValidateContainerResourceName`.
 *
 * @example
 * validateContainerResourceName('cpu', 'r') // []
 */
export const validateContainerResourceName = (name: string, path: string): FieldError[] => {
  const errs = isQualifiedName(name).map((m) => invalid(path, name, m))
  const oneSegment = !name.includes('/')
  if (
    errs.length === 0 &&
    oneSegment &&
    !(isStandard(name) || isHugePages(name) || name.startsWith('requests.hugepages-'))
  )
    errs.push(invalid(path, name, 'must be a standard resource type or fully qualified'))
  if (oneSegment) {
    if (!(name === 'cpu' || name === 'memory' || name === 'ephemeral-storage' || isHugePages(name)))
      errs.push(invalid(path, name, 'must be a standard resource for containers'))
  } else if (!isNative(name) && !isExtended(name)) {
    errs.push(invalid(path, name, "doesn't follow extended resource name standard"))
  }
  return errs
}

/**
 * `ValidateResourceQuantityValue`: non-negative, whole for integer resources.
 *
 * @example
 * validateResourceQuantity('nvidia.com/gpu', parseQuantityOrZero('500m'), 'r')[0]?.detail // 'must be an integer'
 */
export const validateResourceQuantity = (name: string, q: Quantity, path: string): FieldError[] => {
  const errs: FieldError[] = []
  if (quantitySign(q) < 0) errs.push(invalid(path, quantityToString(q), 'must be greater than or equal to 0'))
  if (isInteger(name) && !isIntegerQuantity(q)) errs.push(invalid(path, quantityToString(q), 'must be an integer'))
  return errs
}

const HUGEPAGES_PREFIX = 'hugepages-'

/**
 * A hugepage quantity must be a whole number of pages of the size its
 * resource name gives (`hugepages-2Mi` → 2Mi pages; a size that does not
 * parse divides nothing).
 *
 * @example
 * hugePageMultiple('hugepages-2Mi', parseQuantityOrZero('3Mi'), 'r[hugepages-2Mi]')[0]?.detail
 * // '3Mi is not positive integer multiple of hugepages-2Mi'
 */
export const hugePageMultiple = (name: string, q: Quantity, path: string): FieldError[] => {
  if (!name.startsWith(HUGEPAGES_PREFIX)) return []
  const size = parseQuantity(name.slice(HUGEPAGES_PREFIX.length))
  if (E.isRight(size) && isHugePageQuantityDivisible(q, size.right)) return []
  const text = quantityToString(q)
  return [invalid(path, text, `${text} is not positive integer multiple of ${name}`)]
}

const keysOf = (m: core.ResourceRequirements['limits']): string[] => (m === undefined ? [] : Object.keys(m))

/**
 * `validateResourceClaimNames`: container claims name pod claims, once.
 *
 * @example
 * validateClaimNames([{ name: 'gpu', request: '' }], new Set(['gpu']), 'c') // []
 */
export const validateClaimNames = (
  claims: readonly core.ResourceClaim[] | undefined,
  podClaims: ReadonlySet<string>,
  path: string,
): FieldError[] => {
  if (claims === undefined || claims.length === 0) return []
  const errs: FieldError[] = []
  const names = new Set<string>()
  const requestsOf = new Map<string, number>()
  claims.forEach((claim, i) => {
    const p = index(path, i)
    const name = claim.name
    if (name === '') {
      errs.push(required(p))
      return
    }
    if (names.has(name)) errs.push(duplicate(p, name))
    else {
      let k = name
      if (claim.request !== '') {
        pushAll(errs, validateDNS1123Label(claim.request, child(p, 'request')))
        k += `/${claim.request}`
      }
      if (names.has(k)) errs.push(duplicate(p, k))
      else if (claim.request === '') {
        // Go scans every earlier "<claim>/<request>" entry: one error per request of this claim.
        for (let n = requestsOf.get(name) ?? 0; n > 0; n--) errs.push(duplicate(p, name))
      }
      if (!names.has(k) && claim.request !== '') requestsOf.set(name, (requestsOf.get(name) ?? 0) + 1)
      names.add(k)
    }
    if (!podClaims.has(name)) {
      const list = [...podClaims].sort()
      const detail = `must be one of the names in pod.spec.resourceClaims${list.length === 0 ? ' which is empty' : `: ${list.join(', ')}`}`
      errs.push(notFound(p, name, detail))
    }
  })
  return errs
}

/**
 * Container `resources` (core `ValidateContainerResourceRequirements`).
 * Map entries are checked in key order of the model (Go: map order, which
 * the oracle answers as alternatives).
 *
 * @example
 * validateContainerResources({ limits: undefined, requests: undefined, claims: undefined }, new Set(), 'r') // []
 */
export const validateContainerResources = (
  r: core.ResourceRequirements,
  podClaims: ReadonlySet<string>,
  path: string,
  nameCheck: (name: string, path: string) => FieldError[] = validateContainerResourceName,
  allowIndivisibleHugePages = false,
): FieldError[] => {
  const pages = (name: string, q: Quantity, p: string): FieldError[] =>
    allowIndivisibleHugePages ? [] : hugePageMultiple(name, q, p)
  const errs: FieldError[] = []
  const limPath = child(path, 'limits')
  const reqPath = child(path, 'requests')
  let cpuOrMemory = false
  let hugePages = false
  // cpu and memory with a non-negative quantity (the common entries) pass
  // the default name check, the quantity check and the hugepage check: their
  // per-entry path is not built.
  const defaultNames = nameCheck === validateContainerResourceName
  const plain = (name: string, q: Quantity): boolean =>
    defaultNames && (name === 'cpu' || name === 'memory') && quantitySign(q) >= 0
  const limits = r.limits ?? {}
  for (const name of keysOf(r.limits)) {
    const q = limits[name] as Quantity
    if (plain(name, q)) {
      cpuOrMemory = true
      continue
    }
    const p = key(limPath, name)
    errs.push(...nameCheck(name, p), ...validateResourceQuantity(name, q, p), ...pages(name, q, p))
    if (isHugePages(name)) hugePages = true
    if (name === 'cpu' || name === 'memory') cpuOrMemory = true
  }
  const requests = r.requests ?? {}
  for (const name of keysOf(r.requests)) {
    const q = requests[name] as Quantity
    const isPlain = plain(name, q)
    const p = isPlain ? '' : key(reqPath, name)
    if (!isPlain) errs.push(...nameCheck(name, p), ...validateResourceQuantity(name, q, p))
    if (Object.hasOwn(limits, name)) {
      const limit = limits[name] as Quantity
      const c = compareQuantities(q, limit)
      if (c !== 0 && !overcommitAllowed(name))
        errs.push(invalid(reqPath, quantityToString(q), `must be equal to ${name} limit of ${quantityToString(limit)}`))
      else if (c > 0)
        errs.push(
          invalid(
            reqPath,
            quantityToString(q),
            `must be less than or equal to ${name} limit of ${quantityToString(limit)}`,
          ),
        )
    } else if (!overcommitAllowed(name)) {
      errs.push(required(limPath, 'Limit must be set for non overcommitable resources'))
    }
    if (!isPlain) pushAll(errs, pages(name, q, p))
    if (isHugePages(name)) hugePages = true
    if (name === 'cpu' || name === 'memory') cpuOrMemory = true
  }
  if (!cpuOrMemory && hugePages) errs.push(forbidden(path, 'HugePages require cpu or memory'))
  pushAll(errs, validateClaimNames(r.claims, podClaims, child(path, 'claims')))
  return errs
}
