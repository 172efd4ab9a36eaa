/**
 * scripts/release.mjs: a version is published only with its own CHANGELOG
 * entry, and `prepare` moves the Unreleased entries there.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { changelogProblems, prepareChangelog } from '../../scripts/release.mjs'

const changelog = `# Changelog

Intro.

## [Unreleased]

### Added

- Subpath exports.

## [0.1.0] - 2026-01-02

### Added

- First release.
`

describe('release script', () => {
  it('prepare moves the Unreleased entries under the new version and leaves Unreleased empty', () => {
    const next = prepareChangelog(changelog, '0.2.0', '2026-03-04')
    expect(next).toBe(`# Changelog

Intro.

## [Unreleased]

## [0.2.0] - 2026-03-04

### Added

- Subpath exports.

## [0.1.0] - 2026-01-02

### Added

- First release.
`)
    expect(changelogProblems(next, '0.2.0')).toEqual([])
  })

  it('check refuses a version without an entry, or with changes still unreleased', () => {
    expect(changelogProblems(changelog, '0.2.0')).toEqual([
      'CHANGELOG.md has no "## [0.2.0] - YYYY-MM-DD" section',
      'the Unreleased section still lists changes: run `node scripts/release.mjs prepare <version>`',
    ])
    expect(changelogProblems(changelog.replace('- Subpath exports.\n', ''), '0.1.0')).toEqual([])
    expect(changelogProblems('## [Unreleased]\n\n## [1.0.0] - 2026-01-01\n\nNothing.\n', '1.0.0')).toEqual([
      'the 1.0.0 section lists no changes',
    ])
  })

  it('prepare refuses a bad version, an existing version and an empty Unreleased section', () => {
    expect(() => prepareChangelog(changelog, 'v2', '2026-03-04')).toThrow('not a semantic version')
    expect(() => prepareChangelog(changelog, '0.1.0', '2026-03-04')).toThrow('already has 0.1.0')
    expect(() => prepareChangelog(changelog.replace('- Subpath exports.\n', ''), '0.2.0', '2026-03-04')).toThrow(
      'lists no changes',
    )
  })

  it("reads this repository's CHANGELOG.md: an Unreleased section with entries", () => {
    const text = readFileSync(new URL('../../CHANGELOG.md', import.meta.url), 'utf8')
    expect(changelogProblems(text, '0.0.0-never')).toEqual([
      'CHANGELOG.md has no "## [0.0.0-never] - YYYY-MM-DD" section',
      'the Unreleased section still lists changes: run `node scripts/release.mjs prepare <version>`',
    ])
  })
})
