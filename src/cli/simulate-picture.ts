/**
 * `k8s-jobs simulate --output svg|timeline`: the simulation as an SVG
 * picture (`jobTimelineSvg`) or as a text timeline for a terminal.
 *
 * @module
 */
import type { SimulationResult } from '../controller/simulate-types'
import { jobTimelineSvg } from '../timeline/job-svg'
import type { Host } from './host'
import { styleFor } from './style'
import { timelineText } from './timeline-text'

/** Terminal width: `$COLUMNS` when it is a number from 40 to 400, else 100. */
export const columnsOf = (host: Host): number => {
  const c = Number(host.env['COLUMNS'])
  return Number.isInteger(c) && c >= 40 && c <= 400 ? c : 100
}

/** The text written to standard output for `--output svg` or `--output timeline`. */
export const simulationPicture = (result: SimulationResult, output: 'svg' | 'timeline', host: Host): string =>
  output === 'svg' ? jobTimelineSvg(result) : timelineText(result, styleFor(host, 'stdout'), columnsOf(host))
