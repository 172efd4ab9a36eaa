/** DNS, host aliases, readiness and scheduling gates, resource claims, OS rules, priorities, pod resources (spec patches). */
import type { JsonObject } from '../jobs'

/** Pod-level snippets. */
export const POD_MISC: JsonObject[] = [
  {
    dnsPolicy: 'None',
    dnsConfig: {
      nameservers: ['1.1.1.1', '2001:db8::1'],
      searches: ['a.example'],
      options: [{ name: 'ndots', value: '2' }],
    },
  },
  { dnsPolicy: 'None' },
  {
    dnsConfig: {
      nameservers: ['bad', '1.1.1.1', '2.2.2.2', '3.3.3.3'],
      searches: ['a..b', 'x'.repeat(254)],
      options: [{ name: '' }],
    },
  },
  { dnsConfig: { searches: Array.from({ length: 33 }, (_, i) => `d${i}.example`) } },
  { dnsConfig: { searches: ['.'] } },
  { hostAliases: [{ ip: '10.0.0.1', hostnames: ['a.example', 'b'] }] },
  { hostAliases: [{ ip: 'not-an-ip', hostnames: ['Bad_Host'] }, { ip: '::1' }] },
  { hostNetwork: true, hostAliases: [{ ip: '10.0.0.1', hostnames: ['a'] }] },
  { readinessGates: [{ conditionType: 'example.com/ready' }, { conditionType: 'bad type!' }] },
  { schedulingGates: [{ name: 'example.com/gate' }, { name: 'example.com/gate' }, { name: 'Bad Gate' }] },
  {
    resourceClaims: [
      { name: 'gpu', resourceClaimName: 'claim' },
      { name: 'tpl', resourceClaimTemplateName: 't' },
    ],
  },
  {
    resourceClaims: [
      { name: 'Bad_Name' },
      { name: 'x', resourceClaimName: 'a', resourceClaimTemplateName: 'b' },
      { name: 'x', resourceClaimName: 'c' },
    ],
  },
  {
    os: { name: 'windows' },
    securityContext: {
      runAsUser: 1,
      seLinuxOptions: { user: 'u' },
      fsGroup: 1,
      sysctls: [{ name: 'kernel.shm_rmid_forced', value: '1' }],
    },
  },
  {
    os: { name: 'windows' },
    hostPID: true,
    securityContext: { windowsOptions: { hostProcess: true, runAsUserName: 'NT AUTHORITY\\SYSTEM' } },
  },
  { os: { name: 'linux' }, securityContext: { windowsOptions: { gmsaCredentialSpecName: 'x' } } },
  { os: { name: 'Bogus' } },
  { runtimeClassName: 'Bad Name', overhead: { cpu: '-1' } },
  { priority: 10, preemptionPolicy: 'Bogus' },
  { preemptionPolicy: 'PreemptLowerPriority', enableServiceLinks: false, automountServiceAccountToken: false },
  { serviceAccount: 'a', serviceAccountName: 'b' },
  { imagePullSecrets: [{ name: 'reg' }, { name: '' }] },
  { setHostnameAsFQDN: true, hostnameOverride: 'my-host' },
  { hostnameOverride: 'Bad_Host', hostNetwork: true },
  { resources: { requests: { cpu: '1', memory: '1Gi' }, limits: { cpu: '2', memory: '2Gi' } } },
  { resources: { requests: { cpu: '2' }, limits: { cpu: '1', 'nvidia.com/gpu': '1' } } },
  { resources: { limits: { 'hugepages-2Mi': '2Mi' } } },
  { activeDeadlineSeconds: 0, terminationGracePeriodSeconds: -1 },
]
