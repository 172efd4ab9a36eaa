// ClusterSelector benchmarks: annotation parsing, matching, placement over many
// clusters and replica planning. No Go reference figures exist for these (the
// federation had no benchmarks), so the table reports ns/op only.
// Run: npm run build && node bench/run.mjs cluster-selector
import { nsPerOp, printTable } from './timing.mjs'
import {
  CLUSTER_SELECTOR_ANNOTATION,
  clusterSelectorMatches,
  compileClusterSelector,
  parseClusterSelector,
  placeObject,
  planReplicas,
  sendToCluster,
} from '../dist/index.js'

const EUROPE_PROD =
  '[{"key": "location", "operator": "in", "values": ["europe"]}, {"key": "environment", "operator": "==", "values": ["prod"]}]'
const MIXED =
  '[{"key": "location", "operator": "In", "values": ["europe", "usa", "asia"]}, {"key": "environment", "operator": "notin", "values": ["qa", "dev"]},' +
  ' {"key": "version", "operator": ">", "values": ["14"]}, {"key": "example.com/gpu", "operator": "Exists"}, {"key": "drain", "operator": "!"}]'
const LABELS = { location: 'europe', environment: 'prod', version: '15', 'example.com/gpu': 'a100' }
const LOCATIONS = ['europe', 'usa', 'asia']
const CLUSTERS = Array.from({ length: 100 }, (_, i) => ({
  name: `cluster-${i}`,
  labels: { location: LOCATIONS[i % 3], environment: i % 4 === 0 ? 'qa' : 'prod', version: String(10 + (i % 8)) },
}))
const STAR = { rebalance: false, clusters: { '*': { minReplicas: 0, weight: 1 } } }
const WEIGHTED = {
  rebalance: true,
  clusters: { '*': { minReplicas: 1, weight: 1 }, 'cluster-1': { minReplicas: 0, maxReplicas: 10, weight: 5 } },
}
const names = (n) => CLUSTERS.slice(0, n).map((c) => c.name)

let sink = 0
const fmt = (x) => x.toFixed(1)

export default async function bench() {
  const mixed = parseClusterSelector(MIXED).right
  const compiled = compileClusterSelector(mixed)
  if (!compiled(LABELS) || !clusterSelectorMatches(mixed, LABELS)) throw new Error('wrong answer')
  const object = { metadata: { annotations: { [CLUSTER_SELECTOR_ANNOTATION]: MIXED } } }
  const rows = [
    ['parseClusterSelector/europe-prod', () => (sink ^= parseClusterSelector(EUROPE_PROD)._tag.length)],
    ['parseClusterSelector/mixed-5', () => (sink ^= parseClusterSelector(MIXED)._tag.length)],
    ['clusterSelectorMatches/mixed-5', () => (sink ^= clusterSelectorMatches(mixed, LABELS) ? 1 : 0)],
    ['compileClusterSelector(..)(labels)/mixed-5', () => (sink ^= compiled(LABELS) ? 1 : 0)],
    [
      'sendToCluster/europe-prod',
      () => (sink ^= sendToCluster({ [CLUSTER_SELECTOR_ANNOTATION]: EUROPE_PROD }, LABELS)._tag.length),
    ],
    ['placeObject/mixed-5 x 100 clusters', () => (sink ^= placeObject(object, CLUSTERS)._tag.length)],
    ['planReplicas/star 50 over 3', () => (sink ^= planReplicas(STAR, 50, names(3)).plan['cluster-0'])],
    ['planReplicas/star 1000 over 20', () => (sink ^= planReplicas(STAR, 1000, names(20)).plan['cluster-0'])],
    [
      'planReplicas/weighted+capacity 500 over 50',
      () =>
        (sink ^= planReplicas(WEIGHTED, 500, names(50), { estimatedCapacity: { 'cluster-2': 3 } }).plan['cluster-0']),
    ],
  ].map(([name, fn]) => [name, fmt(nsPerOp(fn, { rounds: 5, minMs: 100 }))])
  printTable('cluster-selector', ['benchmark', 'TS ns/op'], rows)
  if (sink === 0.5) console.log(sink)
}
