/**
 * ObjectMeta validation (apimachinery `ValidateObjectMeta` plus the core
 * finalizer rule), name rules, `IsDomainPrefixedPath`, the strict
 * `succeededIndexes` counter and decode-level type errors.
 */
import * as E from 'fp-ts/lib/Either.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatFieldError } from '../../../src/field/index'
import { isDNS1123Label, isDNS1123Subdomain } from '../../../src/labels/index'
import {
  countIndexesStrict,
  isDomainPrefixedPath,
  nameIsDNSSubdomain,
  validateAnnotations,
  validateHasLabel,
  validateJob,
  validateObjectMeta,
} from '../../../src/job/validation/index'
import { numRuns } from '../../support/runs'
import { generatedJob } from './fixtures'

const texts = (errs: readonly Parameters<typeof formatFieldError>[0][]) => errs.map(formatFieldError)
const SUBDOMAIN_MSG =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')"
const LABEL_MSG =
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')"

describe('validateObjectMeta', () => {
  it('valid Job metadata', () => {
    expect(
      validateObjectMeta({ name: 'my.job-1', namespace: 'default', labels: { a: 'b' }, finalizers: ['orphan'] }),
    ).toEqual([])
  })

  it('name: required, DNS-1123 subdomain; namespace: required, DNS-1123 label', () => {
    expect(texts(validateObjectMeta({}))).toEqual([
      'metadata.name: Required value: name or generateName is required',
      'metadata.namespace: Required value',
    ])
    expect(texts(validateObjectMeta({ name: 'My_Job', namespace: 'a.b' }))).toEqual([
      `metadata.name: Invalid value: "My_Job": ${SUBDOMAIN_MSG}`,
      'metadata.namespace: Invalid value: "a.b": must not contain dots',
    ])
    expect(texts(validateObjectMeta({ name: 'a'.repeat(254), namespace: 'ns' }))).toEqual([
      `metadata.name: Invalid value: "${'a'.repeat(254)}": must be no more than 253 characters`,
    ])
  })

  it('generateName may end with a dash (maskTrailingDash)', () => {
    expect(validateObjectMeta({ generateName: 'myjob-', name: 'myjob-x7k2q', namespace: 'ns' })).toEqual([])
    expect(nameIsDNSSubdomain('myjob-', true)).toEqual([])
    expect(nameIsDNSSubdomain('-', true)).toEqual([SUBDOMAIN_MSG])
    expect(nameIsDNSSubdomain('myjob-', false)).toEqual([SUBDOMAIN_MSG])
    expect(texts(validateObjectMeta({ generateName: 'Bad-', name: 'ok', namespace: 'ns' }))).toEqual([
      `metadata.generateName: Invalid value: "Bad-": ${SUBDOMAIN_MSG}`,
    ])
  })

  it('generation must not be negative', () => {
    expect(texts(validateObjectMeta({ name: 'a', namespace: 'n', generation: -1 }))).toEqual([
      'metadata.generation: Invalid value: -1: must be greater than or equal to 0',
    ])
  })

  it('annotations: keys are case-insensitive qualified names, total size at most 256 KiB', () => {
    expect(validateAnnotations({ 'Example.com/Key': 'v' }, 'metadata.annotations')).toEqual([])
    const bad = validateAnnotations({ 'a b': 'v' }, 'metadata.annotations')
    expect(bad).toHaveLength(1)
    expect(bad[0]).toMatchObject({
      type: 'FieldValueInvalid',
      field: 'metadata.annotations',
      badValue: 'a b',
      origin: 'format=k8s-label-key',
    })
    expect(texts(validateAnnotations({ k: 'x'.repeat(256 * 1024) }, 'metadata.annotations'))).toEqual([
      'metadata.annotations: Too long: may not be more than 262144 bytes',
    ])
    expect(validateAnnotations({ k: 'x'.repeat(256 * 1024 - 1) }, 'metadata.annotations')).toEqual([])
  })

  it('finalizers: qualified names; a bare name must be a standard finalizer; orphan and foregroundDeletion exclusive', () => {
    expect(texts(validateObjectMeta({ name: 'a', namespace: 'n', finalizers: ['custom', 'example.com/ok'] }))).toEqual([
      'metadata.finalizers[0]: Invalid value: "custom": name is neither a standard finalizer name nor is it fully qualified',
    ])
    expect(
      texts(validateObjectMeta({ name: 'a', namespace: 'n', finalizers: ['orphan', 'foregroundDeletion'] })),
    ).toEqual([
      'metadata.finalizers: Invalid value: ["orphan","foregroundDeletion"]: finalizer orphan and foregroundDeletion cannot be both set',
    ])
    const badName = validateObjectMeta({ name: 'a', namespace: 'n', finalizers: ['a b'] })
    expect(badName.map((e) => [e.field, e.detail.slice(0, 24)])).toEqual([
      ['metadata.finalizers', 'name part must consist o'],
      ['metadata.finalizers[0]', 'name is neither a standa'],
    ])
  })

  it('ownerReferences: required parts, banned Event owner, one controller', () => {
    const ref = (o: Record<string, unknown>) => ({ apiVersion: 'v1', kind: 'Pod', name: 'p', uid: 'u', ...o })
    expect(
      texts(
        validateObjectMeta({
          name: 'a',
          namespace: 'n',
          ownerReferences: [ref({ apiVersion: 'a/b/c', kind: '', name: '', uid: '' })],
        }),
      ),
    ).toEqual([
      'metadata.ownerReferences[0].apiVersion: Invalid value: "a/b/c": must be <group>/<version> or <version>',
      'metadata.ownerReferences[0].kind: Required value: must not be empty',
      'metadata.ownerReferences[0].name: Required value: must not be empty',
      'metadata.ownerReferences[0].uid: Required value: must not be empty',
    ])
    // an empty apiVersion is required; a version-less or empty-version one is malformed (checked against the oracle)
    const versions = ['', 'g/', '/', '/v1'].map((apiVersion) =>
      texts(validateObjectMeta({ name: 'a', namespace: 'n', ownerReferences: [ref({ apiVersion })] })),
    )
    expect(versions).toEqual([
      ['metadata.ownerReferences[0].apiVersion: Required value: must not be empty'],
      ['metadata.ownerReferences[0].apiVersion: Invalid value: "g/": must be <group>/<version> or <version>'],
      ['metadata.ownerReferences[0].apiVersion: Invalid value: "/": must be <group>/<version> or <version>'],
      [],
    ])
    const event = validateObjectMeta({ name: 'a', namespace: 'n', ownerReferences: [ref({ kind: 'Event' })] })
    expect(event.map((e) => e.detail)).toEqual(['/v1, Kind=Event is disallowed from being an owner'])
    // the reference prints in Go's field order (apiVersion, kind, name, uid, ...), not with its keys sorted
    expect(texts(event)).toEqual([
      'metadata.ownerReferences[0]: Invalid value: {"apiVersion":"v1","kind":"Event","name":"p","uid":"u"}: /v1, Kind=Event is disallowed from being an owner',
    ])
    const two = validateObjectMeta({
      name: 'a',
      namespace: 'n',
      ownerReferences: [ref({ controller: true, name: 'x' }), ref({ controller: true, name: 'y' })],
    })
    expect(two.map((e) => e.detail)).toEqual([
      'Only one reference can have Controller set to true. Found "true" in references for Pod/x and Pod/y',
    ])
  })

  it('wrong JSON types are reported as FieldValueTypeInvalid and read as unset', () => {
    expect(texts(validateObjectMeta('nope'))).toEqual([
      'metadata: Invalid value: "nope": must be of type object',
      'metadata.name: Required value: name or generateName is required',
      'metadata.namespace: Required value',
    ])
    const errs = validateJob({ ...generatedJob(), spec: { ...(generatedJob()['spec'] as object), parallelism: 'x' } })
    expect(errs.map((e) => [e.type, e.field])).toEqual([['FieldValueTypeInvalid', 'spec.parallelism']])
    expect(validateJob(null)[0]).toMatchObject({ type: 'FieldValueTypeInvalid', field: '' })
  })
})

describe('name rules', () => {
  it("IsDNS1123Label / IsDNS1123Subdomain messages (the label module's, used by Job validation)", () => {
    expect(isDNS1123Label('my-name')).toEqual([])
    expect(isDNS1123Label('a.b')).toEqual(['must not contain dots'])
    expect(isDNS1123Label('-a')).toEqual([LABEL_MSG])
    expect(isDNS1123Label('a'.repeat(64))).toEqual(['must be no more than 63 bytes'])
    expect(isDNS1123Label('é'.repeat(32))).toEqual(['must be no more than 63 bytes', LABEL_MSG])
    expect(isDNS1123Subdomain('a..b')).toEqual([SUBDOMAIN_MSG])
    expect(isDNS1123Subdomain('example.com')).toEqual([])
  })

  it('IsDomainPrefixedPath', () => {
    expect(isDomainPrefixedPath('p', 'example.com/foo')).toEqual([])
    expect(isDomainPrefixedPath('p', 'kubernetes.io/job-controller')).toEqual([])
    expect(texts(isDomainPrefixedPath('p', ''))).toEqual(['p: Required value'])
    for (const v of ['foo', '/foo', 'foo/']) {
      expect(texts(isDomainPrefixedPath('p', v))).toEqual([
        `p: Invalid value: "${v}": must be a domain-prefixed path (such as "acme.io/foo")`,
      ])
    }
    expect(texts(isDomainPrefixedPath('p', 'Example.com/a b'))).toEqual([
      `p: Invalid value: "Example.com": ${SUBDOMAIN_MSG}`,
      `p: Invalid value: "a b": Invalid path (regex used for validation is '[A-Za-z0-9/\\-._~%!$&'()*+,;=:]+')`,
    ])
  })

  it('ValidateHasLabel: Required when missing, Invalid with the whole map when different', () => {
    expect(validateHasLabel(undefined, 'spec.template.metadata', 'job-name', 'j')).toEqual([
      { type: 'FieldValueRequired', field: 'spec.template.metadata.labels[job-name]', detail: "must be 'j'" },
    ])
    expect(validateHasLabel({ 'job-name': 'x' }, 'm', 'job-name', 'j')).toEqual([
      { type: 'FieldValueInvalid', field: 'm.labels[job-name]', badValue: { 'job-name': 'x' }, detail: "must be 'j'" },
    ])
    expect(validateHasLabel({ 'job-name': 'j' }, 'm', 'job-name', 'j')).toEqual([])
  })
})

describe('succeededIndexes (validateIndexesFormat)', () => {
  const cases: ReadonlyArray<readonly [string, number, E.Either<string, number>]> = [
    ['', 5, E.right(0)],
    ['1,3,5-9', 10, E.right(7)],
    ['0-2', 5, E.right(3)],
    ['+1', 5, E.right(1)],
    ['invalid-format', 5, E.left('cannot convert string to integer for index: "invalid"')],
    ['5', 5, E.left('too large index: "5"')],
    ['1-5', 5, E.left('too large index: "5"')],
    ['3,1', 5, E.left('non-increasing order, previous: 3, current: 1')],
    ['1-3,2', 5, E.left('non-increasing order, previous: 3, current: 2')],
    ['2-2', 5, E.left('non-increasing order, previous: 2, current: 2')],
    [
      '1-2-3',
      5,
      E.left(
        `the fragment "1-2-3" violates the requirement that an index interval can have at most two parts separated by '-'`,
      ),
    ],
    ['1,,2', 5, E.left('cannot convert string to integer for index: ""')],
    [' 1', 5, E.left('cannot convert string to integer for index: " 1"')],
  ]
  for (const [s, completions, expected] of cases) {
    it(`${JSON.stringify(s)} with completions ${completions}`, () => {
      expect(countIndexesStrict(s, completions)).toEqual(expected)
    })
  }

  it('a huge range is counted without expanding it', () => {
    expect(countIndexesStrict('0-999999998', 1_000_000_000)).toEqual(E.right(999_999_999))
  })
})

describe('validateObjectMeta: the caller’s nameFn is input too (issue #24)', () => {
  const failed = (field: string) => [
    { type: 'InternalError', field, detail: 'options.nameFn threw or did not return an array of strings' },
  ]
  const revoked = Proxy.revocable([] as string[], {})
  revoked.revoke()
  const cases: [string, unknown][] = [
    [
      'throws',
      () => {
        throw new Error('boom')
      },
    ],
    ['returns undefined', () => undefined],
    ['returns a string', () => 'bad'],
    ['returns numbers', () => [1, 2]],
    ['returns a revoked proxy', () => revoked.proxy],
    [
      'returns a throwing proxy',
      () =>
        new Proxy(['x'], {
          get: () => {
            throw new Error('get')
          },
          getOwnPropertyDescriptor: () => {
            throw new Error('d')
          },
        }),
    ],
    ['returns a huge sparse array', () => new Array(2 ** 32 - 1)],
  ]
  it.each(cases)('a nameFn that %s answers one InternalError per name it checks', (_what, nameFn) => {
    const opts = { nameFn, requiresNamespace: false } as never
    expect(validateObjectMeta({ name: 'x' }, 'metadata', opts)).toEqual(failed('metadata.name'))
    expect(validateObjectMeta({ name: 'x', generateName: 'x-' }, 'metadata', opts)).toEqual([
      ...failed('metadata.generateName'),
      ...failed('metadata.name'),
    ])
  })

  it('the messages of a well-behaved nameFn are Invalid errors', () => {
    const nameFn = (name: string, prefix: boolean) => (prefix ? [] : [`not ${name}`])
    expect(validateObjectMeta({ name: 'x' }, 'metadata', { nameFn, requiresNamespace: false })).toEqual([
      { type: 'FieldValueInvalid', field: 'metadata.name', badValue: 'x', detail: 'not x' },
    ])
  })
})
