import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  affinityWarnings,
  annotationWarnings,
  duplicateWarnings,
  nodeAffinityWarnings,
  portWarnings,
  topologyWarnings,
  volumeWarnings,
} from '../../src/job/pod-spec-warnings'
import type { PodSpec } from '../../src/core/generated/model'
import { PodSpecSchema } from '../../src/core/generated/pod-schema'
import { decodeStruct } from '../../src/wire/decode'

const AT = 'spec.template.spec'

/** The warnings read the decoded model: a pod spec written as JSON, decoded as the pipelines decode it. */
const pod = (json: unknown): PodSpec => decodeStruct(PodSpecSchema, json, { unknownFields: 'ignore' }).value

describe('GetWarningsForPodTemplate parts', () => {
  it('ports: hostIP without hostPort, duplicate/overlapping/ambiguous definitions, repeated names', () => {
    const spec = {
      initContainers: [{ ports: [{ name: 'http', containerPort: 80, protocol: 'TCP' }] }],
      containers: [
        {
          ports: [
            { name: 'http', containerPort: 80, protocol: 'TCP' },
            { containerPort: 81, protocol: 'TCP', hostIP: '10.0.0.1' },
            { containerPort: 82, protocol: 'TCP', hostPort: 82 },
            { containerPort: 82, protocol: 'TCP', hostPort: 82, hostIP: '10.0.0.2' },
            { containerPort: 82, protocol: 'TCP' },
          ],
        },
      ],
    }
    expect(portWarnings(pod(spec), AT)).toEqual([
      `${AT}.containers[0].ports[0]: duplicate port definition with ${AT}.initContainers[0].ports[0]`,
      `${AT}.containers[0].ports[1]: hostIP set without hostPort: {Name: HostPort:0 ContainerPort:81 Protocol:TCP HostIP:10.0.0.1}`,
      `${AT}.containers[0].ports[3]: dangerously ambiguous port definition with ${AT}.containers[0].ports[2]`,
      `${AT}.containers[0].ports[4]: overlapping port definition with ${AT}.containers[0].ports[2]`,
      `${AT}.containers[0].ports[4]: overlapping port definition with ${AT}.containers[0].ports[3]`,
      `${AT}.containers[0].ports[0]: duplicate port name "http" with ${AT}.initContainers[0].ports[0], services and probes that select ports by name will use ${AT}.initContainers[0].ports[0]`,
    ])
  })

  it('topology, annotations, volumes, duplicates, affinity', () => {
    expect(
      topologyWarnings(pod({ topologySpreadConstraints: [{ topologyKey: 'old' }] }), AT, (k) =>
        k === 'old' ? 'deprecated' : undefined,
      ),
    ).toEqual([
      `${AT}.topologySpreadConstraints[0].topologyKey: old is deprecated`,
      `${AT}.topologySpreadConstraints[0].labelSelector: a null labelSelector results in matching no pod`,
    ])
    expect(annotationWarnings({ 'scheduler.alpha.kubernetes.io/critical-pod': '' }, 'spec.template.metadata')).toEqual([
      'spec.template.metadata.annotations[scheduler.alpha.kubernetes.io/critical-pod]: non-functional in v1.16+; use the "priorityClassName" field instead',
    ])
    expect(volumeWarnings(pod({ volumes: [{ name: 'a', storageos: {}, gitRepo: {} }] }), AT)).toEqual([
      `${AT}.volumes[0].gitRepo: deprecated in v1.11, and disabled by default in v1.33+`,
      `${AT}.volumes[0].storageOS: deprecated in v1.22, non-functional in v1.25+`,
    ])
    expect(
      duplicateWarnings(pod({ hostAliases: [{ ip: '1.1.1.1' }, { ip: '1.1.1.1' }], imagePullSecrets: [{}, {}] }), AT),
    ).toEqual([
      `${AT}.hostAliases[1].ip: duplicate ip "1.1.1.1"`,
      `${AT}.imagePullSecrets[1].name: duplicate name ""`,
      `${AT}.imagePullSecrets[0].name: invalid empty name ""`,
      `${AT}.imagePullSecrets[1].name: invalid empty name ""`,
    ])
    expect(
      affinityWarnings(
        pod({ affinity: { podAntiAffinity: { preferredDuringSchedulingIgnoredDuringExecution: [{}] } } }),
        AT,
      ),
    ).toEqual([
      `${AT}.affinity.podAntiAffinity.preferredDuringSchedulingIgnoredDuringExecution[0].podAffinityTerm.labelSelector: a null labelSelector results in matching no pod`,
    ])
  })

  it('never throw on any spec', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (json) => {
        const spec = pod(json)
        for (const f of [portWarnings, volumeWarnings, duplicateWarnings, affinityWarnings]) f(spec, AT)
        topologyWarnings(spec, AT, () => undefined)
        nodeAffinityWarnings(spec, AT, () => 'deprecated')
      }),
    )
  })
})
