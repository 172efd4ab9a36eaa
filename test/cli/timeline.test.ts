// `k8s-jobs simulate --output svg|timeline` and the progress line of
// `validate`, in-process on a memory host.
import { describe, expect, it } from 'vitest'
import { main } from '../../src/cli/main'
import { PROGRESS_MIN_FILES } from '../../src/cli/progress'
import { wellFormed } from '../timeline/well-formed'
import { memoryHost } from './support/memory-host'

const JOB = `apiVersion: batch/v1
kind: Job
metadata: {name: retry}
spec:
  completions: 2
  parallelism: 1
  backoffLimit: 2
  template: {spec: {restartPolicy: Never, containers: [{name: a, image: busybox}]}}
`
const SCRIPT = `pods:
  - {ordinal: 0, result: Failed, afterSeconds: 30, exitCode: 2}
  - {result: Succeeded, afterSeconds: 45}
`
const ESC = '\u001b['

const simulate = (output: string, options: { tty?: boolean; env?: Record<string, string> } = {}) => {
  const host = memoryHost({ 'job.yaml': JOB, 'script.yaml': SCRIPT }, options)
  const code = main(['simulate', '--script', 'script.yaml', '-o', output, 'job.yaml'], host)
  return { code, out: host.out(), err: host.err() }
}

describe('simulate --output svg', () => {
  it('writes the picture of the simulation to standard output', () => {
    const r = simulate('svg')
    expect(r.code).toBe(0)
    expect(r.err).toBe('')
    expect(r.out.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(wellFormed(r.out)).toBe(true)
    expect(r.out).toContain('<title id="k8sjt-title">Job &quot;retry&quot;: Complete after 2m10s</title>')
    for (const pod of ['retry-0', 'retry-1', 'retry-2']) expect(r.out).toContain(`data-pod="${pod}"`)
    expect(r.out).toContain('back-off 10s')
  })
})

describe('simulate --output timeline', () => {
  it('draws rows of blocks with a scale, the condition changes and a legend, without colour off a terminal', () => {
    const r = simulate('timeline')
    expect(r.code).toBe(0)
    expect(r.out).not.toContain(ESC)
    const lines = r.out.split('\n')
    expect(lines[0]).toBe('Job "retry": Complete after 2m10s')
    expect(lines.some((l) => /^ *pod slot 0 ▒+✗·+█+✓█+✓$/.test(l))).toBe(true)
    expect(r.out).toContain('Complete (CompletionsReached)')
    expect(r.out).toContain('█ succeeded')
    expect(r.out).toContain('· back-off')
  })

  it('is coloured on a terminal, and never with NO_COLOR', () => {
    expect(simulate('timeline', { tty: true }).out).toContain(ESC)
    const plain = simulate('timeline').out
    expect(simulate('timeline', { tty: true, env: { NO_COLOR: '1' } }).out).toBe(plain)
  })

  it('fits $COLUMNS', () => {
    const narrow = simulate('timeline', { env: { COLUMNS: '50' } }).out
    for (const line of narrow.split('\n')) expect([...line].length).toBeLessThanOrEqual(50)
  })
})

describe('validate progress line', () => {
  const files = (n: number) =>
    Object.fromEntries(Array.from({ length: n }, (_, k) => [`jobs/job-${k}.yaml`, JOB.replace('retry', `job-${k}`)]))
  const validate = (n: number, tty: boolean) => {
    const host = memoryHost(files(n), { tty })
    const code = main(['validate', '-o', 'json', 'jobs'], host)
    return { code, out: host.out(), err: host.err() }
  }

  it('counts the files on standard error on a terminal, then erases itself; the report is unchanged', () => {
    const n = PROGRESS_MIN_FILES + 2
    const tty = validate(n, true)
    const pipe = validate(n, false)
    expect(tty.code).toBe(0)
    expect(tty.out).toBe(pipe.out)
    expect(tty.err).toContain(`validating`)
    expect(tty.err).toContain(`0/${n} files`)
    expect(tty.err).toContain(`${n - 1}/${n} files  jobs/job-`)
    expect(tty.err.endsWith('\r\u001b[K')).toBe(true)
    expect(pipe.err).toBe('')
  })

  it('stays silent for a few files', () => {
    expect(validate(PROGRESS_MIN_FILES - 1, true).err).toBe('')
  })
})
