/**
 * Named regression inputs of the API-server ops (issue #21, 1-8: divergences
 * an independent differential check found in createJob / dryRunCreateJob /
 * dryRunUpdateJob / validatePodTemplate / updateJob). Only the inputs live
 * here; their expected answers are the oracle's, recorded by
 * `npm run conformance:record -- --regressions --op job.create,job.update,podTemplate.validate,podTemplate.default`
 * into test/fixtures/upstream/<op>.regressions.jsonl (see ./regressions.ts).
 * A request body is JSON text, as the server receives it, so a number such
 * as 9007199254740993 keeps its digits.
 */
import { fixedCreateRequest } from './generators/request-parts'
import type { RegressionCase } from './regressions'

/** A job.create request with the fixed uid, timestamp and name suffix of these cases. */
const createRequest = (body: string) => fixedCreateRequest(body)

/** The job.create regressions. */
export const jobCreate: readonly RegressionCase[] = [
  {
    name: 'hostpid-share-process-namespace',
    why: 'issue #21, 1: hostPID with shareProcessNamespace was accepted (ValidatePodSpec validateShareProcessNamespace)',
    input: createRequest(
      '{"apiVersion":"batch/v1","kind":"Job","metadata":{"name":"pi"},"spec":{"template":{"spec":{"hostPID":true,"shareProcessNamespace":true,"restartPolicy":"Never","containers":[{"name":"pi","image":"perl"}]}}}}',
    ),
  },
  {
    name: 'status-start-time-number',
    why: 'issue #21, 2: a metav1.Time decode error names the Go struct field (JobStatus.status.startTime), not "Go value"',
    input: createRequest(
      '{"apiVersion":"batch/v1","kind":"Job","metadata":{"name":"pi"},"spec":{"template":{"spec":{"restartPolicy":"Never","containers":[{"name":"pi","image":"perl"}]}}},"status":{"startTime":1}}',
    ),
  },
  {
    name: 'creation-timestamp-bool',
    why: 'issue #21, 2: metadata.creationTimestamp decode error with the struct-field context',
    input: createRequest(
      '{"apiVersion":"batch/v1","kind":"Job","metadata":{"name":"pi","creationTimestamp":true},"spec":{"template":{"spec":{"restartPolicy":"Never","containers":[{"name":"pi","image":"perl"}]}}}}',
    ),
  },
  {
    name: 'template-creation-timestamp-object',
    why: "issue #21, 2: the template's creationTimestamp decode error with the struct-field context",
    input: createRequest(
      '{"apiVersion":"batch/v1","kind":"Job","metadata":{"name":"pi"},"spec":{"template":{"metadata":{"creationTimestamp":{}},"spec":{"restartPolicy":"Never","containers":[{"name":"pi","image":"perl"}]}}}}',
    ),
  },
  {
    name: 'probe-http-get-port-array',
    why: 'issue #21, 2: an IntOrString decode error names HTTPGetAction...ProbeHandler.httpGet.port of type int32',
    input: createRequest(
      '{"apiVersion":"batch/v1","kind":"Job","metadata":{"name":"pi"},"spec":{"template":{"spec":{"restartPolicy":"Never","containers":[{"name":"pi","image":"perl","livenessProbe":{"httpGet":{"port":[]}}}]}}}}',
    ),
  },
  {
    name: 'status-completion-time-bool',
    why: 'issue #21, 2: status.completionTime decode error with the struct-field context',
    input: createRequest(
      '{"apiVersion":"batch/v1","kind":"Job","metadata":{"name":"pi"},"spec":{"template":{"spec":{"restartPolicy":"Never","containers":[{"name":"pi","image":"perl"}]}}},"status":{"completionTime":false}}',
    ),
  },
  {
    name: 'selector-not-generated-go-field-order',
    why: 'issue #21, 3: a selector in an error value prints matchLabels first and omits an empty values',
    input: createRequest(
      '{"apiVersion":"batch/v1","kind":"Job","metadata":{"name":"pi"},"spec":{"selector":{"matchExpressions":[{"key":"a","operator":"Exists","values":[]}],"matchLabels":{"app":"x"}},"template":{"metadata":{"labels":{"app":"x"}},"spec":{"restartPolicy":"Never","containers":[{"name":"pi","image":"perl"}]}}}}',
    ),
  },
  {
    name: 'pod-failure-policy-exit-codes-values-null',
    why: 'issue #21, 5: onExitCodes.values null prints null, not []',
    input: createRequest(
      '{"apiVersion":"batch/v1","kind":"Job","metadata":{"name":"pi"},"spec":{"podFailurePolicy":{"rules":[{"action":"FailJob","onExitCodes":{"operator":"In","values":null}}]},"template":{"spec":{"restartPolicy":"Never","containers":[{"name":"pi","image":"perl"}]}}}}',
    ),
  },
  {
    name: 'pod-failure-policy-exit-codes-values-empty',
    why: 'issue #21, 5: onExitCodes.values [] still prints []',
    input: createRequest(
      '{"apiVersion":"batch/v1","kind":"Job","metadata":{"name":"pi"},"spec":{"podFailurePolicy":{"rules":[{"action":"FailJob","onExitCodes":{"operator":"In","values":[]}}]},"template":{"spec":{"restartPolicy":"Never","containers":[{"name":"pi","image":"perl"}]}}}}',
    ),
  },
  {
    name: 'int64-beyond-2-53-exact',
    why: 'issue #21, 6: int64 beyond 2^53 printed exactly in error text when the request is text',
    input: createRequest(
      '{"apiVersion":"batch/v1","kind":"Job","metadata":{"name":"pi"},"spec":{"template":{"spec":{"securityContext":{"fsGroup":9007199254740993,"runAsUser":-9007199254740995,"supplementalGroups":[36028797018963971]},"activeDeadlineSeconds":18014398509481985,"restartPolicy":"Never","containers":[{"name":"pi","image":"perl"}]}}}}',
    ),
  },
  {
    name: 'generate-name-only',
    why: 'issue #21, 7: a generateName-only Job is named before validation (createJob refused it)',
    input: createRequest(
      '{"apiVersion":"batch/v1","kind":"Job","metadata":{"generateName":"pi-"},"spec":{"template":{"spec":{"restartPolicy":"Never","containers":[{"name":"pi","image":"perl"}]}}}}',
    ),
  },
  {
    name: 'generate-name-invalid',
    why: 'issue #21, 7: an invalid generateName prefix, reported under the generated name',
    input: createRequest(
      '{"apiVersion":"batch/v1","kind":"Job","metadata":{"generateName":"Bad_"},"spec":{"template":{"spec":{"restartPolicy":"Never","containers":[{"name":"pi","image":"perl"}]}}}}',
    ),
  },
  {
    name: 'int64-max-value',
    why: 'issue #21, 7: int64 max in the request, reported as the server does (the dry run re-decoded its model before)',
    input: createRequest(
      '{"apiVersion":"batch/v1","kind":"Job","metadata":{"name":"pi"},"spec":{"template":{"spec":{"securityContext":{"supplementalGroups":[9223372036854775807]},"restartPolicy":"Never","containers":[{"name":"pi","image":"perl"}]}}}}',
    ),
  },
]

/** The job.update regressions. */
export const jobUpdate: readonly RegressionCase[] = [
  {
    name: 'selector-immutable-empty',
    why: 'issue #21, 4: an empty selector in an immutable error prints {}',
    input: {
      body: '{"kind":"Job","apiVersion":"batch/v1","metadata":{"name":"pi","namespace":"default","uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","generation":1,"creationTimestamp":"2026-01-02T03:04:05Z","labels":{"batch.kubernetes.io/controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","batch.kubernetes.io/job-name":"pi","controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","job-name":"pi"},"resourceVersion":"5"},"spec":{"parallelism":1,"completions":1,"backoffLimit":6,"selector":{},"manualSelector":false,"template":{"metadata":{"labels":{"batch.kubernetes.io/controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","batch.kubernetes.io/job-name":"pi","controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","job-name":"pi"}},"spec":{"containers":[{"name":"pi","image":"perl","resources":{},"terminationMessagePath":"/dev/termination-log","terminationMessagePolicy":"File","imagePullPolicy":"Always"}],"restartPolicy":"Never","terminationGracePeriodSeconds":30,"dnsPolicy":"ClusterFirst","securityContext":{},"schedulerName":"default-scheduler"}},"completionMode":"NonIndexed","suspend":false,"podReplacementPolicy":"TerminatingOrFailed"}}',
      namespace: 'default',
      name: 'pi',
      fieldValidation: 'Strict',
      stored: {
        kind: 'Job',
        apiVersion: 'batch/v1',
        metadata: {
          name: 'pi',
          namespace: 'default',
          uid: '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
          generation: 1,
          creationTimestamp: '2026-01-02T03:04:05Z',
          labels: {
            'batch.kubernetes.io/controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
            'batch.kubernetes.io/job-name': 'pi',
            'controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
            'job-name': 'pi',
          },
          resourceVersion: '5',
        },
        spec: {
          parallelism: 1,
          completions: 1,
          backoffLimit: 6,
          selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77' } },
          manualSelector: false,
          template: {
            metadata: {
              labels: {
                'batch.kubernetes.io/controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
                'batch.kubernetes.io/job-name': 'pi',
                'controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
                'job-name': 'pi',
              },
            },
            spec: {
              containers: [
                {
                  name: 'pi',
                  image: 'perl',
                  resources: {},
                  terminationMessagePath: '/dev/termination-log',
                  terminationMessagePolicy: 'File',
                  imagePullPolicy: 'Always',
                },
              ],
              restartPolicy: 'Never',
              terminationGracePeriodSeconds: 30,
              dnsPolicy: 'ClusterFirst',
              securityContext: {},
              schedulerName: 'default-scheduler',
            },
          },
          completionMode: 'NonIndexed',
          suspend: false,
          podReplacementPolicy: 'TerminatingOrFailed',
        },
        status: {},
      },
    },
  },
  {
    name: 'selector-immutable-go-field-order',
    why: 'issue #21, 3: the immutable selector prints in Go field order, values omitted when empty',
    input: {
      body: '{"kind":"Job","apiVersion":"batch/v1","metadata":{"name":"pi","namespace":"default","uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","generation":1,"creationTimestamp":"2026-01-02T03:04:05Z","labels":{"batch.kubernetes.io/controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","batch.kubernetes.io/job-name":"pi","controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","job-name":"pi"},"resourceVersion":"5"},"spec":{"parallelism":1,"completions":1,"backoffLimit":6,"selector":{"matchExpressions":[{"key":"a","operator":"DoesNotExist","values":[]}],"matchLabels":{"b":"c"}},"manualSelector":false,"template":{"metadata":{"labels":{"batch.kubernetes.io/controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","batch.kubernetes.io/job-name":"pi","controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","job-name":"pi"}},"spec":{"containers":[{"name":"pi","image":"perl","resources":{},"terminationMessagePath":"/dev/termination-log","terminationMessagePolicy":"File","imagePullPolicy":"Always"}],"restartPolicy":"Never","terminationGracePeriodSeconds":30,"dnsPolicy":"ClusterFirst","securityContext":{},"schedulerName":"default-scheduler"}},"completionMode":"NonIndexed","suspend":false,"podReplacementPolicy":"TerminatingOrFailed"}}',
      namespace: 'default',
      name: 'pi',
      fieldValidation: 'Strict',
      stored: {
        kind: 'Job',
        apiVersion: 'batch/v1',
        metadata: {
          name: 'pi',
          namespace: 'default',
          uid: '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
          generation: 1,
          creationTimestamp: '2026-01-02T03:04:05Z',
          labels: {
            'batch.kubernetes.io/controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
            'batch.kubernetes.io/job-name': 'pi',
            'controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
            'job-name': 'pi',
          },
          resourceVersion: '5',
        },
        spec: {
          parallelism: 1,
          completions: 1,
          backoffLimit: 6,
          selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77' } },
          manualSelector: false,
          template: {
            metadata: {
              labels: {
                'batch.kubernetes.io/controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
                'batch.kubernetes.io/job-name': 'pi',
                'controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
                'job-name': 'pi',
              },
            },
            spec: {
              containers: [
                {
                  name: 'pi',
                  image: 'perl',
                  resources: {},
                  terminationMessagePath: '/dev/termination-log',
                  terminationMessagePolicy: 'File',
                  imagePullPolicy: 'Always',
                },
              ],
              restartPolicy: 'Never',
              terminationGracePeriodSeconds: 30,
              dnsPolicy: 'ClusterFirst',
              securityContext: {},
              schedulerName: 'default-scheduler',
            },
          },
          completionMode: 'NonIndexed',
          suspend: false,
          podReplacementPolicy: 'TerminatingOrFailed',
        },
        status: {},
      },
    },
  },
  {
    name: 'selector-immutable-empty-lists',
    why: 'issue #21, 4: a selector of empty matchLabels/matchExpressions prints {}',
    input: {
      body: '{"kind":"Job","apiVersion":"batch/v1","metadata":{"name":"pi","namespace":"default","uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","generation":1,"creationTimestamp":"2026-01-02T03:04:05Z","labels":{"batch.kubernetes.io/controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","batch.kubernetes.io/job-name":"pi","controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","job-name":"pi"},"resourceVersion":"5"},"spec":{"parallelism":1,"completions":1,"backoffLimit":6,"selector":{"matchExpressions":[],"matchLabels":{}},"manualSelector":false,"template":{"metadata":{"labels":{"batch.kubernetes.io/controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","batch.kubernetes.io/job-name":"pi","controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","job-name":"pi"}},"spec":{"containers":[{"name":"pi","image":"perl","resources":{},"terminationMessagePath":"/dev/termination-log","terminationMessagePolicy":"File","imagePullPolicy":"Always"}],"restartPolicy":"Never","terminationGracePeriodSeconds":30,"dnsPolicy":"ClusterFirst","securityContext":{},"schedulerName":"default-scheduler"}},"completionMode":"NonIndexed","suspend":false,"podReplacementPolicy":"TerminatingOrFailed"}}',
      namespace: 'default',
      name: 'pi',
      fieldValidation: 'Strict',
      stored: {
        kind: 'Job',
        apiVersion: 'batch/v1',
        metadata: {
          name: 'pi',
          namespace: 'default',
          uid: '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
          generation: 1,
          creationTimestamp: '2026-01-02T03:04:05Z',
          labels: {
            'batch.kubernetes.io/controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
            'batch.kubernetes.io/job-name': 'pi',
            'controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
            'job-name': 'pi',
          },
          resourceVersion: '5',
        },
        spec: {
          parallelism: 1,
          completions: 1,
          backoffLimit: 6,
          selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77' } },
          manualSelector: false,
          template: {
            metadata: {
              labels: {
                'batch.kubernetes.io/controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
                'batch.kubernetes.io/job-name': 'pi',
                'controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
                'job-name': 'pi',
              },
            },
            spec: {
              containers: [
                {
                  name: 'pi',
                  image: 'perl',
                  resources: {},
                  terminationMessagePath: '/dev/termination-log',
                  terminationMessagePolicy: 'File',
                  imagePullPolicy: 'Always',
                },
              ],
              restartPolicy: 'Never',
              terminationGracePeriodSeconds: 30,
              dnsPolicy: 'ClusterFirst',
              securityContext: {},
              schedulerName: 'default-scheduler',
            },
          },
          completionMode: 'NonIndexed',
          suspend: false,
          podReplacementPolicy: 'TerminatingOrFailed',
        },
        status: {},
      },
    },
  },
  {
    name: 'selector-immutable-nil',
    why: 'issue #21, 3: a removed selector prints null',
    input: {
      body: '{"kind":"Job","apiVersion":"batch/v1","metadata":{"name":"pi","namespace":"default","uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","generation":1,"creationTimestamp":"2026-01-02T03:04:05Z","labels":{"batch.kubernetes.io/controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","batch.kubernetes.io/job-name":"pi","controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","job-name":"pi"},"resourceVersion":"5"},"spec":{"parallelism":1,"completions":1,"backoffLimit":6,"manualSelector":false,"template":{"metadata":{"labels":{"batch.kubernetes.io/controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","batch.kubernetes.io/job-name":"pi","controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","job-name":"pi"}},"spec":{"containers":[{"name":"pi","image":"perl","resources":{},"terminationMessagePath":"/dev/termination-log","terminationMessagePolicy":"File","imagePullPolicy":"Always"}],"restartPolicy":"Never","terminationGracePeriodSeconds":30,"dnsPolicy":"ClusterFirst","securityContext":{},"schedulerName":"default-scheduler"}},"completionMode":"NonIndexed","suspend":false,"podReplacementPolicy":"TerminatingOrFailed"}}',
      namespace: 'default',
      name: 'pi',
      fieldValidation: 'Strict',
      stored: {
        kind: 'Job',
        apiVersion: 'batch/v1',
        metadata: {
          name: 'pi',
          namespace: 'default',
          uid: '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
          generation: 1,
          creationTimestamp: '2026-01-02T03:04:05Z',
          labels: {
            'batch.kubernetes.io/controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
            'batch.kubernetes.io/job-name': 'pi',
            'controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
            'job-name': 'pi',
          },
          resourceVersion: '5',
        },
        spec: {
          parallelism: 1,
          completions: 1,
          backoffLimit: 6,
          selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77' } },
          manualSelector: false,
          template: {
            metadata: {
              labels: {
                'batch.kubernetes.io/controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
                'batch.kubernetes.io/job-name': 'pi',
                'controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
                'job-name': 'pi',
              },
            },
            spec: {
              containers: [
                {
                  name: 'pi',
                  image: 'perl',
                  resources: {},
                  terminationMessagePath: '/dev/termination-log',
                  terminationMessagePolicy: 'File',
                  imagePullPolicy: 'Always',
                },
              ],
              restartPolicy: 'Never',
              terminationGracePeriodSeconds: 30,
              dnsPolicy: 'ClusterFirst',
              securityContext: {},
              schedulerName: 'default-scheduler',
            },
          },
          completionMode: 'NonIndexed',
          suspend: false,
          podReplacementPolicy: 'TerminatingOrFailed',
        },
        status: {},
      },
    },
  },
  {
    name: 'int64-beyond-2-53-exact',
    why: 'issue #21, 6: int64 beyond 2^53 printed exactly in error text when the request is text',
    input: {
      body: '{"kind":"Job","apiVersion":"batch/v1","metadata":{"name":"pi","namespace":"default","uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","generation":1,"creationTimestamp":"2026-01-02T03:04:05Z","labels":{"batch.kubernetes.io/controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","batch.kubernetes.io/job-name":"pi","controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","job-name":"pi"},"resourceVersion":"5"},"spec":{"parallelism":1,"completions":1,"backoffLimit":6,"selector":{"matchLabels":{"batch.kubernetes.io/controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77"}},"manualSelector":false,"template":{"metadata":{"labels":{"batch.kubernetes.io/controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","batch.kubernetes.io/job-name":"pi","controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","job-name":"pi"}},"spec":{"containers":[{"name":"pi","image":"perl","resources":{},"terminationMessagePath":"/dev/termination-log","terminationMessagePolicy":"File","imagePullPolicy":"Always"}],"restartPolicy":"Never","terminationGracePeriodSeconds":30,"dnsPolicy":"ClusterFirst","securityContext":{},"schedulerName":"default-scheduler"}},"completionMode":"NonIndexed","suspend":false,"podReplacementPolicy":"TerminatingOrFailed","activeDeadlineSeconds":-9007199254740993}}',
      namespace: 'default',
      name: 'pi',
      fieldValidation: 'Strict',
      stored: {
        kind: 'Job',
        apiVersion: 'batch/v1',
        metadata: {
          name: 'pi',
          namespace: 'default',
          uid: '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
          generation: 1,
          creationTimestamp: '2026-01-02T03:04:05Z',
          labels: {
            'batch.kubernetes.io/controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
            'batch.kubernetes.io/job-name': 'pi',
            'controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
            'job-name': 'pi',
          },
          resourceVersion: '5',
        },
        spec: {
          parallelism: 1,
          completions: 1,
          backoffLimit: 6,
          selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77' } },
          manualSelector: false,
          template: {
            metadata: {
              labels: {
                'batch.kubernetes.io/controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
                'batch.kubernetes.io/job-name': 'pi',
                'controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
                'job-name': 'pi',
              },
            },
            spec: {
              containers: [
                {
                  name: 'pi',
                  image: 'perl',
                  resources: {},
                  terminationMessagePath: '/dev/termination-log',
                  terminationMessagePolicy: 'File',
                  imagePullPolicy: 'Always',
                },
              ],
              restartPolicy: 'Never',
              terminationGracePeriodSeconds: 30,
              dnsPolicy: 'ClusterFirst',
              securityContext: {},
              schedulerName: 'default-scheduler',
            },
          },
          completionMode: 'NonIndexed',
          suspend: false,
          podReplacementPolicy: 'TerminatingOrFailed',
        },
        status: {},
      },
    },
  },
  {
    name: 'undefaulted-stored-label-change',
    why: 'issue #21, 8: a stored Job without its defaults is defaulted as storage would (no spurious immutable errors)',
    input: {
      body: '{"apiVersion":"batch/v1","kind":"Job","metadata":{"name":"pi","namespace":"default","uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","generation":1,"creationTimestamp":"2026-01-02T03:04:05Z","labels":{"batch.kubernetes.io/controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","batch.kubernetes.io/job-name":"pi","controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","job-name":"pi","a":"b"}},"spec":{"selector":{"matchLabels":{"batch.kubernetes.io/controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77"}},"template":{"metadata":{"labels":{"batch.kubernetes.io/controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","batch.kubernetes.io/job-name":"pi","controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","job-name":"pi"}},"spec":{"restartPolicy":"Never","containers":[{"name":"pi","image":"perl"}]}}}}',
      namespace: 'default',
      name: 'pi',
      fieldValidation: 'Strict',
      stored: {
        apiVersion: 'batch/v1',
        kind: 'Job',
        metadata: {
          name: 'pi',
          namespace: 'default',
          uid: '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
          generation: 1,
          creationTimestamp: '2026-01-02T03:04:05Z',
          labels: {
            'batch.kubernetes.io/controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
            'batch.kubernetes.io/job-name': 'pi',
            'controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
            'job-name': 'pi',
          },
          resourceVersion: '5',
        },
        spec: {
          selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77' } },
          template: {
            metadata: {
              labels: {
                'batch.kubernetes.io/controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
                'batch.kubernetes.io/job-name': 'pi',
                'controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
                'job-name': 'pi',
              },
            },
            spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] },
          },
        },
      },
    },
  },
  {
    name: 'undefaulted-stored-suspend',
    why: 'issue #21, 8: a stored Job without its defaults, a real spec change bumps the generation',
    input: {
      body: '{"apiVersion":"batch/v1","kind":"Job","metadata":{"name":"pi","namespace":"default","uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","generation":1,"creationTimestamp":"2026-01-02T03:04:05Z","labels":{"batch.kubernetes.io/controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","batch.kubernetes.io/job-name":"pi","controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","job-name":"pi"}},"spec":{"selector":{"matchLabels":{"batch.kubernetes.io/controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77"}},"template":{"metadata":{"labels":{"batch.kubernetes.io/controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","batch.kubernetes.io/job-name":"pi","controller-uid":"3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77","job-name":"pi"}},"spec":{"restartPolicy":"Never","containers":[{"name":"pi","image":"perl"}]}},"suspend":true}}',
      namespace: 'default',
      name: 'pi',
      fieldValidation: 'Strict',
      stored: {
        apiVersion: 'batch/v1',
        kind: 'Job',
        metadata: {
          name: 'pi',
          namespace: 'default',
          uid: '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
          generation: 1,
          creationTimestamp: '2026-01-02T03:04:05Z',
          labels: {
            'batch.kubernetes.io/controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
            'batch.kubernetes.io/job-name': 'pi',
            'controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
            'job-name': 'pi',
          },
          resourceVersion: '5',
        },
        spec: {
          selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77' } },
          template: {
            metadata: {
              labels: {
                'batch.kubernetes.io/controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
                'batch.kubernetes.io/job-name': 'pi',
                'controller-uid': '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
                'job-name': 'pi',
              },
            },
            spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] },
          },
        },
      },
    },
  },
]

/** The podTemplate.validate regressions. */
export const podTemplateValidate: readonly RegressionCase[] = [
  {
    name: 'hostpid-share-process-namespace',
    why: 'issue #21, 1: hostPID with shareProcessNamespace was accepted (ValidatePodSpec validateShareProcessNamespace)',
    input: {
      template: {
        spec: {
          hostPID: true,
          shareProcessNamespace: true,
          restartPolicy: 'Never',
          containers: [{ name: 'a', image: 'busybox' }],
        },
      },
    },
  },
  {
    name: 'host-namespaces-host-users-false',
    why: 'issue #21, 1: the sibling host-namespace rules (hostUsers false, hostnameOverride) next to shareProcessNamespace, in Go order',
    input: {
      template: {
        spec: {
          hostPID: true,
          hostUsers: false,
          shareProcessNamespace: true,
          hostIPC: true,
          hostNetwork: true,
          hostnameOverride: 'x',
          restartPolicy: 'Never',
          containers: [{ name: 'a', image: 'busybox', volumeDevices: [{ name: 'd', devicePath: '/dev/x' }] }],
        },
      },
    },
  },
  {
    name: 'share-process-namespace-without-hostpid',
    why: 'issue #21, 1: shareProcessNamespace alone is valid',
    input: {
      template: {
        spec: {
          hostPID: false,
          shareProcessNamespace: true,
          restartPolicy: 'Never',
          containers: [{ name: 'a', image: 'busybox' }],
        },
      },
    },
  },
  {
    name: 'template-creation-timestamp-number',
    why: 'issue #21, 2: the template creationTimestamp decode error in podTemplate.validate',
    input: { template: { metadata: { creationTimestamp: 5 }, spec: { containers: [{ name: 'a', image: 'b' }] } } },
  },
  {
    name: 'user-namespaces-kept-by-old-template',
    why: 'issue #21, 1 (a sibling rule, found by the host-namespace generator family): an old template with hostUsers false and volumeDevices / hostNetwork allows them (GetValidationOptionsFromPodSpecAndMeta)',
    input: {
      template: {
        spec: {
          containers: [{ name: 'main', image: 'busybox', volumeDevices: [{ name: 'data', devicePath: '/dev/xvda' }] }],
          hostUsers: false,
          hostNetwork: true,
        },
      },
      oldTemplate: {
        spec: {
          containers: [{ name: 'main', image: 'busybox', volumeDevices: [{ name: 'data', devicePath: '/dev/xvda' }] }],
          hostUsers: false,
          hostNetwork: true,
        },
      },
    },
  },
  {
    name: 'user-namespaces-new-in-update',
    why: 'issue #21, 1: an old template without them does not allow volumeDevices or hostNetwork with hostUsers false',
    input: {
      template: {
        spec: {
          containers: [{ name: 'main', image: 'busybox', volumeDevices: [{ name: 'data', devicePath: '/dev/xvda' }] }],
          hostUsers: false,
          hostNetwork: true,
        },
      },
      oldTemplate: { spec: { containers: [{ name: 'main', image: 'busybox' }], hostUsers: false } },
    },
  },
]

/** The podTemplate.default regressions. */
export const podTemplateDefault: readonly RegressionCase[] = [
  {
    name: 'readiness-probe-tcp-port-bool',
    why: 'issue #21, 2: an IntOrString decode error in the pod template defaulting path',
    input: {
      template: { spec: { containers: [{ name: 'a', image: 'b', readinessProbe: { tcpSocket: { port: true } } }] } },
    },
  },
]
