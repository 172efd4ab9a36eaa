/**
 * The command line's dispatch, without the commands: help, `--version`,
 * unknown commands and usage errors, and every outcome turned into an exit
 * code (0 success, 1 invalid, 2 usage or input error). Nothing escapes as a
 * stack trace. The commands come from the caller: `main.ts` passes all of
 * them; the executable (`bin.ts`) loads only the one named, so that
 * `--version`, `--help` and each command compile no other command's code.
 *
 * @module
 */
import { isUsageError, type UsageError } from './args'
import { COMMAND_HELP, MAIN_HELP } from './help'
import type { Host } from './host'
import { quoted } from './quote'
import { styleFor } from './style'
import { suggestion } from './suggest'
import { VERSION } from './version'

/** A command: its arguments (after its name) to an exit code, a usage error, or a request for its help. */
export type Command = (argv: readonly string[], host: Host) => number | UsageError | 'help'

/**
 * The names of the commands, in the order the help lists them.
 *
 * @example
 * COMMAND_NAMES[0] // 'validate'
 */
export const COMMAND_NAMES = [
  'validate',
  'create',
  'convert',
  'select',
  'place',
  'schedule',
  'simulate',
  'status',
] as const

export type CommandName = (typeof COMMAND_NAMES)[number]

/**
 * Whether `name` names a command.
 *
 * @example
 * isCommandName('validate') // true
 * isCommandName('--help')   // false
 */
export const isCommandName = (name: string | undefined): name is CommandName =>
  name !== undefined && (COMMAND_NAMES as readonly string[]).includes(name)

const unknownCommand = (name: string): string => {
  const near = suggestion(name, COMMAND_NAMES)
  return `unknown command ${quoted(name)}${near === undefined ? '' : ` (did you mean ${quoted(near)}?)`}`
}

const usage = (host: Host, message: string, command?: string): number => {
  const style = styleFor(host, 'stderr')
  host.stderr(
    `${style.red('error:')} ${message} (see 'k8s-jobs ${command === undefined ? '' : command + ' '}--help')\n`,
  )
  return 2
}

/**
 * Runs the command line `argv` (without `node` and the script) with the
 * command `commandFor` gives for a command name, and returns the exit code.
 *
 * @example
 * dispatch(['--version'], host, () => undefined) // 0, after printing `k8s-jobs 0.1.0`
 */
export const dispatch = (
  argv: readonly string[],
  host: Host,
  commandFor: (name: CommandName) => Command | undefined,
): number => {
  const [name, ...rest] = argv
  try {
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      const topic = name === 'help' ? rest[0] : undefined
      if (topic !== undefined && !Object.hasOwn(COMMAND_HELP, topic)) return usage(host, unknownCommand(topic))
      if (name === undefined) {
        host.stderr(MAIN_HELP)
        return 2
      }
      host.stdout(topic === undefined ? MAIN_HELP : (COMMAND_HELP[topic] as string))
      return 0
    }
    if (name === '--version') {
      host.stdout(`k8s-jobs ${VERSION}\n`)
      return 0
    }
    const command = isCommandName(name) ? commandFor(name) : undefined
    if (command === undefined) return usage(host, unknownCommand(name))
    const result = command(rest, host)
    if (result === 'help') {
      host.stdout(COMMAND_HELP[name] as string)
      return 0
    }
    if (isUsageError(result)) return usage(host, result.usage, name)
    return result
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e)
    host.stderr(
      `k8s-jobs: internal error: ${message.split('\n')[0]} (please report this with the input that caused it)\n`,
    )
    return 2
  }
}
