// The golden pictures in a real browser: headless Chromium (Debian's
// package, /usr/bin/chromium, or $CHROMIUM) draws each SVG; the screenshot
// must not be blank and must show the outcome colours, and the page's own
// script must find the text laid out (non-empty boxes) and saying what the
// picture is about. Skipped, with the reason in the test name, where no
// browser is installed (CI installs one: .ci/run).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { dumpDom, findChromium, readPng, screenshot } from '../../scripts/chromium.mjs'
import { jobTimelineSvg, scheduleTimelineSvg } from '../../src/timeline/index'
import { scenarios, scheduleScenarios, simulated } from './scenarios'

const browser = findChromium()
const dir = mkdtempSync(join(tmpdir(), 'k8sjt-browser-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const pictures = [
  ...scenarios.map((s) => ({
    name: s.name,
    svg: jobTimelineSvg(simulated(s), { idPrefix: `tl-${s.name}` }),
    bars: true,
  })),
  ...scheduleScenarios.map((s) => ({
    name: s.name,
    svg: scheduleTimelineSvg(s.runs, { ...s.options, idPrefix: `tl-${s.name}` }),
    bars: false,
  })),
]

const near = (p: number[], q: readonly number[]): boolean => p.every((v, i) => Math.abs(v - (q[i] as number)) <= 24)

describe.skipIf(browser === undefined)(
  `jobTimelineSvg in headless Chromium${browser === undefined ? ' (skipped: no browser at /usr/bin/chromium; apt-get install chromium, or set CHROMIUM)' : ''}`,
  () => {
    it.each(pictures.map((p) => [p.name, p] as const))(
      '%s: the screenshot is not blank and shows the outcome colours',
      async (name, p) => {
        const [, w, h] = /width="(\d+)" height="(\d+)"/.exec(p.svg) as RegExpExecArray
        const svgFile = join(dir, `${name}.svg`)
        const pngFile = join(dir, `${name}.png`)
        writeFileSync(svgFile, p.svg)
        await screenshot(browser as string, pathToFileURL(svgFile).href, pngFile, Number(w), Number(h))
        const png = readPng(pngFile)
        expect([png.width, png.height]).toEqual([Number(w), Number(h)])
        let inked = 0
        let green = 0
        let vermillion = 0
        let orange = 0
        for (let y = 0; y < png.height; y++) {
          for (let x = 0; x < png.width; x++) {
            const px = png.pixel(x, y)
            if (px.some((v) => v < 235)) inked++
            if (near(px, [0, 158, 115])) green++
            if (near(px, [213, 94, 0])) vermillion++
            if (near(px, [230, 159, 0])) orange++
          }
        }
        expect(inked / (png.width * png.height)).toBeGreaterThan(0.04)
        // Succeeded bars (or runs) are in every picture; failed or deleted bars (missed runs) too.
        expect(green).toBeGreaterThan(p.bars ? 200 : 50)
        expect(vermillion + orange).toBeGreaterThan(p.bars ? 100 : 10)
      },
      90_000,
    )

    it('lays the text out: the page finds every picture with its title, axis, rows and markers', async () => {
      const page = join(dir, 'page.html')
      writeFileSync(
        page,
        `<!doctype html><html><body>${pictures.map((p) => p.svg).join('')}<pre id="result"></pre><script>
const out = [...document.querySelectorAll('svg')].map((svg) => {
  const texts = [...svg.querySelectorAll('text')]
  const laidOut = texts.filter((t) => t.getBBox().width > 0 && t.getBBox().height > 0).length
  const box = svg.getBoundingClientRect()
  return { title: svg.querySelector('title').textContent, texts: texts.length, laidOut, width: box.width, height: box.height,
    text: texts.map((t) => t.textContent).join(' | '), pods: svg.querySelectorAll('[data-pod], g.run').length }
})
document.getElementById('result').textContent = JSON.stringify(out)
</script></body></html>`,
      )
      const dom = await dumpDom(browser as string, pathToFileURL(page).href)
      const json = /<pre id="result">([^<]*)<\/pre>/.exec(dom)?.[1] ?? ''
      const result = JSON.parse(
        json
          .replace(/&quot;/g, '"')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&'),
      )
      expect(result.map((r: { title: string }) => r.title)).toEqual([
        'Job "render": Failed after 1m10s',
        'Job "etl": Failed after 1m20s',
        'Job "batch": Complete after 2m40s',
        'Job "report": Failed after 1m30s',
        'CronJob "nightly": 30 2 * * * in America/New_York',
      ])
      for (const r of result) {
        expect(r.laidOut).toBe(r.texts)
        expect(r.width).toBeGreaterThan(300)
        expect(r.height).toBeGreaterThan(100)
        expect(r.pods).toBeGreaterThan(3)
        expect(r.text).toMatch(/0s|00:00/)
      }
      expect(result[0].text).toContain('Failed (FailedIndexes)')
      expect(result[1].text).toContain('exit 42 → FailJob')
      expect(result[2].text).toContain('Resumed')
      expect(result[3].text).toContain('deadline 1m30s')
      expect(result[4].text).toContain('⇄ UTC−04:00')
    }, 90_000)
  },
)
