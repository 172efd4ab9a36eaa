/** The package version, for `--version` and SARIF output. */
import pkg from '../../package.json'

export const VERSION: string = pkg.version
