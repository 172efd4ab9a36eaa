/** An in-memory {@link Host} for running the CLI in-process. */
import type { Host } from '../../../src/cli/host'

export interface MemoryHost extends Host {
  readonly out: () => string
  readonly err: () => string
}

export const memoryHost = (
  files: Readonly<Record<string, string>>,
  options: { stdin?: string; env?: Record<string, string>; tty?: boolean } = {},
): MemoryHost => {
  let out = ''
  let err = ''
  const isDir = (p: string) => Object.keys(files).some((f) => f.startsWith(p.endsWith('/') ? p : p + '/'))
  return {
    readFile: (p) => {
      const t = files[p]
      if (t === undefined) throw Object.assign(new Error(`ENOENT: ${p}`), { code: 'ENOENT' })
      return t
    },
    readStdin: () => options.stdin ?? '',
    stdinIsPiped: options.stdin !== undefined,
    pathKind: (p) => (files[p] !== undefined ? 'file' : isDir(p) ? 'directory' : 'missing'),
    listDirectory: (p) => {
      const prefix = p.endsWith('/') ? p : p + '/'
      return [
        ...new Set(
          Object.keys(files)
            .filter((f) => f.startsWith(prefix))
            .map((f) => f.slice(prefix.length).split('/')[0] as string),
        ),
      ]
    },
    realPath: (p) => p.replace(/\/+$/, ''),
    stdout: (t) => {
      out += t
    },
    stderr: (t) => {
      err += t
    },
    stdoutIsTTY: options.tty ?? false,
    stderrIsTTY: options.tty ?? false,
    env: { K8S_JOBS_NOW: '2026-01-01T00:00:00Z', ...options.env },
    now: () => Date.UTC(2026, 0, 1),
    randomUid: () => 'random-uid',
    out: () => out,
    err: () => err,
  }
}
