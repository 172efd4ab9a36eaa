/**
 * Probe and lifecycle-handler defaults: a probe's timeout (1 s), period
 * (10 s), success (1) and failure (3) thresholds when 0; an HTTP GET action's
 * `path` (`/`) and `scheme` (`HTTP`) when empty; a gRPC action's `service`
 * (`""`) when absent.
 *
 * @module
 */
import type { GRPCAction, HTTPGetAction, Lifecycle, LifecycleHandler, Probe } from '../generated/container-model'
import { ifStruct, withChanges } from './model-edit'

/**
 * `SetDefaults_HTTPGetAction`.
 *
 * @example
 * declare const a: HTTPGetAction // { path: '', scheme: '', port: 8080, … }
 * defaultHttpGetAction(a) // { path: '/', scheme: 'HTTP', port: 8080, … }
 */
export const defaultHttpGetAction = (action: HTTPGetAction): HTTPGetAction =>
  withChanges(action, {
    path: action.path === '' || action.path === undefined ? '/' : action.path,
    scheme: action.scheme === '' || action.scheme === undefined ? 'HTTP' : action.scheme,
  })

const defaultGrpcAction = (action: GRPCAction): GRPCAction =>
  action.service === undefined ? withChanges(action, { service: '' }) : action

const orDefault = (value: number, fallback: number): number => (value === 0 || value === undefined ? fallback : value)

/**
 * `SetDefaults_Probe` plus the defaults of its HTTP GET and gRPC actions.
 *
 * @example
 * declare const p: Probe // thresholds 0, an exec action
 * defaultProbe(p) // timeoutSeconds 1, periodSeconds 10, successThreshold 1, failureThreshold 3
 */
export const defaultProbe = (probe: Probe): Probe =>
  withChanges(probe, {
    timeoutSeconds: orDefault(probe.timeoutSeconds, 1),
    periodSeconds: orDefault(probe.periodSeconds, 10),
    successThreshold: orDefault(probe.successThreshold, 1),
    failureThreshold: orDefault(probe.failureThreshold, 3),
    httpGet: ifStruct(probe.httpGet, defaultHttpGetAction),
    grpc: ifStruct(probe.grpc, defaultGrpcAction),
  })

const defaultHandler = (handler: LifecycleHandler): LifecycleHandler =>
  withChanges(handler, { httpGet: ifStruct(handler.httpGet, defaultHttpGetAction) })

/**
 * The HTTP GET actions of `postStart` and `preStop`.
 *
 * @example
 * declare const l: Lifecycle
 * defaultLifecycle(l).preStop?.httpGet?.path // '/' when it was empty
 */
export const defaultLifecycle = (lifecycle: Lifecycle): Lifecycle =>
  withChanges(lifecycle, {
    postStart: ifStruct(lifecycle.postStart, defaultHandler),
    preStop: ifStruct(lifecycle.preStop, defaultHandler),
  })
