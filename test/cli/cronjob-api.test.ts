/**
 * `validate` and `create` report a CronJob as the CronJob API does: issue
 * 23's first CronJob gets the server's three errors, at the CronJob's own
 * fields and source positions.
 */
import { describe, expect, it } from 'vitest'
import { main } from '../../src/cli/main'
import { memoryHost } from './support/memory-host'

const NIGHTLY = `apiVersion: batch/v1
kind: CronJob
metadata:
  name: nightly-report
spec:
  schedule: "61 25 * * *"
  concurrencyPolicy: Sometimes
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: OnFailure
          containers:
          - name: report
            image: busybox
            resources:
              requests:
                memory: 2Gi
              limits:
                memory: 1Gi
`

const THREE = [
  'cron.yaml:4:3: The CronJob "nightly-report" is invalid: ',
  'cron.yaml:6:3: * spec.schedule: Invalid value: "61 25 * * *": end of range (61) above maximum (59): 61',
  'cron.yaml:7:3: * spec.concurrencyPolicy: Unsupported value: "Sometimes": supported values: "Allow", "Forbid", "Replace"',
  'cron.yaml:17:15: * spec.jobTemplate.spec.template.spec.containers[0].resources.requests: Invalid value: "2Gi": must be less than or equal to memory limit of 1Gi',
]

describe('k8s-jobs on a CronJob', () => {
  it("validate: issue 23's CronJob gets the API server's three errors, each at its field", () => {
    const host = memoryHost({ 'cron.yaml': NIGHTLY })
    expect(main(['validate', 'cron.yaml'], host)).toBe(1)
    expect(host.out().split('\n').slice(0, 4)).toEqual(THREE)
  })

  it('create: the same errors, and no Job printed', () => {
    const host = memoryHost({ 'cron.yaml': NIGHTLY })
    expect(main(['create', 'cron.yaml'], host)).toBe(1)
    expect(host.err().split('\n').slice(0, 4)).toEqual(THREE)
    expect(host.out()).toBe('')
  })

  it('a valid CronJob is valid', () => {
    const ok = NIGHTLY.replace('"61 25 * * *"', '"@daily"')
      .replace('concurrencyPolicy: Sometimes', 'concurrencyPolicy: Forbid')
      .replace('memory: 2Gi', 'memory: 1Gi')
    const host = memoryHost({ 'cron.yaml': ok })
    expect(main(['validate', 'cron.yaml'], host)).toBe(0)
  })
})
