// `npm run tour`: what the k8s-jobs-core library does, module by module.
// Runs against the built package (dist/), as a user would import it.
import * as k from '../dist/index.js'

const examples = {
  pi: {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: {
      name: 'pi',
      namespace: 'default',
    },
    spec: {
      template: {
        metadata: {
          labels: {
            app: 'pi',
          },
        },
        spec: {
          restartPolicy: 'Never',
          containers: [
            {
              name: 'pi',
              image: 'perl:5.34.0',
              command: ['perl', '-Mbignum=bpi', '-wle', 'print bpi(2000)'],
            },
          ],
        },
      },
    },
  },
  copiedFromGet: {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: {
      name: 'pi',
      namespace: 'default',
      labels: {
        'batch.kubernetes.io/controller-uid': 'old-uid-1',
        'batch.kubernetes.io/job-name': 'pi',
        'controller-uid': 'old-uid-1',
        'job-name': 'pi',
      },
    },
    spec: {
      backoffLimit: 4,
      completionMode: 'NonIndexed',
      completions: 1,
      manualSelector: false,
      parallelism: 1,
      podReplacementPolicy: 'TerminatingOrFailed',
      selector: {
        matchLabels: {
          'batch.kubernetes.io/controller-uid': 'old-uid-1',
        },
      },
      suspend: false,
      template: {
        metadata: {
          labels: {
            'batch.kubernetes.io/controller-uid': 'old-uid-1',
            'batch.kubernetes.io/job-name': 'pi',
            'controller-uid': 'old-uid-1',
            'job-name': 'pi',
          },
        },
        spec: {
          restartPolicy: 'Never',
          containers: [
            {
              name: 'pi',
              image: 'perl:5.34.0',
            },
          ],
        },
      },
    },
  },
  invalid: {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: {
      name: 'Bad_Name',
      namespace: 'default',
    },
    spec: {
      parallelism: -1,
      completionMode: 'Indexed',
      template: {
        metadata: {
          labels: {
            app: '-web',
          },
        },
        spec: {
          restartPolicy: 'Always',
          containers: [
            {
              name: 'main',
            },
          ],
        },
      },
    },
  },
}
const show = (x) => JSON.stringify(x)
const either = (e) => (e._tag === 'Right' ? `Right ${show(e.right)}` : `Left ${show(e.left)}`)
const section = (title) => console.log(`\n=== ${title} ===`)

// ---------------------------------------------------------------------------
section('1. Label selectors (k8s.io/apimachinery pkg/labels)')
for (const s of ['b in (y,x,y),a!=1,!c', 'env notin (dev),tier', 'a>5', 'x in (a b)', 'a>=1']) {
  const parsed = k.parseSelector(s)
  console.log(
    show(s),
    '→',
    parsed._tag === 'Right' ? show(k.selectorToString(parsed.right)) : `error: ${parsed.left.message}`,
  )
}
const sel = k.parseSelector('env in (prod,staging),!legacy').right
const isProdPod = k.compileSelector(sel)
console.log(
  'matches {env: prod}:',
  isProdPod({ env: 'prod' }),
  '| {env: prod, legacy: yes}:',
  isProdPod({ env: 'prod', legacy: 'yes' }),
)
const ls = {
  matchLabels: { app: 'web' },
  matchExpressions: [{ key: 'tier', operator: 'NotIn', values: ['db', 'cache'] }],
}
console.log(
  'formatLabelSelector:',
  k.formatLabelSelector(ls),
  '| formatLabelSelector(null):',
  k.formatLabelSelector(null),
)
console.log('parseToLabelSelector("a=b,c in (d)"):', either(k.parseToLabelSelector('a=b,c in (d)')))
console.log('validateLabels:', k.validateLabels({ '-bad': 'ok', good: 'x'.repeat(64) }).map(k.formatFieldError))

// ---------------------------------------------------------------------------
section('2. Jobs: create path (decode → convert → default → generate → validate)')
const pi = examples.pi
const created = k.createJob(pi, { uid: '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77' })
console.log('selector:', show(created.right.spec.selector))
console.log('pod labels:', show(created.right.spec.template.metadata.labels))
console.log(
  'defaults: parallelism',
  created.right.spec.parallelism,
  'completions',
  created.right.spec.completions,
  'backoffLimit',
  created.right.spec.backoffLimit,
  'completionMode',
  created.right.spec.completionMode,
)
console.log('legacy label scheme:', show(k.createJob(pi, { uid: 'u-1', labelScheme: 'legacy' }).right.spec.selector))

section('2b. Design use cases 6/7: re-posting `kubectl get job -o yaml` output')
const copied = examples.copiedFromGet
for (const compat of ['design', 'upstream']) {
  const r = k.createJob(copied, { uid: 'new-uid-2', compat })
  console.log(`${compat}:`, r._tag === 'Right' ? 'accepted' : r.left.map(k.formatFieldError))
}
const { selector: _dropped, ...specWithoutSelector } = copied.spec
const withoutSelector = { ...copied, spec: specWithoutSelector }
const fixed = k.createJob(withoutSelector, { uid: 'new-uid-2' })
console.log(
  'design, selector removed:',
  fixed._tag === 'Right'
    ? `accepted, selects ${show(fixed.right.spec.selector.matchLabels)}`
    : fixed.left.map(k.formatFieldError),
)

section('2c. Validation errors, formatted exactly as the API server prints them')
console.log(k.createJob(examples.invalid, { uid: 'u-3' }).left.map(k.formatFieldError).join('\n'))

// ---------------------------------------------------------------------------
section('3. Conversion: extensions/v1beta1 ⇄ batch/v1')
const beta = k.convertJob(created.right, 'extensions/v1beta1')
console.log(
  'v1 → v1beta1: apiVersion',
  beta.apiVersion,
  '| autoSelector',
  beta.spec.autoSelector,
  '| manualSelector' in beta.spec ? '(manualSelector kept!)' : '(no manualSelector)',
)
const back = k.convertJob(beta, 'batch/v1')
console.log('… → v1: manualSelector', back.spec.manualSelector, '| selector', show(back.spec.selector))

// ---------------------------------------------------------------------------
section('4. ClusterSelector placement and replica planning')
const clusters = [
  { name: 'paris', labels: { location: 'europe', environment: 'prod' } },
  { name: 'frankfurt', labels: { location: 'europe', environment: 'qa' } },
  { name: 'ohio', labels: { location: 'usa', environment: 'prod' } },
]
const inEurope = {
  metadata: {
    annotations: { [k.CLUSTER_SELECTOR_ANNOTATION]: '[{"key": "location", "operator": "in", "values": ["europe"]}]' },
  },
}
console.log('all clusters in Europe:', either(k.placeObject(inEurope, clusters)))
const web = {
  metadata: {
    name: 'web',
    namespace: 'shop',
    annotations: {
      [k.CLUSTER_SELECTOR_ANNOTATION]: '[{"key": "environment", "operator": "==", "values": ["prod"]}]',
      [k.REPLICA_SET_PREFERENCES_ANNOTATION]: '{"clusters": {"paris": {"weight": 2}, "*": {"weight": 1}}}',
    },
  },
}
console.log('prod clusters, 9 replicas weighted 2:1:', show(k.placeReplicas(web, clusters, 9).right.plan))
const bad = {
  metadata: {
    annotations: { [k.CLUSTER_SELECTOR_ANNOTATION]: '[{"key": "location", "operator": "IN", "values": ["europe"]}]' },
  },
}
console.log('bad selector:', k.placeObject(bad, clusters).left.message)

// ---------------------------------------------------------------------------
section('5. Job controller: one sync, and a simulated life')
const first = k.syncJob(created.right, [], '2026-01-01T00:00:00Z')
console.log(
  'first sync: create',
  first.createPods,
  'pod(s); startTime',
  first.status.startTime,
  '; phase',
  k.jobPhase({ ...created.right, status: first.status }),
)
const job3 = { ...created.right, spec: { ...created.right.spec, completions: 3, parallelism: 2, backoffLimit: 2 } }
// The first pod fails after 30 s (then a 10 s back-off), every other pod succeeds after 45 s.
const life = k.simulateJob(job3, ({ attempt }) =>
  attempt === 0 ? { result: 'Failed', afterSeconds: 30 } : { result: 'Succeeded', afterSeconds: 45 },
)
for (const e of life.timeline.filter((e) => e.createPods > 0 || e.deletePods.length > 0 || e.events.length > 0))
  console.log(
    ' ',
    e.time,
    e.phase.padEnd(9),
    `create ${e.createPods}`,
    e.events.map((v) => `${v.type}/${v.reason}: ${v.message}`).join('; '),
  )
console.log(
  'final:',
  life.job.status.succeeded,
  'succeeded,',
  life.job.status.failed,
  'failed, completionTime',
  life.job.status.completionTime,
)
console.log(
  'index sets:',
  k.formatIndexSet([7, 1, 3, 4, 5]),
  '|',
  show(k.parseIndexSet('0-2,5', 10)),
  '|',
  either(k.parseIndexSetStrict('3,1', 5)),
)
