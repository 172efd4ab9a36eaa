#!/usr/bin/env node
/**
 * The `k8s-jobs` command line, bundled into one CommonJS file
 * (`dist/cli-main.cjs`, see `tsup.cli.ts`) that the executable
 * `dist/cli.cjs` runs with a V8 code cache. Only the command named on the
 * command line is initialised (the dynamic imports become lazily run module
 * bodies in the bundle): `--version` and `--help` initialise none.
 *
 * Output is written synchronously; when standard output fails, the
 * command's report is lost, so:
 * - a closed pipe (`k8s-jobs status … | head -1`) ends the output quietly,
 *   with the command's own exit code;
 * - any other failure (a full disk: `ENOSPC`) is one line on standard error
 *   and exit code 3, never a stack trace and never 0.
 *
 * @module
 */
import { type Command, type CommandName, dispatch, isCommandName } from './dispatch'
import { nodeHost } from './host'
import { outputFailureExit } from './output-failure'

const LOADERS: Readonly<Record<CommandName, () => Promise<Command>>> = {
  validate: async () => (await import('./commands/validate')).validateCommand,
  create: async () => (await import('./commands/create')).createCommand,
  convert: async () => (await import('./commands/convert')).convertCommand,
  select: async () => (await import('./commands/select')).selectCommand,
  place: async () => (await import('./commands/place')).placeCommand,
  schedule: async () => (await import('./commands/schedule')).scheduleCommand,
  simulate: async () => (await import('./commands/simulate')).simulateCommand,
  status: async () => (await import('./commands/status')).statusCommand,
}

const run = async (): Promise<void> => {
  const argv = process.argv.slice(2)
  const name = argv[0]
  const command = isCommandName(name) ? await LOADERS[name]() : undefined
  const host = nodeHost()
  const code = dispatch(argv, host, (n) => (n === name ? command : undefined))
  process.exitCode = outputFailureExit(host, code)
}

void run()
