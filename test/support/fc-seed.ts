import fc from 'fast-check'

// `npm run fuzz` (scripts/fuzz.mjs) runs the `fuzz:` properties in shards,
// each with its own seed, so that the shards explore different inputs and
// a failing shard can be replayed. Without FC_SEED fast-check picks a fresh
// seed per property, as usual.
const seed = Number(process.env['FC_SEED'])
if (Number.isSafeInteger(seed)) fc.configureGlobal({ ...fc.readConfigureGlobal(), seed })
