// Headless Chromium without any npm dependency: screenshots and the DOM
// after scripts ran, through the browser's own command-line switches, and a
// small PNG reader to look at the screenshots' pixels. Used by
// test/timeline/browser.test.ts and scripts/generate-timelines.mjs.
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'

/** The browser: $CHROMIUM, else Debian's /usr/bin/chromium; undefined when neither exists. */
export const findChromium = () => {
  for (const c of [process.env.CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (c !== undefined && c !== '' && existsSync(c)) return c
  }
  return undefined
}

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--hide-scrollbars',
  '--force-device-scale-factor=1',
]

/** Runs the browser on `url` with `extra` switches and a fresh profile; resolves with its stdout. */
const run = (browser, url, extra) =>
  new Promise((resolve, reject) => {
    const profile = mkdtempSync(join(tmpdir(), 'k8sjt-chromium-'))
    execFile(
      browser,
      [...FLAGS, `--user-data-dir=${profile}`, ...extra, url],
      { timeout: 60_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        rmSync(profile, { recursive: true, force: true })
        if (error) reject(new Error(`${browser} failed: ${error.message}\n${stderr}`))
        else resolve(stdout)
      },
    )
  })

/** A PNG screenshot of `url` (e.g. `file:///…/x.svg`) at `width`×`height`, written to `png`. */
export const screenshot = async (browser, url, png, width, height) => {
  await run(browser, url, [`--screenshot=${png}`, `--window-size=${width},${height}`])
  if (!existsSync(png)) throw new Error(`${browser} wrote no screenshot ${png}`)
}

/** The DOM of `url` serialized after its scripts ran. */
export const dumpDom = (browser, url) => run(browser, url, ['--dump-dom', '--virtual-time-budget=5000'])

const paeth = (a, b, c) => {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

/**
 * Reads an 8-bit, non-interlaced RGB or RGBA PNG (what Chromium writes):
 * `{ width, height, pixel(x, y) → [r, g, b] }`.
 */
export const readPng = (bytes) => {
  const buf = Buffer.isBuffer(bytes) ? bytes : readFileSync(bytes)
  let off = 8
  let width = 0
  let height = 0
  let channels = 0
  const idat = []
  while (off < buf.length) {
    const len = buf.readUInt32BE(off)
    const type = buf.toString('latin1', off + 4, off + 8)
    const data = buf.subarray(off + 8, off + 8 + len)
    if (type === 'IHDR') {
      width = data.readUInt32BE(0)
      height = data.readUInt32BE(4)
      const depth = data[8]
      const colour = data[9]
      if (depth !== 8 || data[12] !== 0 || (colour !== 2 && colour !== 6)) throw new Error('unsupported PNG')
      channels = colour === 6 ? 4 : 3
    } else if (type === 'IDAT') idat.push(data)
    off += 12 + len
  }
  const raw = inflateSync(Buffer.concat(idat))
  const stride = width * channels
  const out = Buffer.alloc(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? out[y * stride + i - channels] : 0
      const b = y > 0 ? out[(y - 1) * stride + i] : 0
      const c = i >= channels && y > 0 ? out[(y - 1) * stride + i - channels] : 0
      const x = row[i]
      const v =
        filter === 0
          ? x
          : filter === 1
            ? x + a
            : filter === 2
              ? x + b
              : filter === 3
                ? x + ((a + b) >> 1)
                : x + paeth(a, b, c)
      out[y * stride + i] = v & 0xff
    }
  }
  return {
    width,
    height,
    pixel: (x, y) => {
      const i = y * stride + x * channels
      return [out[i], out[i + 1], out[i + 2]]
    },
  }
}
