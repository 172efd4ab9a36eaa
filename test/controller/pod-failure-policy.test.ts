import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  decodePodFailurePolicy,
  matchPodFailurePolicy,
  matchPodFailurePolicyModel,
} from '../../src/controller/pod-failure-policy'
import { decodePodOrEmpty } from '../../src/controller/pod-model'
import type { PodInfo } from '../../src/controller/pod-types'
import type { PodFailurePolicy, PodFailurePolicyRule } from '../../src/job/types'
import { numRuns } from '../support/runs'

const meta = { namespace: 'default', name: 'mypod' }
const exitRule = (
  action: string,
  operator: string,
  values: number[],
  containerName?: string,
): PodFailurePolicyRule => ({
  action,
  onExitCodes: { operator, values, ...(containerName === undefined ? {} : { containerName }) },
})
const condRule = (action: string, type: string, status?: string): PodFailurePolicyRule => ({
  action,
  onPodConditions: [{ type, ...(status === undefined ? {} : { status }) }],
})
const term = (exitCode: number, name?: string) => ({
  ...(name === undefined ? {} : { name }),
  state: { terminated: { exitCode } },
})
const exitPod = (containers: object[], init: object[] = []): PodInfo =>
  ({
    metadata: meta,
    status: { phase: 'Failed', containerStatuses: containers, initContainerStatuses: init },
  }) as PodInfo
const condPod = (type: string, status: string): PodInfo => ({
  metadata: meta,
  status: { phase: 'Failed', conditions: [{ type, status }] },
})
const policy = (...rules: PodFailurePolicyRule[]): PodFailurePolicy => ({ rules })

const msgExit = (code: number, idx: number) =>
  `Container main-container for pod default/mypod failed with exit code ${code} matching FailJob rule at index ${idx}`

describe('matchPodFailurePolicy (upstream TestMatchPodFailurePolicy)', () => {
  it.each<[string, PodFailurePolicy | null, PodInfo, { message?: string; countFailed: boolean; action?: string }]>([
    [
      'unknown action for rule matching by exit codes - skip rule with unknown action',
      policy(exitRule('UnknownAction', 'In', [1, 2]), exitRule('FailJob', 'In', [2, 3])),
      exitPod([term(2, 'main-container')]),
      { message: msgExit(2, 1), countFailed: true, action: 'FailJob' },
    ],
    [
      'unknown action for rule matching by pod conditions - skip rule with unknown action',
      policy(condRule('UnkonwnAction', 'DisruptionTarget', 'True'), condRule('Ignore', 'DisruptionTarget', 'True')),
      condPod('DisruptionTarget', 'True'),
      { countFailed: false, action: 'Ignore' },
    ],
    [
      'unknown operator - rule with unknown action is skipped for onExitCodes',
      policy(exitRule('Ignore', 'UnknownOperator', [1, 2]), exitRule('FailJob', 'In', [2, 3])),
      exitPod([term(2, 'main-container')]),
      { message: msgExit(2, 1), countFailed: true, action: 'FailJob' },
    ],
    ['no policy rules', null, exitPod([term(2)]), { countFailed: true }],
    [
      'ignore rule matched for exit codes',
      policy(exitRule('Ignore', 'In', [1, 2, 3])),
      exitPod([term(2)]),
      { countFailed: false, action: 'Ignore' },
    ],
    [
      'FailJob rule matched for exit codes',
      policy(exitRule('FailJob', 'In', [1, 2, 3])),
      exitPod([term(2, 'main-container')]),
      { message: msgExit(2, 0), countFailed: true, action: 'FailJob' },
    ],
    [
      'successful containers are skipped by the rules',
      policy(exitRule('FailJob', 'NotIn', [111])),
      exitPod([term(111, 'main-container'), term(0, 'suppport-container')], [term(0, 'init-container')]),
      { countFailed: true },
    ],
    [
      'FailIndex rule matched for exit codes; JobBackoffLimitPerIndex enabled',
      policy(exitRule('FailIndex', 'In', [1, 2, 3])),
      exitPod([term(2)]),
      { countFailed: true, action: 'FailIndex' },
    ],
    [
      'pod failure policy with NotIn operator and value 0',
      policy(exitRule('FailJob', 'NotIn', [0])),
      exitPod([term(1, 'main-container'), term(0, 'suppport-container')]),
      { message: msgExit(1, 0), countFailed: true, action: 'FailJob' },
    ],
    [
      'second jobfail rule matched for exit codes',
      policy(exitRule('Count', 'In', [1, 2, 3]), exitRule('FailJob', 'In', [4, 5, 6])),
      exitPod([term(6, 'main-container')]),
      { message: msgExit(6, 1), countFailed: true, action: 'FailJob' },
    ],
    [
      'count rule matched for exit codes',
      policy(exitRule('Count', 'In', [1, 2, 3])),
      exitPod([{ name: 'foo' }, term(2, 'bar')]),
      { countFailed: true, action: 'Count' },
    ],
    [
      'FailIndex rule matched for pod conditions; JobBackoffLimitPerIndex enabled',
      policy(condRule('FailIndex', 'DisruptionTarget', 'True')),
      condPod('DisruptionTarget', 'True'),
      { countFailed: true, action: 'FailIndex' },
    ],
    [
      'ignore rule matched for pod conditions',
      policy(condRule('Ignore', 'DisruptionTarget', 'True')),
      condPod('DisruptionTarget', 'True'),
      { countFailed: false, action: 'Ignore' },
    ],
    [
      'ignore rule matches by the status=False',
      policy(condRule('Ignore', 'DisruptionTarget', 'False')),
      condPod('DisruptionTarget', 'False'),
      { countFailed: false, action: 'Ignore' },
    ],
    [
      'ignore rule matches by the status=Unknown',
      policy(condRule('Ignore', 'DisruptionTarget', 'Unknown')),
      condPod('DisruptionTarget', 'Unknown'),
      { countFailed: false, action: 'Ignore' },
    ],
    [
      'ignore rule does not match when status for pattern is False, but actual True',
      policy(condRule('Ignore', 'DisruptionTarget', 'False')),
      condPod('DisruptionTarget', 'True'),
      { countFailed: true },
    ],
    [
      'ignore rule does not match when status for pattern is True, but actual False',
      policy(condRule('Ignore', 'DisruptionTarget', 'True')),
      condPod('DisruptionTarget', 'False'),
      { countFailed: true },
    ],
    [
      'default - do not match condition with status=False',
      policy(condRule('Ignore', 'DisruptionTarget')),
      condPod('DisruptionTarget', 'False'),
      { countFailed: true },
    ],
    [
      'job fail rule matched for pod conditions',
      policy(condRule('FailJob', 'DisruptionTarget', 'True')),
      condPod('DisruptionTarget', 'True'),
      {
        message: 'Pod default/mypod has condition DisruptionTarget matching FailJob rule at index 0',
        countFailed: true,
        action: 'FailJob',
      },
    ],
    [
      'count rule matched for pod conditions',
      policy(condRule('Count', 'DisruptionTarget', 'True')),
      condPod('DisruptionTarget', 'True'),
      { countFailed: true, action: 'Count' },
    ],
    [
      'no rule matched',
      policy(
        exitRule('Count', 'NotIn', [8]),
        exitRule('Ignore', 'In', [1, 2, 3]),
        exitRule('FailJob', 'NotIn', [5, 6, 7]),
        condRule('Count', 'ResourceLimitExceeded', 'True'),
        condRule('Ignore', 'DisruptionTarget', 'True'),
      ),
      exitPod([term(32)]),
      { countFailed: true, action: 'Count' },
    ],
  ])('%s', (_name, pol, pod, want) => {
    expect(matchPodFailurePolicy(pol, pod)).toEqual(want)
  })
})

describe('matchPodFailurePolicy: further upstream semantics', () => {
  it('containerName restricts the containers looked at', () => {
    const pod = exitPod([term(5, 'main-container'), term(5, 'sidecar')])
    expect(matchPodFailurePolicy(policy(exitRule('FailJob', 'In', [5], 'sidecar')), pod).message).toBe(
      'Container sidecar for pod default/mypod failed with exit code 5 matching FailJob rule at index 0',
    )
    expect(matchPodFailurePolicy(policy(exitRule('FailJob', 'In', [5], 'other')), pod)).toEqual({ countFailed: true })
  })
  it('init containers are checked after regular containers', () => {
    const pod = exitPod([term(3, 'main-container')], [term(4, 'init')])
    expect(matchPodFailurePolicy(policy(exitRule('FailJob', 'NotIn', [3])), pod).message).toBe(
      'Container init for pod default/mypod failed with exit code 4 matching FailJob rule at index 0',
    )
  })
  it('first pod condition in pod order wins against several patterns', () => {
    const pod: PodInfo = {
      metadata: meta,
      status: {
        conditions: [
          { type: 'ConfigIssue', status: 'True' },
          { type: 'DisruptionTarget', status: 'True' },
        ],
      },
    }
    const rule: PodFailurePolicyRule = {
      action: 'FailJob',
      onPodConditions: [{ type: 'DisruptionTarget' }, { type: 'ConfigIssue' }],
    }
    expect(matchPodFailurePolicy(policy(rule), pod).message).toBe(
      'Pod default/mypod has condition ConfigIssue matching FailJob rule at index 0',
    )
  })
  it('a pod still running has no terminated container to match', () => {
    const pod: PodInfo = {
      metadata: meta,
      status: { phase: 'Running', containerStatuses: [{ name: 'c', state: { running: {} } }] },
    }
    expect(matchPodFailurePolicy(policy(exitRule('FailJob', 'NotIn', [0])), pod)).toEqual({ countFailed: true })
  })
})

describe('properties', () => {
  const exitCodes = fc.integer({ min: -3, max: 10 })
  it('In and NotIn over the same values partition non-zero exit codes', () => {
    fc.assert(
      fc.property(exitCodes, fc.uniqueArray(exitCodes, { maxLength: 5 }), (code, values) => {
        const pod = exitPod([term(code, 'c')])
        const inM = matchPodFailurePolicy(policy(exitRule('Count', 'In', values)), pod).action === 'Count'
        const notInM = matchPodFailurePolicy(policy(exitRule('Count', 'NotIn', values)), pod).action === 'Count'
        if (code === 0) expect(inM || notInM).toBe(false)
        else expect(inM !== notInM).toBe(true)
      }),
      { numRuns: numRuns(300) },
    )
  })
  it('only Ignore turns countFailed off', () => {
    fc.assert(
      fc.property(fc.constantFrom('Ignore', 'Count', 'FailJob', 'FailIndex', 'Bogus'), exitCodes, (action, code) => {
        const r = matchPodFailurePolicy(policy(exitRule(action, 'In', [code])), exitPod([term(code, 'c')]))
        expect(r.countFailed).toBe(!(action === 'Ignore' && code !== 0))
        expect(r.message !== undefined).toBe(r.action === 'FailJob')
      }),
      { numRuns: numRuns(200) },
    )
  })
  it('reads the pod decoded by the pod decoder syncJob uses (exit codes as given, arrays as absent)', () => {
    const p = policy(exitRule('FailJob', 'NotIn', [5]))
    const pod = exitPod([term(5.5)])
    expect(matchPodFailurePolicy(p, pod).action).toBe('FailJob')
    expect(matchPodFailurePolicyModel(decodePodFailurePolicy(p), decodePodOrEmpty(pod))).toEqual(
      matchPodFailurePolicy(p, pod),
    )
    const arrayStatus = { metadata: meta, status: Object.assign([], { containerStatuses: [term(5.5)] }) }
    expect(matchPodFailurePolicy(p, arrayStatus as unknown as PodInfo).action).toBeUndefined()
  })
  it('reads the policy decoded as the batch/v1 model (Go: a wrong-typed field is unset), as syncJob does', () => {
    // values are int32: 5.5 is rejected (read as 0), so In [5.5] never matches
    expect(matchPodFailurePolicy(policy(exitRule('FailJob', 'In', [5.5])), exitPod([term(5.5)])).action).toBeUndefined()
    // a containerName that is not a string is unset: every container is considered
    const anyContainer = {
      rules: [{ action: 'Ignore', onExitCodes: { containerName: 5, operator: 'In', values: [3] } }],
    }
    expect(matchPodFailurePolicy(anyContainer as unknown as PodFailurePolicy, exitPod([term(3, 'c')])).action).toBe(
      'Ignore',
    )
  })
  it('fuzz: never throws on arbitrary JSON policies and pods', () => {
    const junk = fc.oneof(fc.anything(), fc.constant(null))
    const rule = fc.record(
      {
        action: fc.oneof(fc.constantFrom('Ignore', 'Count', 'FailJob', 'FailIndex'), junk),
        onExitCodes: fc.oneof(
          junk,
          fc.record(
            {
              operator: fc.oneof(fc.constantFrom('In', 'NotIn'), junk),
              values: fc.oneof(fc.array(exitCodes), junk),
              containerName: fc.oneof(fc.constant('c'), junk),
            },
            { requiredKeys: [] },
          ),
        ),
        onPodConditions: fc.oneof(
          junk,
          fc.array(
            fc.oneof(
              junk,
              fc.record(
                { type: fc.oneof(fc.constant('DisruptionTarget'), junk), status: fc.oneof(fc.constant('True'), junk) },
                { requiredKeys: [] },
              ),
            ),
          ),
        ),
      },
      { requiredKeys: [] },
    )
    const pod = fc.record(
      {
        metadata: fc.oneof(junk, fc.record({ name: junk, namespace: junk }, { requiredKeys: [] })),
        status: fc.oneof(
          junk,
          fc.record(
            {
              conditions: fc.oneof(
                junk,
                fc.array(
                  fc.oneof(
                    junk,
                    fc.record({
                      type: fc.oneof(fc.constant('DisruptionTarget'), junk),
                      status: fc.oneof(fc.constant('True'), junk),
                    }),
                  ),
                ),
              ),
              containerStatuses: fc.oneof(
                junk,
                fc.array(
                  fc.oneof(
                    junk,
                    fc.record({
                      name: junk,
                      state: fc.oneof(
                        junk,
                        fc.record({ terminated: fc.oneof(junk, fc.record({ exitCode: fc.oneof(exitCodes, junk) })) }),
                      ),
                    }),
                  ),
                ),
              ),
              initContainerStatuses: junk,
            },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(
        fc.oneof(junk, fc.record({ rules: fc.oneof(junk, fc.array(fc.oneof(rule, junk))) })),
        fc.oneof(pod, junk),
        (pol, p) => {
          const r = matchPodFailurePolicy(pol as PodFailurePolicy, p as PodInfo)
          expect(typeof r.countFailed).toBe('boolean')
        },
      ),
      { numRuns: numRuns(500) },
    )
  })
})
