/**
 * `k8s-jobs simulate --output timeline`: the picture of `jobTimelineSvg` as
 * compact Unicode text for a terminal. Each outcome has its own block
 * character, so the text reads without colour; colour (from the caller's
 * {@link Style}, so only on a TTY and never with NO_COLOR) is added on top.
 *
 * @module
 */
import type { SimulationResult } from '../controller/simulate-types'
import { type BarOutcome, formatSpan, jobPicture, plural, type PodBar } from '../timeline/job-model'
import { tickStep } from '../timeline/svg-parts'
import type { Style } from './style'

const BLOCK: Record<BarOutcome, string> = {
  Succeeded: '█',
  Failed: '▒',
  Ignored: '░',
  Deleted: '▞',
  Running: '▶',
}

const colourOf = (o: BarOutcome, style: Style): ((s: string) => string) =>
  o === 'Succeeded'
    ? style.green
    : o === 'Failed'
      ? style.red
      : o === 'Deleted'
        ? style.yellow
        : o === 'Ignored'
          ? style.dim
          : style.bold

const END: Partial<Record<BarOutcome, string>> = { Succeeded: '✓', Failed: '✗', Ignored: '○', Deleted: '⊘' }

/** Cells of one row: a character and the outcome that colours it. */
const rowCells = (
  bars: readonly PodBar[],
  width: number,
  col: (t: number) => number,
): [string, BarOutcome | undefined][] => {
  const cells: [string, BarOutcome | undefined][] = Array.from({ length: width }, () => [' ', undefined])
  bars.forEach((b, i) => {
    const prev = bars[i - 1]
    if (prev?.to !== undefined && (prev.outcome === 'Failed' || prev.outcome === 'Ignored')) {
      for (let c = col(prev.to); c < col(b.from); c++) if (cells[c]?.[1] === undefined) cells[c] = ['·', undefined]
    }
    const from = col(b.from)
    const to = Math.max(from, b.to === undefined ? width - 1 : col(b.to) - 1)
    for (let c = from; c <= to && c < width; c++) cells[c] = [BLOCK[b.outcome], b.outcome]
    const mark = END[b.outcome]
    if (mark !== undefined && to < width) cells[to] = [mark, b.outcome]
  })
  return cells
}

/**
 * The text timeline of a simulation, `columns` characters wide (at least
 * 40): a heading, a time scale, one line per completion index or pod slot,
 * a line marking condition changes, the list of those changes and a legend.
 */
export const timelineText = (sim: SimulationResult, style: Style, columns: number, maxRows = 40): string => {
  const pic = jobPicture(sim, maxRows)
  const labelWidth = Math.min(16, Math.max(8, ...pic.rows.map((r) => [...r.label].length + 1)))
  const width = Math.max(20, Math.min(200, columns) - labelWidth - 1)
  const col = (t: number): number =>
    pic.span <= 0 ? 0 : Math.min(width - 1, Math.max(0, Math.floor((t / pic.span) * width)))
  const fitLine = (s: string): string => ([...s].length <= columns ? s : `${[...s].slice(0, columns - 1).join('')}…`)
  const out: string[] = []
  out.push(style.bold(fitLine(`Job ${JSON.stringify(pic.name)}: ${pic.outcome}`)))
  out.push(
    style.dim(
      fitLine(
        `${pic.indexed ? 'Indexed' : 'NonIndexed'} · ${plural(pic.rows.reduce((s, r) => s + r.bars.length, 0) + pic.hiddenPods.length, 'pod')} · ${plural(pic.syncs, 'sync')}${pic.start === '' ? '' : ` · from ${pic.start}`}`,
      ),
    ),
  )
  // Scale: round times, a label at most every 10 columns.
  const scale = Array.from({ length: width }, () => ' ')
  const ticks = Array.from({ length: width }, () => '─')
  const step = tickStep(pic.span, Math.max(1, Math.floor(width / 10)))
  let free = 0
  for (let t = 0, k = 0; t <= pic.span && k < 400; t += step, k++) {
    const c = col(t)
    const label = formatSpan(t)
    ticks[c] = '┬'
    if (c < free || c + label.length > width) continue
    for (let i = 0; i < label.length; i++) scale[c + i] = label[i] as string
    free = c + label.length + 1
  }
  const pad = ' '.repeat(labelWidth)
  out.push(`${pad} ${scale.join('').trimEnd()}`)
  out.push(`${pad} ${ticks.join('')}`)
  const suspended = new Set<number>()
  for (const [a, b] of pic.suspended) for (let c = col(a); c <= col(b); c++) suspended.add(c)
  for (const r of pic.rows) {
    const cells = rowCells(r.bars, width, col).map(([ch, o], c): string => {
      if (o !== undefined) return colourOf(o, style)(ch)
      return ch === ' ' && suspended.has(c) ? style.dim('┊') : ch
    })
    out.push(`${r.label.padStart(labelWidth)} ${cells.join('').trimEnd()}`)
  }
  if (pic.rows.length === 0) out.push(`${pad} (no pods were created)`)
  if (pic.hiddenRows > 0) out.push(`${pad} … ${pic.hiddenRows} more rows not shown (${pic.hiddenPods.length} pods)`)
  if (pic.markers.length > 0 || pic.deadline !== undefined) {
    const line = Array.from({ length: width }, () => ' ')
    for (const m of pic.markers) line[col(m.at)] = '▲'
    if (pic.deadline !== undefined && pic.deadline.at <= pic.span) line[col(pic.deadline.at)] = '⏱'
    out.push(`${'conditions'.padStart(labelWidth)} ${line.join('').trimEnd()}`)
    for (const m of pic.markers) out.push(fitLine(`${pad} ${formatSpan(m.at).padStart(6)}  ${m.label}`))
    if (pic.deadline !== undefined)
      out.push(
        fitLine(
          `${pad} ${formatSpan(pic.deadline.at).padStart(6)}  activeDeadlineSeconds (${pic.deadline.seconds}s) ⏱`,
        ),
      )
  }
  const legend = (['Succeeded', 'Failed', 'Ignored', 'Deleted', 'Running'] as const).map(
    (o) => `${colourOf(o, style)(BLOCK[o])} ${o === 'Ignored' ? 'failed, ignored by policy' : o.toLowerCase()}`,
  )
  legend.push('· back-off', '┊ suspended', '▲ condition change', '✓✗○⊘ how a pod ended')
  out.push('')
  // The legend's items in plain text measure its width (colour codes take none).
  const plainLegend = (['Succeeded', 'Failed', 'Ignored', 'Deleted', 'Running'] as const)
    .map((o) => `${BLOCK[o]} ${o === 'Ignored' ? 'failed, ignored by policy' : o.toLowerCase()}`)
    .concat(legend.slice(5))
  let line = ''
  let lineWidth = 0
  legend.forEach((item, k) => {
    const w = [...(plainLegend[k] ?? item)].length
    if (line !== '' && lineWidth + 2 + w > columns) {
      out.push(line)
      line = ''
      lineWidth = 0
    }
    lineWidth = line === '' ? w : lineWidth + 2 + w
    line = line === '' ? item : `${line}  ${item}`
  })
  out.push(line)
  return `${out.join('\n')}\n`
}
