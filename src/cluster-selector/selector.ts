/**
 * The `federation.alpha.kubernetes.io/cluster-selector` annotation: parsing
 * (Go `encoding/json` + apimachinery 1.8 `labels.NewRequirement`) and
 * matching (`labels.Selector.Matches`).
 */
import * as E from '../wire/either'
import { isQualifiedName, isValidLabelValue } from '../labels/index'
import type { ClusterSelectorError } from './errors'
import { decodeAnnotationJson, unreadable } from './errors'
import { requirementLabel } from './errors'
import { foldFieldName, goFieldTypeError, goValueTypeError, jsonKindName } from './go-decode'
import type { GoJson } from './go-json'
import { goQuote } from '../field/go-format'
import { parseGoInt64 } from './int64'
import type { ClusterSelectorOperator } from './operators'
import { convertClusterSelectorOperator } from './operators'
import { caught, guarded } from '../wire/guard'

/**
 * One validated requirement. `operator` is the internal spelling
 * (`In` and `in` both become `in`, `DoesNotExist` becomes `!`, `>` becomes
 * `gt`…); `values` keep the annotation's order.
 *
 * @example
 * const r: ClusterSelectorRequirement = { key: 'location', operator: 'in', values: ['europe'] }
 */
export interface ClusterSelectorRequirement {
  readonly key: string
  readonly operator: ClusterSelectorOperator
  readonly values: readonly string[]
}

/**
 * A parsed cluster selector: requirements in annotation order, ANDed.
 * Duplicate keys are kept as separate requirements. No requirements
 * matches every cluster.
 *
 * @example
 * const europeProd: ClusterSelector = {
 *   requirements: [
 *     { key: 'location', operator: 'in', values: ['europe'] },
 *     { key: 'environment', operator: '==', values: ['prod'] },
 *   ],
 * }
 */
export interface ClusterSelector {
  readonly requirements: readonly ClusterSelectorRequirement[]
}

/** A requirement as Go decoded it, before `NewRequirement` validated it. */
interface RawRequirement {
  readonly key: string
  readonly operator: string
  readonly values: readonly string[]
}

const STRUCT = 'ClusterSelectorRequirement'
const OPERATOR_LIST = 'In, in, =, ==, NotIn, notin, !=, Exists, exists, DoesNotExist, !, Gt, gt, >, Lt, lt, <'

const typeError = (detail: string, plain: string, index?: number, field?: string): ClusterSelectorError => ({
  rule: 'json-type',
  detail,
  message: `${index === undefined ? 'cluster selector annotation' : requirementLabel(index)}: ${plain} (${detail})`,
  ...(index === undefined ? {} : { index }),
  ...(field === undefined ? {} : { field }),
})

const article = (kind: string): string => (kind === 'array' || kind === 'object' ? `an ${kind}` : `a ${kind}`)

/** Decodes one array element into a requirement, Go style: members in order, last one wins. */
const decodeRequirement = (item: GoJson, index: number): E.Either<ClusterSelectorError, RawRequirement> => {
  if (item.kind === 'null') return E.right({ key: '', operator: '', values: [] })
  if (item.kind !== 'object') {
    const kind = jsonKindName(item)
    return E.left(
      typeError(
        goValueTypeError(kind, 'v1beta1.ClusterSelectorRequirement'),
        `must be a JSON object with "key", "operator" and "values", not ${article(kind)}`,
        index,
      ),
    )
  }
  let key = ''
  let operator = ''
  let values: readonly string[] = []
  for (const [name, value] of item.members) {
    const folded = foldFieldName(name)
    if (folded === 'KEY' || folded === 'OPERATOR') {
      const field = folded === 'KEY' ? 'key' : 'operator'
      if (value.kind === 'null') continue
      if (value.kind !== 'string') {
        const kind = jsonKindName(value)
        return E.left(
          typeError(
            goFieldTypeError(kind, `${STRUCT}.${field}`, 'string'),
            `"${field}" must be a string, not ${article(kind)}`,
            index,
            field,
          ),
        )
      }
      if (folded === 'KEY') key = value.value
      else operator = value.value
    } else if (folded === 'VALUES') {
      if (value.kind === 'null') {
        values = []
        continue
      }
      if (value.kind !== 'array') {
        const kind = jsonKindName(value)
        return E.left(
          typeError(
            goFieldTypeError(kind, `${STRUCT}.values`, '[]string'),
            `"values" must be an array of strings, not ${article(kind)}`,
            index,
            'values',
          ),
        )
      }
      const decoded: string[] = []
      for (const v of value.items) {
        if (v.kind === 'null') decoded.push('')
        else if (v.kind === 'string') decoded.push(v.value)
        else {
          const kind = jsonKindName(v)
          return E.left(
            typeError(
              goFieldTypeError(kind, `${STRUCT}.values`, 'string'),
              `"values" must contain only strings, not ${article(kind)}`,
              index,
              'values',
            ),
          )
        }
      }
      values = decoded
    }
  }
  return E.right({ key, operator, values })
}

/** Go's `json.Unmarshal` into `[]ClusterSelectorRequirement`. */
const decodeRequirements = (json: GoJson): E.Either<ClusterSelectorError, readonly RawRequirement[]> => {
  if (json.kind === 'null') return E.right([])
  if (json.kind !== 'array') {
    const kind = jsonKindName(json)
    return E.left(
      typeError(
        goValueTypeError(kind, '[]v1beta1.ClusterSelectorRequirement'),
        `must be a JSON array of requirements, not ${article(kind)}`,
      ),
    )
  }
  const out: RawRequirement[] = []
  for (let i = 0; i < json.items.length; i++) {
    const r = decodeRequirement(json.items[i] as GoJson, i)
    if (E.isLeft(r)) return r
    out.push(r.right)
  }
  return E.right(out)
}

/**
 * apimachinery's validation texts as they read in Kubernetes 1.8, which the
 * federation used: lengths in "characters", "a DNS-1123 subdomain", "a
 * qualified name".
 */
const federationEraText = (message: string): string =>
  message
    .replace(/must be no more than (\d+) bytes/g, 'must be no more than $1 characters')
    .replace('a lowercase RFC 1123 subdomain must consist', 'a DNS-1123 subdomain must consist')
    .replace('a valid label key must consist', 'a qualified name must consist')

const requirementError = (
  raw: RawRequirement,
  index: number,
  rule: ClusterSelectorError['rule'],
  detail: string,
  explanation: string,
  value?: string,
): ClusterSelectorError => ({
  rule,
  detail,
  message: `${requirementLabel(index, raw.key)}: ${explanation}`,
  index,
  key: raw.key,
  operator: raw.operator,
  ...(value === undefined ? {} : { value }),
})

const countText = (n: number): string => (n === 1 ? '1 value' : `${n} values`)

/** apimachinery 1.8 `labels.NewRequirement`, with the federation's operator mapping. */
const newRequirement = (
  raw: RawRequirement,
  index: number,
): E.Either<ClusterSelectorError, ClusterSelectorRequirement> => {
  const keyErrors = isQualifiedName(raw.key)
  if (keyErrors.length > 0) {
    const detail = `invalid label key ${goQuote(raw.key)}: ${federationEraText(keyErrors.join('; '))}`
    return E.left(requirementError(raw, index, 'invalid-key', detail, detail))
  }
  const operator = convertClusterSelectorOperator(raw.operator)
  const n = raw.values.length
  const op = goQuote(raw.operator)
  // a wrong number of values: Go's `detail`, after what the operator wants in the message
  const valueCount = (detail: string, wants: string): E.Either<ClusterSelectorError, never> =>
    E.left(requirementError(raw, index, 'value-count', detail, `operator ${op} ${wants} (${detail})`))
  const exactlyOne = (detail: string) => valueCount(detail, `needs exactly one value, got ${n}`)
  switch (operator) {
    case undefined:
      return E.left(
        requirementError(
          raw,
          index,
          'unknown-operator',
          "operator '' is not recognized",
          `operator ${op} is not recognized (expected one of ${OPERATOR_LIST})`,
        ),
      )
    case 'in':
    case 'notin':
      if (n === 0)
        return valueCount("for 'in', 'notin' operators, values set can't be empty", 'needs at least one value')
      break
    case '=':
    case '==':
    case '!=':
      if (n !== 1) return exactlyOne('exact-match compatibility requires one single value')
      break
    case 'exists':
    case '!':
      if (n !== 0)
        return valueCount(
          'values set must be empty for exists and does not exist',
          `takes no values, got ${countText(n)}`,
        )
      break
    case 'gt':
    case 'lt': {
      if (n !== 1) return exactlyOne("for 'Gt', 'Lt' operators, exactly one value is required")
      const v = raw.values[0] as string
      if (parseGoInt64(v) === undefined) {
        const detail = "for 'Gt', 'Lt' operators, the value must be an integer"
        return E.left(
          requirementError(
            raw,
            index,
            'integer-value',
            detail,
            `operator ${op} needs a base-10 64-bit integer, got ${goQuote(v)} (${detail})`,
            v,
          ),
        )
      }
      break
    }
  }
  for (const v of raw.values) {
    const valueErrors = isValidLabelValue(v)
    if (valueErrors.length > 0) {
      const detail = `invalid label value: ${goQuote(v)}: ${federationEraText(valueErrors.join('; '))}`
      return E.left(requirementError(raw, index, 'invalid-value', detail, detail, v))
    }
  }
  return E.right({ key: raw.key, operator, values: raw.values })
}

/** `parseClusterSelector` before the boundary guard. */
export const parseClusterSelectorUnguarded = (annotation: string): E.Either<ClusterSelectorError, ClusterSelector> => {
  if (typeof annotation !== 'string') {
    const kind = annotation === null ? 'null' : Array.isArray(annotation) ? 'array' : typeof annotation
    return E.left({
      rule: 'json-type',
      detail: `annotation value is ${kind === 'object' ? 'an object' : `a ${kind}`}, not a string`,
      message: `cluster selector annotation: the value must be a string holding JSON, not ${kind === 'array' || kind === 'object' ? 'an' : 'a'} ${kind}`,
    })
  }
  const json = decodeAnnotationJson(annotation, 'cluster selector annotation')
  if (E.isLeft(json)) return json
  const raws = decodeRequirements(json.right)
  if (E.isLeft(raws)) return raws
  const requirements: ClusterSelectorRequirement[] = []
  for (let i = 0; i < raws.right.length; i++) {
    const r = newRequirement(raws.right[i] as RawRequirement, i)
    if (E.isLeft(r)) return r
    requirements.push(r.right)
  }
  return E.right({ requirements })
}

/** The cluster's value for `key`, or `undefined` when the label is absent. */
/** Thrown by {@link labelValue} where the labels are not plain data: the caller reads a guarded copy instead. */
const NOT_PLAIN_DATA = new Error('labels are not plain data')

const labelValue = (labels: unknown, key: string): string | undefined => {
  if (labels === null || typeof labels !== 'object') return undefined
  // Read as the boundary guard copies it: an own, enumerable data property.
  // The predicate `compileClusterSelector` returns reads the caller's labels
  // directly, so no accessor may run; what the guard would convert (a class
  // instance, a boxed string) or what throws (a proxy, a revoked one) sends
  // the predicate to a guarded copy of the labels.
  const proto = Object.getPrototypeOf(labels)
  if (proto !== Object.prototype && proto !== null) throw NOT_PLAIN_DATA
  const d = Object.getOwnPropertyDescriptor(labels, key)
  if (d === undefined || d.enumerable !== true || !Object.hasOwn(d, 'value')) return undefined
  const v: unknown = d.value
  if (typeof v === 'object' && v !== null) throw NOT_PLAIN_DATA
  return typeof v === 'string' ? v : undefined
}

const includes = (values: unknown, v: string): boolean => Array.isArray(values) && values.includes(v)

/** `Requirement.Matches` of apimachinery 1.8 (the version the federation vendored). */
const requirementMatches = (r: ClusterSelectorRequirement, labels: unknown): boolean => {
  if (r === null || typeof r !== 'object' || typeof r.key !== 'string') return false
  const v = labelValue(labels, r.key)
  switch (r.operator) {
    case 'in':
    case '=':
    case '==':
      return v !== undefined && includes(r.values, v)
    case 'notin':
    case '!=':
      return v === undefined || !includes(r.values, v)
    case 'exists':
      return v !== undefined
    case '!':
      return v === undefined
    case 'gt':
    case 'lt': {
      if (v === undefined || !Array.isArray(r.values) || r.values.length !== 1) return false
      const threshold = r.values[0]
      return compareInt64(r.operator, v, typeof threshold === 'string' ? parseGoInt64(threshold) : undefined)
    }
    default:
      return false
  }
}

/** Gt/Lt: the label parses as int64 and compares strictly; otherwise no match (never an error). */
const compareInt64 = (op: 'gt' | 'lt', labelText: string, threshold: bigint | undefined): boolean => {
  if (threshold === undefined) return false
  const value = parseGoInt64(labelText)
  if (value === undefined) return false
  return op === 'gt' ? value > threshold : value < threshold
}

/** `clusterSelectorMatches` before the boundary guard. */
const clusterSelectorMatchesUnguarded = (
  sel: ClusterSelector,
  clusterLabels: Readonly<Record<string, string>>,
): boolean => {
  if (sel === null || typeof sel !== 'object' || !Array.isArray(sel.requirements)) return false
  for (const r of sel.requirements) if (!requirementMatches(r, clusterLabels)) return false
  return true
}

/** `compileClusterSelector` before the boundary guard. */
export const compileClusterSelectorUnguarded = (
  sel: ClusterSelector,
): ((clusterLabels: Readonly<Record<string, string>>) => boolean) => {
  if (sel === null || typeof sel !== 'object' || !Array.isArray(sel.requirements)) return () => false
  const tests: Array<(labels: unknown) => boolean> = []
  for (const r of sel.requirements as readonly unknown[]) {
    if (r === null || typeof r !== 'object') return () => false
    const req = r as ClusterSelectorRequirement
    const key = req.key
    if (typeof key !== 'string') return () => false
    const values: readonly string[] = Array.isArray(req.values) ? req.values.slice() : []
    switch (req.operator) {
      case 'in':
      case '=':
      case '==':
        tests.push((labels) => {
          const v = labelValue(labels, key)
          return v !== undefined && values.includes(v)
        })
        break
      case 'notin':
      case '!=':
        tests.push((labels) => {
          const v = labelValue(labels, key)
          return v === undefined || !values.includes(v)
        })
        break
      case 'exists':
        tests.push((labels) => labelValue(labels, key) !== undefined)
        break
      case '!':
        tests.push((labels) => labelValue(labels, key) === undefined)
        break
      case 'gt':
      case 'lt': {
        const op = req.operator
        const first = values[0]
        const threshold = values.length === 1 && typeof first === 'string' ? parseGoInt64(first) : undefined
        if (threshold === undefined) return () => false
        tests.push((labels) => {
          const v = labelValue(labels, key)
          return v !== undefined && compareInt64(op, v, threshold)
        })
        break
      }
      default:
        return () => false
    }
  }
  const predicate = (labels: unknown): boolean => {
    for (const t of tests) if (!t(labels)) return false
    return true
  }
  const onCopy = guarded(() => false, predicate)
  return (labels) => {
    try {
      return predicate(labels)
    } catch {
      return onCopy(labels)
    }
  }
}

/**
 * Whether a cluster with these labels satisfies every requirement
 * (`labels.Selector.Matches`). Missing keys satisfy NotIn, `!=` and
 * DoesNotExist only; `""` is a present value; Gt/Lt compare the label as a
 * 64-bit integer and fail (no error) when it is not one. A value that is
 * not a selector never matches.
 *
 * @example
 * import * as E from '../wire/either'
 * const sel = parseClusterSelector('[{"key": "version", "operator": "Gt", "values": ["14"]}]')
 * E.isRight(sel) && clusterSelectorMatches(sel.right, { version: '15' }) //=> true
 * E.isRight(sel) && clusterSelectorMatches(sel.right, { version: 'v15' }) //=> false
 */
export const clusterSelectorMatches = /* @__PURE__ */ guarded(() => false, clusterSelectorMatchesUnguarded)

/**
 * Precompiles a selector into a predicate with the same answers as
 * {@link clusterSelectorMatches}, with Gt/Lt thresholds parsed once; for
 * matching one selector against many clusters.
 *
 * @example
 * import * as E from '../wire/either'
 * const sel = parseClusterSelector('[{"key": "location", "operator": "in", "values": ["europe"]}]')
 * const inEurope = E.isRight(sel) ? compileClusterSelector(sel.right) : () => false
 * inEurope({ location: 'europe' }) //=> true
 */
export const compileClusterSelector = /* @__PURE__ */ guarded(() => () => false, compileClusterSelectorUnguarded)

/**
 * Parses a cluster-selector annotation value exactly as the federation's
 * `SendToCluster` did (JSON array of `{key, operator, values}`, Go JSON
 * rules, apimachinery 1.8 requirement validation), but up front: every
 * requirement is validated here, so a bad selector is rejected whatever the
 * cluster's labels. `[]` and `null` parse to the empty selector (matches
 * every cluster). The first problem, in annotation order, is reported.
 *
 * @example
 * import * as E from '../wire/either'
 * parseClusterSelector('[{"key": "location", "operator": "in", "values": ["europe"]}]')
 * //=> E.right({ requirements: [{ key: 'location', operator: 'in', values: ['europe'] }] })
 * parseClusterSelector('[{"key": "version", "operator": ">", "values": ["v1"]}]')
 * //=> E.left({ rule: 'integer-value', index: 0, key: 'version', … })
 */
export const parseClusterSelector = /* @__PURE__ */ caught(() => E.left(unreadable), parseClusterSelectorUnguarded)
