/**
 * Named regression inputs of the version-ranged texts and checks found by
 * the 1.33/1.34 live diffs (src/profile/minor-rules.ts: labelTextsInBytes,
 * csiDriverRequiredOnly, tolerationComparisonOperatorsListed,
 * resizePolicyPodRestartText, schemeLine111; the clusterTrustBundle bad
 * value in the minor's internal layout; a CronJob template's fields of a
 * disabled gate dropped). Recorded from each minor's oracle
 * (`npm run conformance:record -- --regressions --kubernetes-version 1.MM
 * --op …`); never hand-written answers.
 */
import type { RegressionCase } from './regressions'
import { create, POD } from './regressions-minors'

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }
type JsonObject = { [k: string]: Json }

const CONTAINER = POD.containers[0] as JsonObject

const request = (kind: string, metadata: JsonObject, spec: JsonObject, apiVersion = 'batch/v1'): JsonObject =>
  create(metadata, spec, kind, apiVersion)

const job = (pod: JsonObject, metadata: JsonObject = { name: 'pi' }): JsonObject =>
  request('Job', metadata, { template: { spec: pod } })

const repeatedProjectedPaths: JsonObject = {
  containers: [{ ...CONTAINER, volumeMounts: [{ name: 'p', mountPath: '/p' }] }],
  volumes: [
    {
      name: 'p',
      projected: {
        sources: [
          { secret: { name: 's', items: [{ key: 'k', path: 'a/b' }] } },
          { configMap: { name: 'c' } },
          { serviceAccountToken: { path: 'tok/' } },
          { downwardAPI: {} },
        ],
      },
    },
  ],
}

const bundleVolumes = {
  volumes: [
    {
      name: 'v',
      projected: { sources: [{ clusterTrustBundle: { name: 'b', signerName: 'example.com/s', path: 'ca.pem' } }] },
    },
  ],
}

export const jobCreate: RegressionCase[] = [
  {
    name: 'minor-projected-paths-repeated',
    why: 'issue #22: before 1.34 a projected source without paths (a configMap without items, an empty downwardAPI) repeats the previous source’s paths in the overlapping-paths warning, each overlapping itself (projectedPathsPerSource)',
    input: job({ ...POD, ...repeatedProjectedPaths }),
  },
  {
    name: 'minor-label-texts',
    why: 'issue #22: 1.33/1.34 say "must be no more than 63 characters" and "a qualified name must consist" where 1.35+ say "63 bytes" and "a valid label key must consist"',
    input: job(
      {
        ...POD,
        nodeSelector: { ['a'.repeat(64)]: 'x' },
        affinity: {
          podAntiAffinity: {
            requiredDuringSchedulingIgnoredDuringExecution: [
              { topologyKey: 'z', labelSelector: { matchLabels: { 'a/b/c': 'x', k: 'v'.repeat(64) } } },
            ],
          },
        },
      },
      { name: 'pi', labels: { ['b'.repeat(64)]: 'x' } },
    ),
  },
  {
    name: 'minor-csi-driver-empty',
    why: 'issue #22: before 1.35 an empty CSI driver is also Invalid with the DNS-subdomain text',
    input: job({
      ...POD,
      containers: [{ ...CONTAINER, volumeMounts: [{ name: 'v', mountPath: '/m' }] }],
      volumes: [{ name: 'v', csi: { driver: '' } }],
    }),
  },
  {
    name: 'minor-toleration-comparison-operators',
    why: 'issue #22: before 1.35 a Lt/Gt toleration operator is refused with "Equal", "Exists" as the supported values',
    input: job({
      ...POD,
      tolerations: [
        { key: 'n', operator: 'Gt', value: '5' },
        { key: 'n', operator: 'Lt', value: 'x' },
      ],
    }),
  },
  {
    name: 'minor-resize-policy-never',
    why: "issue #22: before 1.36 the resize-policy text is \"must be 'NotRequired' when `restartPolicy` is 'Never'\" (no 'pod')",
    input: job({
      ...POD,
      containers: [{ ...CONTAINER, resizePolicy: [{ resourceName: 'cpu', restartPolicy: 'RestartContainer' }] }],
    }),
  },
  {
    name: 'minor-cluster-trust-bundle-value',
    why: 'issue #22: the clusterTrustBundle bad value prints the internal type of the minor (no User before 1.37); the projection is dropped while ClusterTrustBundleProjection is off (1.33-1.36)',
    input: job({ ...POD, ...bundleVolumes }),
  },
  {
    name: 'minor-windows-host-fields-order',
    why: 'issue #22: before 1.37 a Windows pod’s forbidden hostUsers/hostPID/hostIPC/shareProcessNamespace are listed among the security context’s fields (windowsHostFieldsAfterSecurityContext)',
    input: job({
      ...POD,
      os: { name: 'windows' },
      securityContext: {
        appArmorProfile: { type: 'RuntimeDefault' },
        seLinuxOptions: { user: 'u' },
        seccompProfile: { type: 'RuntimeDefault' },
        fsGroup: 1,
        fsGroupChangePolicy: 'Always',
        sysctls: [{ name: 'kernel.msgmax', value: '1' }],
        runAsUser: 1,
        runAsGroup: 1,
        supplementalGroups: [1],
        supplementalGroupsPolicy: 'Merge',
        seLinuxChangePolicy: 'Recursive',
      },
      hostUsers: true,
      hostIPC: true,
      hostPID: true,
      shareProcessNamespace: false,
    }),
  },
  {
    name: 'minor-go-values-1-33',
    why: 'issue #22: 1.33 prints bad values as Go does (badValuesAsJson): %#v of a selector, a security context, a seccomp profile and a field.Path, resource names unquoted, a quantity of must-be-an-integer as resource.Quantity{…}, pointer strings with %q; and its hostUsers and DNS-search texts',
    input: request(
      'Job',
      { name: 'pi' },
      {
        selector: { matchLabels: { app: 'pi' } },
        template: {
          metadata: { labels: { app: 'pi' } },
          spec: {
            ...POD,
            hostUsers: false,
            hostPID: true,
            dnsConfig: { searches: ['a..b'] },
            securityContext: { windowsOptions: { runAsUserName: 'domain\\<user>&' } },
            containers: [
              {
                ...CONTAINER,
                resources: { limits: { 'nvidia.com/gpu': '0.5' } },
                resizePolicy: [
                  { resourceName: 'cpu', restartPolicy: 'NotRequired' },
                  { resourceName: 'cpu', restartPolicy: 'NotRequired' },
                ],
                securityContext: {
                  allowPrivilegeEscalation: false,
                  capabilities: { add: ['CAP_SYS_ADMIN'] },
                  seccompProfile: { type: 'RuntimeDefault', localhostProfile: 'x' },
                },
                volumeMounts: [{ name: 'v', mountPath: '/m' }],
              },
            ],
            volumes: [
              {
                name: 'v',
                ephemeral: {
                  volumeClaimTemplate: {
                    spec: {
                      accessModes: ['ReadWriteOnce'],
                      resources: { requests: { storage: '1Gi' } },
                      dataSource: { kind: 'PersistentVolumeClaim', name: 'a' },
                      dataSourceRef: { kind: 'PersistentVolumeClaim', name: 'b' },
                      volumeAttributesClassName: 'Bad Class',
                    },
                  },
                },
              },
            ],
          },
        },
      },
    ),
  },
  {
    name: 'minor-scheme-line',
    why: 'issue #22: before 1.35 the decoder names pkg/runtime/scheme.go:110 in "no kind … is registered" (111 from 1.35)',
    input: request('Other', { name: 'pi' }, {}),
  },
]

export const cronJobCreate: RegressionCase[] = [
  {
    name: 'minor-cronjob-claim-template-null-timestamp',
    why: 'issue #22: before 1.34 a CronJob’s answer writes its pod template’s ephemeral claim template with `"creationTimestamp": null` (templateTimestampOmitted)',
    input: request(
      'CronJob',
      { name: 'nightly' },
      {
        schedule: '0 0 * * *',
        jobTemplate: {
          spec: {
            template: {
              spec: {
                ...POD,
                containers: [{ ...CONTAINER, volumeMounts: [{ name: 'v', mountPath: '/v' }] }],
                volumes: [
                  {
                    name: 'v',
                    ephemeral: {
                      volumeClaimTemplate: {
                        spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } },
                      },
                    },
                  },
                ],
              },
            },
          },
        },
      },
    ),
  },
  {
    name: 'minor-cronjob-projected-paths-repeated',
    why: 'issue #22: the overlapping-paths warning of a CronJob’s Job template, as minor-projected-paths-repeated (projectedPathsPerSource)',
    input: request(
      'CronJob',
      { name: 'nightly' },
      { schedule: '0 0 * * *', jobTemplate: { spec: { template: { spec: { ...POD, ...repeatedProjectedPaths } } } } },
    ),
  },
  {
    name: 'minor-cronjob-pattern-status-default',
    why: 'issue #22: before 1.34 a CronJob template’s pod-failure-policy pattern gets no status default (cronJobPatternStatusDefault), so an empty one is Required; its exit codes print as []int32{…}',
    input: request(
      'CronJob',
      { name: 'nightly' },
      {
        schedule: '0 0 * * *',
        jobTemplate: {
          spec: {
            podFailurePolicy: {
              rules: [
                { action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget' }] },
                { action: 'FailJob', onExitCodes: { operator: 'In', values: [3, 1] } },
              ],
            },
            template: { spec: POD },
          },
        },
      },
    ),
  },
  {
    name: 'minor-cronjob-gated-fields-dropped',
    why: 'issue #22: a CronJob create drops the Job template fields of a disabled gate (clusterTrustBundle while ClusterTrustBundleProjection is off) and warns for the emptied projection',
    input: request(
      'CronJob',
      { name: 'nightly' },
      { schedule: '0 0 * * *', jobTemplate: { spec: { template: { spec: { ...POD, ...bundleVolumes } } } } },
    ),
  },
]

export const podTemplateValidate: RegressionCase[] = [
  {
    name: 'minor-restart-policy-no-ratchet-1-33',
    why: 'issue #22: 1.33 has no ContainerRestartRules gate: an update whose old template already sets a regular container’s restartPolicy and an init container’s OnFailure is still refused (1.34+ keep what the old template uses)',
    input: (() => {
      const template = {
        spec: {
          ...POD,
          initContainers: [{ name: 'init', image: 'busybox', restartPolicy: 'OnFailure' }],
          containers: [{ ...CONTAINER, restartPolicy: 'Always' }],
        },
      }
      return { template, oldTemplate: template, defaults: false, profile: {} }
    })(),
  },
]
