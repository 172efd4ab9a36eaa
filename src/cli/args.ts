/**
 * Command-line flags: `--name value`, `--name=value`, `-x value`, boolean
 * `--name`, combined short flags (`-vo json`), repeatable list flags, `--`
 * to end flags, and `-` as a positional (standard input).
 *
 * @module
 */
import { quoted, shown as quoteArg } from './quote'
import { suggestion } from './suggest'

/** One flag a command accepts; a `list` flag may be given many times. */
export interface FlagSpec {
  readonly name: string
  readonly short?: string
  /** `optional-value`: `--name` alone means `true`, `--name=value` gives the value; the next argument is never taken. */
  readonly kind: 'string' | 'boolean' | 'list' | 'optional-value'
  /** Allowed values of a string flag. */
  readonly choices?: readonly string[]
}

export interface ParsedArgs {
  readonly flags: Readonly<Record<string, string | true | readonly string[]>>
  readonly positionals: readonly string[]
}

/** A usage problem: printed as one line, exit code 2. */
export interface UsageError {
  readonly usage: string
}

export const usageError = (usage: string): UsageError => ({ usage })

export const isUsageError = (x: unknown): x is UsageError =>
  typeof x === 'object' && x !== null && typeof (x as UsageError).usage === 'string'

const unknownFlag = (shown: string, all: readonly FlagSpec[]): UsageError => {
  const near = shown.startsWith('--')
    ? suggestion(
        shown.slice(2),
        all.map((s) => s.name),
      )
    : undefined
  return usageError(`unknown flag: ${quoteArg(shown)}${near === undefined ? '' : ` (did you mean --${near}?)`}`)
}

/**
 * Parses `argv` (after the command name) against `specs`; `--help`/`-h` is
 * always accepted. Short flags combine as in getopt: `-vo json`, `-vojson`,
 * `-o=json`.
 */
export const parseArgs = (argv: readonly string[], specs: readonly FlagSpec[]): ParsedArgs | UsageError => {
  const all: FlagSpec[] = [...specs, { name: 'help', short: 'h', kind: 'boolean' }]
  const flags: Record<string, string | true | string[]> = Object.create(null)
  const positionals: string[] = []
  /** Sets `spec` from `inline` (text attached to the flag) or the next argument; a usage error, or how many arguments were used. */
  const take = (spec: FlagSpec, shown: string, inline: string | undefined, i: number): UsageError | number => {
    if (spec.kind === 'boolean') {
      if (inline !== undefined) return usageError(`flag ${shown} takes no value`)
      flags[spec.name] = true
      return 0
    }
    if (spec.kind === 'optional-value') {
      flags[spec.name] = inline ?? 'true'
      return 0
    }
    let value = inline
    let used = 0
    if (value === undefined) {
      const next = argv[i + 1]
      if (next === undefined || (next.startsWith('-') && next !== '-')) return usageError(`flag ${shown} needs a value`)
      value = next
      used = 1
    }
    if (spec.choices !== undefined && !spec.choices.includes(value)) {
      return usageError(`invalid value ${quoted(value)} for ${shown}: must be one of ${spec.choices.join(', ')}`)
    }
    if (spec.kind === 'list') {
      const list = flags[spec.name]
      if (Array.isArray(list)) list.push(value)
      else flags[spec.name] = [value]
    } else flags[spec.name] = value
    return used
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--') {
      for (const a of argv.slice(i + 1)) positionals.push(a)
      break
    }
    if (arg === '-' || !arg.startsWith('-')) {
      positionals.push(arg)
      continue
    }
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=')
      const key = arg.slice(2, eq >= 0 ? eq : undefined)
      const spec = all.find((s) => s.name === key)
      if (spec === undefined) return unknownFlag(`--${key}`, all)
      const used = take(spec, `--${spec.name}`, eq >= 0 ? arg.slice(eq + 1) : undefined, i)
      if (typeof used !== 'number') return used
      i += used
      continue
    }
    // A group of short flags: booleans, then at most one flag with a value (the rest of the group, else the next argument).
    for (let j = 1; j < arg.length; j++) {
      const key = arg[j] as string
      const spec = all.find((s) => s.short === key)
      if (spec === undefined) return unknownFlag(`-${key}`, all)
      const rest = arg.slice(j + 1)
      if (spec.kind === 'boolean') {
        if (rest.startsWith('=')) return usageError(`flag -${key} takes no value`)
        const used = take(spec, `-${key}`, undefined, i)
        if (typeof used !== 'number') return used
        continue
      }
      const used = take(spec, `-${key}`, rest === '' ? undefined : rest.startsWith('=') ? rest.slice(1) : rest, i)
      if (typeof used !== 'number') return used
      i += used
      break
    }
  }
  return { flags, positionals }
}

/** A string flag's value, if given. */
export const stringFlag = (args: ParsedArgs, name: string): string | undefined => {
  const v = args.flags[name]
  return typeof v === 'string' ? v : undefined
}

/**
 * Every value of a list flag, in order; each split at commas when `commas`.
 *
 * @example
 * listFlag({ flags: { 'skip-kinds': ['Job,CronJob', 'Pod'] }, positionals: [] }, 'skip-kinds', true)
 * //=> ['Job', 'CronJob', 'Pod']
 */
export const listFlag = (args: ParsedArgs, name: string, commas = false): string[] => {
  const v = args.flags[name]
  const values = Array.isArray(v) ? (v as readonly string[]) : []
  return commas ? values.flatMap((x) => x.split(',')).filter((x) => x !== '') : [...values]
}
