import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { createJobWith, updateJobWith } from '../../src/job/create'
import { createJob } from '../../src/job/create-job'
import { defaultJob } from '../../src/job/default-job'
import type { Job } from '../../src/job/types'

const job = (): Job => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'pi', namespace: 'default' },
  spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] } } },
})

const internalOnly = (r: E.Either<unknown, unknown>) => {
  expect(E.isLeft(r)).toBe(true)
  const errors = (r as E.Left<{ type: string }[]>).left
  expect(errors).toHaveLength(1)
  expect(errors[0]?.type).toBe('InternalError')
}

describe('createJobWith / updateJobWith are total (#13)', () => {
  const bad: unknown[] = [null, undefined, 3, 'x', {}, { validateJob: 1, validateJobForUpdate: null }]
  it.each(bad)('validators %s: one InternalError, no throw', (v) => {
    internalOnly(createJobWith(v as never)(job(), { uid: 'u' }))
    const created = createJob(job(), { uid: 'u' })
    if (E.isLeft(created)) throw new Error('valid Job')
    internalOnly(updateJobWith(v as never)(created.right, created.right))
  })

  it('a validator that throws or returns a non-array answers one InternalError', () => {
    const throwing = () => {
      throw new Error('boom')
    }
    internalOnly(createJobWith({ validateJob: throwing, validateJobForUpdate: throwing })(job(), { uid: 'u' }))
    internalOnly(createJobWith({ validateJob: () => 3 as never, validateJobForUpdate: () => [] })(job(), { uid: 'u' }))
  })

  it('does not invoke accessors or read validators from the prototype', () => {
    let reads = 0
    const v = {
      get validateJob() {
        reads++
        return () => []
      },
      validateJobForUpdate: () => [],
    }
    internalOnly(createJobWith(v)(job(), { uid: 'u' }))
    expect(reads).toBe(0)
    const inherited = Object.create({ validateJob: () => [], validateJobForUpdate: () => [] })
    internalOnly(createJobWith(inherited)(job(), { uid: 'u' }))
  })

  it('keeps the answers of working validators', () => {
    const create = createJobWith({ validateJob: () => [], validateJobForUpdate: () => [] })
    expect(create(job(), { uid: 'u' })).toEqual(createJob(job(), { uid: 'u' }))
  })
})

describe('defaultJob is total (#13)', () => {
  it('reads a throwing proxy as null and invokes no accessor', () => {
    const proxy = new Proxy(
      {},
      {
        get: () => {
          throw new Error('x')
        },
        ownKeys: () => {
          throw new Error('x')
        },
      },
    )
    expect(() => defaultJob(proxy as never)).not.toThrow()
    let reads = 0
    const j = {
      ...job(),
      get status() {
        reads++
        return {}
      },
    }
    expect(() => defaultJob(j)).not.toThrow()
    expect(reads).toBe(0)
  })
})
