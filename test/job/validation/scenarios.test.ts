/**
 * The create-path scenarios of `shared/research/job-api.md` §3.5 (uid U,
 * name `myjob`), each validated on the object as selector generation leaves
 * it (generation itself is the job-core module's; here the generated object
 * is written out by hand).
 */
import { describe, expect, it } from 'vitest'
import { formatFieldError } from '../../../src/field/index'
import { validateJob } from '../../../src/job/validation/index'
import { deepFreeze, job, podSpec } from './fixtures'

const U = 'uid-new'
const O = 'uid-old'
const generated = (uid: string, name = 'myjob'): Record<string, string> => ({
  'job-name': name,
  'batch.kubernetes.io/job-name': name,
  'controller-uid': uid,
  'batch.kubernetes.io/controller-uid': uid,
})
const meta = { name: 'myjob', namespace: 'default', uid: U }
const created = (spec: Record<string, unknown>, metadata: Record<string, unknown> = meta) =>
  deepFreeze(job({ ...spec }, metadata))
const tuples = (errs: ReturnType<typeof validateJob>) => errs.map((e) => [e.type, e.field, e.detail])
const template = (labels: Record<string, string> | undefined) => ({
  ...(labels === undefined ? {} : { metadata: { labels } }),
  spec: podSpec('Never'),
})
const uidSelector = (uid: string) => ({ matchLabels: { 'batch.kubernetes.io/controller-uid': uid } })
const NOT_GENERATED = '`selector` not auto-generated'
const NO_MATCH = '`selector` does not match template `labels`'

describe('§3.5 scenarios', () => {
  it('1. no selector, no labels: generated object is valid', () => {
    expect(
      validateJob(created({ selector: uidSelector(U), manualSelector: false, template: template(generated(U)) })),
    ).toEqual([])
  })

  it('2. user labels on the template: valid, selector only the uid key', () => {
    const labels = { app: 'web', ...generated(U) }
    expect(
      validateJob(created({ selector: uidSelector(U), manualSelector: false, template: template(labels) })),
    ).toEqual([])
  })

  it('3. user already has the generated labels with other values', () => {
    const withUid = { ...generated(U), 'controller-uid': 'X' }
    expect(tuples(validateJob(created({ selector: uidSelector(U), template: template(withUid) })))).toEqual([
      ['FieldValueInvalid', 'spec.template.metadata.labels[controller-uid]', `must be '${U}'`],
    ])
    const withName = { ...generated(U), 'job-name': 'other' }
    expect(tuples(validateJob(created({ selector: uidSelector(U), template: template(withName) })))).toEqual([
      ['FieldValueInvalid', 'spec.template.metadata.labels[job-name]', "must be 'myjob'"],
    ])
    const prefixed = { ...generated(U), 'batch.kubernetes.io/job-name': 'other' }
    const errs = validateJob(created({ selector: uidSelector(U), template: template(prefixed) }))
    expect(tuples(errs)).toEqual([
      ['FieldValueInvalid', 'spec.template.metadata.labels[batch.kubernetes.io/job-name]', "must be 'myjob'"],
    ])
    // The bad value is the whole template label map.
    expect(errs[0]?.badValue).toEqual(prefixed)
  })

  it('4. user selector without manualSelector: merged selector rejected unless the generated labels satisfy it', () => {
    const labels = { app: 'web', ...generated(U) }
    const merged = { matchLabels: { app: 'web', 'batch.kubernetes.io/controller-uid': U } }
    const errs = validateJob(created({ selector: merged, template: template(labels) }))
    expect(errs.map(formatFieldError)).toEqual([
      `spec.selector: Invalid value: {"matchLabels":{"app":"web","batch.kubernetes.io/controller-uid":"${U}"}}: ${NOT_GENERATED}`,
    ])
    const accepted = [
      { matchLabels: { 'job-name': 'myjob', 'batch.kubernetes.io/controller-uid': U } },
      { matchLabels: { 'controller-uid': U, 'batch.kubernetes.io/controller-uid': U } },
      uidSelector(U),
      { ...uidSelector(U), matchExpressions: [{ key: 'job-name', operator: 'Exists' }] },
    ]
    for (const selector of accepted) {
      expect(validateJob(created({ selector, template: template(generated(U)) }))).toEqual([])
    }
  })

  it('5. manualSelector=true with a selector: only validity and the template match count', () => {
    const errs = validateJob(
      created({
        selector: { matchLabels: { app: 'web' } },
        manualSelector: true,
        template: template({ app: 'other' }),
      }),
    )
    expect(tuples(errs)).toEqual([['FieldValueInvalid', 'spec.template.metadata.labels', NO_MATCH]])
    expect(errs[0]?.badValue).toEqual({ app: 'other' })
    expect(
      validateJob(
        created({
          selector: { matchLabels: { app: 'web' } },
          manualSelector: true,
          template: template({ app: 'web' }),
        }),
      ),
    ).toEqual([])
  })

  it('6. manualSelector=true with no selector: Required, then the nil selector matches nothing', () => {
    const errs = validateJob(created({ manualSelector: true, template: template({ app: 'web' }) }))
    expect(tuples(errs)).toEqual([
      ['FieldValueRequired', 'spec.selector', ''],
      ['FieldValueInvalid', 'spec.template.metadata.labels', NO_MATCH],
    ])
  })

  it('7. manifest copied from a 1.27+ cluster (old uid O) and re-posted: three errors in order', () => {
    const errs = validateJob(
      created({ selector: uidSelector(O), manualSelector: false, template: template(generated(O)) }),
    )
    expect(tuples(errs)).toEqual([
      ['FieldValueInvalid', 'spec.template.metadata.labels[controller-uid]', `must be '${U}'`],
      ['FieldValueInvalid', 'spec.template.metadata.labels[batch.kubernetes.io/controller-uid]', `must be '${U}'`],
      ['FieldValueInvalid', 'spec.selector', NOT_GENERATED],
    ])
    // With the name changed as well, the two job-name errors slot in between.
    const renamed = validateJob(
      created({ selector: uidSelector(O), template: template(generated(O)) }, { ...meta, name: 'newname' }),
    )
    expect(tuples(renamed)).toEqual([
      ['FieldValueInvalid', 'spec.template.metadata.labels[controller-uid]', `must be '${U}'`],
      ['FieldValueInvalid', 'spec.template.metadata.labels[job-name]', "must be 'newname'"],
      ['FieldValueInvalid', 'spec.template.metadata.labels[batch.kubernetes.io/controller-uid]', `must be '${U}'`],
      ['FieldValueInvalid', 'spec.template.metadata.labels[batch.kubernetes.io/job-name]', "must be 'newname'"],
      ['FieldValueInvalid', 'spec.selector', NOT_GENERATED],
    ])
  })

  it('8. manifest from a pre-1.27 cluster: legacy uid label and selector rejected', () => {
    const labels = {
      'controller-uid': O,
      'job-name': 'myjob',
      'batch.kubernetes.io/controller-uid': U,
      'batch.kubernetes.io/job-name': 'myjob',
    }
    const selector = { matchLabels: { 'controller-uid': O, 'batch.kubernetes.io/controller-uid': U } }
    expect(tuples(validateJob(created({ selector, template: template(labels) })))).toEqual([
      ['FieldValueInvalid', 'spec.template.metadata.labels[controller-uid]', `must be '${U}'`],
      ['FieldValueInvalid', 'spec.selector', NOT_GENERATED],
    ])
  })

  it('9. the same with manualSelector=true: accepted (no generated-label checks)', () => {
    const labels = { 'controller-uid': O, 'job-name': 'myjob' }
    expect(
      validateJob(
        created({
          selector: { matchLabels: { 'controller-uid': O } },
          manualSelector: true,
          template: template(labels),
        }),
      ),
    ).toEqual([])
  })

  it('no uid known: validateJob reports the missing uid', () => {
    const errs = validateJob(
      created(
        { selector: uidSelector(''), template: template(generated('')) },
        { name: 'myjob', namespace: 'default' },
      ),
    )
    expect(tuples(errs)).toEqual([['FieldValueRequired', 'metadata.uid', '']])
  })
})
