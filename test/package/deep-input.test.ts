/**
 * User data may nest deeper than the call stack (unknown fields are kept):
 * no exported function may overflow the stack on it.
 */
import { expect, it } from 'vitest'
import * as api from '../../src/index'

const nest = (depth: number): unknown => {
  let v: unknown = 1
  for (let i = 0; i < depth; i++) v = { x: v }
  return v
}

it('no exported function throws on 200,000-level nesting in unknown fields', () => {
  const base = {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: 'pi', namespace: 'default' },
    spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] } } },
  }
  const created = api.createJob(base, { uid: 'u' })
  expect(created._tag).toBe('Right')
  if (created._tag !== 'Right') return
  const prevDeep = { ...created.right, spec: { ...created.right.spec, extra: nest(200_000) } }
  const nextDeep = { ...prevDeep, spec: { ...prevDeep.spec, extra: nest(200_000) } } // equal, not identical
  const withDeep = { ...base, spec: { ...base.spec, extra: nest(200_000) } }
  const argLists: unknown[][] = [[nextDeep, prevDeep], [withDeep], [withDeep, { uid: 'u' }], [nest(200_000)]]
  const threw: string[] = []
  for (const [name, fn] of Object.entries(api)) {
    if (typeof fn !== 'function') continue
    for (const args of argLists) {
      try {
        ;(fn as (...a: unknown[]) => unknown)(...args)
      } catch (e) {
        threw.push(`${name}: ${String(e)}`)
        break
      }
    }
  }
  expect(threw).toEqual([])
  // an unknown field nested past the decoder's depth limit (1,000; Go's is 10,000) is an error, not a throw
  const deepUpdate = api.updateJob(nextDeep, prevDeep)
  expect(deepUpdate._tag).toBe('Left')
  // the update of an equal spec keeps the generation
  const prevShallow = { ...created.right, spec: { ...created.right.spec, extra: nest(100) } }
  const updated = api.updateJob({ ...prevShallow, spec: { ...prevShallow.spec, extra: nest(100) } }, prevShallow)
  expect(updated._tag).toBe('Right')
  if (updated._tag === 'Right') expect(updated.right.metadata?.generation).toBe(prevShallow.metadata?.generation)
}, 120_000)
