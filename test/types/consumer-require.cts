/**
 * A CommonJS consumer of the BUILT package: the `require` condition and its
 * `.d.cts` declarations, type-checked by `npm run test:types` (see
 * consumer.ts). @kubernetes/client-node 1.x is ESM-only, so a CommonJS file
 * imports its types with `resolution-mode: 'import'`.
 */
import type { V1Job, V1Pod } from '@kubernetes/client-node' with { 'resolution-mode': 'import' }
import yaml = require('js-yaml')
import batch = require('kubernetes-models/batch/v1')
import core = require('kubernetes-models/v1')
import jobs = require('k8s-jobs-core')
import labels = require('k8s-jobs-core/labels')
import controller = require('k8s-jobs-core/controller')

declare const clientJob: V1Job
declare const clientPods: V1Pod[]
const now = '2026-01-01T00:01:00Z'

jobs.syncJob(clientJob, clientPods, now)
jobs.defaultJob(clientJob)
jobs.convertJob(clientJob, 'batch/v1')
labels.labelSelectorAsSelector(clientJob.spec?.selector)
controller.jobPhase(clientJob)

const modelJob = new batch.Job({ spec: { template: { spec: { containers: [{ name: 'pi' }] } } } })
jobs.syncJob(modelJob, [new core.Pod({ status: { phase: 'Running' } })], now)
labels.formatLabelSelector(modelJob.spec?.selector)

const created = jobs.createJob(yaml.load('apiVersion: batch/v1\nkind: Job\n'), { uid: 'u-1' })
if (jobs.isRight(created)) jobs.syncJob(created.right, [], now)

const literal: jobs.JobInput = { apiVersion: 'batch/v1', spec: { template: {} } }
jobs.jobPhase(literal)
// @ts-expect-error misspelt field in an object literal
jobs.jobPhase({ spec: { paralelism: 2 } })
