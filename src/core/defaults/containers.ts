/**
 * Container defaults (init, regular and ephemeral containers alike):
 * `imagePullPolicy` from the image's tag, the termination message path
 * (`/dev/termination-log`) and policy (`File`), port protocol `TCP`, env
 * `fieldRef.apiVersion` `v1` and `fileKeyRef.optional` `false`, resource
 * quantities rounded up to thousandths, and the probe and lifecycle-handler
 * defaults. Limits are not copied to requests: that is a Pod default, not a
 * pod template one.
 *
 * @module
 */
import type {
  Container,
  ContainerPort,
  EnvVar,
  EnvVarSource,
  EphemeralContainer,
  FileKeySelector,
  ObjectFieldSelector,
  ResourceRequirements,
} from '../generated/container-model'
import type { StructSchema } from '../../wire/schema'
import { defaultPullPolicy } from './image-reference'
import { ifStruct, mapItems, withChanges } from './model-edit'
import { defaultLifecycle, defaultProbe } from './probes'
import { defaultResourceList } from './resources'

/** `TerminationMessagePathDefault`. */
const TERMINATION_MESSAGE_PATH = '/dev/termination-log'

const isUnset = (s: string | undefined): boolean => s === '' || s === undefined

/**
 * `SetDefaults_ObjectFieldSelector`: `apiVersion` `v1` when empty.
 *
 * @example
 * defaultObjectFieldSelector({ apiVersion: '', fieldPath: 'metadata.name' })
 * // { apiVersion: 'v1', fieldPath: 'metadata.name' }
 */
export const defaultObjectFieldSelector = (selector: ObjectFieldSelector): ObjectFieldSelector =>
  isUnset(selector.apiVersion) ? withChanges(selector, { apiVersion: 'v1' }) : selector

const defaultFileKeyRef = (ref: FileKeySelector): FileKeySelector =>
  ref.optional === undefined ? withChanges(ref, { optional: false }) : ref

const defaultEnvSource = (source: EnvVarSource): EnvVarSource =>
  withChanges(source, {
    fieldRef: ifStruct(source.fieldRef, defaultObjectFieldSelector),
    fileKeyRef: ifStruct(source.fileKeyRef, defaultFileKeyRef),
  })

const defaultEnvVar = (env: EnvVar): EnvVar =>
  ifStruct(env, (e) => withChanges(e, { valueFrom: ifStruct(e.valueFrom, defaultEnvSource) }))

const defaultPort = (port: ContainerPort): ContainerPort =>
  ifStruct(port, (p) => (isUnset(p.protocol) ? withChanges(p, { protocol: 'TCP' }) : p))

/**
 * Both resource lists of a `ResourceRequirements`, rounded up to thousandths.
 *
 * @example
 * declare const r: ResourceRequirements
 * defaultResourceRequirements(r).limits
 */
export const defaultResourceRequirements = (resources: ResourceRequirements): ResourceRequirements =>
  withChanges(resources, {
    limits: defaultResourceList(resources.limits),
    requests: defaultResourceList(resources.requests),
  })

/**
 * Every container default (see the module comment), for a `Container` or an
 * `EphemeralContainer`.
 *
 * @example
 * declare const c: Container // { name: 'pi', image: 'perl:5.34.0', … }
 * defaultContainer(c)
 * // imagePullPolicy 'IfNotPresent', terminationMessagePath '/dev/termination-log', terminationMessagePolicy 'File'
 */
export const defaultContainer = <C extends Container | EphemeralContainer>(
  container: C,
  schema?: StructSchema<C>,
): C => {
  const c = container as Container
  return withChanges(
    container as Container,
    {
      imagePullPolicy: isUnset(c.imagePullPolicy)
        ? defaultPullPolicy(typeof c.image === 'string' ? c.image : '')
        : c.imagePullPolicy,
      terminationMessagePath: isUnset(c.terminationMessagePath) ? TERMINATION_MESSAGE_PATH : c.terminationMessagePath,
      terminationMessagePolicy: isUnset(c.terminationMessagePolicy) ? 'File' : c.terminationMessagePolicy,
      ports: mapItems(c.ports, defaultPort),
      env: mapItems(c.env, defaultEnvVar),
      resources: ifStruct(c.resources, defaultResourceRequirements),
      livenessProbe: ifStruct(c.livenessProbe, defaultProbe),
      readinessProbe: ifStruct(c.readinessProbe, defaultProbe),
      startupProbe: ifStruct(c.startupProbe, defaultProbe),
      lifecycle: ifStruct(c.lifecycle, defaultLifecycle),
    },
    schema as StructSchema<Container> | undefined,
  ) as C
}
