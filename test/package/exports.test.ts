/**
 * package.json `exports`: every subpath (`k8s-jobs-core/labels`, …) is a
 * module directory of src/ with the same four files for each condition
 * (`module` for bundlers, `import`, `require`, each with its types), listed
 * in `typesVersions` for TypeScript's old `node10` resolution, and a view of
 * the package root: everything it exports is exported by the root, as the
 * same value — except `./timeline`, the renderers, which the root does not
 * re-export (they must add nothing to the root's bundles).
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as root from '../../src/index'

const rootDir = fileURLToPath(new URL('../../', import.meta.url))
const pkg = JSON.parse(readFileSync(`${rootDir}package.json`, 'utf8'))
const subpaths = Object.keys(pkg.exports).filter((s) => s !== '.' && s !== './package.json')

describe('package.json exports', () => {
  it('has the documented subpaths', () => {
    expect(subpaths).toEqual([
      './field',
      './labels',
      './job',
      './conversion',
      './cluster-selector',
      './controller',
      './timeline',
      './cronjob',
      './schedule',
    ])
  })

  it.each(['.', ...subpaths])('%s: module, import and require conditions in that order, each with types', (subpath) => {
    const name = subpath === '.' ? 'index' : subpath.slice(2)
    expect(pkg.exports[subpath]).toEqual({
      module: { types: `./dist/${name}.d.ts`, default: `./dist/bundler/${subpath === '.' ? '' : `${name}/`}index.js` },
      import: { types: `./dist/${name}.d.ts`, default: `./dist/${name}.js` },
      require: { types: `./dist/${name}.d.cts`, default: `./dist/${name}.cjs` },
    })
    expect(Object.keys(pkg.exports[subpath])).toEqual(['module', 'import', 'require'])
    expect(existsSync(`${rootDir}src/${subpath === '.' ? '' : `${name}/`}index.ts`)).toBe(true)
  })

  it('lists every subpath in typesVersions (TypeScript moduleResolution node10)', () => {
    expect(pkg.typesVersions).toEqual({
      '*': Object.fromEntries(subpaths.map((s) => [s.slice(2), [`./dist/${s.slice(2)}.d.cts`]])),
    })
  })

  const separate = ['./timeline']
  // ./schedule carries the zone transitions (about 24 kB gzipped): the root exports only the
  // parser and the zone-name lookup, the run-time functions live in the subpath alone.
  const SUBPATH_ONLY: Readonly<Record<string, readonly string[]>> = {
    './schedule': ['controllerSchedule', 'nextScheduleTimes', 'mostRecentScheduleTime', 'HANG_MESSAGE'],
    // the CronJob controller computes run times with the zone transitions too
    './cronjob': ['syncCronJob', 'simulateCronJob'],
  }

  it.each(subpaths.filter((s) => !separate.includes(s)))(
    '%s exports a part of the root, as the same values',
    async (subpath) => {
      const mod: Record<string, unknown> = await import(`../../src/${subpath.slice(2)}/index.ts`)
      const names = Object.keys(mod)
      expect(names.length).toBeGreaterThan(0)
      const only = SUBPATH_ONLY[subpath] ?? []
      for (const n of names)
        if (only.includes(n)) expect((root as Record<string, unknown>)[n], n).toBeUndefined()
        else expect((root as Record<string, unknown>)[n], n).toBe(mod[n])
    },
  )

  it.each(separate)('%s is a separate entry point: none of its exports is in the root', async (subpath) => {
    const mod: Record<string, unknown> = await import(`../../src/${subpath.slice(2)}/index.ts`)
    const names = Object.keys(mod)
    expect(names.length).toBeGreaterThan(0)
    for (const n of names) expect(n in root, n).toBe(false)
  })
})
