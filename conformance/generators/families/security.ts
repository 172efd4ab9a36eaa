/** Container and pod security contexts, host namespaces and sysctls. */
import type { JsonObject } from '../jobs'

/** Container security contexts. */
export const CONTAINER_SECURITY: JsonObject[] = [
  { securityContext: { capabilities: { add: ['NET_ADMIN', 'SYS_ADMIN'], drop: ['ALL'] } } },
  { securityContext: { privileged: true, allowPrivilegeEscalation: false } },
  { securityContext: { capabilities: { add: ['CAP_SYS_ADMIN'] }, allowPrivilegeEscalation: false } },
  { securityContext: { procMount: 'Unmasked' } },
  { securityContext: { procMount: 'Bogus' } },
  { securityContext: { readOnlyRootFilesystem: true, runAsNonRoot: true, runAsUser: 0 } },
  { securityContext: { runAsUser: -1, runAsGroup: 2147483648 } },
  { securityContext: { seccompProfile: { type: 'Localhost', localhostProfile: 'p.json' } } },
  { securityContext: { seccompProfile: { type: 'Localhost' } } },
  { securityContext: { seccompProfile: { type: 'RuntimeDefault', localhostProfile: 'x' } } },
  { securityContext: { seccompProfile: { type: 'Bogus' } } },
  { securityContext: { appArmorProfile: { type: 'Localhost', localhostProfile: 'p' } } },
  { securityContext: { appArmorProfile: { type: 'RuntimeDefault', localhostProfile: 'p' } } },
  { securityContext: { appArmorProfile: { type: 'Bogus' } } },
  { securityContext: { appArmorProfile: { type: 'Localhost', localhostProfile: ' ' } } },
]
/** Pod security contexts and host namespaces (spec patches). */
export const POD_SECURITY: JsonObject[] = [
  { securityContext: { fsGroup: -1, fsGroupChangePolicy: 'Sometimes', supplementalGroups: [1, -2] } },
  { securityContext: { fsGroupChangePolicy: 'OnRootMismatch', supplementalGroupsPolicy: 'Merge' } },
  { securityContext: { supplementalGroupsPolicy: 'Bogus', seLinuxChangePolicy: 'Bogus' } },
  { securityContext: { seLinuxChangePolicy: 'MountOption', seLinuxOptions: { level: 's0:c1,c2' } } },
  { securityContext: { sysctls: [{ name: 'net.ipv4.ip_forward', value: '1' }], hostNetwork: true } },
  { securityContext: { seccompProfile: { type: 'Unconfined' }, appArmorProfile: { type: 'Unconfined' } } },
  { securityContext: { appArmorProfile: { type: 'Localhost' } } },
  { hostPID: true, shareProcessNamespace: true },
  { hostUsers: false, hostNetwork: true },
  { hostUsers: false, hostPID: true, hostIPC: true },
  { hostUsers: false, securityContext: { sysctls: [{ name: 'net.core.somaxconn', value: '1' }] } },
  { hostIPC: true, securityContext: { sysctls: [{ name: 'kernel.shmmax', value: '1' }] } },
  { hostNetwork: true, securityContext: { sysctls: [{ name: 'net.core.somaxconn', value: '1' }] } },
]
