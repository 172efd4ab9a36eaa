/**
 * The CLI's only contact with the world: files, standard streams, the
 * environment, the clock and random uids. `bin.ts` passes the real one;
 * everything else in `src/cli` takes it as an argument.
 *
 * @module
 */
import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs'

/** What a path is, as far as reading manifests goes. */
export type PathKind = 'file' | 'directory' | 'missing' | 'other'

export interface Host {
  /** The text of a file (UTF-8); throws a Node error when unreadable. */
  readonly readFile: (path: string) => string
  /** All of standard input (UTF-8). */
  readonly readStdin: () => string
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

/** The host of a real process. */
export const nodeHost = (): Host => ({
  readFile: (path) => readFileSync(path, 'utf8'),
  readStdin: () => readFileSync(0, 'utf8'),
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
