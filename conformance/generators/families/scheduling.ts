/** Node and pod affinity, topology spread, tolerations, node and scheduler names (spec patches). */
import type { Json, JsonObject } from '../jobs'

const SELECTOR_TERMS: Json[] = [
  [{ matchExpressions: [{ key: 'zone', operator: 'In', values: ['a', 'b'] }] }],
  [
    {
      matchExpressions: [
        { key: 'n', operator: 'Gt', values: ['1'] },
        { key: 'n', operator: 'Lt', values: ['x'] },
      ],
    },
  ],
  [
    {
      matchExpressions: [
        { key: 'a', operator: 'Exists', values: ['x'] },
        { key: 'A B', operator: 'Bogus' },
      ],
    },
  ],
  [{ matchFields: [{ key: 'metadata.name', operator: 'In', values: ['n1'] }] }],
  [{ matchExpressions: [{ key: 'a', operator: 'In', values: ['bad value!'] }] }],
  [],
]
/** Scheduling snippets. */
export const AFFINITY: JsonObject[] = [
  ...SELECTOR_TERMS.map((t) => ({
    affinity: {
      nodeAffinity: {
        requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: t },
        preferredDuringSchedulingIgnoredDuringExecution: [
          { weight: 1, preference: (t as Json[])[0] ?? {} },
          { weight: 101, preference: {} },
        ],
      },
    },
  })),
  {
    affinity: {
      podAffinity: {
        requiredDuringSchedulingIgnoredDuringExecution: [
          {
            labelSelector: { matchLabels: { app: 'x' } },
            topologyKey: 'zone',
            namespaces: ['a', 'Bad_NS'],
            namespaceSelector: { matchExpressions: [{ key: 'a', operator: 'Exists' }] },
            matchLabelKeys: ['pod-template-hash'],
            mismatchLabelKeys: ['b'],
          },
        ],
        preferredDuringSchedulingIgnoredDuringExecution: [
          { weight: 100, podAffinityTerm: { topologyKey: '', labelSelector: { matchLabels: { 'bad key!': 'v' } } } },
          {
            weight: 0,
            podAffinityTerm: {
              topologyKey: 'z',
              matchLabelKeys: ['app'],
              labelSelector: { matchLabels: { app: 'x' } },
            },
          },
        ],
      },
      podAntiAffinity: {
        requiredDuringSchedulingIgnoredDuringExecution: [
          {
            topologyKey: 'kubernetes.io/hostname',
            labelSelector: { matchExpressions: [{ key: 'app', operator: 'In', values: ['x'] }] },
            matchLabelKeys: ['app', ''],
            mismatchLabelKeys: ['app'],
          },
          { topologyKey: 'z', labelSelector: { matchLabels: { 'a/b/c': 'x' } } },
        ],
      },
    },
  },
  { affinity: { nodeAffinity: { requiredDuringSchedulingIgnoredDuringExecution: {} } } },
  {
    affinity: {
      podAffinity: {
        requiredDuringSchedulingIgnoredDuringExecution: [
          {
            topologyKey: 'zone',
            labelSelector: { matchExpressions: [{ key: 'app', operator: 'In', values: ['bad value!'] }] },
            namespaceSelector: { matchLabels: { team: 'bad value!' } },
          },
        ],
      },
    },
  },
  {
    topologySpreadConstraints: [
      {
        maxSkew: 1,
        topologyKey: 'zone',
        whenUnsatisfiable: 'ScheduleAnyway',
        labelSelector: { matchLabels: { app: 'x' } },
        minDomains: 3,
        matchLabelKeys: ['pod-template-hash'],
      },
      { maxSkew: 1, topologyKey: 'zone', whenUnsatisfiable: 'ScheduleAnyway' },
    ],
  },
  {
    topologySpreadConstraints: [
      {
        maxSkew: -1,
        topologyKey: '',
        whenUnsatisfiable: 'Bogus',
        minDomains: 0,
        nodeAffinityPolicy: 'X',
        nodeTaintsPolicy: 'Y',
      },
      {
        maxSkew: 1,
        topologyKey: 'z',
        whenUnsatisfiable: 'DoNotSchedule',
        labelSelector: { matchExpressions: [{ key: 'app', operator: 'In', values: ['x'] }] },
        matchLabelKeys: ['app', 'Bad Key'],
      },
    ],
  },
  {
    tolerations: [
      { key: 'a', operator: 'Equal', value: 'b', effect: 'NoExecute', tolerationSeconds: -5 },
      { key: '', operator: 'Equal', value: 'b' },
      { key: 'bad key!', operator: 'Bogus', effect: 'Bogus' },
      { key: 'n', operator: 'Gt', value: '5' },
      { key: 'n', operator: 'Lt', value: 'x' },
      { operator: 'Exists', effect: 'NoSchedule', tolerationSeconds: 5 },
    ],
  },
  { nodeName: 'node-1', schedulerName: 'Bad Name', priorityClassName: 'system-node-critical' },
  { nodeName: 'Bad_Node!' },
]
