// The helpers behind the sysctl, Windows, hugepage and tolerations-annotation
// rules: upstream cases (answers seen from the Go oracle, v1.37.2) and
// fast-check properties. The whole-template cases are in examples.json.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { normalizeSysctlName, sysctlNamespace, validateSysctls } from '../../../src/core/validation/sysctls'
import { decodeTolerationsAnnotation } from '../../../src/core/validation/tolerations-annotation'
import { validateWindowsOptions } from '../../../src/core/validation/windows'
import { hugePageMultiple } from '../../../src/core/validation/resources'
import { parseQuantity, type Quantity } from '../../../src/core/quantity/index'
import { numRuns } from '../../support/runs'
import { validatePodTemplate } from '../../../src/core/validation/index'

const q = (s: string): Quantity =>
  E.getOrElseW(() => {
    throw new Error(s)
  })(parseQuantity(s))

const windows = (runAsUserName: string) =>
  validateWindowsOptions(
    { gmsaCredentialSpecName: undefined, gmsaCredentialSpec: undefined, runAsUserName, hostProcess: undefined },
    'w',
  ).map((e) => e.detail)

describe('sysctls', () => {
  it.each([
    ['net.core.somaxconn', 'net'],
    ['net/ipv4/ip_forward', 'net'],
    ['net', undefined],
    ['netfilter.x', undefined],
    ['kernel.shm_rmid_forced', 'ipc'],
    ['kernel.shm', 'ipc'],
    ['kernel.shmfoo', undefined],
    ['kernel/sem', 'ipc'],
    ['fs.mqueue.msg_max', 'ipc'],
    ['fs.mqueue', undefined],
    ['fs.mqueue/x', undefined],
    ['kernel.domainname', undefined],
    ['vm.swappiness', undefined],
  ])('%s is in namespace %s', (name, ns) => {
    expect(sysctlNamespace(name)).toBe(ns)
  })

  it('reports names, duplicates and host namespaces as upstream', () => {
    const errs = validateSysctls(
      ['', 'Bad_Name', 'net.a', 'net.a', 'kernel.sem'].map((name) => ({ name, value: '1' })),
      true,
      true,
      's',
    )
    expect(errs.map((e) => [e.type, e.field, e.detail.slice(0, 30)])).toEqual([
      ['FieldValueRequired', 's[0].name', ''],
      ['FieldValueInvalid', 's[1].name', 'must have at most 253 characte'],
      ['FieldValueInvalid', 's[2].name', "may not be specified when 'hos"],
      ['FieldValueDuplicate', 's[3].name', ''],
      ['FieldValueInvalid', 's[3].name', "may not be specified when 'hos"],
      ['FieldValueInvalid', 's[4].name', "may not be specified when 'hos"],
    ])
  })

  it('a slash-separated name swaps slashes and dots; a dotted name is kept', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,4}([./][a-z]{1,4}){0,4}$/), (name) => {
        const once = normalizeSysctlName(name)
        const firstSlash = name.indexOf('/')
        const firstDot = name.indexOf('.')
        if (firstSlash < 0 || (firstDot >= 0 && firstDot < firstSlash)) expect(once).toBe(name)
        else {
          expect(once).toBe(name.replace(/[./]/g, (c) => (c === '.' ? '/' : '.')))
          expect(normalizeSysctlName(once)).toBe(once)
        }
      }),
      { numRuns: numRuns(200) },
    )
  })
})

describe('Windows runAsUserName', () => {
  it.each([
    ['NT AUTHORITY\\NETWORK SERVICE', []],
    ['dom.com\\user', []],
    [`${'d'.repeat(16)}\\u`, []],
    ['ééééééééééééééé\\u', []],
    ['', ['runAsUserName cannot be an empty string']],
    ['a\\b\\c', ['runAsUserName cannot contain more than one backslash']],
    ['d\\u\u0001', ['runAsUserName cannot contain control characters']],
    [
      '\\',
      ["runAsUserName's Domain doesn't match the NetBios nor the DNS format", "runAsUserName's User cannot be empty"],
    ],
    ['éééééééééééééééé\\u', ["runAsUserName's Domain doesn't match the NetBios nor the DNS format"]],
    [
      `${`${'a'.repeat(60)}.`.repeat(4)}abcdefghijkl\\u`,
      ["runAsUserName's Domain length must be under 256 characters"],
    ],
    [
      `d\\${'@'.repeat(105)}`,
      [
        "runAsUserName's User length must not be longer than 104 characters",
        'runAsUserName\'s User cannot contain the following characters: "/\\:;|=,+*?<>@[]',
      ],
    ],
    ['d\\ . ', ["runAsUserName's User cannot contain only periods or spaces"]],
  ])('%j', (name, details) => {
    expect(windows(name)).toEqual(details)
  })

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        expect(Array.isArray(windows(s))).toBe(true)
      }),
      { numRuns: numRuns(300) },
    )
  })
})

describe('hugepage multiples', () => {
  it.each([
    ['hugepages-2Mi', '4Mi', 0],
    ['hugepages-2Mi', '0', 0],
    ['hugepages-2Mi', '3Mi', 1],
    ['hugepages-1Gi', '1536Mi', 1],
    ['hugepages-x', '1', 1],
    ['hugepages-0', '1', 1],
    ['cpu', '3Mi', 0],
  ])('%s: %s', (name, value, n) => {
    expect(hugePageMultiple(name, q(value), 'r').length).toBe(n)
  })
})

describe('tolerations annotation decoding', () => {
  it.each([
    ['[bad', "invalid character 'b' looking for beginning of value"],
    ['{}', 'json: cannot unmarshal object into Go value of type []core.Toleration'],
    ['[1]', 'json: cannot unmarshal number into Go value of type core.Toleration'],
    ['[{"key":1}]', 'json: cannot unmarshal number into Go struct field Toleration.Key of type string'],
    [
      '[{"tolerationSeconds":5.5}]',
      'json: cannot unmarshal number 5.5 into Go struct field Toleration.TolerationSeconds of type int64',
    ],
    ['null', undefined],
    ['[{"KEY":"k","Operator":"Exists","unknown":1}]', undefined],
  ])('%s', (text, error) => {
    expect(decodeTolerationsAnnotation(text).error).toBe(error)
  })

  it('reads keys case-insensitively, as Go matches untagged fields', () => {
    expect(decodeTolerationsAnnotation('[{"KEY":"k","tolerationseconds":5}]').tolerations).toEqual([
      { key: 'k', operator: '', value: '', effect: '', tolerationSeconds: 5 },
    ])
  })

  it('never throws, and fails exactly when JSON.parse does or the shape is wrong', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const r = decodeTolerationsAnnotation(text)
        let parses = true
        try {
          JSON.parse(text)
        } catch {
          parses = false
        }
        if (!parses) expect(r.error).toBeDefined()
      }),
      { numRuns: numRuns(300) },
    )
  })
})

// Answers of the oracle (podTemplate.validate with oldTemplate, defaults off):
// which old templates relax which rule.
describe('update options from the old template', () => {
  const base = { restartPolicy: 'Never', dnsPolicy: 'ClusterFirst', terminationGracePeriodSeconds: 30 }
  const main = { name: 'main', image: 'busybox', imagePullPolicy: 'IfNotPresent', terminationMessagePolicy: 'File' }
  const c = (extra: object) => ({ ...main, ...extra })
  const errorsWith = (spec: object, old: object) =>
    validatePodTemplate(
      { spec: { ...base, ...spec } },
      { oldTemplate: { spec: { ...base, containers: [main], ...old } } },
    ).length
  const pages = { containers: [c({ resources: { limits: { 'hugepages-2Mi': '3Mi', memory: '1Gi' } } })] }
  const sysAdmin = {
    containers: [c({ securityContext: { allowPrivilegeEscalation: false, capabilities: { add: ['CAP_SYS_ADMIN'] } } })],
  }
  const netSysctl = { containers: [main], hostNetwork: true, securityContext: { sysctls: [{ name: 'net.a' }] } }
  it.each([
    ['indivisible hugepages, old the same', pages, pages, 0],
    [
      'indivisible hugepages, old whole pages',
      pages,
      { containers: [c({ resources: { limits: { 'hugepages-2Mi': '2Mi', memory: '1Gi' } } })] },
      1,
    ],
    [
      'indivisible hugepages, old init container',
      pages,
      { initContainers: [c({ name: 'i', resources: { limits: { 'hugepages-1Gi': '1Mi', memory: '1Gi' } } })] },
      0,
    ],
    ['indivisible hugepages, old overhead', pages, { overhead: { 'hugepages-2Mi': '3Mi' } }, 0],
    [
      'indivisible hugepages, old pod-level resources',
      pages,
      { resources: { limits: { 'hugepages-2Mi': '3Mi', memory: '1Gi' } } },
      1,
    ],
    [
      'indivisible hugepages, old requests',
      pages,
      { containers: [c({ resources: { requests: { 'hugepages-2Mi': '3Mi' } } })] },
      0,
    ],
    [
      'net sysctl, old host-network net sysctl',
      netSysctl,
      { hostNetwork: true, securityContext: { sysctls: [{ name: 'net.b' }] } },
      0,
    ],
    [
      'net sysctl, old net sysctl without host network',
      netSysctl,
      { securityContext: { sysctls: [{ name: 'net.b' }] } },
      1,
    ],
    [
      'net sysctl, old host-IPC IPC sysctl',
      netSysctl,
      { hostIPC: true, securityContext: { sysctls: [{ name: 'kernel.sem' }] } },
      0,
    ],
    [
      'CAP_SYS_ADMIN, old adds it (escalation unset)',
      sysAdmin,
      { containers: [c({ securityContext: { capabilities: { add: ['CAP_SYS_ADMIN'] } } })] },
      0,
    ],
    [
      'CAP_SYS_ADMIN, old adds it with escalation allowed',
      sysAdmin,
      {
        containers: [
          c({ securityContext: { allowPrivilegeEscalation: true, capabilities: { add: ['CAP_SYS_ADMIN'] } } }),
        ],
      },
      1,
    ],
    [
      'CAP_SYS_ADMIN, old adds SYS_ADMIN',
      sysAdmin,
      { containers: [c({ securityContext: { capabilities: { add: ['SYS_ADMIN'] } } })] },
      1,
    ],
  ])('%s', (_name, spec, old, n) => {
    expect(errorsWith(spec, old)).toBe(n)
  })
})
