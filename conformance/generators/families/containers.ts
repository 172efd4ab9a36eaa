/** Init containers and sidecars, resize policies, container restart rules and other container fields. */
import type { Patch } from './patch'

/** Container-level snippets. */
export const INIT_AND_RESIZE: Patch[] = [
  {
    spec: {
      initContainers: [
        {
          name: 'sidecar',
          image: 'envoy',
          restartPolicy: 'Always',
          startupProbe: { tcpSocket: { port: 1 } },
          readinessProbe: { exec: { command: ['x'] } },
          livenessProbe: { exec: { command: ['x'] } },
          lifecycle: { postStart: { exec: { command: ['x'] } }, preStop: { sleep: { seconds: 1 } } },
          resizePolicy: [{ resourceName: 'cpu', restartPolicy: 'NotRequired' }],
        },
      ],
    },
  },
  {
    spec: {
      initContainers: [
        { name: 'init', image: 'x', restartPolicy: 'OnFailure', readinessProbe: { exec: { command: ['x'] } } },
        {
          name: 'init2',
          image: 'x',
          lifecycle: { preStop: { exec: { command: ['x'] } } },
          startupProbe: { exec: { command: ['x'] } },
        },
        { name: 'main', image: 'x' },
      ],
    },
  },
  {
    spec: {
      initContainers: [
        {
          name: 'i',
          image: 'x',
          restartPolicyRules: [{ action: 'Restart', exitCodes: { operator: 'In', values: [1] } }],
          resources: { requests: { cpu: '1' } },
        },
      ],
    },
  },
  {
    container: {
      restartPolicy: 'Never',
      restartPolicyRules: [
        { action: 'Restart', exitCodes: { operator: 'NotIn', values: [0] } },
        { action: 'Bogus', exitCodes: { operator: 'Bogus', values: [] } },
        { action: 'RestartAllContainers', exitCodes: { operator: 'In', values: [1, 1, -1] } },
      ],
    },
  },
  { container: { restartPolicy: 'Always' } },
  { container: { restartPolicy: 'OnFailure', restartPolicyRules: [] } },
  {
    container: {
      resizePolicy: [
        { resourceName: 'cpu', restartPolicy: 'RestartContainer' },
        { resourceName: 'cpu', restartPolicy: 'NotRequired' },
        { resourceName: 'gpu', restartPolicy: 'Bogus' },
      ],
    },
  },
  { container: { stdin: true, stdinOnce: true, tty: true, terminationMessagePath: '' } },
  { container: { stdinOnce: true, terminationMessagePath: 'x'.repeat(5000) } },
  { container: { image: '', imagePullPolicy: 'Bogus', workingDir: 'rel' } },
  { container: { name: 'x'.repeat(64) } },
  { spec: { restartPolicy: 'Always' } },
  { spec: { containers: [] } },
]
