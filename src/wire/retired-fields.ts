/**
 * Fields an older minor's Go types have that the newest types (whose
 * generated schema tables the decoder reads) no longer have: decoding as
 * that minor reads them as the known fields they are there (strict decoding
 * checks their members and types), and the decoded value is kept on the
 * model under its JSON name, outside the schema, so that no encoder writes
 * it: the answer of a server that drops the field because its feature gate
 * is off, which the library's profiles always have (the gate may only be
 * set to its default).
 *
 * - `PodSpec.workloadRef` (1.35 only, `GenericWorkload`, alpha and off;
 *   1.36 replaced it with `schedulingGroup`).
 *
 * @module
 */
import { field, scalar, struct, structSchema, type FieldSchema, type StructSchema } from './schema'
import { fieldInMinor } from './field-minors'

/** `v1.WorkloadReference` of Kubernetes 1.35. */
const WorkloadReferenceSchema: StructSchema = /* @__PURE__ */ structSchema('WorkloadReference', 'WorkloadReference', [
  /* @__PURE__ */ field('name', /* @__PURE__ */ scalar('string', 'string')),
  /* @__PURE__ */ field('podGroup', /* @__PURE__ */ scalar('string', 'string')),
  /* @__PURE__ */ field('podGroupReplicaKey', /* @__PURE__ */ scalar('string', 'string'), { omitEmpty: true }),
])

const RETIRED: ReadonlyMap<string, ReadonlyMap<string, FieldSchema>> = /* @__PURE__ */ new Map([
  [
    'PodSpec',
    new Map([
      [
        'workloadRef',
        field(
          'workloadRef',
          struct(() => WorkloadReferenceSchema, 'v1.WorkloadReference', true),
          { omitEmpty: true },
        ),
      ],
    ]),
  ],
])

/**
 * The field `json` of Go struct `goName` as minor number `minor` has it,
 * when the newest types lack it (`undefined` otherwise).
 *
 * @example
 * retiredField('PodSpec', 'workloadRef', 35)?.json // 'workloadRef'
 * retiredField('PodSpec', 'workloadRef', 36) // undefined
 */
export const retiredField = (goName: string, json: string, minor: number): FieldSchema | undefined => {
  const f = RETIRED.get(goName)?.get(json)
  return f !== undefined && fieldInMinor(goName, json, minor) ? f : undefined
}
