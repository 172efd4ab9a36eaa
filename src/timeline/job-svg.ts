/**
 * `jobTimelineSvg`: a picture of a `simulateJob` run as a
 * self-contained SVG string.
 *
 * @module
 */
import type { SimulationResult } from '../controller/simulate-types'
import { guarded } from '../wire/guard'
import { type BarOutcome, formatSpan, type JobPicture, jobPicture, plural, type PodBar } from './job-model'
import {
  clip,
  COLOURS,
  FONT,
  idPrefixOption,
  intOption,
  laneOf,
  type LegendItem,
  legend,
  n,
  patternDefs,
  textWidth,
  timeAxis,
  xml,
} from './svg-parts'

/**
 * Options of {@link jobTimelineSvg}.
 *
 * @example
 * const o: JobTimelineOptions = { width: 800, maxRows: 20, title: 'pi, flaky first attempts' }
 */
export interface JobTimelineOptions {
  /** Width in pixels (320–4000, default 960). */
  readonly width?: number
  /** Rows drawn at most (1–500, default 40); the others are counted in a note. */
  readonly maxRows?: number
  /** Heading (default: `Job "<name>": <outcome>`). */
  readonly title?: string
  /** Prefix of the ids in the SVG (default `k8sjt`), for several pictures in one page. */
  readonly idPrefix?: string
}

const LEFT = 104
const RIGHT = 28
const ROW = 24
const BAR = 14
const LANE = 15

const OUTCOME_TEXT: Record<BarOutcome, string> = {
  Succeeded: 'succeeded',
  Failed: 'failed',
  Ignored: 'failed, ignored by the pod failure policy',
  Deleted: 'deleted (killed)',
  Running: 'still running',
}

const fillOf = (o: BarOutcome, p: string): string =>
  o === 'Succeeded'
    ? COLOURS.succeeded
    : o === 'Running'
      ? COLOURS.running
      : `url(#${p}-${o === 'Failed' ? 'failed' : o === 'Ignored' ? 'ignored' : 'deleted'})`

/** The short label drawn in a bar, when it fits. */
const glyphOf = (b: PodBar): string => {
  switch (b.outcome) {
    case 'Succeeded':
      return '✓'
    case 'Failed':
      return `✗ exit ${b.exitCode ?? 1}${b.policyAction === 'FailJob' || b.policyAction === 'FailIndex' ? ` → ${b.policyAction}` : ''}`
    case 'Ignored':
      return '○ ignored'
    case 'Deleted':
      return '⊘ deleted'
    default:
      return '▸ running'
  }
}

const whenText = (b: PodBar): string => `${formatSpan(b.from)}–${b.to === undefined ? 'end' : formatSpan(b.to)}`

/** The sentence that describes one pod (its `<title>` and its part of `<desc>`). */
const podText = (b: PodBar): string => {
  const where = b.index === undefined ? `attempt ${b.attempt}` : `index ${b.index}, attempt ${b.attempt}`
  const exit =
    b.exitCode !== undefined && b.outcome !== 'Succeeded' && b.outcome !== 'Running' ? `, exit code ${b.exitCode}` : ''
  const action = b.policyAction !== undefined ? `, pod failure policy: ${b.policyAction}` : ''
  const deleted = b.deletedAt !== undefined ? `, deleted at ${formatSpan(b.deletedAt)}` : ''
  return `${b.name} (${where}): ${OUTCOME_TEXT[b.outcome]}${exit}${action}, ${whenText(b)}${deleted}`
}

const describe = (pic: JobPicture): string => {
  const parts: string[] = [
    `${pic.indexed ? 'Indexed' : 'NonIndexed'} Job ${JSON.stringify(pic.name)}, ${pic.outcome}, ${pic.syncs} syncs; times from the first sync.`,
  ]
  for (const r of pic.rows) {
    parts.push(`${r.label}: ${r.bars.length === 0 ? 'no pods' : r.bars.map(podText).join('; ')}.`)
  }
  if (pic.hiddenRows > 0) parts.push(`${pic.hiddenRows} more rows not drawn, with ${pic.hiddenPods.length} pods.`)
  for (const m of pic.markers) parts.push(`${m.label} at ${formatSpan(m.at)}.`)
  if (pic.deadline !== undefined)
    parts.push(`activeDeadlineSeconds ${pic.deadline.seconds} ends at ${formatSpan(pic.deadline.at)}.`)
  return parts.join(' ')
}

const countBy = (bars: readonly PodBar[]): string => {
  const counts = new Map<BarOutcome, number>()
  for (const b of bars) counts.set(b.outcome, (counts.get(b.outcome) ?? 0) + 1)
  return [...counts.entries()].map(([o, c]) => `${c} ${OUTCOME_TEXT[o].split(',')[0]}`).join(', ')
}

/** `jobTimelineSvg` before the boundary guard. */
const jobTimelineSvgUnguarded = (sim: SimulationResult, options: JobTimelineOptions = {}): string => {
  const opts: Record<string, unknown> =
    typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {}
  const width = intOption(opts['width'], 320, 4000, 960)
  const maxRows = intOption(opts['maxRows'], 1, 500, 40)
  const p = idPrefixOption(opts['idPrefix'], 'k8sjt')
  const pic = jobPicture(sim, maxRows)
  const heading = typeof opts['title'] === 'string' ? opts['title'] : `Job ${JSON.stringify(pic.name)}: ${pic.outcome}`
  const x0 = LEFT
  const x1 = width - RIGHT
  const xOf = (t: number): number =>
    x0 + (pic.span <= 0 ? 0 : (Math.max(0, Math.min(t, pic.span)) / pic.span) * (x1 - x0))
  const allBars = pic.rows.flatMap((r) => r.bars)

  // Marker labels (conditions and the deadline), in lanes above the rows.
  const marks: { at: number; label: string; colour: string; dash: string | undefined }[] = pic.markers.map((m) => ({
    at: m.at,
    label: m.label,
    colour:
      m.type === 'Suspended'
        ? COLOURS.suspended
        : m.type.startsWith('Fail')
          ? COLOURS.failed
          : m.type === 'Complete' || m.type === 'SuccessCriteriaMet'
            ? COLOURS.succeeded
            : COLOURS.ink,
    dash: m.type === 'Complete' || m.type === 'Failed' ? undefined : '4 3',
  }))
  if (pic.deadline !== undefined && pic.deadline.at <= pic.span) {
    marks.push({
      at: pic.deadline.at,
      label: `deadline ${formatSpan(pic.deadline.seconds * 1000)}`,
      colour: COLOURS.deadline,
      dash: '1 3',
    })
  }
  marks.sort((a, b) => a.at - b.at)
  const placed = laneOf(
    marks.map((m) => ({ x: xOf(m.at) + 3, width: textWidth(m.label, 11) })),
    width - 4,
  )
  const top = 52
  const rowsTop = top + placed.count * LANE + 8
  const rowsBottom = rowsTop + Math.max(1, pic.rows.length) * ROW
  const out: string[] = []
  const subtitle = `${pic.indexed ? 'Indexed' : 'NonIndexed'} · ${plural(allBars.length + pic.hiddenPods.length, 'pod')} · ${plural(pic.syncs, 'sync')}${pic.start === '' ? '' : ` · from ${pic.start}`}`
  out.push(
    `<text x="16" y="22" font-size="15" font-weight="600" fill="${COLOURS.ink}">${xml(clip(heading, Math.floor((width - 32) / 8.7)))}</text>`,
  )
  out.push(`<text x="16" y="40" font-size="12" fill="${COLOURS.muted}">${xml(subtitle)}</text>`)

  // Suspended spans behind everything.
  for (const [a, b] of pic.suspended) {
    out.push(
      `<rect class="suspended" x="${n(xOf(a))}" y="${n(rowsTop)}" width="${n(Math.max(1, xOf(b) - xOf(a)))}" height="${n(rowsBottom - rowsTop)}" fill="url(#${p}-suspended)"><title>suspended ${formatSpan(a)}–${formatSpan(b)}</title></rect>`,
    )
  }
  const axisY = rowsBottom + 6
  out.push(timeAxis(x0, x1, rowsTop, axisY, pic.span))

  // Rows.
  pic.rows.forEach((r, k) => {
    const y = rowsTop + k * ROW
    if (k % 2 === 1)
      out.push(`<rect x="${n(x0)}" y="${n(y)}" width="${n(x1 - x0)}" height="${ROW}" fill="#000" fill-opacity="0.03"/>`)
    out.push(
      `<text x="${n(x0 - 8)}" y="${n(y + ROW / 2 + 4)}" font-size="11" text-anchor="end" fill="${COLOURS.ink}">${xml(r.label)}</text>`,
    )
    const by = y + (ROW - BAR) / 2
    r.bars.forEach((b, i) => {
      const prev = i > 0 ? r.bars[i - 1] : undefined
      if (prev?.to !== undefined && (prev.outcome === 'Failed' || prev.outcome === 'Ignored') && b.from > prev.to) {
        const ga = xOf(prev.to)
        const gb = xOf(b.from)
        const label = `back-off ${formatSpan(b.from - prev.to)}`
        out.push(
          `<g class="backoff"><title>${xml(`${label}: ${prev.name} ended at ${formatSpan(prev.to)}, ${b.name} created at ${formatSpan(b.from)}`)}</title>`,
        )
        out.push(
          `<line x1="${n(ga)}" y1="${n(by + BAR / 2)}" x2="${n(gb)}" y2="${n(by + BAR / 2)}" stroke="${COLOURS.muted}" stroke-dasharray="3 2"/>`,
        )
        if (gb - ga > textWidth(label, 9) + 4)
          out.push(
            `<text x="${n((ga + gb) / 2)}" y="${n(by + BAR / 2 - 3)}" font-size="9" text-anchor="middle" fill="${COLOURS.muted}">${xml(label)}</text>`,
          )
        out.push('</g>')
      }
      const bx = xOf(b.from)
      const end = b.to ?? pic.span
      const bw = Math.max(2, xOf(end) - bx)
      out.push(`<g class="pod ${b.outcome.toLowerCase()}" data-pod="${xml(b.name)}"><title>${xml(podText(b))}</title>`)
      out.push(
        `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${BAR}" rx="2" fill="${fillOf(b.outcome, p)}" stroke="${COLOURS.ink}" stroke-width="0.6"/>`,
      )
      if (b.deletedAt !== undefined && b.deletedAt < end) {
        const tx = xOf(b.deletedAt)
        out.push(
          `<rect x="${n(tx)}" y="${n(by + BAR - 4)}" width="${n(Math.max(1, xOf(end) - tx))}" height="4" fill="url(#${p}-terminating)"/>`,
        )
      }
      if (b.to === undefined)
        out.push(
          `<path d="M${n(bx + bw)} ${n(by - 1)}l5 ${BAR / 2 + 1}l-5 ${BAR / 2 + 1}z" fill="${COLOURS.running}" stroke="${COLOURS.ink}" stroke-width="0.6"/>`,
        )
      const glyph = glyphOf(b)
      const full = textWidth(glyph, 10) + 6 <= bw
      const short = [...glyph][0] as string
      if (full || textWidth(short, 10) + 4 <= bw) {
        out.push(
          `<text x="${n(bx + 3)}" y="${n(by + BAR - 3.5)}" font-size="10" font-weight="600" fill="${b.outcome === 'Running' || b.outcome === 'Deleted' ? COLOURS.ink : '#fff'}">${xml(full ? glyph : short)}</text>`,
        )
      }
      out.push('</g>')
    })
  })
  let y = axisY + 26
  if (pic.rows.length === 0) {
    out.push(
      `<text x="${n(x0 + 8)}" y="${n(rowsTop + ROW / 2 + 4)}" font-size="11" fill="${COLOURS.muted}">no pods were created</text>`,
    )
  }
  if (pic.hiddenRows > 0) {
    out.push(
      `<text class="hidden-rows" x="${n(x0)}" y="${n(y + 4)}" font-size="11" font-style="italic" fill="${COLOURS.ink}">${xml(`… ${pic.hiddenRows} more rows not drawn (limit ${maxRows}): ${pic.hiddenPods.length} pods${pic.hiddenPods.length > 0 ? `, ${countBy(pic.hiddenPods)}` : ''}`)}</text>`,
    )
    y += 18
  }

  // Markers: a line over the rows and a label in its lane.
  marks.forEach((m, k) => {
    const x = xOf(m.at)
    const lane = placed.lanes[k] ?? 0
    const ly = top + lane * LANE + 11
    const dash = m.dash === undefined ? '' : ` stroke-dasharray="${m.dash}"`
    out.push(`<g class="marker"><title>${xml(`${m.label} at ${formatSpan(m.at)}`)}</title>`)
    out.push(
      `<line x1="${n(x)}" y1="${n(ly + 3)}" x2="${n(x)}" y2="${n(rowsBottom)}" stroke="${m.colour}" stroke-width="1.5"${dash}/>`,
    )
    const anchor = placed.anchorEnd[k] === true
    out.push(
      `<text x="${n(anchor ? x - 3 : x + 3)}" y="${n(ly)}" font-size="11" fill="${m.colour}"${anchor ? ' text-anchor="end"' : ''}>${xml(m.label)}</text>`,
    )
    out.push('</g>')
  })

  // Legend: what the picture uses.
  const used = new Set(allBars.map((b) => b.outcome))
  const items: LegendItem[] = []
  const add = (o: BarOutcome, label: string) => {
    if (used.has(o)) items.push({ swatch: { fill: fillOf(o, p) }, label })
  }
  add('Succeeded', '✓ succeeded')
  add('Failed', '✗ failed (exit code)')
  add('Ignored', '○ failed, ignored by policy')
  add('Deleted', '⊘ deleted by the controller')
  add('Running', '▸ running at the end')
  if (allBars.some((b) => b.deletedAt !== undefined && b.deletedAt < (b.to ?? pic.span)))
    items.push({ swatch: { fill: `url(#${p}-terminating)` }, label: 'terminating' })
  if (out.some((s) => s.startsWith('<g class="backoff"')))
    items.push({ swatch: { stroke: COLOURS.muted, dash: '3 2' }, label: 'back-off before a retry' })
  if (pic.suspended.length > 0) items.push({ swatch: { fill: `url(#${p}-suspended)` }, label: 'suspended' })
  if (marks.length > 0) items.push({ swatch: { stroke: COLOURS.ink, dash: '4 3' }, label: 'condition change' })
  if (pic.deadline !== undefined && pic.deadline.at <= pic.span)
    items.push({ swatch: { stroke: COLOURS.deadline, dash: '1 3' }, label: 'startTime + activeDeadlineSeconds' })
  const [legendSvg, legendHeight] = legend(items, 16, y, width - 32)
  out.push(legendSvg)
  const height = Math.ceil(y + legendHeight + 6)

  const head =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${p}-title ${p}-desc" font-family="${xml(FONT)}">` +
    `<title id="${p}-title">${xml(heading)}</title><desc id="${p}-desc">${xml(describe(pic))}</desc>` +
    patternDefs(p) +
    `<rect width="${width}" height="${height}" fill="#fff"/>`
  return `${head}${out.join('')}</svg>\n`
}

/**
 * Draws a `simulateJob` result as an SVG picture (a string; no DOM,
 * no I/O): one row per completion index (Indexed Jobs) or per pod slot
 * (NonIndexed), a bar per pod from creation to end — patterned and
 * labelled by outcome (succeeded, failed with its exit code, ignored by the
 * pod failure policy, deleted, still running), with its terminating part
 * —, back-off gaps before retries, the Job's condition changes (Suspended,
 * Resumed, FailureTarget, SuccessCriteriaMet, Complete, Failed, with their
 * reasons), suspended spans, the `activeDeadlineSeconds` line, a time axis
 * and a legend. `<title>` and `<desc>` say the same in words, and every
 * pod's bar has its own `<title>`. Beyond `maxRows` rows, the rest are
 * counted in a note. Never throws: anything that is not a simulation draws
 * an empty picture.
 *
 * @example
 * import { simulateJob } from 'k8s-jobs-core'
 * import { jobTimelineSvg } from 'k8s-jobs-core/timeline'
 * const job = { apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'pi' },
 *   spec: { completions: 2, parallelism: 1, backoffLimit: 1, template: {} } } as const
 * const svg = jobTimelineSvg(simulateJob(job, [{ result: 'Failed', afterSeconds: 30 }, { result: 'Succeeded', afterSeconds: 20 }]))
 * svg.startsWith('<svg') // true
 */
export const jobTimelineSvg = /* @__PURE__ */ guarded(
  (_sim: unknown, options?: unknown): string =>
    jobTimelineSvgUnguarded(
      { timeline: [], job: {} as never, pods: [], podHistory: [], finished: false, syncs: 0, stoppedBy: 'idle' },
      options as JobTimelineOptions,
    ),
  jobTimelineSvgUnguarded,
)
