/**
 * The Kubernetes minors the conformance runners can ask: each has its own
 * oracle binary (conformance/oracle/build.sh --versions) and its own
 * recorded fixtures. 1.37 is the library's default and today's bin/oracle.
 */
import { fileURLToPath } from 'node:url'
import { ORACLE_BINARY } from './oracle-client'
import { FIXTURE_DIR } from './fixtures'
import { DEFAULT_KUBERNETES_VERSION, KUBERNETES_MINORS, type KubernetesVersion } from '../../src/profile/versions'

/** The library's minors (src/profile/versions.ts), oldest first: the harness asks exactly those. */
export const KUBERNETES_VERSIONS = KUBERNETES_MINORS
export type KubernetesMinor = KubernetesVersion
export { DEFAULT_KUBERNETES_VERSION }

/** The newest patch each minor's oracle is pinned to (conformance/oracle/versions/v1.MM/go.mod). */
export const PINNED_RELEASE: Readonly<Record<KubernetesMinor, string>> = {
  '1.33': 'v1.33.13',
  '1.34': 'v1.34.4',
  '1.35': 'v1.35.4',
  '1.36': 'v1.36.3',
  '1.37': 'v1.37.2',
}

/** `1.34`, `v1.34` and `1.34.7` name the minor 1.34; anything else unsupported is an error. */
export const parseKubernetesVersion = (text: string): KubernetesMinor => {
  const m = /^v?(1\.\d+)(?:\.\d+)?$/.exec(text.trim())
  const minor = m?.[1]
  const found = KUBERNETES_VERSIONS.find((v) => v === minor)
  if (found === undefined)
    throw new Error(
      `unsupported Kubernetes version ${JSON.stringify(text)} (supported: ${KUBERNETES_VERSIONS.join(', ')})`,
    )
  return found
}

/** The oracle binary of a minor: bin/oracle (or $ORACLE_BINARY) for 1.37, bin/oracle-1.MM for the others. */
export const oracleBinaryFor = (version: KubernetesMinor): string =>
  version === DEFAULT_KUBERNETES_VERSION
    ? ORACLE_BINARY
    : fileURLToPath(new URL(`../oracle/bin/oracle-${version}`, import.meta.url))

/** Where a minor's recorded fixtures live: test/fixtures/upstream/ for 1.37, test/fixtures/upstream/v1.MM/ for the others. */
export const fixtureDirFor = (version: KubernetesMinor): string =>
  version === DEFAULT_KUBERNETES_VERSION ? FIXTURE_DIR : `${FIXTURE_DIR}v${version}/`
