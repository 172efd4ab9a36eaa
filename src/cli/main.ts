/**
 * The `k8s-jobs` command line: dispatches to a command and turns every
 * outcome into an exit code (0 success, 1 invalid, 2 usage or input error).
 * Nothing escapes as a stack trace.
 *
 * @module
 */
import { isUsageError, type UsageError } from './args'
import { convertCommand } from './commands/convert'
import { createCommand } from './commands/create'
import { placeCommand } from './commands/place'
import { selectCommand } from './commands/select'
import { scheduleCommand } from './commands/schedule'
import { simulateCommand } from './commands/simulate'
import { statusCommand } from './commands/status'
import { validateCommand } from './commands/validate'
import { COMMAND_HELP, MAIN_HELP } from './help'
import type { Host } from './host'
import { quoted } from './quote'
import { styleFor } from './style'
import { suggestion } from './suggest'
import { VERSION } from './version'

type Command = (argv: readonly string[], host: Host) => number | UsageError | 'help'

const COMMANDS: Readonly<Record<string, Command>> = {
  validate: validateCommand,
  create: createCommand,
  convert: convertCommand,
  select: selectCommand,
  place: placeCommand,
  schedule: scheduleCommand,
  simulate: simulateCommand,
  status: statusCommand,
}

const unknownCommand = (name: string): string => {
  const near = suggestion(name, Object.keys(COMMANDS))
  return `unknown command ${quoted(name)}${near === undefined ? '' : ` (did you mean ${quoted(near)}?)`}`
}

const usage = (host: Host, message: string, command?: string): number => {
  const style = styleFor(host, 'stderr')
  host.stderr(
    `${style.red('error:')} ${message} (see 'k8s-jobs ${command === undefined ? '' : command + ' '}--help')\n`,
  )
  return 2
}

/** Runs the command line `argv` (without `node` and the script) and returns the exit code. */
export const main = (argv: readonly string[], host: Host): number => {
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
    const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined
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
