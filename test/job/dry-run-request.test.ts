import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { dryRunCreateJob, dryRunUpdateJob, type DryRunResult } from '../../src/index'
import { utf8Prefix } from '../../src/job/request-decoding'

const PI = {
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'pi' },
  spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] } } },
}
const STORED = { ...PI, metadata: { name: 'pi', namespace: 'default', uid: 'u', resourceVersion: '3' } }
const failure = (r: DryRunResult) => (E.isLeft(r.outcome) ? r.outcome.left : undefined)

describe('request decoding: the version/kind peek and the URL defaults', () => {
  it('a group without a version, and a version string with two slashes', () => {
    expect(failure(dryRunCreateJob(JSON.stringify({ ...PI, apiVersion: 'foo/' }), { uid: 'u' }))?.message).toBe(
      `Job in version "" cannot be handled as a Job: Object 'apiVersion' is missing in '${JSON.stringify({ ...PI, apiVersion: 'foo/' })}'`,
    )
    expect(failure(dryRunCreateJob(JSON.stringify({ ...PI, apiVersion: 'a/b/c' }), { uid: 'u' }))?.message).toBe(
      'the object provided is unrecognized (must be of type Job): unexpected GroupVersion string: a/b/c ({"apiVersion":"a/b/c","kind":" ...)',
    )
  })

  it('apiVersion and kind may be left out (the URL supplies batch/v1 Job), and are matched case-insensitively', () => {
    const { apiVersion: _a, kind: _k, ...bare } = PI
    expect(E.isRight(dryRunCreateJob(JSON.stringify(bare), { uid: 'u', fieldValidation: 'Ignore' }).outcome)).toBe(true)
    expect(failure(dryRunCreateJob('{"KIND":"CronJob"}', { uid: 'u' }))?.message).toBe(
      'CronJob in version "v1" cannot be handled as a Job: converting (v1.CronJob) to (batch.Job): unknown conversion',
    )
  })

  it("extensions/v1beta1 Jobs are accepted and converted (the design; today's server refuses them)", () => {
    const old = {
      ...PI,
      apiVersion: 'extensions/v1beta1',
      spec: {
        selector: { matchLabels: { a: 'b' } },
        template: { metadata: { labels: { a: 'b' } }, spec: PI.spec.template.spec },
      },
    }
    const r = dryRunCreateJob(old, { uid: 'u' })
    expect(E.isRight(r.outcome) && r.outcome.right).toMatchObject({
      apiVersion: 'batch/v1',
      spec: { manualSelector: true, selector: { matchLabels: { a: 'b' } } },
    })
  })

  it('a value JSON cannot express is a 400', () => {
    const cyclic: Record<string, unknown> = { ...PI }
    cyclic['self'] = cyclic
    expect(failure(dryRunCreateJob(cyclic, { uid: 'u' }))?.message).toBe(
      'Job in version "v1" cannot be handled as a Job: the value contains a cycle: an object that contains itself cannot be sent as JSON',
    )
  })

  it('utf8Prefix cuts at a byte count, a split character leaving U+FFFD per byte', () => {
    expect(utf8Prefix('abc', 2)).toBe('ab')
    expect(utf8Prefix('a日', 3)).toBe('a\ufffd\ufffd')
    expect(utf8Prefix('a日', 4)).toBe('a日')
  })
})

describe('the strategy warnings', () => {
  it('Indexed tracking limit, fractional bytes, repeated env names, negative grace period', () => {
    const job = {
      ...PI,
      spec: {
        completionMode: 'Indexed',
        completions: 200000,
        parallelism: 20000,
        template: {
          spec: {
            restartPolicy: 'Never',
            terminationGracePeriodSeconds: -1,
            containers: [
              {
                name: 'pi',
                image: 'perl',
                env: [
                  { name: 'A', value: 'x' },
                  { name: 'A', value: 'y' },
                ],
                resources: { limits: { memory: '1.5' } },
              },
            ],
          },
        },
      },
    }
    expect(dryRunCreateJob(job, { uid: 'u' }).warnings).toEqual([
      'spec: In Indexed Jobs with a number of completions higher than 10^5 and a parallelism higher than 10^4, Kubernetes might not be able to track completedIndexes when a big number of indexes fail',
      'spec.template.spec.containers[0].resources.limits[memory]: fractional byte value "1500m" is invalid, must be an integer',
      'spec.template.spec.containers[0].env[1]: hides previous definition of "A", which may be dropped when using apply',
      'spec.template.spec.terminationGracePeriodSeconds: must be >= 0; negative values are invalid and will be treated as 1',
    ])
  })

  it('an env entry that extends the previous one by reference is not a warning', () => {
    const container = {
      name: 'pi',
      image: 'perl',
      env: [
        { name: 'P', value: '/a' },
        { name: 'P', value: '$(P):/b' },
      ],
    }
    const job = { ...PI, spec: { template: { spec: { restartPolicy: 'Never', containers: [container] } } } }
    expect(dryRunCreateJob(job, { uid: 'u' }).warnings).toEqual([])
  })
})

describe('dryRunUpdateJob: storage', () => {
  it('404 when storage has no resourceVersion (no Job stored), 500 for a stored object that does not decode', () => {
    expect(failure(dryRunUpdateJob(PI, { ...STORED, metadata: { ...STORED.metadata, resourceVersion: '' } }))).toEqual({
      code: 404,
      reason: 'NotFound',
      message: 'jobs.batch "pi" not found',
      errors: [],
    })
    expect(failure(dryRunUpdateJob(PI, '{'))?.code).toBe(500)
  })

  it('a resourceVersion beyond uint64 is the 500 ParseUint gives', () => {
    expect(
      failure(dryRunUpdateJob({ ...PI, metadata: { name: 'pi', resourceVersion: '99999999999999999999999' } }, STORED))
        ?.message,
    ).toBe('strconv.ParseUint: parsing "99999999999999999999999": value out of range')
  })

  it("400 for a namespace other than the request's", () => {
    expect(failure(dryRunUpdateJob({ ...PI, metadata: { name: 'pi', namespace: 'other' } }, STORED))?.message).toBe(
      'the namespace of the provided object does not match the namespace sent on the request',
    )
  })
})
