/**
 * Command-line flags: `--name value`, `--name=value`, `-x value`, boolean
 * `--name`, `--` to end flags, and `-` as a positional (standard input).
 *
 * @module
 */

/** One flag a command accepts. */
export interface FlagSpec {
  readonly name: string
  readonly short?: string
  readonly kind: 'string' | 'boolean'
  /** Allowed values of a string flag. */
  readonly choices?: readonly string[]
}

export interface ParsedArgs {
  readonly flags: Readonly<Record<string, string | true>>
  readonly positionals: readonly string[]
}

/** A usage problem: printed as one line, exit code 2. */
export interface UsageError {
  readonly usage: string
}

export const usageError = (usage: string): UsageError => ({ usage })

export const isUsageError = (x: unknown): x is UsageError =>
  typeof x === 'object' && x !== null && typeof (x as UsageError).usage === 'string'

/** Parses `argv` (after the command name) against `specs`; `--help`/`-h` is always accepted. */
export const parseArgs = (argv: readonly string[], specs: readonly FlagSpec[]): ParsedArgs | UsageError => {
  const all: FlagSpec[] = [...specs, { name: 'help', short: 'h', kind: 'boolean' }]
  const flags: Record<string, string | true> = {}
  const positionals: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1))
      break
    }
    if (arg === '-' || !arg.startsWith('-')) {
      positionals.push(arg)
      continue
    }
    const long = arg.startsWith('--')
    const eq = arg.indexOf('=')
    const key = long ? arg.slice(2, eq >= 0 ? eq : undefined) : arg.slice(1, 2)
    const inline = long
      ? eq >= 0
        ? arg.slice(eq + 1)
        : undefined
      : arg.length > 2
        ? arg.slice(arg[2] === '=' ? 3 : 2)
        : undefined
    const spec = all.find((s) => (long ? s.name === key : s.short === key))
    if (spec === undefined) return usageError(`unknown flag: ${long ? '--' + key : '-' + key}`)
    const shown = long ? `--${spec.name}` : `-${spec.short}`
    if (spec.kind === 'boolean') {
      if (inline !== undefined) return usageError(`flag ${shown} takes no value`)
      flags[spec.name] = true
      continue
    }
    let value = inline
    if (value === undefined) {
      const next = argv[i + 1]
      if (next === undefined || (next.startsWith('-') && next !== '-')) return usageError(`flag ${shown} needs a value`)
      value = next
      i++
    }
    if (spec.choices !== undefined && !spec.choices.includes(value)) {
      return usageError(`invalid value "${value}" for ${shown}: must be one of ${spec.choices.join(', ')}`)
    }
    flags[spec.name] = value
  }
  return { flags, positionals }
}

/** A string flag's value, if given. */
export const stringFlag = (args: ParsedArgs, name: string): string | undefined => {
  const v = args.flags[name]
  return typeof v === 'string' ? v : undefined
}
