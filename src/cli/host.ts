/**
 * The CLI's only contact with the world: files, standard streams, the
 * environment, the clock and random uids. `bin.ts` passes the real one;
 * everything else in `src/cli` takes it as an argument.
 *
 * @module
 */
import { randomUUID } from 'node:crypto'
import { closeSync, fstatSync, openSync, readdirSync, readSync, realpathSync, statSync } from 'node:fs'

/** What a path is, as far as reading manifests goes. */
export type PathKind = 'file' | 'directory' | 'missing' | 'other'

export interface Host {
  /**
   * A file's bytes (or text); throws a Node error when unreadable, and one
   * with code `EFBIG` when it is larger than {@link MAX_INPUT_BYTES}.
   */
  readonly readFile: (path: string) => string | Uint8Array
  /** All of standard input, at most {@link MAX_INPUT_BYTES} (else an `EFBIG` error). */
  readonly readStdin: () => string | Uint8Array
  readonly pathKind: (path: string) => PathKind
  /** Entry names of a directory (unsorted). */
  readonly listDirectory: (path: string) => string[]
  /** Canonical path, for loop detection while walking directories. */
  readonly realPath: (path: string) => string
  readonly stdout: (text: string) => void
  readonly stderr: (text: string) => void
  readonly stdoutIsTTY: boolean
  readonly stderrIsTTY: boolean
  readonly env: Readonly<Record<string, string | undefined>>
  /** Milliseconds since the epoch. */
  readonly now: () => number
  readonly randomUid: () => string
}

/** The most a file or standard input may hold: 64 MiB (a document is further held to the API server's 3 MiB). */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024

const tooBig = (): Error => Object.assign(new Error(`larger than ${MAX_INPUT_BYTES} bytes`), { code: 'EFBIG' })

/** Reads a file descriptor to its end, refusing more than the limit (standard input may never end). */
const readBounded = (fd: number): Uint8Array => {
  const chunks: Buffer[] = []
  let total = 0
  const size = fstatSync(fd).isFile() ? fstatSync(fd).size : 0
  if (size > MAX_INPUT_BYTES) throw tooBig()
  for (;;) {
    const buf = Buffer.allocUnsafe(1 << 20)
    let n: number
    try {
      n = readSync(fd, buf, 0, buf.length, null)
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EAGAIN') continue
      if ((e as NodeJS.ErrnoException).code === 'EOF') break
      throw e
    }
    if (n === 0) break
    total += n
    if (total > MAX_INPUT_BYTES) throw tooBig()
    chunks.push(buf.subarray(0, n))
  }
  return new Uint8Array(Buffer.concat(chunks, total))
}

const readFileBounded = (path: string): Uint8Array => {
  const fd = openSync(path, 'r')
  try {
    return readBounded(fd)
  } finally {
    closeSync(fd)
  }
}

/** The host of a real process. */
export const nodeHost = (): Host => ({
  readFile: readFileBounded,
  readStdin: () => readBounded(0),
  pathKind: (path) => {
    try {
      const s = statSync(path)
      return s.isFile() ? 'file' : s.isDirectory() ? 'directory' : 'other'
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code
      return code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : 'other'
    }
  },
  listDirectory: (path) => readdirSync(path),
  realPath: (path) => realpathSync(path),
  stdout: (text) => {
    process.stdout.write(text)
  },
  stderr: (text) => {
    process.stderr.write(text)
  },
  stdoutIsTTY: process.stdout.isTTY === true,
  stderrIsTTY: process.stderr.isTTY === true,
  env: process.env,
  now: () => Date.now(),
  randomUid: () => randomUUID(),
})
