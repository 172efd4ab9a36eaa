/**
 * `scheduleTimelineSvg`: a CronJob's run times as a calendar picture, in
 * the CronJob's zone and in UTC side by side, from a plain list of runs.
 *
 * @module
 */
import { guarded } from '../wire/guard'
import { COLOURS, FONT, idPrefixOption, intOption, type LegendItem, legend, n, textWidth, xml } from './svg-parts'
import { pushAll } from '../wire/push-all'

/**
 * What happened to one scheduled time: the controller started a Job (`run`),
 * let it pass (`missed`: the controller was not there, or the starting
 * deadline had passed), did not start it because the previous Job was still
 * running under `concurrencyPolicy: Forbid` (`skipped`), or it is still to
 * come (`next`).
 *
 * @example
 * const s: ScheduleRunStatus = 'skipped'
 */
export type ScheduleRunStatus = 'run' | 'missed' | 'skipped' | 'next'

/**
 * One scheduled time of a CronJob.
 *
 * @example
 * const r: ScheduleRun = { time: '2026-03-09T02:30:00-04:00', status: 'run' }
 */
export interface ScheduleRun {
  /**
   * RFC 3339 with the offset of the CronJob's zone at that time (e.g.
   * `2026-03-09T02:30:00-04:00`): the wall clock in the zone and, through
   * the offset, the instant in UTC. A time in UTC (`…Z`) draws the zone as UTC.
   */
  readonly time: string
  /** Default `run`. */
  readonly status?: ScheduleRunStatus
  /** A word on the run, shown in its tooltip (e.g. the Job's name). */
  readonly note?: string
}

/**
 * Options of {@link scheduleTimelineSvg}.
 *
 * @example
 * const o: ScheduleTimelineOptions = { timeZone: 'America/New_York', title: 'nightly: 30 2 * * *' }
 */
export interface ScheduleTimelineOptions {
  /** The zone's name, for the headings (default `local`). */
  readonly timeZone?: string
  /** Heading (default: `<n> scheduled times`). */
  readonly title?: string
  /** Width in pixels (480–4000, default 960). */
  readonly width?: number
  /** Days drawn at most (1–366, default 31); the others are counted in a note. */
  readonly maxRows?: number
  /** Prefix of the ids in the SVG (default `k8sst`). */
  readonly idPrefix?: string
}

const TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

interface Point {
  readonly date: string
  /** Minutes after local midnight and after UTC midnight. */
  readonly local: number
  readonly utc: number
  readonly offset: string
  readonly status: ScheduleRunStatus
  readonly text: string
}

const two = (x: number): string => String(x).padStart(2, '0')
const clock = (minutes: number): string => `${two(Math.floor(minutes / 60) % 24)}:${two(Math.round(minutes) % 60)}`

const pointOf = (run: unknown): Point | undefined => {
  if (typeof run !== 'object' || run === null) return undefined
  const r = run as Record<string, unknown>
  const m = typeof r['time'] === 'string' ? TIME.exec(r['time']) : null
  if (m === null) return undefined
  const [, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number]
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 60) return undefined
  const sign = m[8] === '-' ? -1 : 1
  const offsetMinutes = m[7] !== undefined ? 0 : sign * (Number(m[9]) * 60 + Number(m[10]))
  const local = h * 60 + mi + s / 60
  const utc = (((local - offsetMinutes) % 1440) + 1440) % 1440
  const status: ScheduleRunStatus =
    r['status'] === 'missed' || r['status'] === 'skipped' || r['status'] === 'next' ? r['status'] : 'run'
  const offset = m[7] !== undefined ? 'UTC' : `UTC${m[8] === '-' ? '−' : '+'}${m[9]}:${m[10]}`
  const date = `${m[1]}-${m[2]}-${m[3]}`
  const note = typeof r['note'] === 'string' ? ` (${r['note']})` : ''
  return {
    date,
    local,
    utc,
    offset,
    status,
    text: `${date} ${clock(local)} ${offset} = ${clock(utc)} UTC: ${status}${note}`,
  }
}

const marker = (status: ScheduleRunStatus, x: number, y: number): string => {
  const r = 5
  switch (status) {
    case 'missed':
      return `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="#fff" stroke="${COLOURS.failed}" stroke-width="1.5"/><path d="M${n(x - 3)} ${n(y - 3)}l6 6m0 -6l-6 6" stroke="${COLOURS.failed}" stroke-width="1.5"/>`
    case 'skipped':
      return `<rect x="${n(x - r)}" y="${n(y - r)}" width="${2 * r}" height="${2 * r}" fill="#fff" stroke="${COLOURS.skipped}" stroke-width="1.5"/><path d="M${n(x - 4)} ${n(y + 4)}l8 -8" stroke="${COLOURS.skipped}" stroke-width="1.5"/>`
    case 'next':
      return `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="#fff" stroke="${COLOURS.running}" stroke-width="2" stroke-dasharray="2 1.5"/>`
    default:
      return `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="${COLOURS.succeeded}" stroke="${COLOURS.ink}" stroke-width="0.6"/>`
  }
}

const ROW = 22

/** `scheduleTimelineSvg` before the boundary guard. */
const scheduleTimelineSvgUnguarded = (runs: readonly ScheduleRun[], options: ScheduleTimelineOptions = {}): string => {
  const opts: Record<string, unknown> =
    typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {}
  const width = intOption(opts['width'], 480, 4000, 960)
  const maxRows = intOption(opts['maxRows'], 1, 366, 31)
  const p = idPrefixOption(opts['idPrefix'], 'k8sst')
  const zone = typeof opts['timeZone'] === 'string' && opts['timeZone'] !== '' ? opts['timeZone'] : 'local'
  const points = (Array.isArray(runs) ? runs : []).map(pointOf).filter((x): x is Point => x !== undefined)
  const heading = typeof opts['title'] === 'string' ? opts['title'] : `${points.length} scheduled times`
  const days = new Map<string, Point[]>()
  for (const pt of points) days.set(pt.date, [...(days.get(pt.date) ?? []), pt])
  // Every day from the first to the last, so that a day without a run shows.
  const known = [...days.keys()].sort()
  const dates: string[] = []
  const first = known.length > 0 ? Date.parse(`${known[0]}T00:00:00Z`) : Number.NaN
  const last = known.length > 0 ? Date.parse(`${known[known.length - 1]}T00:00:00Z`) : Number.NaN
  if (Number.isFinite(first) && Number.isFinite(last) && (last - first) / 86_400_000 <= 4000) {
    for (let t = first; t <= last; t += 86_400_000) dates.push(new Date(t).toISOString().slice(0, 10))
  } else pushAll(dates, known)
  const shown = dates.length > maxRows ? dates.slice(0, maxRows - 1) : dates
  const hiddenDays = dates.length - shown.length
  const hiddenRuns = dates.slice(shown.length).reduce((s, d) => s + (days.get(d)?.length ?? 0), 0)

  const labelW = 210
  const gap = 48
  const panelW = (width - labelW - gap - 24) / 2
  const panels = [
    { x0: labelW, title: `time of day in ${zone}`, at: (pt: Point) => pt.local },
    { x0: labelW + panelW + gap, title: 'time of day in UTC', at: (pt: Point) => pt.utc },
  ]
  const top = 70
  const bottom = top + Math.max(1, shown.length) * ROW
  const out: string[] = []
  out.push(`<text x="16" y="22" font-size="15" font-weight="600" fill="${COLOURS.ink}">${xml(heading)}</text>`)
  out.push(
    `<text x="16" y="40" font-size="12" fill="${COLOURS.muted}">${xml(`${dates.length} days · the same runs in ${zone} (left) and in UTC (right)`)}</text>`,
  )
  for (const pan of panels) {
    out.push(
      `<text x="${n(pan.x0)}" y="${top - 12}" font-size="12" font-weight="600" fill="${COLOURS.ink}">${xml(pan.title)}</text>`,
    )
    out.push(`<g class="axis" font-size="11" fill="${COLOURS.muted}">`)
    for (let h = 0; h <= 24; h += 3) {
      const x = pan.x0 + (h / 24) * panelW
      out.push(`<line x1="${n(x)}" y1="${top}" x2="${n(x)}" y2="${n(bottom)}" stroke="${COLOURS.grid}"/>`)
      out.push(`<text x="${n(x)}" y="${n(bottom + 16)}" text-anchor="middle">${two(h)}:00</text>`)
    }
    out.push(
      `<line x1="${n(pan.x0)}" y1="${n(bottom)}" x2="${n(pan.x0 + panelW)}" y2="${n(bottom)}" stroke="${COLOURS.muted}"/></g>`,
    )
  }
  let previousOffset: string | undefined
  shown.forEach((date, k) => {
    const y = top + k * ROW
    const list = days.get(date) ?? []
    const offsets = [...new Set(list.map((pt) => pt.offset))]
    if (k % 2 === 1)
      out.push(`<rect x="8" y="${n(y)}" width="${width - 16}" height="${ROW}" fill="#000" fill-opacity="0.03"/>`)
    const changed = previousOffset !== undefined && offsets[0] !== previousOffset
    const offsetText = offsets.join(' → ')
    const weekday = DAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? ''
    out.push(`<text x="16" y="${n(y + 15)}" font-size="11" fill="${COLOURS.ink}">${xml(`${weekday} ${date}`)}</text>`)
    if (list.length === 0) {
      out.push(
        `<text x="${n(labelW + 4)}" y="${n(y + 15)}" font-size="11" font-style="italic" fill="${COLOURS.muted}">no scheduled time this day</text>`,
      )
      return
    }
    out.push(
      `<text x="${labelW - 10}" y="${n(y + 15)}" font-size="11" text-anchor="end" fill="${changed || offsets.length > 1 ? COLOURS.failed : COLOURS.muted}"${changed || offsets.length > 1 ? ' font-weight="600"' : ''}>${xml(changed || offsets.length > 1 ? `⇄ ${offsetText}` : offsetText)}</text>`,
    )
    previousOffset = offsets[offsets.length - 1]
    for (const pt of list) {
      out.push(`<g class="run ${pt.status}"><title>${xml(pt.text)}</title>`)
      for (const pan of panels) {
        const x = pan.x0 + (pan.at(pt) / 1440) * panelW
        out.push(marker(pt.status, x, y + ROW / 2))
      }
      if (list.length <= 4) {
        for (const pan of panels) {
          const x = pan.x0 + (pan.at(pt) / 1440) * panelW
          const label = clock(pan.at(pt))
          const right = x + 8 + textWidth(label, 10) < pan.x0 + panelW
          out.push(
            `<text x="${n(right ? x + 8 : x - 8)}" y="${n(y + 15)}" font-size="10" fill="${COLOURS.muted}"${right ? '' : ' text-anchor="end"'}>${label}</text>`,
          )
        }
      }
      out.push('</g>')
    }
  })
  if (points.length === 0)
    out.push(`<text x="${labelW}" y="${top + 15}" font-size="11" fill="${COLOURS.muted}">no scheduled times</text>`)
  let y = bottom + 36
  if (hiddenDays > 0) {
    out.push(
      `<text class="hidden-rows" x="16" y="${n(y)}" font-size="11" font-style="italic" fill="${COLOURS.ink}">${xml(`… ${hiddenDays} more days not drawn (limit ${maxRows}): ${hiddenRuns} scheduled times`)}</text>`,
    )
    y += 16
  }
  const used = new Set(points.map((pt) => pt.status))
  const items: LegendItem[] = []
  const add = (s: ScheduleRunStatus, label: string) => {
    if (used.has(s)) items.push({ swatch: { draw: (x, y) => marker(s, x, y) }, label })
  }
  add('run', 'ran (a Job was created)')
  add('missed', 'missed (controller away or past the starting deadline)')
  add('skipped', 'skipped (concurrencyPolicy Forbid: the previous Job still ran)')
  add('next', 'next (still to come)')
  items.push({ swatch: { stroke: COLOURS.failed }, label: '⇄ the zone’s UTC offset changes' })
  const [legendSvg, legendH] = legend(items, 16, y, width - 32)
  out.push(legendSvg)
  const height = Math.ceil(y + legendH + 6)
  const desc = [
    `${points.length} scheduled times over ${dates.length} days, in ${zone} and in UTC.`,
    ...shown.flatMap((d) => (days.get(d) ?? []).map((pt) => `${pt.text}.`)),
    ...(hiddenDays > 0 ? [`${hiddenDays} more days with ${hiddenRuns} scheduled times not drawn.`] : []),
  ].join(' ')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${p}-title ${p}-desc" font-family="${xml(FONT)}">` +
    `<title id="${p}-title">${xml(heading)}</title><desc id="${p}-desc">${xml(desc)}</desc>` +
    `<rect width="${width}" height="${height}" fill="#fff"/>${out.join('')}</svg>\n`
  )
}

/**
 * Draws a CronJob's scheduled times as an SVG picture (a string; no DOM, no
 * I/O): one row per day in the CronJob's zone, each time marked twice —
 * at its time of day in the zone (left) and in UTC (right) — so that a
 * daylight-saving change shows as a jump on one side only, and the day's
 * UTC offset at the left (`⇄` where it changes). Markers differ by shape as
 * well as colour: `run`, `missed`, `skipped` (`concurrencyPolicy: Forbid`),
 * `next`. Takes plain data — RFC 3339 times with the zone's offset — so it
 * needs no zone database: compute the times with the library's schedule
 * functions (or take them from a cluster) and pass them in. Never throws.
 *
 * @example
 * import { scheduleTimelineSvg } from 'k8s-jobs-core/timeline'
 * const svg = scheduleTimelineSvg(
 *   [
 *     { time: '2026-03-07T02:30:00-05:00' },
 *     { time: '2026-03-09T02:30:00-04:00', status: 'skipped' },
 *   ],
 *   { timeZone: 'America/New_York', title: 'nightly: 30 2 * * *' },
 * )
 * svg.includes('⇄ UTC−04:00') // true
 */
export const scheduleTimelineSvg = /* @__PURE__ */ guarded(
  (_runs: unknown, options?: unknown): string => scheduleTimelineSvgUnguarded([], options as ScheduleTimelineOptions),
  scheduleTimelineSvgUnguarded,
)
