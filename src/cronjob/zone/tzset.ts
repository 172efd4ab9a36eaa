/**
 * The POSIX TZ rule of a zone (its TZif footer, e.g.
 * `CET-1CEST,M3.5.0,M10.5.0/3`), evaluated for an instant after the zone's
 * last transition, as Go's `time` package does (`tzset`): the offset in
 * force and the bounds of the period it is in force for, with Go's own
 * bounds (a period after the year's last change ends 365 days after the
 * start of the year, also in leap years).
 *
 * @module
 */
import { civilFromDays, daysFromCivil, daysInMonth } from '../../wire/civil-date'

/** An offset and the instants (Unix seconds) it starts and stops applying. */
export interface ZonePeriod {
  readonly offset: number
  readonly start: number
  readonly end: number
}

interface Rule {
  readonly kind: 'julian' | 'doy' | 'mwd'
  readonly day: number
  readonly week: number
  readonly mon: number
  readonly time: number
}

interface Cursor {
  s: string
}

const num = (c: Cursor, min: number, max: number): number | undefined => {
  const s = c.s
  if (s.length === 0) return undefined
  let n = 0
  for (let i = 0; i < s.length; i++) {
    const d = s.charCodeAt(i) - 48
    if (d < 0 || d > 9) {
      if (i === 0 || n < min) return undefined
      c.s = s.slice(i)
      return n
    }
    n = n * 10 + d
    if (n > max) return undefined
  }
  if (n < min) return undefined
  c.s = ''
  return n
}

const name = (c: Cursor): boolean => {
  const s = c.s
  if (s.length === 0) return false
  if (s[0] !== '<') {
    for (let i = 0; i < s.length; i++) {
      const ch = s[i]
      if ((ch !== undefined && ch >= '0' && ch <= '9') || ch === ',' || ch === '-' || ch === '+') {
        if (i < 3) return false
        c.s = s.slice(i)
        return true
      }
    }
    if (s.length < 3) return false
    c.s = ''
    return true
  }
  const close = s.indexOf('>')
  if (close < 0) return false
  c.s = s.slice(close + 1)
  return true
}

const offset = (c: Cursor): number | undefined => {
  if (c.s.length === 0) return undefined
  let negative = false
  if (c.s[0] === '+') c.s = c.s.slice(1)
  else if (c.s[0] === '-') {
    c.s = c.s.slice(1)
    negative = true
  }
  const hours = num(c, 0, 24 * 7)
  if (hours === undefined) return undefined
  let off = hours * 3600
  if (c.s[0] === ':') {
    c.s = c.s.slice(1)
    const mins = num(c, 0, 59)
    if (mins === undefined) return undefined
    off += mins * 60
    if (c.s[0] === ':') {
      c.s = c.s.slice(1)
      const secs = num(c, 0, 59)
      if (secs === undefined) return undefined
      off += secs
    }
  }
  return negative ? -off : off
}

const rule = (c: Cursor): Rule | undefined => {
  if (c.s.length === 0) return undefined
  let r: Omit<Rule, 'time'>
  if (c.s[0] === 'J') {
    c.s = c.s.slice(1)
    const day = num(c, 1, 365)
    if (day === undefined) return undefined
    r = { kind: 'julian', day, week: 0, mon: 0 }
  } else if (c.s[0] === 'M') {
    c.s = c.s.slice(1)
    const mon = num(c, 1, 12)
    if (mon === undefined || c.s[0] !== '.') return undefined
    c.s = c.s.slice(1)
    const week = num(c, 1, 5)
    if (week === undefined || c.s[0] !== '.') return undefined
    c.s = c.s.slice(1)
    const day = num(c, 0, 6)
    if (day === undefined) return undefined
    r = { kind: 'mwd', day, week, mon }
  } else {
    const day = num(c, 0, 365)
    if (day === undefined) return undefined
    r = { kind: 'doy', day, week: 0, mon: 0 }
  }
  if (c.s[0] !== '/') return { ...r, time: 2 * 3600 }
  c.s = c.s.slice(1)
  const time = offset(c)
  if (time === undefined) return undefined
  return { ...r, time }
}

const isLeap = (y: number): boolean => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)
const DAYS_BEFORE = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]

/** Seconds from the start of the year (UTC) to the rule's moment, as Go's tzruleTime. */
const ruleTime = (year: number, r: Rule, off: number): number => {
  let s = 0
  if (r.kind === 'julian') {
    s = (r.day - 1) * 86400
    if (isLeap(year) && r.day >= 60) s += 86400
  } else if (r.kind === 'doy') s = r.day * 86400
  else {
    const m1 = ((r.mon + 9) % 12) + 1
    let yy0 = year
    if (r.mon <= 2) yy0--
    const yy1 = Math.trunc(yy0 / 100)
    const yy2 = yy0 % 100
    let dow = (Math.trunc((26 * m1 - 2) / 10) + 1 + yy2 + Math.trunc(yy2 / 4) + Math.trunc(yy1 / 4) - 2 * yy1) % 7
    if (dow < 0) dow += 7
    let d = r.day - dow
    if (d < 0) d += 7
    for (let i = 1; i < r.week; i++) {
      if (d + 7 >= daysInMonth(r.mon, year)) break
      d += 7
    }
    d += DAYS_BEFORE[r.mon - 1] ?? 0
    if (isLeap(year) && r.mon > 2) d++
    s = d * 86400
  }
  return s + r.time - off
}

interface ParsedRule {
  readonly std: number
  /** Absent: standard time all year. */
  readonly dst?: { readonly offset: number; readonly start: Rule; readonly end: Rule }
}

const parseRule = (text: string): ParsedRule | undefined => {
  const c: Cursor = { s: text }
  if (!name(c)) return undefined
  const std = offset(c)
  if (std === undefined) return undefined
  const stdOffset = -std
  if (c.s.length === 0 || c.s[0] === ',') return { std: stdOffset }
  if (!name(c)) return undefined
  let dstOffset: number
  if (c.s.length === 0 || c.s[0] === ',') dstOffset = stdOffset + 3600
  else {
    const dst = offset(c)
    if (dst === undefined) return undefined
    dstOffset = -dst
  }
  if (c.s.length === 0) c.s = ',M3.2.0,M11.1.0'
  if (c.s[0] !== ',' && c.s[0] !== ';') return undefined
  c.s = c.s.slice(1)
  const startRule = rule(c)
  if (startRule === undefined || c.s[0] !== ',') return undefined
  c.s = c.s.slice(1)
  const endRule = rule(c)
  if (endRule === undefined || c.s.length > 0) return undefined
  return { std: stdOffset, dst: { offset: dstOffset, start: startRule, end: endRule } }
}

const parsed = new Map<string, ParsedRule | null>()

/**
 * Go's `tzset(rule, lastTransition, sec)`: the period of `sec` under the
 * rule, or `undefined` when the rule does not parse (Go then keeps the last
 * transition's zone).
 *
 * @example
 * tzset('EST5EDT,M3.2.0,M11.1.0', 0, 1783000000)?.offset // -14400
 */
export const tzset = (text: string, lastTransition: number, sec: number): ZonePeriod | undefined => {
  let r = parsed.get(text)
  if (r === undefined) {
    r = parseRule(text) ?? null
    parsed.set(text, r)
  }
  if (r === null) return undefined
  if (r.dst === undefined) return { offset: r.std, start: lastTransition, end: Number.POSITIVE_INFINITY }
  let stdOffset = r.std
  let dstOffset = r.dst.offset
  const days = Math.floor(sec / 86400)
  const [year] = civilFromDays(days)
  const yday = days - daysFromCivil(year, 1, 1) + 1
  const ysec = (yday - 1) * 86400 + (sec % 86400)
  const ystart = sec - ysec
  let startSec = ruleTime(year, r.dst.start, stdOffset)
  let endSec = ruleTime(year, r.dst.end, dstOffset)
  if (endSec < startSec) {
    ;[startSec, endSec] = [endSec, startSec]
    ;[stdOffset, dstOffset] = [dstOffset, stdOffset]
  }
  if (ysec < startSec) return { offset: stdOffset, start: ystart, end: startSec + ystart }
  if (ysec >= endSec) return { offset: stdOffset, start: endSec + ystart, end: ystart + 365 * 86400 }
  return { offset: dstOffset, start: startSec + ystart, end: endSec + ystart }
}
