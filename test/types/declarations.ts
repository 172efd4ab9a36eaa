/**
 * Every entry point of the BUILT package, type-checked with
 * `skipLibCheck: false` (tsconfig.declarations.json): the bundled `.d.ts`
 * files themselves must be valid TypeScript, not only usable.
 */
import type * as root from 'k8s-jobs-core'
import type * as clusterSelector from 'k8s-jobs-core/cluster-selector'
import type * as controller from 'k8s-jobs-core/controller'
import type * as conversion from 'k8s-jobs-core/conversion'
import type * as field from 'k8s-jobs-core/field'
import type * as job from 'k8s-jobs-core/job'
import type * as labels from 'k8s-jobs-core/labels'

export type Entries = [
  typeof root,
  typeof clusterSelector,
  typeof controller,
  typeof conversion,
  typeof field,
  typeof job,
  typeof labels,
]
export type WireJob = root.wire.Job
