/**
 * SVG building blocks shared by the timeline renderers: XML escaping, number
 * formatting, the time axis, marker-label lanes, fill patterns and the
 * legend. Strings only: no DOM.
 *
 * @module
 */
import { formatSpan } from './job-model'

/** `s` with the characters XML 1.0 cannot carry (controls, lone surrogates, U+FFFE/U+FFFF) as U+FFFD. */
const xmlChars = (s: string): string => {
  let out = ''
  let from = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    let bad: boolean
    if (c < 0x20) bad = c !== 0x09 && c !== 0x0a && c !== 0x0d
    else if (c < 0xd800) continue
    else if (c <= 0xdbff) {
      const d = s.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) {
        i++
        continue
      }
      bad = true
    } else bad = c <= 0xdfff || c === 0xfffe || c === 0xffff
    if (bad) {
      out += `${s.slice(from, i)}\uFFFD`
      from = i + 1
    }
  }
  return from === 0 ? s : out + s.slice(from)
}

/** Text as XML character data or an attribute value. */
export const xml = (s: string): string =>
  xmlChars(String(s)).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A coordinate with at most one decimal. */
export const n = (x: number): string => {
  const r = Math.round((Number.isFinite(x) ? x : 0) * 10) / 10
  return String(Object.is(r, -0) ? 0 : r)
}

/** Rough width of `text` in pixels at `size` (sans-serif average advance). */
export const textWidth = (text: string, size: number): number => [...text].length * size * 0.58

/** Text, never longer than `max` characters (an ellipsis marks the cut). */
export const clip = (text: string, max: number): string => {
  const chars = [...text]
  return chars.length <= max ? text : `${chars.slice(0, Math.max(1, max - 1)).join('')}…`
}

export const FONT = "system-ui, -apple-system, 'Segoe UI', 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"

/** Okabe–Ito colours (readable with the common colour-vision deficiencies). */
export const COLOURS = {
  succeeded: '#009E73',
  failed: '#D55E00',
  ignored: '#8C8C8C',
  deleted: '#E69F00',
  running: '#56B4E9',
  suspended: '#555555',
  deadline: '#CC79A7',
  skipped: '#8C8C8C',
  ink: '#1A1A1A',
  muted: '#5F5F5F',
  grid: '#E4E4E4',
} as const

/** `<defs>` with the fill patterns, ids prefixed by `p`. */
export const patternDefs = (p: string): string =>
  `<defs>` +
  `<pattern id="${p}-failed" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
  `<rect width="6" height="6" fill="${COLOURS.failed}"/><rect width="2" height="6" fill="#fff" fill-opacity="0.45"/></pattern>` +
  `<pattern id="${p}-ignored" width="5" height="5" patternUnits="userSpaceOnUse">` +
  `<rect width="5" height="5" fill="${COLOURS.ignored}"/><circle cx="2.5" cy="2.5" r="1" fill="#fff" fill-opacity="0.6"/></pattern>` +
  `<pattern id="${p}-deleted" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
  `<rect width="6" height="6" fill="${COLOURS.deleted}"/><rect width="1.5" height="6" fill="#000" fill-opacity="0.3"/>` +
  `<rect width="6" height="1.5" fill="#000" fill-opacity="0.3"/></pattern>` +
  `<pattern id="${p}-terminating" width="4" height="4" patternUnits="userSpaceOnUse">` +
  `<rect width="4" height="4" fill="#fff"/><rect width="2" height="4" fill="${COLOURS.ink}" fill-opacity="0.55"/></pattern>` +
  `<pattern id="${p}-suspended" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">` +
  `<rect width="8" height="8" fill="${COLOURS.suspended}" fill-opacity="0.06"/><rect width="1" height="8" fill="${COLOURS.suspended}" fill-opacity="0.25"/></pattern>` +
  `</defs>`

/** A step for ticks over `span` ms with at most `maxTicks` of them. */
const STEPS = [
  1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400, 172800, 604800, 2592000,
  31536000,
].map((s) => s * 1000)

export const tickStep = (span: number, maxTicks: number): number => {
  for (const s of STEPS) if (span / s <= maxTicks) return s
  return Math.ceil(span / Math.max(1, maxTicks) / 31536000000) * 31536000000
}

/**
 * The time axis under a plot from `x0` to `x1` (pixels) at `y`, for `span`
 * ms; grid lines go up to `top`. `label(t)` writes a tick's label
 * (default: elapsed time).
 */
export const timeAxis = (
  x0: number,
  x1: number,
  top: number,
  y: number,
  span: number,
  label: (t: number) => string = formatSpan,
  maxTicks?: number,
): string => {
  const width = x1 - x0
  const sample = label(span)
  const step = tickStep(span, maxTicks ?? Math.max(2, Math.floor(width / Math.max(64, textWidth(sample, 11) + 16))))
  const out: string[] = [`<g class="axis" font-size="11" fill="${COLOURS.muted}">`]
  out.push(`<line x1="${n(x0)}" y1="${n(y)}" x2="${n(x1)}" y2="${n(y)}" stroke="${COLOURS.muted}"/>`)
  for (let t = 0, k = 0; t <= span + 1e-6 && k < 1000; t += step, k++) {
    const x = x0 + (span === 0 ? 0 : (t / span) * width)
    out.push(`<line x1="${n(x)}" y1="${n(top)}" x2="${n(x)}" y2="${n(y)}" stroke="${COLOURS.grid}"/>`)
    out.push(`<line x1="${n(x)}" y1="${n(y)}" x2="${n(x)}" y2="${n(y + 4)}" stroke="${COLOURS.muted}"/>`)
    out.push(`<text x="${n(x)}" y="${n(y + 16)}" text-anchor="middle">${xml(label(t))}</text>`)
  }
  out.push('</g>')
  return out.join('')
}

/** Labels placed in lanes so that none overlaps another: returns each label's lane. */
export const laneOf = (
  items: readonly { readonly x: number; readonly width: number }[],
  right: number,
): { lanes: number[]; count: number; anchorEnd: boolean[] } => {
  const ends: number[] = []
  const lanes: number[] = []
  const anchorEnd: boolean[] = []
  for (const it of items) {
    const end = it.x + it.width > right
    const from = end ? it.x - it.width : it.x
    const to = end ? it.x : it.x + it.width
    let lane = ends.findIndex((e) => e + 6 <= from)
    if (lane < 0) {
      lane = ends.length
      ends.push(to)
    } else ends[lane] = to
    lanes.push(lane)
    anchorEnd.push(end)
  }
  return { lanes, count: ends.length, anchorEnd }
}

export interface LegendItem {
  /** `fill` value of the swatch, or a line style. */
  readonly swatch:
    | { readonly fill: string }
    | { readonly stroke: string; readonly dash?: string }
    | { readonly draw: (x: number, y: number) => string }
  readonly label: string
}

/** The legend, wrapped to `width`, from (`x`, `y`); returns the markup and its height. */
export const legend = (items: readonly LegendItem[], x: number, y: number, width: number): [string, number] => {
  const out: string[] = [`<g class="legend" font-size="11" fill="${COLOURS.ink}">`]
  let cx = x
  let cy = y
  for (const it of items) {
    const w = 22 + textWidth(it.label, 11) + 16
    if (cx > x && cx + w > x + width) {
      cx = x
      cy += 18
    }
    if ('draw' in it.swatch) {
      out.push(it.swatch.draw(cx + 8, cy + 5.5))
    } else if ('fill' in it.swatch) {
      out.push(
        `<rect x="${n(cx)}" y="${n(cy)}" width="16" height="11" rx="2" fill="${it.swatch.fill}" stroke="${COLOURS.ink}" stroke-width="0.5"/>`,
      )
    } else {
      const dash = it.swatch.dash === undefined ? '' : ` stroke-dasharray="${it.swatch.dash}"`
      out.push(
        `<line x1="${n(cx)}" y1="${n(cy + 5.5)}" x2="${n(cx + 16)}" y2="${n(cy + 5.5)}" stroke="${it.swatch.stroke}" stroke-width="2"${dash}/>`,
      )
    }
    out.push(`<text x="${n(cx + 22)}" y="${n(cy + 10)}">${xml(it.label)}</text>`)
    cx += w
  }
  out.push('</g>')
  return [out.join(''), cy - y + 18]
}

/** A whole number option within [lo, hi], else the default. */
export const intOption = (v: unknown, lo: number, hi: number, dflt: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(hi, Math.max(lo, Math.round(v))) : dflt

/** An id prefix: letters, digits, `-` and `_`, starting with a letter. */
export const idPrefixOption = (v: unknown, dflt: string): string =>
  typeof v === 'string' && /^[A-Za-z][A-Za-z0-9_-]{0,40}$/.test(v) ? v : dflt
