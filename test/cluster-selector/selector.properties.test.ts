import * as E from 'fp-ts/lib/Either.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { matches, parseSelector } from '../../src/labels/index'
import { CLUSTER_SELECTOR_OPERATOR_SPELLINGS } from '../../src/cluster-selector/operators'
import { CLUSTER_SELECTOR_ANNOTATION, placeObject, sendToCluster } from '../../src/cluster-selector/placement'
import { placeReplicas } from '../../src/cluster-selector/place-replicas'
import {
  clusterSelectorMatches,
  compileClusterSelector,
  parseClusterSelector,
} from '../../src/cluster-selector/selector'
import { numRuns } from '../support/runs'
import { deepFreeze } from './support'

const keys = ['a', 'b', 'example.com/zone', 'constructor']
const words = ['x', 'y', 'europe', 'prod', 'A1', '15', '9', '014', '0']
const labelValues = [
  ...words,
  '',
  '-3',
  '+5',
  ' 7',
  '1_0',
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775808',
]

const labelSet = fc.dictionary(fc.constantFrom(...keys), fc.constantFrom(...labelValues), { maxKeys: 4 })

/** One requirement in annotation form plus the equivalent label-selector string. */
const requirement = fc
  .tuple(fc.constantFrom(...CLUSTER_SELECTOR_OPERATOR_SPELLINGS.keys()), fc.constantFrom(...keys))
  .chain(([spelling, key]) => {
    const op = CLUSTER_SELECTOR_OPERATOR_SPELLINGS.get(spelling)
    const values: fc.Arbitrary<string[]> =
      op === 'in' || op === 'notin'
        ? fc.uniqueArray(fc.constantFrom(...words), { minLength: 1, maxLength: 3 })
        : op === '=' || op === '==' || op === '!='
          ? fc.constantFrom(...words, '').map((v) => [v])
          : op === 'gt' || op === 'lt'
            ? fc
                .oneof(fc.constantFrom('0', '9', '15', '014', '9223372036854775807'), fc.nat().map(String))
                .map((v) => [v])
            : fc.constant([])
    return values.map((vs) => {
      const selectorString =
        op === 'in' || op === 'notin'
          ? `${key} ${op} (${vs.join(',')})`
          : op === 'exists'
            ? key
            : op === '!'
              ? `!${key}`
              : op === 'gt'
                ? `${key}>${vs[0]}`
                : op === 'lt'
                  ? `${key}<${vs[0]}`
                  : `${key}${op}${vs[0]}`
      const json =
        vs.length === 0 && spelling.length % 2 === 0
          ? { key, operator: spelling }
          : { key, operator: spelling, values: vs }
      return { json, selectorString }
    })
  })

const selectorCase = fc.array(requirement, { maxLength: 4 }).map((reqs) => ({
  annotation: JSON.stringify(reqs.map((r) => r.json)),
  selectorString: reqs.map((r) => r.selectorString).join(','),
}))

describe('agreement with the label-selector module', () => {
  it('every requirement (all spellings) means the same as the label selector of the same meaning', () => {
    fc.assert(
      fc.property(selectorCase, labelSet, ({ annotation, selectorString }, labels) => {
        const ours = parseClusterSelector(annotation)
        const theirs = parseSelector(selectorString)
        expect(E.isRight(ours)).toBe(true)
        expect(E.isRight(theirs)).toBe(true)
        if (E.isRight(ours) && E.isRight(theirs)) {
          const expected = matches(theirs.right, labels)
          expect(clusterSelectorMatches(ours.right, labels)).toBe(expected)
          expect(compileClusterSelector(ours.right)(labels)).toBe(expected)
          expect(sendToCluster({ [CLUSTER_SELECTOR_ANNOTATION]: annotation }, labels)).toEqual(E.right(expected))
        }
      }),
      { numRuns: numRuns(1000) },
    )
  })
})

const clusters = fc
  .uniqueArray(fc.stringMatching(/^[a-z][a-z0-9-]{0,5}$/), { maxLength: 6 })
  .chain((names) => fc.tuple(...names.map((name) => labelSet.map((labels) => ({ name, labels })))))

describe('placement laws', () => {
  it('placeObject puts every cluster in exactly one of forward/remove, in input order, as sendToCluster decides', () => {
    fc.assert(
      fc.property(fc.option(selectorCase, { nil: undefined }), clusters, (sel, cs) => {
        const annotations: Record<string, string> =
          sel === undefined ? {} : { [CLUSTER_SELECTOR_ANNOTATION]: sel.annotation }
        const object = deepFreeze({ metadata: { annotations } })
        const r = placeObject(object, deepFreeze(cs))
        expect(E.isRight(r)).toBe(true)
        if (E.isLeft(r)) return
        const { forward, remove } = r.right
        expect(forward.length + remove.length).toBe(cs.length)
        expect(new Set([...forward, ...remove])).toEqual(new Set(cs.map((c) => c.name)))
        for (const c of cs) {
          const send = sendToCluster(annotations, c.labels)
          expect(E.isRight(send) && send.right).toBe(forward.includes(c.name))
          expect(forward.includes(c.name)).toBe(!remove.includes(c.name))
        }
        expect(forward).toEqual(cs.filter((c) => forward.includes(c.name)).map((c) => c.name))
      }),
      { numRuns: numRuns(500) },
    )
  })

  it('a bad selector is an error for every cluster alike, never a partial placement', () => {
    fc.assert(
      fc.property(
        clusters,
        fc.constantFrom(
          '[{"key":"a","operator":"IN","values":["x"]}]',
          '[{',
          '{}',
          '[{"key":"bad key","operator":"exists"}]',
        ),
        (cs, annotation) => {
          const r = placeObject({ metadata: { annotations: { [CLUSTER_SELECTOR_ANNOTATION]: annotation } } }, cs)
          expect(E.isLeft(r)).toBe(true)
          for (const c of cs) expect(sendToCluster({ [CLUSTER_SELECTOR_ANNOTATION]: annotation }, c.labels)).toEqual(r)
        },
      ),
      { numRuns: numRuns(200) },
    )
  })

  it('placeReplicas plans only over the forwarded clusters', () => {
    fc.assert(
      fc.property(selectorCase, clusters, fc.nat(100), (sel, cs, replicas) => {
        const r = placeReplicas(
          { metadata: { name: 'web', annotations: { [CLUSTER_SELECTOR_ANNOTATION]: sel.annotation } } },
          cs,
          replicas,
        )
        expect(E.isRight(r)).toBe(true)
        if (E.isLeft(r)) return
        expect(Object.keys(r.right.plan).sort()).toEqual([...r.right.forward].sort())
        const total = Object.values(r.right.plan).reduce((a, b) => a + b, 0)
        expect(total).toBe(r.right.forward.length === 0 ? 0 : replicas)
      }),
      { numRuns: numRuns(300) },
    )
  })
})

const annotationText = fc.oneof(
  fc.string(),
  fc.json(),
  selectorCase.map((s) => s.annotation),
  fc
    .array(
      fc.record(
        {
          key: fc.oneof(fc.string(), fc.constantFrom(...keys), fc.anything()),
          operator: fc.oneof(fc.string(), fc.constantFrom(...CLUSTER_SELECTOR_OPERATOR_SPELLINGS.keys())),
          values: fc.oneof(fc.array(fc.string()), fc.anything()),
        },
        { requiredKeys: [] },
      ),
      { maxLength: 3 },
    )
    .map((x) => JSON.stringify(x)),
)

describe('totality', () => {
  it('fuzz: parseClusterSelector never throws and errors name the requirement and rule', () => {
    fc.assert(
      fc.property(fc.oneof(annotationText, fc.anything()), (text) => {
        const r = parseClusterSelector(text as string)
        if (E.isLeft(r)) {
          expect(typeof r.left.message).toBe('string')
          expect(typeof r.left.rule).toBe('string')
          if (r.left.index !== undefined) expect(r.left.message).toContain(`requirement ${r.left.index}`)
        }
      }),
      { numRuns: numRuns(2000) },
    )
  })

  it('fuzz: sendToCluster, placeObject, placeReplicas and clusterSelectorMatches never throw on arbitrary input', () => {
    const annotations = fc.oneof(
      fc.anything(),
      annotationText.map((text) => ({ [CLUSTER_SELECTOR_ANNOTATION]: text })),
      fc.dictionary(
        fc.constantFrom(CLUSTER_SELECTOR_ANNOTATION, '__proto__', 'federation.kubernetes.io/replica-set-preferences'),
        fc.oneof(fc.string(), fc.anything()),
      ),
    )
    fc.assert(
      fc.property(annotations, fc.anything(), fc.anything(), (ann, labels, clusterList) => {
        sendToCluster(ann as never, labels as never)
        placeObject({ metadata: { annotations: ann } } as never, clusterList as never)
        placeObject(ann as never, clusterList as never)
        placeReplicas({ metadata: { annotations: ann } } as never, clusterList as never, labels as never, ann as never)
        clusterSelectorMatches(ann as never, labels as never)
        compileClusterSelector(labels as never)(ann as never)
      }),
      { numRuns: numRuns(1000) },
    )
  })
})
