/**
 * A progress indicator on standard error while `validate` works through
 * many files: only when standard error is a terminal (never in pipes, logs
 * or CI output), one line redrawn in place and erased at the end.
 *
 * @module
 */
import type { Host } from './host'
import type { LoadedItem } from './manifests'
import { shown } from './quote'
import { validateItems, type ValidateOptions, type ValidateReport } from './validate'

/** Fewer files than this validate without a progress line. */
export const PROGRESS_MIN_FILES = 10

const fileOf = (item: LoadedItem): string => ('doc' in item ? item.doc.file : item.problem.file)

const bar = (done: number, total: number, width: number): string => {
  const filled = Math.round((done / Math.max(1, total)) * width)
  return `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`
}

/**
 * `validateItems`, drawing `validating ███░░░ 12/40 files  path` on
 * standard error as it goes when that is a terminal and there are at least
 * {@link PROGRESS_MIN_FILES} files. The report is the same either way.
 */
export const validateWithProgress = (
  items: readonly LoadedItem[],
  options: ValidateOptions,
  host: Host,
  files?: readonly string[],
): ValidateReport => {
  const fileList: string[] = [...(files ?? [])]
  const seen = new Set<string>(files)
  for (const item of items) {
    const f = fileOf(item)
    if (!seen.has(f)) {
      seen.add(f)
      fileList.push(f)
    }
  }
  if (!host.stderrIsTTY || fileList.length < PROGRESS_MIN_FILES) return validateItems(items, options, files)
  const results: ValidateReport['results'][number][] = []
  const done = new Set<string>()
  let drawn = ''
  for (const item of items) {
    const f = fileOf(item)
    // (the name as the report shows it: a file name cannot write escape sequences to the terminal)
    const name = shown(f)
    const line = `validating ${bar(done.size, fileList.length, 20)} ${done.size}/${fileList.length} files  ${name.length > 40 ? `…${name.slice(-39)}` : name}`
    if (line !== drawn) {
      host.stderr(`\r\u001b[K${line}`)
      drawn = line
    }
    for (const r of validateItems([item], options).results) results.push(r)
    done.add(f)
  }
  host.stderr('\r\u001b[K')
  return { files: fileList, results }
}
