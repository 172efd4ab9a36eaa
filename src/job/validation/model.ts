/**
 * The typed view of a Job that validation works on — the analogue of Go's
 * internal `batch.Job` after decoding. {@link readJob} builds it from any
 * input, collecting wrong-typed values as decode errors.
 *
 * @module
 */
import { child, index, typeInvalid } from './field-errors'
import {
  isInt32,
  isRec,
  own,
  readArr,
  readBool,
  readInt32,
  readInt64,
  readRec,
  readStr,
  readStrMap,
  readStrZero,
  type Rec,
  type Sink,
  type StrMap,
} from './wire'

/**
 * `metav1.OwnerReference`, the fields validation reads.
 *
 * @example
 * readMeta([], { ownerReferences: [{ kind: 'Pod' }] }, 'metadata').ownerReferences[0]?.kind // 'Pod'
 */
export interface OwnerRefView {
  readonly apiVersion: string
  readonly kind: string
  readonly name: string
  readonly uid: string
  readonly controller: boolean
  readonly raw: Rec
}

/**
 * `metav1.ObjectMeta`, the fields validation reads (Go zero values for unset strings).
 *
 * @example
 * readMeta([], {}, 'metadata').name // ''
 */
export interface MetaView {
  readonly name: string
  readonly generateName: string
  readonly namespace: string
  readonly uid: string
  readonly resourceVersion: string
  readonly generation: number
  readonly creationTimestamp: string
  readonly deletionTimestamp: string | undefined
  readonly deletionGracePeriodSeconds: number | undefined
  readonly labels: StrMap | undefined
  readonly annotations: StrMap | undefined
  readonly finalizers: readonly string[]
  readonly ownerReferences: readonly OwnerRefView[]
}

/**
 * `core.Container`: name and image.
 *
 * @example
 * const c: ContainerView = { name: 'main', image: 'busybox' }
 */
export interface ContainerView {
  readonly name: string
  readonly image: string
}

/**
 * `core.PodSpec`, the fields validation reads; `raw` is the wire object.
 *
 * @example
 * readTemplate([], { spec: { restartPolicy: 'Never' } }, 'spec.template').spec.restartPolicy // 'Never'
 */
export interface PodSpecView {
  readonly restartPolicy: string
  readonly containers: readonly ContainerView[]
  readonly initContainers: readonly ContainerView[]
  readonly raw: Rec | undefined
}

/**
 * `core.PodTemplateSpec`; `raw` is the wire object.
 *
 * @example
 * readTemplate([], undefined, 'spec.template').labels // undefined
 */
export interface TemplateView {
  readonly labels: StrMap | undefined
  readonly annotations: StrMap | undefined
  readonly spec: PodSpecView
  readonly raw: Rec | undefined
}

/**
 * `batch.PodFailurePolicyOnExitCodesRequirement`.
 *
 * @example
 * const e: OnExitCodesView = { containerName: undefined, operator: 'In', values: [1] }
 */
export interface OnExitCodesView {
  readonly containerName: string | undefined
  readonly operator: string
  readonly values: readonly number[]
}

/**
 * `batch.PodFailurePolicyOnPodConditionsPattern`.
 *
 * @example
 * const p: OnPodConditionView = { type: 'DisruptionTarget', status: 'True' }
 */
export interface OnPodConditionView {
  readonly type: string
  readonly status: string
}

/**
 * `batch.PodFailurePolicyRule`.
 *
 * @example
 * const r: PodFailurePolicyRuleView = { action: 'Ignore', onExitCodes: undefined, onPodConditions: [] }
 */
export interface PodFailurePolicyRuleView {
  readonly action: string
  readonly onExitCodes: OnExitCodesView | undefined
  readonly onPodConditions: readonly OnPodConditionView[]
}

/**
 * `batch.SuccessPolicyRule`.
 *
 * @example
 * const r: SuccessPolicyRuleView = { succeededIndexes: '0-2', succeededCount: undefined }
 */
export interface SuccessPolicyRuleView {
  readonly succeededIndexes: string | undefined
  readonly succeededCount: number | undefined
}

/**
 * `batch.JobSpec`; pointer fields are `undefined` when nil.
 *
 * @example
 * readSpec([], { parallelism: 2 }, 'spec').parallelism // 2
 */
export interface SpecView {
  readonly parallelism: number | undefined
  readonly completions: number | undefined
  readonly activeDeadlineSeconds: number | undefined
  readonly backoffLimit: number | undefined
  readonly backoffLimitPerIndex: number | undefined
  readonly maxFailedIndexes: number | undefined
  readonly ttlSecondsAfterFinished: number | undefined
  readonly managedBy: string | undefined
  readonly completionMode: string | undefined
  readonly podReplacementPolicy: string | undefined
  readonly manualSelector: boolean | undefined
  readonly suspend: boolean | undefined
  /** The wire selector object (`undefined` = nil). */
  readonly selector: Rec | undefined
  readonly podFailurePolicy: { readonly rules: readonly PodFailurePolicyRuleView[]; readonly raw: Rec } | undefined
  readonly successPolicy: { readonly rules: readonly SuccessPolicyRuleView[]; readonly raw: Rec } | undefined
  readonly template: TemplateView
}

/**
 * A Job as validation sees it.
 *
 * @example
 * readJob({ status: { startTime: '2026-01-01T00:00:00Z' } }).view.started // true
 */
export interface JobView {
  readonly meta: MetaView
  readonly spec: SpecView
  /** `status.startTime` is set (non-null). */
  readonly started: boolean
}

/**
 * A typed view plus the decode-level type errors found while building it.
 *
 * @example
 * readJob({ spec: { parallelism: 'x' } }).typeErrors[0]?.field // 'spec.parallelism'
 */
export interface Read<A> {
  readonly view: A
  readonly typeErrors: Sink
}

const readStringList = (sink: Sink, o: Rec | undefined, k: string, path: string): string[] => {
  const arr = readArr(sink, o, k, path)
  if (arr === undefined) return []
  const out: string[] = []
  const listPath = child(path, k)
  arr.forEach((v, i) => {
    if (typeof v === 'string') out.push(v)
    else sink.push(typeInvalid(index(listPath, i), v, 'string'))
  })
  return out
}

const readRecList = (sink: Sink, o: Rec | undefined, k: string, path: string): { rec: Rec; path: string }[] => {
  const arr = readArr(sink, o, k, path)
  if (arr === undefined) return []
  const out: { rec: Rec; path: string }[] = []
  const listPath = child(path, k)
  arr.forEach((v, i) => {
    const p = index(listPath, i)
    if (isRec(v)) out.push({ rec: v, path: p })
    else if (v === null) out.push({ rec: {}, path: p })
    else sink.push(typeInvalid(p, v, 'object'))
  })
  return out
}

/**
 * Reads `metadata` (at `path`) of any input into a {@link MetaView}.
 *
 * @example
 * readMeta([], { name: 'a', generation: 2 }, 'metadata').generation // 2
 */
export const readMeta = (sink: Sink, m: Rec | undefined, path: string): MetaView => {
  const creation = own(m, 'creationTimestamp')
  let creationTimestamp = ''
  if (typeof creation === 'string') creationTimestamp = creation
  else if (creation !== undefined && creation !== null) {
    sink.push(typeInvalid(child(path, 'creationTimestamp'), creation, 'string'))
  }
  return {
    name: readStrZero(sink, m, 'name', path),
    generateName: readStrZero(sink, m, 'generateName', path),
    namespace: readStrZero(sink, m, 'namespace', path),
    uid: readStrZero(sink, m, 'uid', path),
    resourceVersion: readStrZero(sink, m, 'resourceVersion', path),
    generation: readInt64(sink, m, 'generation', path) ?? 0,
    creationTimestamp,
    deletionTimestamp: readStr(sink, m, 'deletionTimestamp', path),
    deletionGracePeriodSeconds: readInt64(sink, m, 'deletionGracePeriodSeconds', path),
    labels: readStrMap(sink, m, 'labels', path),
    annotations: readStrMap(sink, m, 'annotations', path),
    finalizers: readStringList(sink, m, 'finalizers', path),
    ownerReferences: readRecList(sink, m, 'ownerReferences', path).map(({ rec, path: p }) => ({
      apiVersion: readStrZero(sink, rec, 'apiVersion', p),
      kind: readStrZero(sink, rec, 'kind', p),
      name: readStrZero(sink, rec, 'name', p),
      uid: readStrZero(sink, rec, 'uid', p),
      controller: readBool(sink, rec, 'controller', p) ?? false,
      raw: rec,
    })),
  }
}

const readContainers = (sink: Sink, spec: Rec | undefined, k: string, path: string): ContainerView[] =>
  readRecList(sink, spec, k, path).map(({ rec, path: p }) => ({
    name: readStrZero(sink, rec, 'name', p),
    image: readStrZero(sink, rec, 'image', p),
  }))

/**
 * Reads a pod template (at `path`) into a {@link TemplateView}.
 *
 * @example
 * readTemplate([], { spec: { containers: [{ name: 'c' }] } }, 'spec.template').spec.containers[0]?.image // ''
 */
export const readTemplate = (sink: Sink, t: Rec | undefined, path: string): TemplateView => {
  const metaPath = child(path, 'metadata')
  const meta = readRec(sink, t, 'metadata', path)
  const specPath = child(path, 'spec')
  const spec = readRec(sink, t, 'spec', path)
  return {
    labels: readStrMap(sink, meta, 'labels', metaPath),
    annotations: readStrMap(sink, meta, 'annotations', metaPath),
    spec: {
      restartPolicy: readStrZero(sink, spec, 'restartPolicy', specPath),
      containers: readContainers(sink, spec, 'containers', specPath),
      initContainers: readContainers(sink, spec, 'initContainers', specPath),
      raw: spec,
    },
    raw: t,
  }
}

const readExitCodes = (sink: Sink, r: Rec | undefined, path: string): OnExitCodesView | undefined => {
  const e = readRec(sink, r, 'onExitCodes', path)
  if (e === undefined) return undefined
  const p = child(path, 'onExitCodes')
  const raw = readArr(sink, e, 'values', p) ?? []
  const values: number[] = []
  raw.forEach((v, i) => {
    if (isInt32(v)) values.push(v)
    else sink.push(typeInvalid(index(child(p, 'values'), i), v, 'int32'))
  })
  return {
    containerName: readStr(sink, e, 'containerName', p),
    operator: readStrZero(sink, e, 'operator', p),
    values,
  }
}

/**
 * Reads a `spec` object (at `path`) into a {@link SpecView}.
 *
 * @example
 * readSpec([], { completionMode: 'Indexed' }, 'spec').completionMode // 'Indexed'
 */
export const readSpec = (sink: Sink, s: Rec | undefined, path: string): SpecView => {
  const pfp = readRec(sink, s, 'podFailurePolicy', path)
  const pfpPath = child(path, 'podFailurePolicy')
  const sp = readRec(sink, s, 'successPolicy', path)
  const spPath = child(path, 'successPolicy')
  return {
    parallelism: readInt32(sink, s, 'parallelism', path),
    completions: readInt32(sink, s, 'completions', path),
    activeDeadlineSeconds: readInt64(sink, s, 'activeDeadlineSeconds', path),
    backoffLimit: readInt32(sink, s, 'backoffLimit', path),
    backoffLimitPerIndex: readInt32(sink, s, 'backoffLimitPerIndex', path),
    maxFailedIndexes: readInt32(sink, s, 'maxFailedIndexes', path),
    ttlSecondsAfterFinished: readInt32(sink, s, 'ttlSecondsAfterFinished', path),
    managedBy: readStr(sink, s, 'managedBy', path),
    completionMode: readStr(sink, s, 'completionMode', path),
    podReplacementPolicy: readStr(sink, s, 'podReplacementPolicy', path),
    manualSelector: readBool(sink, s, 'manualSelector', path),
    suspend: readBool(sink, s, 'suspend', path),
    selector: readRec(sink, s, 'selector', path),
    podFailurePolicy:
      pfp === undefined
        ? undefined
        : {
            raw: pfp,
            rules: readRecList(sink, pfp, 'rules', pfpPath).map(({ rec, path: p }) => ({
              action: readStrZero(sink, rec, 'action', p),
              onExitCodes: readExitCodes(sink, rec, p),
              onPodConditions: readRecList(sink, rec, 'onPodConditions', p).map(({ rec: c, path: cp }) => ({
                type: readStrZero(sink, c, 'type', cp),
                status: readStrZero(sink, c, 'status', cp),
              })),
            })),
          },
    successPolicy:
      sp === undefined
        ? undefined
        : {
            raw: sp,
            rules: readRecList(sink, sp, 'rules', spPath).map(({ rec, path: p }) => ({
              succeededIndexes: readStr(sink, rec, 'succeededIndexes', p),
              succeededCount: readInt32(sink, rec, 'succeededCount', p),
            })),
          },
    template: readTemplate(sink, readRec(sink, s, 'template', path), child(path, 'template')),
  }
}

/**
 * Reads any input as a batch/v1 Job. A non-object input is reported at the
 * root (field `""`) and read as an empty Job.
 *
 * @example
 * readJob(42).typeErrors[0]?.detail // 'must be of type object'
 */
export const readJob = (u: unknown): Read<JobView> => {
  const sink: Sink = []
  let job: Rec | undefined
  if (isRec(u)) job = u
  else sink.push(typeInvalid('', u, 'object'))
  const status = readRec(sink, job, 'status', '')
  const startTime = own(status, 'startTime')
  const view: JobView = {
    meta: readMeta(sink, readRec(sink, job, 'metadata', ''), 'metadata'),
    spec: readSpec(sink, readRec(sink, job, 'spec', ''), 'spec'),
    started: startTime !== undefined && startTime !== null,
  }
  return { view, typeErrors: sink }
}
