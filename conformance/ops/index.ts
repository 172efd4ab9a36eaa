/** Every OpSpec, in the order the runners report them. */
import type { AnyOpSpec } from '../harness/op-spec'
import { controllerOps } from './controller'
import { cronJobOps } from './cronjob'
import { cronJobSchedule } from './cronjob-schedule'
import { jobOps } from './job'
import { labelOps } from './labels'
import { podTemplateOps } from './pod-template'
import { printerJob } from './printer'
import { quantityOps } from './quantity'
import { yamlOps } from './yaml'
import { profileSetGates } from './profile'

export const allOps: readonly AnyOpSpec[] = [
  ...labelOps,
  ...jobOps,
  ...cronJobOps,
  ...podTemplateOps,
  ...quantityOps,
  ...controllerOps,
  printerJob,
  ...yamlOps,
  cronJobSchedule,
  profileSetGates,
]

export const opByName = (name: string): AnyOpSpec | undefined => allOps.find((s) => s.op === name)
