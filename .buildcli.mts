import { build } from 'tsup'
import { cliBuild } from '/work/clihard/tsup.cli'
await build({ ...cliBuild, outDir: process.argv[2] ?? '/work/clihard/dist', sourcemap: false, silent: true, config: false })
