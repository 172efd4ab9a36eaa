#!/usr/bin/env node
/**
 * The `k8s-jobs` executable. Output is written synchronously; when standard
 * output fails, the command's report is lost, so:
 * - a closed pipe (`k8s-jobs status … | head -1`) ends the output quietly,
 *   with the command's own exit code;
 * - any other failure (a full disk: `ENOSPC`) is one line on standard error
 *   and exit code 3, never a stack trace and never 0.
 *
 * @module
 */
import { nodeHost } from './host'
import { main } from './main'
import { outputFailureExit } from './output-failure'

const host = nodeHost()
const code = main(process.argv.slice(2), host)
process.exitCode = outputFailureExit(host, code)
