import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FieldError } from '../../src/field/index'
import { formatFieldError } from '../../src/field/index'
import { goValueTexts } from '../../src/profile/minor-values'
import { withMinorTexts, withMinorValueTexts } from '../../src/profile/minor-texts'
import { JobSchema } from '../../src/job/generated/schema'
import { decodeStruct } from '../../src/wire/decode'

const job = (spec: unknown) =>
  decodeStruct(JobSchema, { apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'pi' }, spec }, {}).value

const errorArb: fc.Arbitrary<FieldError> = fc.record(
  {
    type: fc.constantFrom(
      'FieldValueInvalid' as const,
      'FieldValueDuplicate' as const,
      'FieldValueNotSupported' as const,
    ),
    field: fc.oneof(
      fc.string(),
      fc.constantFrom(
        'spec.selector',
        'spec.template.spec.containers[0].securityContext',
        'spec.template.metadata.labels',
      ),
    ),
    badValue: fc.oneof(fc.constant(null), fc.string(), fc.integer(), fc.jsonValue()),
    detail: fc.oneof(fc.string(), fc.constantFrom('must be an integer', 'must match dataSourceRef')),
    badValueEncoding: fc.constant('json' as const),
  },
  { requiredKeys: ['type', 'field', 'detail'] },
)

describe('goValueTexts (1.33 values)', () => {
  it('fuzz: never throws, keeps every error but its value text, and is idempotent', () => {
    const source = { schema: JobSchema, value: job({ template: { spec: { containers: [{ name: 'c' }] } } }) }
    fc.assert(
      fc.property(fc.array(errorArb), fc.boolean(), (errs, withSource) => {
        const once = goValueTexts(errs, withSource ? source : undefined, 33)
        expect(once.map((e) => [e.type, e.field, e.badValue, e.detail])).toEqual(
          errs.map((e) => [e.type, e.field, e.badValue, e.detail]),
        )
        expect(goValueTexts(once, withSource ? source : undefined, 33)).toEqual(once)
        for (const e of once) expect(typeof formatFieldError(e)).toBe('string')
      }),
    )
  })

  it('is the identity from 1.34 on', () => {
    const errs: FieldError[] = [{ type: 'FieldValueInvalid', field: 'spec.selector', badValue: {}, detail: 'x' }]
    expect(withMinorValueTexts(errs, 34)).toBe(errs)
  })

  it('prints what a 1.33 server prints (pinned by the minor-go-values-1-33 regression case)', () => {
    const source = {
      schema: JobSchema,
      value: job({
        template: {
          spec: {
            containers: [
              {
                name: 'c',
                resources: { limits: { 'nvidia.com/gpu': '0.5' } },
                securityContext: { seccompProfile: { type: 'RuntimeDefault', localhostProfile: 'x' } },
              },
            ],
          },
        },
      }),
    }
    const c = 'spec.template.spec.containers[0]'
    const errs: FieldError[] = [
      { type: 'FieldValueInvalid', field: 'spec.selector', badValue: { matchLabels: { a: 'b' } }, detail: 'x' },
      { type: 'FieldValueInvalid', field: 'spec.template.metadata.labels', badValue: null, detail: 'y' },
      { type: 'FieldValueDuplicate', field: `${c}.resizePolicy[1]`, badValue: 'cpu', detail: '' },
      {
        type: 'FieldValueInvalid',
        field: `${c}.resources.limits[nvidia.com/gpu]`,
        badValue: '500m',
        detail: 'must be an integer',
      },
      {
        type: 'FieldValueInvalid',
        field: `${c}.securityContext.seccompProfile.localhostProfile`,
        badValue: { Type: 'RuntimeDefault', LocalhostProfile: 'x' },
        badValueText: '{"Type":"RuntimeDefault","LocalhostProfile":"x"}',
        detail: 'can only be set when seccomp type is Localhost',
      },
      {
        type: 'FieldValueInvalid',
        field: 'spec.template.spec.volumes[0].ephemeral.volumeClaimTemplate.spec',
        badValue: {},
        detail: 'must match dataSourceRef',
      },
      { type: 'FieldValueInvalid', field: 'w', badValue: '<u>', badValueEncoding: 'json', detail: '' },
    ]
    expect(withMinorValueTexts(errs, 33, source).map(formatFieldError)).toEqual([
      'spec.selector: Invalid value: v1.LabelSelector{MatchLabels:map[string]string{"a":"b"}, MatchExpressions:[]v1.LabelSelectorRequirement(nil)}: x',
      'spec.template.metadata.labels: Invalid value: map[string]string(nil): y',
      `${c}.resizePolicy[1]: Duplicate value: cpu`,
      `${c}.resources.limits[nvidia.com/gpu]: Invalid value: resource.Quantity{i:resource.int64Amount{value:5, scale:-1}, d:resource.infDecAmount{Dec:(*inf.Dec)(nil)}, s:"", Format:"DecimalSI"}: must be an integer`,
      `${c}.securityContext.seccompProfile.localhostProfile: Invalid value: core.SeccompProfile{Type:"RuntimeDefault", LocalhostProfile:(*string)(0xc000000000)}: can only be set when seccomp type is Localhost`,
      'spec.template.spec.volumes[0].ephemeral.volumeClaimTemplate.spec: Invalid value: field.Path{name:"dataSource", index:"", parent:(*field.Path)(0xc000000000)}: must match dataSourceRef',
      'w: Invalid value: "<u>"',
    ])
  })

  it('words 1.33 texts: hostUsers and the DNS-search regex', () => {
    const [a, b] = withMinorTexts(
      [
        { type: 'FieldValueForbidden', field: 'spec.HostPID', detail: 'when `hostUsers` is false' },
        {
          type: 'FieldValueInvalid',
          field: 's',
          badValue: 'a..b',
          detail:
            "regex used for validation is '_?[a-z0-9]([-_a-z0-9]*[a-z0-9])?(\\._?[a-z0-9]([-_a-z0-9]*[a-z0-9])?)*')",
        },
      ],
      33,
    )
    expect(a?.detail).toBe('when `pod.Spec.HostUsers` is false')
    expect(b?.detail).toBe(
      "regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
    )
    expect(
      withMinorTexts([{ type: 'FieldValueForbidden', field: 'f', detail: 'when `hostUsers` is false' }], 34)[0]?.detail,
    ).toBe('when `hostUsers` is false')
  })
})
