/**
 * The fields v1.37 added behind alpha gates that are off by default
 * (`bindMountOptions`, an emptyDir's `mode`, probe `protocol` and gRPC
 * `mode`, the atomic-writer volumes' `user` fields): the API server drops
 * them on create (pkg/api/pod `dropDisabledFields`) and keeps and validates
 * them only on an update whose old template uses them (`…InUse(old)`), so
 * the sweeps' update from the same template reaches their rules
 * (`validateBindMountOptions`, `validateHTTPGetAction`'s protocol branches,
 * `atomicWriteVolumeUserFieldsInUse`). Found missing by the coverage pass
 * of issue #21: the library kept the four fields of the first kind on create.
 */
import type { JsonObject } from '../jobs'
import type { Patch } from './patch'

const mounted = (volume: JsonObject, mount: JsonObject = {}): Patch => ({
  spec: { volumes: [{ name: 'v', ...volume }] },
  container: { volumeMounts: [{ name: 'v', mountPath: '/m/v', ...mount }] },
})
const probe = (p: JsonObject): Patch => ({ container: { livenessProbe: p } })

/** Every alpha-field snippet. */
export const ALPHA: Patch[] = [
  mounted({ emptyDir: {} }, { bindMountOptions: ['noexec', 'bad', 'noexec', 'nodev'] }),
  mounted({ emptyDir: {} }, { bindMountOptions: ['nosuid'] }),
  mounted({ image: { reference: 'busybox' } }, { bindMountOptions: ['nodev'] }),
  mounted({ emptyDir: { mode: 1023 } }),
  mounted({ emptyDir: { mode: 1024 } }),
  mounted({ emptyDir: { mode: -1, medium: 'Memory' } }),
  probe({ httpGet: { port: 80, protocol: 'HTTP2' } }),
  probe({ httpGet: { port: 80, protocol: 'HTTP3' } }),
  probe({ httpGet: { port: 443, scheme: 'HTTPS', protocol: 'HTTP2' } }),
  probe({ httpGet: { port: 80, host: 'example.com', protocol: 'HTTP2' } }),
  probe({ httpGet: { port: 80, protocol: 'HTTP1' } }),
  { container: { lifecycle: { preStop: { httpGet: { port: 80, protocol: 'SPDY' } } } } },
  { container: { readinessProbe: { grpc: { port: 9000, mode: 'TLS' } } } },
  { container: { startupProbe: { grpc: { port: 9000, mode: 'SSL' } } } },
  mounted({ secret: { secretName: 's', items: [{ key: 'k', path: 'p', user: -1 }] } }),
  mounted({ configMap: { name: 'c', items: [{ key: 'k', path: 'p', user: 1000 }] } }),
  mounted({ downwardAPI: { items: [{ path: 'n', fieldRef: { fieldPath: 'metadata.name' }, user: 1000 }] } }),
  mounted({
    projected: {
      sources: [
        { secret: { name: 's', items: [{ key: 'k', path: 's', user: 1000 }] } },
        { downwardAPI: { items: [{ path: 'd', fieldRef: { fieldPath: 'metadata.name' }, user: 1000 }] } },
        { configMap: { name: 'c', items: [{ key: 'k', path: 'c', user: 2147483648 }] } },
        { serviceAccountToken: { path: 't', user: 1000 } },
      ],
    },
  }),
]
