/**
 * `syncJob`'s reading of the Job's pods: the pods it claims (adopting
 * orphans, releasing pods the selector no longer matches), scanned once
 * (./sync-pods), and the per-pod questions the later decisions ask — is
 * the pod failed, does its failure count under the pod failure policy —
 * with the pod records built only on demand. Internal to the package.
 *
 * @module
 */
import type { PodFailurePolicy } from '../job/generated/batch-model'
import { type PodClaimer, podClaimer } from './claim-pods'
import type { PodInfo } from './pod-types'
import { activeRecord, FINISHED_SUCCEEDED, finishedRecord, type PodScan, scanPods, type SyncPod } from './sync-pods'
import { byPosition } from './sync-removal'
import type { SyncSpec } from './sync-spec'
import { matchPolicy, type PolicyMatch } from './sync-support'
import { finishTimeReader } from './pod-finish'
import { isFailedPhase } from './pod-fields'
import type { FinishTimeFields } from './pod-fields'
import { parseTime } from './rfc3339'

/**
 * The pods of one sync. Finished pods that still carry the finalizer are
 * kept raw by the scan (see `PodScan.finishedCount`); the hot loops read
 * them through their flags and indexes ({@link finishedIndexOf},
 * {@link finishedSucceeded}), and a record is built, once, only for a pod a
 * step acts on ({@link finishedPod}). One instance per sync: its caches
 * (records, pod failure policy matches) live as long as the sync.
 *
 * @example
 * const pods = readJobPods(podList, spec)
 * pods?.scan.activeCount // the active pods the Job claims
 */
export class JobPods {
  /** Reads a pod's finish time (each distinct timestamp parsed once). */
  readonly finishedAt: (pod: FinishTimeFields) => number
  private readonly indexed: boolean
  private readonly comps: number
  private readonly policy: PodFailurePolicy | undefined
  private readonly onlyReplaceFailed: boolean
  private readonly finishedCache: (SyncPod | undefined)[] = []
  private othersCache: SyncPod[] | undefined = undefined
  private activeCache: SyncPod[] | undefined = undefined
  private readonly matches = new Map<SyncPod, PolicyMatch>()

  /**
   * @param scan the scanned pod list
   * @param claim the ownership decisions (its `adopt` / `release` lists)
   * @param spec the Job's defaulted spec
   * @param finishedAt the finish-time reader the scan used
   */
  constructor(
    readonly scan: PodScan,
    readonly claim: PodClaimer,
    spec: SyncSpec,
    finishedAt: (pod: FinishTimeFields) => number,
  ) {
    this.finishedAt = finishedAt
    this.indexed = spec.indexed
    this.comps = spec.comps
    this.policy = spec.policy
    this.onlyReplaceFailed = spec.onlyReplaceFailed
  }

  /** The record of tracked finished pod `k` (built on first use, then kept). */
  finishedPod(k: number): SyncPod {
    const cache = this.finishedCache
    let p = k < cache.length ? cache[k] : undefined // never Array.prototype[k]
    if (p === undefined) {
      p = finishedRecord(this.scan, k, this.indexed)
      cache[k] = p
    }
    return p
  }

  /** The record of tracked finished pod `k` if a step already built it. */
  builtFinishedPod(k: number): SyncPod | undefined {
    return k < this.finishedCache.length ? this.finishedCache[k] : undefined
  }

  /** Completion index of tracked finished pod `k` (−1 when unknown or NonIndexed). */
  finishedIndexOf(k: number): number {
    return this.indexed ? (this.scan.finishedIndex[k] as number) : -1
  }

  /** Whether tracked finished pod `k` Succeeded (else it Failed). */
  finishedSucceeded(k: number): boolean {
    return ((this.scan.finishedFlags[k] as number) & FINISHED_SUCCEEDED) !== 0
  }

  /**
   * Every relevant non-active pod as a record, in list order (terminating
   * pods and every tracked finished pod): for the less common steps
   * (per-index back-off limits, a failing or deleted Job).
   */
  allOthers(): SyncPod[] {
    if (this.othersCache === undefined) {
      const finished: SyncPod[] = []
      for (let k = 0; k < this.scan.finishedCount; k++) finished.push(this.finishedPod(k))
      this.othersCache = byPosition(this.scan.others, finished)
    }
    return this.othersCache
  }

  /** Active pods as records, built on first use (most syncs never need them). */
  activePods(): SyncPod[] {
    if (this.activeCache === undefined) {
      const all: SyncPod[] = []
      for (let k = 0; k < this.scan.activeCount; k++) all.push(activeRecord(this.scan, k, this.indexed))
      this.activeCache = all
    }
    return this.activeCache
  }

  /** The active pods' records if a step already built them. */
  builtActivePods(): SyncPod[] | undefined {
    return this.activeCache
  }

  /** A pod upstream counts as failed: phase Failed, or deleted and not Succeeded unless only failed pods are replaced. */
  isFailed(p: SyncPod): boolean {
    return isFailedPhase(p.phase, p.deleted, this.onlyReplaceFailed)
  }

  /** A pod whose index the Job counts: any pod of a NonIndexed Job, else an index in `[0, completions)`. */
  validIndex(p: SyncPod): boolean {
    return !this.indexed || (p.index >= 0 && p.index < this.comps)
  }

  /** The pod failure policy's verdict on a failed pod (matched once per pod and sync). */
  policyMatch(p: SyncPod): PolicyMatch {
    let m = this.matches.get(p)
    if (m === undefined) {
      m = matchPolicy(this.policy, p.pod)
      this.matches.set(p, m)
    }
    return m
  }

  /** Whether a failed pod counts towards the back-off limit (no policy, or a rule that counts it). */
  countsAsFailed(p: SyncPod): boolean {
    return this.policy === undefined || this.policyMatch(p).countFailed
  }

  /** Number of terminating pods (finished pods are never terminating). */
  terminatingCount(): number {
    let terminating = 0
    for (const p of this.scan.others) if (p.terminating) terminating++
    return terminating
  }
}

/**
 * Claims and scans the Job's pods. `undefined` when the Job's selector
 * cannot be converted (upstream's sync stops with an error).
 *
 * @example
 * readJobPods([], spec)?.scan.length // 0
 */
export const readJobPods = (pods: readonly PodInfo[], spec: SyncSpec): JobPods | undefined => {
  const finishedAt = finishTimeReader(parseTime)
  const claim = podClaimer(spec.model)
  if (claim === undefined) return undefined
  return new JobPods(scanPods(pods, spec.indexed, finishedAt.raw, claim), claim, spec, finishedAt.decoded)
}
