/**
 * Builders mirroring the helpers of upstream `validation_test.go`
 * (`getValidManualSelector`, `getValidGeneratedSelector`,
 * `getValidPodTemplateSpecForGenerated`, `podtest.MakePodSpec`), in wire form.
 */

/** Recursively freezes a value (tests pass frozen inputs to catch mutation). */
export const deepFreeze = <T>(value: T): T => {
  const stack: unknown[] = [value]
  const seen = new Set<unknown>()
  while (stack.length > 0) {
    const v = stack.pop()
    if (typeof v !== 'object' || v === null || seen.has(v)) continue
    seen.add(v)
    Object.freeze(v)
    for (const k of Object.keys(v)) stack.push((v as Record<string, unknown>)[k])
  }
  return value
}

/** `podtest.MakeContainer(name)`. */
export const container = (name: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  name,
  image: 'image',
  imagePullPolicy: 'IfNotPresent',
  terminationMessagePolicy: 'File',
  ...extra,
})

/** `podtest.MakePodSpec(SetRestartPolicy(restartPolicy))`. */
export const podSpec = (restartPolicy = 'Always', extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  containers: [container('ctr')],
  restartPolicy,
  dnsPolicy: 'ClusterFirst',
  terminationGracePeriodSeconds: 30,
  ...extra,
})

export const UID = '1a2b3c'

/** `getValidGeneratedSelector().MatchLabels`. */
export const generatedLabels = (): Record<string, string> => ({
  'batch.kubernetes.io/controller-uid': UID,
  'controller-uid': UID,
  'batch.kubernetes.io/job-name': 'myjob',
  'job-name': 'myjob',
})

/** `getValidGeneratedSelector()`. */
export const generatedSelector = (): Record<string, unknown> => ({ matchLabels: generatedLabels() })

/** `getValidManualSelector()`. */
export const manualSelector = (): Record<string, unknown> => ({ matchLabels: { a: 'b' } })

/** `getValidPodTemplateSpecForGenerated` (restart policy `OnFailure`, init container `def`). */
export const templateForGenerated = (
  restartPolicy = 'OnFailure',
  labels: Record<string, string> = generatedLabels(),
): Record<string, unknown> => ({
  metadata: { labels },
  spec: podSpec(restartPolicy, { initContainers: [container('def')] }),
})

/** `getValidPodTemplateSpecForManual`. */
export const templateForManual = (): Record<string, unknown> => ({
  metadata: { labels: { a: 'b' } },
  spec: podSpec('OnFailure'),
})

/** `validJobObjectMeta`. */
export const validMeta = (): Record<string, unknown> => ({ name: 'myjob', namespace: 'default', uid: UID })

/** A batch/v1 Job in wire form. */
export const job = (
  spec: Record<string, unknown>,
  metadata: Record<string, unknown> = validMeta(),
): Record<string, unknown> => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata,
  spec,
})

/** A generated-selector Job with `spec` fields merged in. */
export const generatedJob = (
  spec: Record<string, unknown> = {},
  restartPolicy = 'OnFailure',
): Record<string, unknown> =>
  job({ selector: generatedSelector(), template: templateForGenerated(restartPolicy), ...spec })
