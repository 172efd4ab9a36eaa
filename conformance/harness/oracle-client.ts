/** A JSON Lines client of the oracle binary (conformance/oracle/bin/oracle). */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createInterface } from 'node:readline'

/**
 * The oracle binary the runners use: `$ORACLE_BINARY` when set (e.g. the
 * coverage-instrumented conformance/oracle/bin/oracle-cover), else bin/oracle.
 */
export const ORACLE_BINARY =
  process.env.ORACLE_BINARY !== undefined && process.env.ORACLE_BINARY !== ''
    ? process.env.ORACLE_BINARY
    : fileURLToPath(new URL('../oracle/bin/oracle', import.meta.url))

interface Pending {
  resolve: (v: unknown) => void
  reject: (e: Error) => void
}

/**
 * The request fields of an op input: the ops whose answer depends on the
 * cluster (job.create, job.update, podTemplate.validate, cronjob.create,
 * cronjob.update) take the profile inside their recorded input, as
 * `profile`; the oracle reads it at the top level of the request
 * (cmd/oracle/profile.go). An input without one is sent as it is, and the
 * oracle answers with the Go packages' own settings (`--allow-privileged`
 * off), as the fixtures recorded before profiles were.
 */
export const requestOf = (input: unknown): { input: unknown; profile?: unknown } => {
  if (input === null || typeof input !== 'object' || Array.isArray(input) || !Object.hasOwn(input, 'profile'))
    return { input }
  const { profile, ...rest } = input as Record<string, unknown>
  return { input: rest, profile }
}

/** Raised when the oracle could not run a request (bad input, panic). */
export class OracleError extends Error {}

export class OracleClient {
  private readonly child: ChildProcessWithoutNullStreams
  private readonly pending = new Map<string, Pending>()
  private next = 0
  private closed = false

  /** `env`: extra environment variables of the oracle process (e.g. GOCOVERDIR). */
  constructor(
    private readonly binary = ORACLE_BINARY,
    env: Readonly<Record<string, string>> = {},
  ) {
    if (!existsSync(binary)) throw new Error(`no oracle at ${binary}; run \`npm run oracle:build\` first`)
    this.child = spawn(binary, [], { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, ...env } })
    this.child.stderr.on('data', (d: Buffer) => process.stderr.write(`[oracle] ${d.toString()}`))
    const lines = createInterface({ input: this.child.stdout, crlfDelay: Infinity })
    lines.on('line', (line) => {
      const answer = JSON.parse(line) as { id: string; output?: unknown; oracleError?: string }
      const p = this.pending.get(answer.id)
      if (p === undefined) return
      this.pending.delete(answer.id)
      if (answer.oracleError !== undefined) p.reject(new OracleError(answer.oracleError))
      else p.resolve(answer.output)
    })
    this.child.on('exit', (code) => {
      this.closed = true
      for (const p of this.pending.values()) p.reject(new Error(`oracle exited (${code})`))
      this.pending.clear()
    })
  }

  /**
   * Sends one request; resolves with the op's output. An input that carries
   * a cluster profile (`{ profile: {...}, ...rest }`, see
   * {@link requestOf}) is sent as the request's top-level `profile`.
   */
  call(op: string, input: unknown): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('oracle is closed'))
    const id = String(this.next++)
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      this.child.stdin.write(JSON.stringify({ id, op, ...requestOf(input) }) + '\n')
    })
  }

  /** Sends many requests at once (pipelined); results in input order, errors as OracleError values. */
  async callAll(op: string, inputs: readonly unknown[], chunk = 200): Promise<Array<unknown | OracleError>> {
    const out: Array<unknown | OracleError> = []
    for (let i = 0; i < inputs.length; i += chunk) {
      const part = inputs
        .slice(i, i + chunk)
        .map((input) =>
          this.call(op, input).catch((e: unknown) => (e instanceof OracleError ? e : new OracleError(String(e)))),
        )
      out.push(...(await Promise.all(part)))
    }
    return out
  }

  async ops(): Promise<string[]> {
    const { execFileSync } = await import('node:child_process')
    return execFileSync(this.binary, ['ops'], { encoding: 'utf8' })
      .split('\n')
      .filter((s) => s !== '')
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.closed) return resolve()
      this.child.on('exit', () => resolve())
      this.child.stdin.end()
    })
  }
}
