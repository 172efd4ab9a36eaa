/**
 * Turns command-line operands (files, folders, `-`) into manifest texts.
 * Folders are walked recursively in byte order of the names, taking files
 * ending in `.yaml`, `.yml` or `.json`; a file named on the command line is
 * read whatever its name. While walking, hidden entries (names starting
 * with `.`) and `node_modules` folders are passed over unless
 * `includeHidden`; paths matching an ignore pattern are passed over always.
 * Nothing else is passed over without a word: a manifest-named symbolic
 * link to nothing, or a name that is not UTF-8, is read or reported.
 *
 * @module
 */
import { type Host, MAX_INPUT_BYTES } from './host'

/** A file's text, or why it could not be read; in operand order. */
export type InputEntry =
  | { readonly file: string; readonly text: string | Uint8Array }
  | { readonly file: string; readonly problem: string }

export interface InputOptions {
  /** Walk into hidden files and folders and `node_modules` too. */
  readonly includeHidden?: boolean
  /** Paths (as written: `dir/sub/file.yaml`) to pass over, matched anywhere in the path. */
  readonly ignore?: readonly RegExp[]
}

const MANIFEST = /\.(ya?ml|json)$/i

const joinPath = (dir: string, name: string): string => (dir.endsWith('/') ? dir + name : `${dir}/${name}`)

const byteOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

const errorText = (e: unknown): string => {
  const err = e as NodeJS.ErrnoException
  switch (err?.code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied'
    case 'ENOENT':
      return 'no such file or directory'
    case 'EISDIR':
      return 'is a directory'
    case 'ELOOP':
      return 'too many levels of symbolic links'
    case 'EFBIG':
      return `larger than ${MAX_INPUT_BYTES} bytes (the limit of k8s-jobs)`
    default:
      return err?.code ?? (e instanceof Error ? e.message : String(e))
  }
}

/** Reads every operand; problems are collected, never thrown. */
export const readInputs = (host: Host, operands: readonly string[], options: InputOptions = {}): InputEntry[] => {
  const entries: InputEntry[] = []
  const seenDirs = new Set<string>()
  const ignore = options.ignore ?? []
  const ignored = (path: string): boolean => {
    for (const re of ignore) {
      re.lastIndex = 0
      if (re.test(path)) return true
    }
    return false
  }
  let stdinRead = false
  const readFile = (file: string) => {
    try {
      entries.push({ file, text: host.readFile(file) })
    } catch (e) {
      entries.push({ file, problem: `cannot read file: ${errorText(e)}` })
    }
  }
  const walk = (dir: string) => {
    let real: string
    let names: string[]
    try {
      real = host.realPath(dir)
      names = host.listDirectory(dir).sort(byteOrder)
    } catch (e) {
      entries.push({ file: dir, problem: `cannot read directory: ${errorText(e)}` })
      return
    }
    if (seenDirs.has(real)) return
    seenDirs.add(real)
    for (const name of names) {
      if (!options.includeHidden && (name.charCodeAt(0) === 0x2e || name === 'node_modules')) continue
      const path = joinPath(dir, name)
      if (ignored(path)) continue
      const kind = host.pathKind(path)
      if (kind === 'directory') walk(path)
      else if (!MANIFEST.test(name)) continue
      else if (kind === 'file') readFile(path)
      else if (kind === 'broken-link') entries.push({ file: path, problem: 'cannot read file: broken symbolic link' })
      else if (kind === 'missing') entries.push({ file: path, problem: 'cannot read file: no such file or directory' })
      else entries.push({ file: path, problem: 'cannot read file: not a regular file' })
    }
  }
  for (const operand of operands) {
    if (operand === '-') {
      if (stdinRead) continue
      stdinRead = true
      try {
        entries.push({ file: '-', text: host.readStdin() })
      } catch (e) {
        entries.push({ file: '-', problem: `cannot read standard input: ${errorText(e)}` })
      }
      continue
    }
    if (ignored(operand)) continue
    const kind = host.pathKind(operand)
    if (kind === 'directory') walk(operand)
    else if (kind === 'missing') entries.push({ file: operand, problem: 'no such file or directory' })
    else if (kind === 'broken-link') entries.push({ file: operand, problem: 'cannot read file: broken symbolic link' })
    else readFile(operand)
  }
  return entries
}
