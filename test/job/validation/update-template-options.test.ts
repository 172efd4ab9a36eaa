/**
 * A Job update validates the pod template with the relaxations the old
 * template earns (`templateUpdateOptions(oldTemplate)`, as the Job
 * strategy's `GetValidationOptionsFromPodTemplate`): a stored template
 * that already sets a namespaced sysctl with `hostNetwork`, a hugepage
 * quantity that is not whole pages, or `CAP_SYS_ADMIN` with
 * `allowPrivilegeEscalation: false` may keep it; a template that did not
 * may not add it. Expected answers: the Go oracle (Kubernetes v1.37.2),
 * `job.update` with these inputs.
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { dryRunUpdateJob } from '../../../src/job/dry-run-update'
import { updateJob } from '../../../src/job/create-job'
import { validateJobForUpdate, validateJobUpdate } from '../../../src/job/validation/update'

const uid = '0000000d-0014-4000-bfff-fffaf2d8f1f0'
const labels = {
  'batch.kubernetes.io/controller-uid': uid,
  'batch.kubernetes.io/job-name': 'pi',
  'controller-uid': uid,
  'job-name': 'pi',
}
const stored = (podSpec: Record<string, unknown>, container: Record<string, unknown> = {}) => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: {
    name: 'pi',
    namespace: 'default',
    uid,
    resourceVersion: '5',
    creationTimestamp: '2026-01-01T00:00:00Z',
    generation: 1,
    labels,
  },
  spec: {
    parallelism: 1,
    completions: 1,
    backoffLimit: 6,
    completionMode: 'NonIndexed',
    suspend: false,
    podReplacementPolicy: 'TerminatingOrFailed',
    manualSelector: false,
    selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': uid } },
    template: {
      metadata: { labels },
      spec: {
        restartPolicy: 'Never',
        terminationGracePeriodSeconds: 30,
        dnsPolicy: 'ClusterFirst',
        securityContext: {},
        schedulerName: 'default-scheduler',
        containers: [
          {
            name: 'pi',
            image: 'perl',
            terminationMessagePath: '/dev/termination-log',
            terminationMessagePolicy: 'File',
            imagePullPolicy: 'Always',
            ...container,
          },
        ],
        ...podSpec,
      },
    },
  },
  status: {},
})
const hugePages = { 'hugepages-2Mi': '3Mi', memory: '1Gi', cpu: '1' }
const cases = {
  sysctl: () =>
    stored({ hostNetwork: true, securityContext: { sysctls: [{ name: 'net.ipv4.ip_forward', value: '1' }] } }),
  hugepages: () => stored({}, { resources: { limits: hugePages, requests: hugePages } }),
  sysAdmin: () =>
    stored({}, { securityContext: { allowPrivilegeEscalation: false, capabilities: { add: ['CAP_SYS_ADMIN'] } } }),
}
const plain = () => stored({})
const relabeled = <J extends ReturnType<typeof plain>>(j: J): J => ({
  ...j,
  metadata: { ...j.metadata, labels: { ...j.metadata.labels, extra: 'x' } },
})
const options = { namespace: 'default', name: 'pi', fieldValidation: 'Strict' }
const errorsOf = (r: ReturnType<typeof dryRunUpdateJob>) =>
  E.isLeft(r.outcome) ? r.outcome.left.errors?.map((e) => [e.field, e.type, e.detail]) : 'ok'

// The oracle's answers to "the old template does not have it, the new one adds it".
const IMMUTABLE = ['spec.template', 'FieldValueInvalid', 'field is immutable']
const added: Record<keyof typeof cases, unknown[]> = {
  sysctl: [
    [
      'spec.template.spec.securityContext.sysctls[0].name',
      'FieldValueInvalid',
      "may not be specified when 'hostNetwork' is true",
    ],
    IMMUTABLE,
  ],
  hugepages: [
    [
      'spec.template.spec.containers[0].resources.limits[hugepages-2Mi]',
      'FieldValueInvalid',
      '3Mi is not positive integer multiple of hugepages-2Mi',
    ],
    [
      'spec.template.spec.containers[0].resources.requests[hugepages-2Mi]',
      'FieldValueInvalid',
      '3Mi is not positive integer multiple of hugepages-2Mi',
    ],
    IMMUTABLE,
  ],
  sysAdmin: [
    [
      'spec.template.spec.containers[0].securityContext',
      'FieldValueInvalid',
      'cannot set `allowPrivilegeEscalation` to false and `capabilities.Add` CAP_SYS_ADMIN',
    ],
    IMMUTABLE,
  ],
}

describe('Job update: pod template options derived from the old template', () => {
  it.each(Object.keys(cases) as (keyof typeof cases)[])('%s: the old template has it, the new keeps it: ok', (k) => {
    const old = cases[k]()
    const r = dryRunUpdateJob(JSON.stringify(relabeled(old)), old, options)
    expect(errorsOf(r)).toBe('ok') // oracle: ok, generation 1
    if (E.isRight(r.outcome)) expect(r.outcome.right.metadata?.generation).toBe(1)
    expect(E.isRight(updateJob(relabeled(old), old))).toBe(true)
    expect(validateJobForUpdate(relabeled(old), old)).toEqual([])
    expect(validateJobUpdate(relabeled(old), old)).toEqual([])
  })

  it('the security context in the CAP_SYS_ADMIN error prints as the internal Go struct, in Go field order (oracle text)', () => {
    const r = dryRunUpdateJob(JSON.stringify(cases.sysAdmin()), plain(), options)
    expect(E.isLeft(r.outcome) && r.outcome.left.message).toContain(
      'spec.template.spec.containers[0].securityContext: Invalid value: {"Capabilities":{"Add":["CAP_SYS_ADMIN"],' +
        '"Drop":null},"Privileged":null,"SELinuxOptions":null,"WindowsOptions":null,"RunAsUser":null,' +
        '"RunAsGroup":null,"RunAsNonRoot":null,"ReadOnlyRootFilesystem":null,"AllowPrivilegeEscalation":false,' +
        '"ProcMount":null,"SeccompProfile":null,"AppArmorProfile":null}: cannot set `allowPrivilegeEscalation` ' +
        'to false and `capabilities.Add` CAP_SYS_ADMIN',
    )
  })

  it.each(Object.keys(cases) as (keyof typeof cases)[])('%s: the old template lacks it, the new adds it', (k) => {
    expect(errorsOf(dryRunUpdateJob(JSON.stringify(cases[k]()), plain(), options))).toEqual(added[k])
  })

  it.each(Object.keys(cases) as (keyof typeof cases)[])(
    '%s: suspended, the old template has it, the new changes the image: only the immutable spec',
    (k) => {
      const old = cases[k]()
      old.spec.suspend = true
      const next = structuredClone(old)
      next.spec.template.spec.containers[0] = { ...next.spec.template.spec.containers[0], image: 'perl:5' } as never
      expect(errorsOf(dryRunUpdateJob(JSON.stringify(next), old, options))).toEqual([
        ['spec.template.spec', 'FieldValueInvalid', 'field is immutable'],
      ])
    },
  )
})
