#!/usr/bin/env node
// Keeps CHANGELOG.md honest across releases (docs/development.md#releases).
//
//   node scripts/release.mjs prepare 0.2.0   # moves the Unreleased entries under "## [0.2.0] - <today>",
//                                            # leaves an empty Unreleased section, sets package.json's version
//   node scripts/release.mjs check           # run by `npm publish` (prepublishOnly): CHANGELOG.md has a
//                                            # non-empty entry for package.json's version and nothing unreleased
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const UNRELEASED = /^## \[Unreleased\][ \t]*$/m
const SEMVER = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/

/** The `## [...]` sections of a changelog: heading line, version, body. */
const sections = (text) => {
  const out = []
  const re = /^## \[([^\]]+)\][^\n]*$/gm
  const heads = [...text.matchAll(re)]
  heads.forEach((m, i) => {
    const end = i + 1 < heads.length ? heads[i + 1].index : text.length
    out.push({ version: m[1], start: m.index, bodyStart: m.index + m[0].length, end })
  })
  return out
}

const hasEntries = (body) => /^\s*[-*] \S/m.test(body)

/**
 * Problems that keep `version` from being published; [] when CHANGELOG.md is
 * ready: a `## [version] - YYYY-MM-DD` section with entries, and an
 * Unreleased section without any.
 *
 * @param {string} text CHANGELOG.md
 * @param {string} version
 * @returns {string[]}
 */
export const changelogProblems = (text, version) => {
  const problems = []
  const all = sections(text)
  const entry = all.find((s) => s.version === version)
  if (!entry) problems.push(`CHANGELOG.md has no "## [${version}] - YYYY-MM-DD" section`)
  else {
    const heading = text.slice(entry.start, entry.bodyStart)
    if (!/^## \[[^\]]+\] - \d{4}-\d{2}-\d{2}$/.test(heading))
      problems.push(`the heading "${heading}" should read "## [${version}] - YYYY-MM-DD"`)
    if (!hasEntries(text.slice(entry.bodyStart, entry.end))) problems.push(`the ${version} section lists no changes`)
  }
  const unreleased = all.find((s) => s.version === 'Unreleased')
  if (!unreleased) problems.push('CHANGELOG.md has no "## [Unreleased]" section')
  else if (hasEntries(text.slice(unreleased.bodyStart, unreleased.end)))
    problems.push('the Unreleased section still lists changes: run `node scripts/release.mjs prepare <version>`')
  return problems
}

/**
 * CHANGELOG.md with the Unreleased entries moved under `## [version] - date`
 * and an empty Unreleased section above them.
 *
 * @param {string} text
 * @param {string} version
 * @param {string} date YYYY-MM-DD
 * @returns {string}
 */
export const prepareChangelog = (text, version, date) => {
  if (!SEMVER.test(version)) throw new Error(`not a semantic version: ${version}`)
  if (sections(text).some((s) => s.version === version)) throw new Error(`CHANGELOG.md already has ${version}`)
  const unreleased = sections(text).find((s) => s.version === 'Unreleased')
  if (!unreleased || !UNRELEASED.test(text)) throw new Error('CHANGELOG.md has no "## [Unreleased]" section')
  const body = text.slice(unreleased.bodyStart, unreleased.end)
  if (!hasEntries(body)) throw new Error('the Unreleased section lists no changes')
  return `${text.slice(0, unreleased.start)}## [Unreleased]\n\n## [${version}] - ${date}${body}${text.slice(unreleased.end)}`
}

const main = (args) => {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const changelogPath = `${root}CHANGELOG.md`
  const pkgPath = `${root}package.json`
  const changelog = readFileSync(changelogPath, 'utf8')
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'))
  if (args[0] === 'prepare' && args[1]) {
    const version = args[1]
    writeFileSync(changelogPath, prepareChangelog(changelog, version, new Date().toISOString().slice(0, 10)))
    pkg.version = version
    writeFileSync(pkgPath, `${JSON.stringify(pkg, null, 2)}\n`)
    console.log(`CHANGELOG.md and package.json now at ${version}; review, commit, tag v${version}, then npm publish`)
    return 0
  }
  if (args[0] === 'check') {
    const problems = changelogProblems(changelog, pkg.version)
    for (const p of problems) console.error(`release: ${p}`)
    if (problems.length === 0) console.log(`release: CHANGELOG.md is ready for ${pkg.version}`)
    return problems.length === 0 ? 0 : 1
  }
  console.error('usage: node scripts/release.mjs prepare <version> | check')
  return 2
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = main(process.argv.slice(2))
