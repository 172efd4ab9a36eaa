#!/usr/bin/env node
// After `tsup`: repairs the `wire` namespace in the bundled declarations.
//
// rollup-plugin-dts (6.1.1, inside tsup) renders `export type * as wire from './wire-types'` as a
// `declare namespace` whose members are `declare const wireTypes_Job: typeof Job` when the interfaces live in
// another chunk — a value, so `wire.Job` is not a type. Every member of src/wire-types.ts is an interface or a
// type alias, so each such line becomes `type wireTypes_Job = Job`. Fails when the pattern is not found in a file
// that declares the namespace (the bundler's output changed: look again).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const dist = join(import.meta.dirname, '..', 'dist')
let fixed = 0
for (const name of readdirSync(dist)) {
  if (!/\.d\.c?ts$/.test(name)) continue
  const path = join(dist, name)
  const text = readFileSync(path, 'utf8')
  if (!text.includes('declare namespace wireTypes')) continue
  let count = 0
  const out = text.replace(/^declare const (wireTypes_\w+): typeof (\w+);$/gm, (_all, alias, target) => {
    count++
    return `type ${alias} = ${target};`
  })
  if (count === 0 && !/^type wireTypes_\w+ = \w+;$/m.test(text)) {
    console.error(`${name}: namespace wireTypes without the expected member lines`)
    process.exit(1)
  }
  if (count > 0) writeFileSync(path, out)
  fixed += count
}
console.log(`fix-dts-namespaces: ${fixed} wire type aliases`)
