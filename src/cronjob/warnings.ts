/**
 * The warnings the CronJob strategy sends (`WarningsOnCreate`,
 * `WarningsOnUpdate`): a name that is not a DNS label (create), the Job
 * template's warnings at `spec.jobTemplate.spec` (the Job's own
 * `WarningsForJobSpec`, including the pod template warnings; on update only
 * when the generation changed), and on update a schedule with `TZ` in it
 * (upstream prints that path as `spec.spec.schedule`).
 *
 * @module
 */
import { characters } from '../core/validation/errors'
import { isDNS1123Label } from '../labels/names'
import { jobSpecWarnings } from '../job/dry-run-warnings'
import type { CronJobModel } from './model'
import { LATEST_MINOR } from '../profile/minor-rules'

const TEMPLATE_SPEC = 'spec.jobTemplate.spec'

/**
 * The strategy's warnings for a CronJob being created (`old` undefined) or
 * updated, read from the decoded, defaulted model.
 *
 * @example
 * declare const created: CronJobModel
 * warningsForCronJob(created, undefined) // ['metadata.name: this is used in Pod names and hostnames, …'] for 'backup.daily'
 */
export const warningsForCronJob = (
  c: CronJobModel,
  old: CronJobModel | undefined,
  minor: number = LATEST_MINOR,
): string[] => {
  if (old !== undefined) {
    const out =
      c.metadata.generation !== old.metadata.generation
        ? jobSpecWarnings(c.spec.jobTemplate.spec, TEMPLATE_SPEC, minor)
        : []
    if (c.spec.schedule.includes('TZ')) {
      out.push(
        'cannot use TZ or CRON_TZ in spec.spec.schedule, use timeZone instead, see https://kubernetes.io/docs/concepts/workloads/controllers/cron-jobs/ for more details',
      )
    }
    return out
  }
  const msgs = characters(isDNS1123Label(c.metadata.name))
  const name =
    msgs.length === 0
      ? []
      : [
          `metadata.name: this is used in Pod names and hostnames, which can result in surprising behavior; a DNS label is recommended: [${msgs.join(' ')}]`,
        ]
  return [...name, ...jobSpecWarnings(c.spec.jobTemplate.spec, TEMPLATE_SPEC, minor)]
}
