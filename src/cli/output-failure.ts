/**
 * What happens when standard output cannot be written.
 *
 * @module
 */
import type { Host } from './host'

const REASONS: Readonly<Record<string, string>> = {
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EIO: 'input/output error',
  EBADF: 'bad file descriptor',
  EFBIG: 'file too large',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
}

/** Exit code when standard output failed for another reason than a closed pipe. */
export const OUTPUT_FAILURE_EXIT = 3

/**
 * The exit code of a run whose command returned `code`: unchanged when
 * standard output was written in full or its reader went away (`EPIPE`);
 * otherwise a line on standard error and {@link OUTPUT_FAILURE_EXIT}.
 *
 * @example
 * outputFailureExit(host, 0) //=> 3 after `k8s-jobs validate … > /dev/full`
 */
export const outputFailureExit = (host: Host, code: number): number => {
  const failure = host.stdoutFailure?.()
  if (failure === undefined || failure.code === 'EPIPE') return code
  host.stderr(
    `k8s-jobs: error: cannot write to standard output: ${REASONS[failure.code] ?? failure.code} (${failure.code}); the report is incomplete\n`,
  )
  return OUTPUT_FAILURE_EXIT
}
