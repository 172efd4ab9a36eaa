/**
 * `npx tsx conformance/realworld.ts <manifests.json>`: sends a file of real
 * Job or CronJob manifests (entries with an `object`, as in the shared
 * real-world sets) through the oracle's job.create or cronjob.create and the
 * library, and prints how often they agree: exactly, and on the outcome alone
 * (accepted or rejected). For a Job it also runs `createJob` on the object
 * (in the request's namespace, with the same uid and name suffix) and counts
 * where its outcome, and the name it gives, differ from the server's.
 * Nothing is recorded; the manifests are other people's files.
 *
 * `--profile '<json>'` (after the file) sets the cluster profile of every
 * request, for the oracle, the adapters and `createJob` alike; default `{}`,
 * the library's default (Kubernetes 1.37, `--allow-privileged=true`).
 * `--profile '{"allowPrivileged":false}'` answers as the Go packages' own
 * settings do.
 */
import { readFileSync } from 'node:fs'
import { agrees, acceptedAnswers } from './harness/agreement'
import { judge, libraryAnswer } from './harness/compare'
import { OracleClient } from './harness/oracle-client'
import { cronJobCreate } from './ops/cronjob'
import { jobCreate } from './ops/job'
import type { WriteResult } from './ops/api-status'
import { createJob } from '../src/job/create-job'
import * as E from 'fp-ts/lib/Either.js'

interface Entry {
  readonly id: string
  readonly object: unknown
  readonly brokenVariant?: boolean
}

const main = async (): Promise<void> => {
  const file = process.argv[2]
  if (file === undefined) throw new Error("usage: realworld.ts <manifests.json> [--profile '<json>']")
  const at = process.argv.indexOf('--profile')
  const profile = at > 0 ? (JSON.parse(process.argv[at + 1] ?? '{}') as Record<string, unknown>) : {}
  console.log(`cluster profile: ${JSON.stringify(profile)}`)
  const entries = JSON.parse(readFileSync(file, 'utf8')) as Entry[]
  const client = new OracleClient()
  const rows: {
    id: string
    broken: boolean
    exact: boolean
    sameOutcome: boolean
    category: string
    theirs: string
    ours: string
    createJob: string | undefined
    /** Refused (also) for cluster policy: upstream, library. */
    policy: readonly [boolean, boolean]
  }[] = []
  const unparsed: string[] = []
  try {
    for (const e of entries) {
      // an entry whose YAML does not parse has no object (kubectl cannot read it either): nothing to send
      if (e.object === undefined) {
        unparsed.push(e.id)
        continue
      }
      const meta = (e.object as { metadata?: { namespace?: string } } | null)?.metadata
      const input = {
        body: JSON.stringify(e.object),
        namespace: typeof meta?.namespace === 'string' && meta.namespace !== '' ? meta.namespace : 'default',
        fieldValidation: 'Strict',
        uid: '6b3c8a2e-1f4d-4c5b-9e7a-0d2c4b6a8e10',
        creationTimestamp: '2026-01-02T03:04:05Z',
        nameSuffix: 'x7k2q',
        profile,
      }
      // A CronJob goes to the CronJobs endpoint (cronjob.create), anything else to the Jobs endpoint.
      const spec = (e.object as { kind?: unknown } | null)?.kind === 'CronJob' ? cronJobCreate : jobCreate
      const theirs = await client.call(spec.op, input)
      const ours = libraryAnswer(spec, input) as WriteResult
      const t = acceptedAnswers(theirs)[0] as WriteResult
      const v = judge(spec, input, theirs)
      const show = (r: WriteResult) =>
        r.outcome.ok ? 'accepted' : `${r.outcome.status.code} ${r.outcome.status.message.slice(0, 140)}`
      // createJob on the object as the handler holds it: the request namespace applied.
      const obj = e.object as { metadata?: Record<string, unknown> } | null
      const created =
        spec === jobCreate && obj !== null && typeof obj === 'object'
          ? createJob(
              { ...obj, metadata: { ...(obj.metadata ?? {}), namespace: input.namespace } },
              { uid: input.uid, nameSuffix: input.nameSuffix, compat: 'upstream', profile },
            )
          : undefined
      const createdName = created !== undefined && E.isRight(created) ? created.right.metadata?.name : undefined
      const theirName = t.outcome.ok ? (t.outcome.object as { metadata?: { name?: string } }).metadata?.name : undefined
      const createJobDiffers =
        created === undefined
          ? undefined
          : E.isRight(created) !== t.outcome.ok
            ? `createJob ${E.isRight(created) ? 'accepts' : `rejects (${JSON.stringify(created.left[0]).slice(0, 120)})`}`
            : createdName !== theirName
              ? `createJob names it ${String(createdName)}, the server ${String(theirName)}`
              : undefined
      const refusedForPolicy = (r: WriteResult) =>
        !r.outcome.ok && r.outcome.status.message.includes('disallowed by cluster policy')
      rows.push({
        policy: [refusedForPolicy(t), refusedForPolicy(ours)],
        createJob: createJobDiffers,
        id: e.id,
        broken: e.brokenVariant === true,
        exact: agrees(spec, ours, theirs),
        sameOutcome: ours.outcome.ok === t.outcome.ok,
        category: v.kind === 'open-bug' ? v.category : v.kind === 'design' ? v.reason : v.kind,
        theirs: show(t),
        ours: show(ours),
      })
    }
  } finally {
    await client.close()
  }
  const count = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).length
  for (const group of [false, true]) {
    const g = rows.filter((r) => r.broken === group)
    console.log(
      `${group ? 'broken variants' : 'manifests'}: ${g.length}; exact agreement ${g.filter((r) => r.exact).length}; same outcome (accepted/rejected) ${g.filter((r) => r.sameOutcome).length}; upstream accepts ${g.filter((r) => r.theirs === 'accepted').length}`,
    )
  }
  const cats = new Map<string, number>()
  for (const r of rows) if (!r.exact) cats.set(r.category, (cats.get(r.category) ?? 0) + 1)
  console.log('disagreements by category:')
  for (const [c, n] of [...cats].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(4)}  ${c}`)
  console.log('different outcomes:')
  for (const r of rows.filter((x) => !x.sameOutcome))
    console.log(`  ${r.id}${r.broken ? ' (broken)' : ''}\n    upstream: ${r.theirs}\n    library:  ${r.ours}`)
  for (const r of rows.filter((x) => x.category === 'mismatch')) console.log(`unexplained: ${r.id}`)
  const createJobRows = rows.filter((r) => r.createJob !== undefined)
  console.log(`createJob: ${rows.length - createJobRows.length} of ${rows.length} with the server's outcome and name`)
  for (const r of createJobRows) console.log(`  ${r.id}${r.broken ? ' (broken)' : ''}: ${r.createJob}`)
  if (unparsed.length > 0) console.log(`not sent (the YAML does not parse, no object): ${unparsed.join(', ')}`)
  console.log(`total ${rows.length}: exact ${count((r) => r.exact)}, same outcome ${count((r) => r.sameOutcome)}`)
  console.log(
    `refused (also) for cluster policy (privileged, HostProcess): upstream ${count((r) => r.policy[0])}, library ${count((r) => r.policy[1])}`,
  )
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
