/**
 * Colour for terminals: only when the stream is a TTY and `NO_COLOR` is not
 * set to a non-empty value (https://no-color.org).
 *
 * @module
 */
import type { Host } from './host'

export interface Style {
  readonly bold: (s: string) => string
  readonly dim: (s: string) => string
  readonly red: (s: string) => string
  readonly green: (s: string) => string
  /** kubectl's colour for `Warning:` (bold yellow). */
  readonly yellow: (s: string) => string
}

const wrap = (open: string) => (s: string) => `\u001b[${open}m${s}\u001b[0m`
const plain = (s: string) => s

const COLOR: Style = { bold: wrap('1'), dim: wrap('2'), red: wrap('31'), green: wrap('32'), yellow: wrap('33;1') }
const NONE: Style = { bold: plain, dim: plain, red: plain, green: plain, yellow: plain }

/** The style for a stream of `host`. */
export const styleFor = (host: Host, stream: 'stdout' | 'stderr'): Style => {
  const noColor = host.env['NO_COLOR']
  const tty = stream === 'stdout' ? host.stdoutIsTTY : host.stderrIsTTY
  return tty && (noColor === undefined || noColor === '') ? COLOR : NONE
}
