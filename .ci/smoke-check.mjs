// ESM consumer of the packed tarball: one call into each module.
import * as k from 'k8s-jobs-core'
import {
  parseSelector,
  selectorToString,
  createJob,
  convertJob,
  parseClusterSelector,
  syncJob,
  formatIndexSet,
  formatFieldError,
} from 'k8s-jobs-core'

const E = k // the fp-ts Either helpers come from the package root

const check = (ok, what) => {
  if (!ok) {
    console.error(`esm smoke: ${what} failed`)
    process.exit(1)
  }
}
const sel = parseSelector('b in (y,x),a')
check(E.isRight(sel) && selectorToString(sel.right) === 'a,b in (x,y)', 'parseSelector/selectorToString')
const job = createJob(
  {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: 'pi', namespace: 'default' },
    spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] } } },
  },
  { uid: 'u-1' },
)
check(
  E.isRight(job) && job.right.spec.selector.matchLabels['batch.kubernetes.io/controller-uid'] === 'u-1',
  'createJob',
)
check(convertJob(job.right, 'extensions/v1beta1').apiVersion === 'extensions/v1beta1', 'convertJob')
check(
  E.isRight(parseClusterSelector('[{"key":"location","operator":"in","values":["europe"]}]')),
  'parseClusterSelector',
)
check(syncJob(job.right, [], '2026-01-01T00:00:00Z').createPods === 1, 'syncJob')
check(formatIndexSet([1, 3, 4, 5, 7]) === '1,3-5,7', 'formatIndexSet')
check(
  formatFieldError({ type: 'FieldValueRequired', field: 'spec.selector', detail: '' }) ===
    'spec.selector: Required value',
  'formatFieldError',
)
const root = new Map(Object.entries(k))
const labels = await import('k8s-jobs-core/labels')
check(labels.parseSelector === parseSelector, 'k8s-jobs-core/labels is the root module')
for (const sub of ['field', 'job', 'conversion', 'cluster-selector', 'controller']) {
  const m = await import(`k8s-jobs-core/${sub}`)
  check(Object.keys(m).length > 0 && Object.entries(m).every(([n, v]) => root.get(n) === v), `k8s-jobs-core/${sub}`)
}
const timeline = await import('k8s-jobs-core/timeline')
check(
  timeline
    .jobTimelineSvg(k.simulateJob({ metadata: { name: 'pi' }, spec: { template: {} } }, [{ result: 'Succeeded' }]))
    .includes('pi-0'),
  'k8s-jobs-core/timeline',
)
console.log('esm smoke: ok')
