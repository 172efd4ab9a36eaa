/**
 * The API server's answer to a dry-run create of a Job, for the commands:
 * the library's `dryRunCreateJob` with the request kubectl would send.
 *
 * What this adds, as kubectl does: the request namespace is the manifest's
 * (else `options.namespace`, else `default`), the body is sent with
 * `fieldValidation=Strict` (kubectl's default `--validate=strict`), and
 * `options.name` names a manifest that has only `metadata.generateName`.
 *
 * @module
 */
import { dryRunCreateCronJob as libraryDryRunCreateCronJob, type CronJobDryRunResult } from '../cronjob/dry-run'
import {
  dryRunCreateJob as libraryDryRunCreateJob,
  dryRunCreateJobNamed,
  type DryRunCreateOptions,
  type DryRunResult,
} from '../job/dry-run-create'
import { DEFAULT_CLUSTER_PROFILE, type ResolvedClusterProfile } from '../profile/resolve'
import type * as E from '../wire/either'
import type { ApiStatusError } from '../job/api-status'

export type { ApiStatusError } from '../job/api-status'
export type { DryRunResult } from '../job/dry-run-create'

export interface DryRunOptions {
  readonly uid: string
  /** The name for a manifest with only `metadata.generateName`. */
  readonly name?: string
  /** The namespace for a manifest without one (default `default`). */
  readonly namespace?: string
  readonly compat?: 'design' | 'upstream'
  /** The cluster profile (`--kubernetes-version`, `--allow-privileged`, `--feature-gates`). */
  readonly profile?: ResolvedClusterProfile
}

type Rec = Record<string, unknown>
const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x)
const str = (v: unknown): string => (typeof v === 'string' ? v : '')

/** The manifest with `options.name` filled in for a generateName-only manifest. */
const withGivenName = (input: unknown, name: string | undefined): unknown => {
  if (name === undefined || !isRec(input) || !isRec(input['metadata'])) return input
  const metadata = input['metadata']
  if (str(metadata['name']) !== '' || str(metadata['generateName']) === '') return input
  return { ...input, metadata: { ...metadata, name } }
}

/**
 * A dry-run create of a Job as `kubectl create --dry-run=server -f` sends
 * it: the object the server would store, or the Status error it would
 * answer, and the warnings it would send.
 */
export const dryRunCreateJob = (input: unknown, options: DryRunOptions): DryRunResult =>
  libraryDryRunCreateJob(withGivenName(input, options.name), requestOptions(input, options))

/** {@link dryRunCreateJob} with only the created Job's name in place of the Job (what `validate` reports). */
export const dryRunCreateJobName = (
  input: unknown,
  options: DryRunOptions,
): { readonly outcome: E.Either<ApiStatusError, string>; readonly warnings: readonly string[] } =>
  dryRunCreateJobNamed(withGivenName(input, options.name), requestOptions(input, options))

/**
 * The library's `profile` option: none for the default profile, which the
 * library then uses without reading and checking a profile on every call.
 */
const profileOption = (profile: ResolvedClusterProfile | undefined): { profile?: ResolvedClusterProfile } =>
  profile === undefined || profile === DEFAULT_CLUSTER_PROFILE ? {} : { profile }

/** The request options kubectl's create sends for `input`. */
const requestOptions = (input: unknown, options: DryRunOptions): DryRunCreateOptions => {
  const metadata = isRec(input) && isRec(input['metadata']) ? input['metadata'] : {}
  return {
    uid: options.uid,
    namespace: str(metadata['namespace']) || options.namespace || 'default',
    fieldValidation: 'Strict',
    compat: options.compat ?? 'upstream',
    ...profileOption(options.profile),
  }
}

/** A dry-run create of a CronJob as `kubectl create --dry-run=server -f` sends it (see {@link dryRunCreateJob}). */
export const dryRunCreateCronJob = (input: unknown, options: DryRunOptions): CronJobDryRunResult => {
  const metadata = isRec(input) && isRec(input['metadata']) ? input['metadata'] : {}
  const namespace = str(metadata['namespace']) || options.namespace || 'default'
  return libraryDryRunCreateCronJob(withGivenName(input, options.name), {
    uid: options.uid,
    namespace,
    fieldValidation: 'Strict',
    ...profileOption(options.profile),
  })
}
