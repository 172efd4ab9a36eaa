/**
 * The `k8s-jobs` command line with every command loaded (the executable,
 * `bin.ts`, loads only the command it runs; both dispatch through
 * `dispatch.ts`).
 *
 * @module
 */
import { convertCommand } from './commands/convert'
import { createCommand } from './commands/create'
import { placeCommand } from './commands/place'
import { scheduleCommand } from './commands/schedule'
import { selectCommand } from './commands/select'
import { simulateCommand } from './commands/simulate'
import { statusCommand } from './commands/status'
import { validateCommand } from './commands/validate'
import { type Command, type CommandName, dispatch } from './dispatch'
import type { Host } from './host'

const COMMANDS: Readonly<Record<CommandName, Command>> = {
  validate: validateCommand,
  create: createCommand,
  convert: convertCommand,
  select: selectCommand,
  place: placeCommand,
  schedule: scheduleCommand,
  simulate: simulateCommand,
  status: statusCommand,
}

/** Runs the command line `argv` (without `node` and the script) and returns the exit code. */
export const main = (argv: readonly string[], host: Host): number => dispatch(argv, host, (name) => COMMANDS[name])
