/**
 * The CronJob controller's decisions that depend on the cluster profile's
 * minor (rows of src/profile/minor-rules.ts), read once per sync. Internal
 * to the package.
 *
 * - `jobsByControllerUid` (`cronJobJobsByControllerUid`, 1.37): the
 *   controller's Jobs are those whose controller owner reference has the
 *   CronJob's UID, in any namespace (an informer index). Before, they are
 *   the Jobs in the CronJob's namespace whose controller reference has the
 *   CronJob's name.
 * - `existingJobInCronJobNamespace` (`cronJobExistingJobInOwnNamespace`,
 *   1.37): when the Job name is taken, the controller reads that Job in the
 *   CronJob's namespace. Before, it read it in the namespace of the Job it
 *   sent, which is empty, and found nothing.
 *
 * @module
 */
import type { Job as JobModel } from '../../job/generated/batch-model'
import { minorNumber, since } from '../../profile/minor-rules'
import type { ResolvedClusterProfile } from '../../profile/resolve'
import type { CronJobModel } from '../model'

/** What the rules decide for one profile. */
export interface CronJobRules {
  readonly jobsByControllerUid: boolean
  readonly existingJobInCronJobNamespace: boolean
  /** The minor: the Jobs it creates are written as that minor writes them (`jobWireForMinor`). */
  readonly minor: number
}

/**
 * The CronJob controller rules of a resolved profile.
 *
 * @example
 * cronJobRules({ kubernetesVersion: '1.36', allowPrivileged: true, featureGates: {} }).jobsByControllerUid // false
 */
export const cronJobRules = (profile: ResolvedClusterProfile): CronJobRules => ({
  jobsByControllerUid: since(profile, 'cronJobJobsByControllerUid'),
  existingJobInCronJobNamespace: since(profile, 'cronJobExistingJobInOwnNamespace'),
  minor: minorNumber(profile.kubernetesVersion),
})

/**
 * Whether the controller counts a Job as the CronJob's (see
 * {@link CronJobRules}: by its controller reference's UID from 1.37, by
 * namespace and the reference's name before).
 *
 * @example
 * declare const rules: CronJobRules, cronJob: CronJobModel, job: JobModel
 * isChild(rules, cronJob, job) // true for a Job the CronJob created
 */
export const isChild = (rules: CronJobRules, cj: CronJobModel, j: JobModel): boolean => {
  const ref = j.metadata.ownerReferences?.find((r) => r.controller === true)
  if (ref === undefined) return false
  return rules.jobsByControllerUid
    ? ref.uid === cj.metadata.uid
    : ref.name === cj.metadata.name && j.metadata.namespace === cj.metadata.namespace
}
