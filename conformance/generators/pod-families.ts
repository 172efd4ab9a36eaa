/**
 * More pod-template rule families, chosen from what `npm run
 * conformance:coverage -- --blocks` showed unreached in
 * pkg/apis/core/validation and pkg/api/pod: volume sources, probes and
 * lifecycle handlers, env sources, ports, security contexts, affinity,
 * topology spread, DNS, host aliases, readiness and scheduling gates,
 * resource claims, sidecars (restartable init containers), container
 * resize policies and restart rules. Each family is a list of snippets,
 * valid ones and boundary or broken ones, patched into a generated template
 * by ./pod-rules.ts. The snippets live in ./families/, one file per family.
 */
import fc from 'fast-check'
import type { JsonObject } from './jobs'
import { BOUNDARIES } from './families/boundaries'
import { INIT_AND_RESIZE } from './families/containers'
import { ENV, PORTS } from './families/env-ports'
import { ALPHA } from './families/alpha'
import { GAPS } from './families/gaps'
import { PROBES } from './families/handlers'
import type { Patch } from './families/patch'
import { POD_MISC } from './families/pod-misc'
import { AFFINITY } from './families/scheduling'
import { CONTAINER_SECURITY, POD_SECURITY } from './families/security'
import { VOLUMES } from './families/volumes'
import { TAIL } from './families/tail'
import { WARNINGS } from './families/warnings'

export type { Patch } from './families/patch'

const spec = (...xs: JsonObject[]): fc.Arbitrary<Patch> => fc.constantFrom(...xs.map((s) => ({ spec: s })))

/** One of the families above, uniformly by family. */
export const moreFamilies: fc.Arbitrary<Patch> = fc.oneof(
  fc.constantFrom(...VOLUMES),
  fc.constantFrom(...PROBES),
  fc.constantFrom(...ENV),
  fc.constantFrom(...PORTS),
  fc.constantFrom(...CONTAINER_SECURITY).map((c): Patch => ({ container: c })),
  spec(...POD_SECURITY),
  spec(...AFFINITY),
  spec(...POD_MISC),
  fc.constantFrom(...INIT_AND_RESIZE),
  fc.constantFrom(...WARNINGS),
  fc.constantFrom(...GAPS),
  fc.constantFrom(...ALPHA),
  fc.constantFrom(...BOUNDARIES),
)

/**
 * Every snippet of every family above, in a fixed order, and the tail family
 * (./families/tail.ts: sweep only, so that the random draw stays as it was).
 */
export const allPatches: readonly Patch[] = [
  ...VOLUMES,
  ...PROBES,
  ...ENV,
  ...PORTS,
  ...CONTAINER_SECURITY.map((c): Patch => ({ container: c })),
  ...POD_SECURITY.map((s): Patch => ({ spec: s })),
  ...AFFINITY.map((s): Patch => ({ spec: s })),
  ...POD_MISC.map((s): Patch => ({ spec: s })),
  ...INIT_AND_RESIZE,
  ...WARNINGS,
  ...GAPS,
  ...ALPHA,
  ...BOUNDARIES,
  ...TAIL,
]

/**
 * The sweep of the live runs (conformance:diff, conformance:coverage):
 * each snippet once in a plain template (one container `main`), so that
 * every rule a family targets is reached on every run, not only when the
 * random generator happens to pick it.
 */
export const sweepTemplates: readonly JsonObject[] = allPatches.map((p) => {
  const container: JsonObject = { name: 'main', image: 'busybox', ...(p.container ?? {}) }
  if (p.containerResources !== undefined) container['resources'] = p.containerResources
  const metadata: JsonObject = { labels: { app: 'work' } }
  if (p.annotations !== undefined) metadata['annotations'] = p.annotations
  return { metadata, spec: { restartPolicy: 'Never', containers: [container], ...(p.spec ?? {}) } }
})

/** The snippets that only patch the first container (probes, lifecycle, env, ports, security), no volumes. */
const CONTAINER_ONLY = allPatches.filter(
  (p) =>
    p.container !== undefined &&
    p.spec === undefined &&
    !Object.hasOwn(p.container, 'volumeMounts') &&
    !Object.hasOwn(p.container, 'volumeDevices'),
)

/**
 * The container snippets again in a restartable init container (a sidecar,
 * which may have probes) and in an ephemeral container: defaulting
 * (`SetObjectDefaults_*`) and validation have a copy of each container rule
 * per container list.
 */
export const containerVariantTemplates: readonly JsonObject[] = CONTAINER_ONLY.flatMap((p) => {
  const base = { restartPolicy: 'Never', containers: [{ name: 'main', image: 'busybox' }] }
  const metadata = { labels: { app: 'work' } }
  return [
    {
      metadata,
      spec: { ...base, initContainers: [{ name: 'side', image: 'busybox', restartPolicy: 'Always', ...p.container }] },
    },
    { metadata, spec: { ...base, ephemeralContainers: [{ name: 'debug', image: 'busybox', ...p.container }] } },
  ]
})
