/**
 * The CLI's only contact with the world: files, standard streams, the
 * environment, the clock and random uids. `bin.ts` passes the real one;
 * everything else in `src/cli` takes it as an argument.
 *
 * @module
 */
import {
  closeSync,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readSync,
  realpathSync,
  statSync,
  writeSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { fileBytes, fileName, hasRawBytes } from './quote'

/**
 * What a path is, as far as reading manifests goes: `broken-link` is a
 * symbolic link to nothing, `other` a FIFO, socket or device. A path whose
 * status cannot be read (no permission, a loop of links) is a `file`, so
 * that reading it reports why.
 */
export type PathKind = 'file' | 'directory' | 'missing' | 'broken-link' | 'other'

/** Why writing to standard output failed: `EPIPE` (the reader went away), `ENOSPC`, … */
export interface OutputFailure {
  readonly code: string
}

export interface Host {
  /**
   * A file's bytes (or text); throws a Node error when unreadable, and one
   * with code `EFBIG` when it is larger than {@link MAX_INPUT_BYTES}.
   */
  readonly readFile: (path: string) => string | Uint8Array
  /** All of standard input, at most {@link MAX_INPUT_BYTES} (else an `EFBIG` error). */
  readonly readStdin: () => string | Uint8Array
  /** Is standard input a pipe or a file (not a terminal, not `/dev/null`)? Then `validate` with no operand reads it. */
  readonly stdinIsPiped: boolean
  readonly pathKind: (path: string) => PathKind
  /**
   * Entry names of a directory (unsorted). Paths are strings in which a
   * byte that is not UTF-8 is an escape surrogate (see `quote.ts`).
   */
  readonly listDirectory: (path: string) => string[]
  /** Canonical path, for loop detection while walking directories. */
  readonly realPath: (path: string) => string
  /** Writes to standard output; after a failure, nothing more is written. */
  readonly stdout: (text: string) => void
  /** Why standard output failed, if it did. */
  readonly stdoutFailure?: () => OutputFailure | undefined
  readonly stderr: (text: string) => void
  readonly stdoutIsTTY: boolean
  readonly stderrIsTTY: boolean
  readonly env: Readonly<Record<string, string | undefined>>
  /** Milliseconds since the epoch. */
  readonly now: () => number
  readonly randomUid: () => string
}

const fsPath = (p: string): string | Buffer => (hasRawBytes(p) ? Buffer.from(fileBytes(p)) : p)

const names = (path: string): string[] =>
  readdirSync(fsPath(path), { encoding: 'buffer' }).map((b) => {
    const s = b.toString('utf8')
    return s.includes('\ufffd') ? fileName(b) : s
  })

const pathKind = (path: string): PathKind => {
  const p = fsPath(path)
  try {
    const s = statSync(p)
    return s.isFile() ? 'file' : s.isDirectory() ? 'directory' : 'other'
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    if (code !== 'ENOENT' && code !== 'ENOTDIR') return 'file'
    try {
      return lstatSync(p).isSymbolicLink() ? 'broken-link' : 'missing'
    } catch {
      return 'missing'
    }
  }
}

const stdinIsPiped = (): boolean => {
  try {
    const s = fstatSync(0)
    return s.isFIFO() || s.isFile() || s.isSocket()
  } catch {
    return false
  }
}

/** `node:tty`, loaded on first use: it loads `node:net` and the streams, about a tenth of a start-up. */
const tty = (): typeof import('node:tty') => createRequire(import.meta.url)('node:tty') as typeof import('node:tty')

/**
 * Whether `fd` is a terminal, as `isatty` answers. A pipe, a file and
 * `/dev/null` are not (the usual case in CI and in scripts), which `fstat`
 * tells without loading `node:tty`; any other character device is asked.
 */
const isTerminal = (fd: number): boolean => {
  if (process.platform === 'win32') return tty().isatty(fd)
  try {
    const s = fstatSync(fd)
    if (!s.isCharacterDevice()) return false
    const devNull = statSync('/dev/null')
    if (devNull.isCharacterDevice() && devNull.rdev === s.rdev) return false
  } catch {
    return tty().isatty(fd)
  }
  return tty().isatty(fd)
}

const pause = new Int32Array(new SharedArrayBuffer(4))

/**
 * Writes all of `text` to `fd` synchronously, waiting while a non-blocking
 * descriptor is full; throws the Node error of a failed write.
 */
const writeAll = (fd: number, text: string): void => {
  let buf = Buffer.from(text, 'utf8')
  while (buf.length > 0) {
    try {
      const n = writeSync(fd, buf)
      buf = buf.subarray(n)
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e
      Atomics.wait(pause, 0, 0, 1)
    }
  }
}

/** The most a file or standard input may hold: 64 MiB (a document is further held to the API server's 3 MiB). */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024

const tooBig = (): Error => Object.assign(new Error(`larger than ${MAX_INPUT_BYTES} bytes`), { code: 'EFBIG' })

/** The buffer every read goes through (one, reused: a fresh 1 MiB per file cost more than the reads). */
let scratch: Buffer | undefined

/**
 * Reads a file descriptor to its end, refusing more than the limit (standard
 * input may never end). `sized`: a regular file larger than the limit is
 * refused before any read (standard input); a named file is refused by the
 * read loop with the same error, which spares a `fstat` (and its four
 * `Date`s) per file.
 */
const readBounded = (fd: number, sized: boolean): Uint8Array => {
  const chunks: Uint8Array[] = []
  let total = 0
  if (sized) {
    const stat = fstatSync(fd)
    if (stat.isFile() && stat.size > MAX_INPUT_BYTES) throw tooBig()
  }
  scratch ??= Buffer.allocUnsafe(1 << 20)
  for (;;) {
    let n: number
    try {
      n = readSync(fd, scratch, 0, scratch.length, null)
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EAGAIN') {
        Atomics.wait(pause, 0, 0, 1) // a non-blocking pipe with nothing yet: wait, do not spin
        continue
      }
      if ((e as NodeJS.ErrnoException).code === 'EOF') break
      throw e
    }
    if (n === 0) break
    total += n
    if (total > MAX_INPUT_BYTES) throw tooBig()
    chunks.push(new Uint8Array(scratch.subarray(0, n)))
  }
  if (chunks.length === 1) return chunks[0] as Uint8Array
  const out = new Uint8Array(total)
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.length
  }
  return out
}

const readFileBounded = (path: string): Uint8Array => {
  const fd = openSync(fsPath(path), 'r')
  try {
    return readBounded(fd, false)
  } finally {
    closeSync(fd)
  }
}

/** The host of a real process. */
export const nodeHost = (): Host => {
  let failure: OutputFailure | undefined
  let stdoutIsTTY: boolean | undefined
  let stderrIsTTY: boolean | undefined
  return {
    readFile: readFileBounded,
    readStdin: () => readBounded(0, true),
    stdinIsPiped: stdinIsPiped(),
    pathKind,
    listDirectory: names,
    realPath: (path) => realpathSync(fsPath(path)),
    stdout: (text) => {
      if (failure !== undefined) return
      try {
        writeAll(1, text)
      } catch (e) {
        failure = { code: (e as NodeJS.ErrnoException).code ?? 'EIO' }
      }
    },
    stdoutFailure: () => failure,
    stderr: (text) => {
      try {
        writeAll(2, text)
      } catch {
        // Nowhere left to say it.
      }
    },
    get stdoutIsTTY() {
      stdoutIsTTY ??= isTerminal(1)
      return stdoutIsTTY
    },
    get stderrIsTTY() {
      stderrIsTTY ??= isTerminal(2)
      return stderrIsTTY
    },
    env: process.env,
    now: () => Date.now(),
    // node:crypto is loaded on first use: loading it took about 5 % of every start-up.
    randomUid: () => (createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto')).randomUUID(),
  }
}
