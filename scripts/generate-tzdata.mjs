// Writes src/cronjob/generated/tz-names.ts and src/cronjob/generated/tz-data.ts
// (npm run generate:tzdata; `-- --check` fails when the committed files differ
// from a fresh generation).
//
// The data is the time-zone database that the Go toolchain ships as
// lib/time/zoneinfo.zip: the same data `time/tzdata` embeds in the API server
// and the controller manager (both import it). The script reads the zip of
// `go env GOROOT`, checks its tzdata version (lib/time/update.bash) against
// TZDATA_VERSION below, and decodes each TZif file the way Go's
// LoadLocationFromTZData reads it: the 64-bit section, the zones' offsets,
// the transitions, the footer (the POSIX TZ rule Go's `tzset` applies after
// the last transition), and the zone Go uses before the first transition
// (`lookupFirstZone`). Abbreviations are left out: nothing the library
// computes prints them.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const TZDATA_VERSION = '2025c'
const GO_VERSION = 'go1.26'

const root = fileURLToPath(new URL('..', import.meta.url))
const check = process.argv.includes('--check')
const goroot = execFileSync('go', ['env', 'GOROOT'], { encoding: 'utf8' }).trim()
const goVersion = execFileSync('go', ['env', 'GOVERSION'], { encoding: 'utf8' }).trim()
if (!goVersion.startsWith(GO_VERSION)) throw new Error(`generate-tzdata: expected ${GO_VERSION}.x, found ${goVersion}`)
const update = readFileSync(`${goroot}/lib/time/update.bash`, 'utf8')
const dataVersion = /^DATA=(\S+)$/m.exec(update)?.[1]
if (dataVersion !== TZDATA_VERSION)
  throw new Error(`generate-tzdata: ${goVersion}'s zoneinfo.zip is tzdata ${dataVersion}, expected ${TZDATA_VERSION}`)
const zip = readFileSync(`${goroot}/lib/time/zoneinfo.zip`)

// The zip's central directory (Go's mkzip stores files uncompressed).
const files = []
{
  let eocd = zip.length - 22
  while (zip.readUInt32LE(eocd) !== 0x06054b50) eocd--
  const count = zip.readUInt16LE(eocd + 10)
  let p = zip.readUInt32LE(eocd + 16)
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(p) !== 0x02014b50) throw new Error('bad central directory')
    const method = zip.readUInt16LE(p + 10)
    const size = zip.readUInt32LE(p + 20)
    const nameLen = zip.readUInt16LE(p + 28)
    const extraLen = zip.readUInt16LE(p + 30)
    const commentLen = zip.readUInt16LE(p + 32)
    const local = zip.readUInt32LE(p + 42)
    const name = zip.toString('latin1', p + 46, p + 46 + nameLen)
    if (method !== 0) throw new Error(`${name}: compressed`)
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    if (!name.endsWith('/')) files.push({ name, data: zip.subarray(dataStart, dataStart + size) })
    p += 46 + nameLen + extraLen + commentLen
  }
}

/** A TZif file as Go's LoadLocationFromTZData reads it. */
const decode = (name, d) => {
  if (d.toString('latin1', 0, 4) !== 'TZif') throw new Error(`${name}: not TZif`)
  const version = d[4] === 0 ? 1 : d[4] - 48
  let p = 20
  const counts = () => {
    const n = []
    for (let i = 0; i < 6; i++) n.push(d.readUInt32BE(p + 4 * i))
    p += 24
    return n
  }
  let [nUtc, nStd, nLeap, nTime, nZone, nChar] = counts()
  let size = 4
  if (version > 1) {
    p += nTime * 4 + nTime + nZone * 6 + nChar + nLeap * 8 + nStd + nUtc + 20
    ;[nUtc, nStd, nLeap, nTime, nZone, nChar] = counts()
    size = 8
  }
  const when = []
  for (let i = 0; i < nTime; i++) when.push(size === 8 ? Number(d.readBigInt64BE(p + 8 * i)) : d.readInt32BE(p + 4 * i))
  p += nTime * size
  const idx = [...d.subarray(p, p + nTime)]
  p += nTime
  const zones = []
  for (let i = 0; i < nZone; i++) zones.push({ offset: d.readInt32BE(p + 6 * i), isDST: d[p + 6 * i + 4] !== 0 })
  p += nZone * 6 + nChar + nLeap * (size + 4) + nStd + nUtc
  const rest = d.toString('latin1', p)
  const extend = rest.length > 2 && rest[0] === '\n' && rest[rest.length - 1] === '\n' ? rest.slice(1, -1) : ''
  if (nZone === 0) throw new Error(`${name}: no zones`)
  // lookupFirstZone
  let first = 0
  if (idx.includes(0)) {
    first = -1
    if (idx.length > 0 && zones[idx[0]].isDST)
      for (let zi = idx[0] - 1; zi >= 0; zi--)
        if (!zones[zi].isDST) {
          first = zi
          break
        }
    if (first < 0) first = zones.findIndex((z) => !z.isDST)
    if (first < 0) first = 0
  }
  return { zones, when, idx, extend, first }
}

// Self-delimiting base-32 numbers, one character per digit: U+005D + digit
// for a digit that more digits follow, U+0028 + digit for the last one.
const digits = (n) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`bad number ${n}`)
  let out = String.fromCharCode(0x28 + (n % 32))
  for (let rest = Math.floor(n / 32); rest > 0; rest = Math.floor(rest / 32))
    out = String.fromCharCode(0x5d + (rest % 32)) + out
  return out
}
const zigzag = (n) => (n < 0 ? -2 * n - 1 : 2 * n)

// One record per distinct zone: the distinct offsets (zigzag), the index of
// the zone before the first transition (zone 0 when there are none), the
// transition count, then per transition the seconds since the previous one
// (the first: since the Unix epoch, zigzag) and its offset's index. The
// extend rule goes to a separate table.
const records = []
const recordIndex = new Map()
const extends_ = []
const extendIndex = new Map()
const names = []
for (const { name, data } of files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
  const z = decode(name, data)
  const offsets = [...new Set(z.zones.map((x) => x.offset))]
  let rec = digits(offsets.length) + offsets.map((o) => digits(zigzag(o))).join('')
  const at = (zi) => offsets.indexOf(z.zones[zi].offset)
  rec += digits(z.idx.length === 0 ? at(0) : at(z.first)) + digits(z.when.length)
  let prev = 0
  for (let i = 0; i < z.when.length; i++) {
    rec += digits(zigzag(z.when[i] - prev)) + digits(at(z.idx[i]))
    prev = z.when[i]
  }
  if (!extendIndex.has(z.extend)) {
    extendIndex.set(z.extend, extends_.length)
    extends_.push(z.extend)
  }
  rec += digits(extendIndex.get(z.extend))
  if (!recordIndex.has(rec)) {
    recordIndex.set(rec, records.length)
    records.push(rec)
  }
  names.push([name, recordIndex.get(rec)])
}

const header = `// Generated by scripts/generate-tzdata.mjs from ${goVersion}'s lib/time/zoneinfo.zip
// (tzdata ${TZDATA_VERSION}, the data time/tzdata embeds in the API server) — do not edit.
// Regenerate: npm run generate:tzdata
`
/** The sorted names as words: an area word (`Europe/`, or `/` for none) before each run of names in that area, then the names without it. */
const areaWords = (sorted) => {
  const words = []
  let area = '/'
  for (const n of sorted) {
    const i = n.lastIndexOf('/')
    const a = i < 0 ? '/' : n.slice(0, i + 1)
    if (a !== area) {
      area = a
      words.push(a)
    }
    words.push(n.slice(i + 1))
  }
  return words
}
const namesFile = `${header}
/**
 * The tzdata release of the zone data.
 *
 * @example
 * TZDATA_VERSION // '${TZDATA_VERSION}'
 */
export const TZDATA_VERSION = '${TZDATA_VERSION}'

/**
 * The ${names.length} zone names Go's embedded zone database holds, sorted, separated
 * by spaces, each written without its area: a word ending in \`/\` is the area
 * of the names after it (\`/\` alone: none), so \`Europe/ Berlin\` is
 * \`Europe/Berlin\` (about a tenth smaller gzipped than the full names).
 *
 * @example
 * TZ_NAMES.includes('Europe/ Amsterdam Andorra') // true
 */
export const TZ_NAMES =
  '${areaWords(names.map(([n]) => n)).join(' ')}'

/**
 * For each name of {@link TZ_NAMES}, the index of its record in the zone data
 * (links share their target's record), as self-delimiting base-32 numbers.
 *
 * @example
 * TZ_NAME_RECORDS.length > 0 // true
 */
export const TZ_NAME_RECORDS =
  '${names.map(([, r]) => digits(r)).join('')}'
`
const dataFile = `${header}
/**
 * The POSIX TZ rules (TZif footers) the zones apply after their last
 * transition, as Go's \`tzset\` reads them; '' for none.
 *
 * @example
 * TZ_RULES.includes('EST5EDT,M3.2.0,M11.1.0') // true
 */
export const TZ_RULES: readonly string[] = ${JSON.stringify(extends_)}

/**
 * One record per distinct zone, as self-delimiting base-32 numbers (U+005D +
 * digit for a digit that more digits follow, U+0028 + digit for the last):
 * the count of distinct UTC offsets, the offsets (zigzag-encoded seconds),
 * the index of the offset in force before the first transition, the count of
 * transitions, per transition the seconds since the previous one (the first:
 * since the Unix epoch; zigzag) and the index of its offset, and last the
 * index of the zone's rule in {@link TZ_RULES}.
 *
 * @example
 * TZ_RECORDS.length // ${records.length}
 */
export const TZ_RECORDS: readonly string[] = [
${records.map((r) => `  ${JSON.stringify(r)},`).join('\n')}
]
`
const outputs = [
  [`${root}src/cronjob/generated/tz-names.ts`, namesFile],
  [`${root}src/cronjob/generated/tz-data.ts`, dataFile],
]
let stale = false
for (const [path, text] of outputs) {
  if (check) {
    let old = ''
    try {
      old = readFileSync(path, 'utf8')
    } catch {}
    if (old !== text) {
      console.error(`generate-tzdata: ${path} is stale; run npm run generate:tzdata`)
      stale = true
    }
  } else writeFileSync(path, text)
}
if (stale) process.exit(1)
console.log(`generate-tzdata: ${names.length} names, ${records.length} records, ${extends_.length} rules`)
