/** Command-line arguments shared by the conformance runners. */
import { DEFAULT_KUBERNETES_VERSION, type KubernetesMinor, parseKubernetesVersion } from './versions'

export interface Args {
  readonly ops: string[]
  readonly runs: number
  readonly scale: number
  readonly seed: number | undefined
  readonly maxMismatches: number
  /** Report unexplained mismatches without failing (oracle refusals still fail). */
  readonly reportOnly: boolean
  /** Ops whose unexplained mismatches are reported but do not fail the run (`--report-only-op A,B`). */
  readonly reportOnlyOps: readonly string[]
  /** `conformance:record`: record only the named regression cases (conformance/regressions.ts). */
  readonly regressions: boolean
  /** `--kubernetes-version 1.MM` (default 1.37): the minor whose oracle binary (and fixtures) the runner uses. */
  readonly kubernetesVersion: KubernetesMinor
  /** `--kubernetes-version all` (conformance:diff only): every minor of harness/versions.ts in turn. */
  readonly allMinors: boolean
}

export const parseArgs = (argv: readonly string[]): Args => {
  const ops: string[] = []
  let runs = 100
  let scale = 1
  let seed: number | undefined
  let maxMismatches = 3
  let reportOnly = false
  const reportOnlyOps: string[] = []
  let regressions = false
  let kubernetesVersion = DEFAULT_KUBERNETES_VERSION
  let allMinors = false
  const minor = (v: string): KubernetesMinor => {
    allMinors = v === 'all'
    return allMinors ? DEFAULT_KUBERNETES_VERSION : parseKubernetesVersion(v)
  }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    const next = () => {
      const v = argv[++i]
      if (v === undefined) throw new Error(`${a} needs a value`)
      return v
    }
    if (a === '--op') ops.push(...next().split(','))
    else if (a === '--runs') runs = Number(next())
    else if (a === '--scale') scale = Number(next())
    else if (a === '--seed') seed = Number(next())
    else if (a === '--max-mismatches') maxMismatches = Number(next())
    else if (a === '--report-only') reportOnly = true
    else if (a === '--report-only-op') reportOnlyOps.push(...next().split(','))
    else if (a === '--regressions') regressions = true
    else if (a === '--kubernetes-version') kubernetesVersion = minor(next())
    else if (a?.startsWith('--kubernetes-version=') === true) kubernetesVersion = minor(a.slice(21))
    else throw new Error(`unknown argument ${a}`)
  }
  return { ops, runs, scale, seed, maxMismatches, reportOnly, reportOnlyOps, regressions, kubernetesVersion, allMinors }
}

/** A stable 31-bit seed derived from an op name (FNV-1a). */
export const seedOf = (op: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < op.length; i++) {
    h ^= op.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0) & 0x7fffffff
}
