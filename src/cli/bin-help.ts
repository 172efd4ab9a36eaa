/**
 * The `k8s-jobs` command line without its commands: what runs when the
 * first argument names no command (`--help`, `help <command>`, `--version`,
 * no argument, a mistyped command). `dist/cli.cjs` runs this small bundle
 * (`dist/cli-help.cjs`) instead of the whole command line then, so that
 * those answers start as fast as Node does; they are the same as the whole
 * command line's (`bin.ts`), whose dispatch gives them before any command runs.
 *
 * @module
 */
import { dispatch } from './dispatch'
import { nodeHost } from './host'
import { outputFailureExit } from './output-failure'

const host = nodeHost()
process.exitCode = outputFailureExit(
  host,
  dispatch(process.argv.slice(2), host, () => undefined),
)
