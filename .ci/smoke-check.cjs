// CommonJS consumer of the packed tarball: one call into each module.
const k = require('k8s-jobs-core')
const E = k // the fp-ts Either helpers come from the package root

const check = (ok, what) => {
  if (!ok) {
    console.error(`cjs smoke: ${what} failed`)
    process.exit(1)
  }
}
const sel = k.parseSelector('b in (y,x),a')
check(E.isRight(sel) && k.selectorToString(sel.right) === 'a,b in (x,y)', 'parseSelector/selectorToString')
const job = k.createJob(
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
check(k.convertJob(job.right, 'extensions/v1beta1').apiVersion === 'extensions/v1beta1', 'convertJob')
check(
  E.isRight(k.parseClusterSelector('[{"key":"location","operator":"in","values":["europe"]}]')),
  'parseClusterSelector',
)
check(k.syncJob(job.right, [], '2026-01-01T00:00:00Z').createPods === 1, 'syncJob')
check(k.formatIndexSet([1, 3, 4, 5, 7]) === '1,3-5,7', 'formatIndexSet')
check(
  k.formatFieldError({ type: 'FieldValueRequired', field: 'spec.selector', detail: '' }) ===
    'spec.selector: Required value',
  'formatFieldError',
)
const labels = require('k8s-jobs-core/labels')
check(labels.parseSelector === k.parseSelector, 'k8s-jobs-core/labels is the root module')
for (const sub of ['field', 'job', 'conversion', 'cluster-selector', 'controller']) {
  const m = require(`k8s-jobs-core/${sub}`)
  check(Object.keys(m).length > 0 && Object.entries(m).every(([n, v]) => k[n] === v), `k8s-jobs-core/${sub}`)
}
const timeline = require('k8s-jobs-core/timeline')
check(
  timeline
    .jobTimelineSvg(k.simulateJob({ metadata: { name: 'pi' }, spec: { template: {} } }, [{ result: 'Succeeded' }]))
    .includes('pi-0'),
  'k8s-jobs-core/timeline',
)
console.log('cjs smoke: ok')
