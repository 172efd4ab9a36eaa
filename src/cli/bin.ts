#!/usr/bin/env node
/**
 * The `k8s-jobs` executable.
 *
 * @module
 */
import { nodeHost } from './host'
import { main } from './main'

// A closed pipe (`k8s-jobs status … | head -1`) ends the output quietly.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0)
    throw e
  })
}

process.exitCode = main(process.argv.slice(2), nodeHost())
