/**
 * The cluster-profile flags: --kubernetes-version (and
 * $K8S_JOBS_KUBERNETES_VERSION), --allow-privileged[=false] and
 * --feature-gates on validate, create and simulate; bad values are usage
 * errors (exit 2) with Kubernetes' messages; the text summary names the
 * version.
 */
import { describe, expect, it } from 'vitest'
import { main } from '../../src/cli/main'
import { parseFeatureGates } from '../../src/cli/profile-flags'
import { memoryHost } from './support/memory-host'

const PRIVILEGED =
  'apiVersion: batch/v1\nkind: Job\nmetadata: {name: priv}\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers: [{name: a, image: busybox, securityContext: {privileged: true}}]\n'

const run = (args: string[], env: Record<string, string> = {}) => {
  const host = memoryHost({ 'p.yaml': PRIVILEGED }, { env })
  return { code: main(args, host), out: host.out(), err: host.err() }
}

describe('k8s-jobs cluster profile flags', () => {
  it('accepts privileged Jobs by default and refuses them with --allow-privileged=false', () => {
    const on = run(['validate', 'p.yaml'])
    expect(on.code).toBe(0)
    expect(on.out).toBe('1 document in 1 file: 1 valid, 0 invalid, 0 errors (Kubernetes 1.37)\n')
    expect(run(['validate', '--allow-privileged', 'p.yaml']).code).toBe(0)
    const off = run(['validate', '--allow-privileged=false', 'p.yaml'])
    expect(off.code).toBe(1)
    expect(off.out).toContain(
      'spec.template.spec.containers[0].securityContext.privileged: Forbidden: disallowed by cluster policy',
    )
    expect(off.out).toContain('(Kubernetes 1.37, --allow-privileged=false)')
    expect(run(['create', '--allow-privileged=false', 'p.yaml']).code).toBe(1)
    expect(run(['create', 'p.yaml']).code).toBe(0)
    expect(run(['simulate', '--allow-privileged=false', 'p.yaml']).code).toBe(1)
  })

  it('reads the version from the flag, else the environment, and names the supported ones otherwise', () => {
    expect(run(['validate', '--kubernetes-version', 'v1.37.2', 'p.yaml']).code).toBe(0)
    expect(run(['validate', 'p.yaml'], { K8S_JOBS_KUBERNETES_VERSION: '1.37' }).code).toBe(0)
    const bad = run(['validate', '--kubernetes-version=1.32', 'p.yaml'])
    expect(bad.code).toBe(2)
    expect(bad.err).toContain(
      'invalid value "1.32" for --kubernetes-version: supported versions: 1.34, 1.35, 1.36, 1.37 (with --preview-version also 1.33)',
    )
    // A supported older minor needs no flag; a preview minor only with
    // --preview-version, and the summary says so.
    for (const v of ['1.36', '1.35', '1.34']) {
      const older = run(['validate', '--kubernetes-version', v, 'p.yaml'])
      expect(older.code).toBe(0)
      expect(older.out).toContain(`(Kubernetes ${v})`)
    }
    expect(run(['validate', '--kubernetes-version', '1.33', 'p.yaml']).code).toBe(2)
    const preview = run(['validate', '--kubernetes-version', '1.33', '--preview-version', 'p.yaml'])
    expect(preview.err).toBe('')
    expect(preview.code).toBe(0)
    expect(preview.out).toContain('Kubernetes 1.33 (preview)')
    const env = run(['validate', 'p.yaml'], { K8S_JOBS_KUBERNETES_VERSION: '1.30' })
    expect(env.code).toBe(2)
    expect(env.err).toContain('invalid value "1.30" for K8S_JOBS_KUBERNETES_VERSION')
    // The flag wins over the environment.
    expect(run(['validate', '--kubernetes-version=1.37', 'p.yaml'], { K8S_JOBS_KUBERNETES_VERSION: '1.30' }).code).toBe(
      0,
    )
  })

  it("checks --feature-gates as kube-apiserver does, with Kubernetes' messages", () => {
    const err = (gates: string): string => {
      const r = run(['validate', `--feature-gates=${gates}`, 'p.yaml'])
      expect(r.code).toBe(2)
      return r.err
    }
    expect(err('Nope=true')).toContain('unrecognized feature gate: Nope')
    expect(err('JobManagedBy=false')).toContain(
      'cannot set feature gate JobManagedBy to false, feature is locked to true',
    )
    expect(err('A')).toContain('missing bool value for A')
    expect(err('A=yes')).toContain('invalid value of A=yes, err: strconv.ParseBool: parsing "yes": invalid syntax')
    expect(err('PodLevelResources=false')).toContain('depends on features that are disabled: [PodLevelResources]')
    // A gate Job answers do not read is accepted; one they read but the library does not implement is refused.
    expect(run(['validate', '--feature-gates=KubeProxyIPVS=false', 'p.yaml']).code).toBe(0)
    expect(err('ImageVolumeWithDigest=true')).toContain('does not implement ImageVolumeWithDigest=true yet')
    const ok = run(['validate', '--feature-gates', 'MutablePodResourcesForSuspendedJobs=false', 'p.yaml'])
    expect(ok.code).toBe(0)
    expect(ok.out).toContain('(Kubernetes 1.37, --feature-gates=MutablePodResourcesForSuspendedJobs=false)')
  })

  it('parses --feature-gates as featuregate.Set does', () => {
    expect(parseFeatureGates(['A=true, B = false', ',', 'A=0'])).toEqual([
      ['A', false],
      ['B', false],
    ])
    expect(run(['validate', '--allow-privileged=maybe', 'p.yaml']).code).toBe(2)
  })

  it('lists the supported versions in --help', () => {
    for (const command of ['validate', 'create', 'simulate']) {
      const r = run([command, '--help'])
      expect(r.out).toContain('--kubernetes-version')
      expect(r.out).toContain('1.37')
      expect(r.out).toContain('--allow-privileged[=false]')
      expect(r.out).toContain('--feature-gates')
    }
    expect(run(['--help']).out).toContain(
      '--kubernetes-version (supported: 1.34, 1.35, 1.36, 1.37;\nwith --preview-version also 1.33)',
    )
  })
})
