import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TestDatabase } from './harness'

// Real platform processes (the worker, serve.ts, run directly through tsx: no supervisor starts another after
// a kill) on one database, for the tests of several processes on one database.

const serveEntry = new URL('../src/serve.ts', import.meta.url).pathname
const platformDir = new URL('..', import.meta.url).pathname

/** A free port (taken, then let go). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * The environment that puts a platform process on `database` (serve.ts): a SQLite file (`PLATFORM_DB`, with
 * DATABASE_URL emptied, whatever the test run's is) or a PostgreSQL database (`DATABASE_URL`, its files in
 * `PLATFORM_FILES_DIR`).
 */
export function databaseEnv(database: TestDatabase | string): Record<string, string> {
  if (typeof database === 'string') return { PLATFORM_DB: database, DATABASE_URL: '' }
  if (database.engine === 'sqlite') return { PLATFORM_DB: database.file, DATABASE_URL: '' }
  return { DATABASE_URL: database.url, PLATFORM_FILES_DIR: database.filesDir }
}

/** The platform processes a suite started: {@link startPlatform} adds to it, {@link killAll} ends them. */
export function platformProcesses() {
  const children: ChildProcess[] = []

  /**
   * A platform process on `database` (a test database, or a SQLite file's path) with the test hooks: its
   * origin, its process, its output so far, and a wait for a line of its output. Resolves once it listens.
   */
  async function startPlatform(database: TestDatabase | string, env: Record<string, string> = {}) {
    const port = await freePort()
    const child = spawn(process.execPath, ['--import', 'tsx', serveEntry], {
      cwd: platformDir,
      env: {
        ...process.env,
        PLATFORM_PORT: String(port),
        ...databaseEnv(database),
        PLATFORM_TEST_HOOKS: '1',
        // As the in-process test platforms (harness.ts): the draw video's ffmpeg not niced behind other suites.
        PLATFORM_VIDEO_NICE: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    let out = ''
    const waiters: { pattern: RegExp; resolve: () => void }[] = []
    const collect = (chunk: Buffer) => {
      out += chunk
      for (const waiter of waiters.filter((w) => w.pattern.test(out))) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve()
      }
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    const printed = (pattern: RegExp) =>
      new Promise<void>((resolve, reject) => {
        if (pattern.test(out)) return resolve()
        waiters.push({ pattern, resolve })
        child.once('exit', (code, signal) =>
          reject(new Error(`the platform exited (${code ?? signal}) before ${pattern}: ${out}`)),
        )
      })
    await printed(/listening on/)
    return { origin: `http://127.0.0.1:${port}`, child, printed, output: () => out }
  }

  return {
    startPlatform,
    /** SIGKILLs every process still running. */
    killAll() {
      for (const child of children)
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    },
  }
}

/** The `drawer` field of a process's /healthz. */
export async function isDrawer(origin: string): Promise<boolean> {
  const body = (await (await fetch(`${origin}/healthz`)).json()) as { drawer: boolean }
  return body.drawer
}

/** Polls `probe` every 20 ms until it is true (at most `timeoutMs`); resolves with the ms it took. */
export async function until(probe: () => boolean | Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = performance.now()
  while (!(await probe())) {
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return performance.now() - started
}
