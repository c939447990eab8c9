import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { REDIS_URL, requireRedis, runPrefix } from './fixtures/redis.ts'

const fixture = new URL('./fixtures/clusterServer.ts', import.meta.url).pathname

/** A free port (taken, then let go). */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** One request on a new connection (the cluster hands each new connection to the next worker). */
function call(port: number, method = 'GET', path = '/'): Promise<{ pid: number; value: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', method, path, agent: false }, (res) => {
      let body = ''
      res.on('data', (chunk) => {
        body += chunk
      })
      res.on('end', () => resolve(JSON.parse(body)))
    })
    req.on('error', reject)
    req.end()
  })
}

const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

/** Starts the fixture's primary; resolves once each of its workers listens. */
async function startCluster(port: number, workers = 2, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, String(port), String(workers)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    // Alone unless a test gives it a Redis (and a prefix of its own).
    env: { ...process.env, REDIS_URL: '', ...env },
  })
  children.push(child)
  let out = ''
  const waiting = new Set<{ test: (out: string) => boolean; resolve: () => void }>()
  child.stdout?.on('data', (chunk) => {
    out += chunk
    for (const w of waiting) {
      if (!w.test(out)) continue
      waiting.delete(w)
      w.resolve()
    }
  })
  /** Resolves once the server's output passes `test` (what the processes say is the order of events). */
  const until = (test: (out: string) => boolean) =>
    new Promise<void>((resolve, reject) => {
      if (test(out)) return resolve()
      waiting.add({ test, resolve })
      child.once('exit', (code) => reject(new Error(`the primary exited (${code}): ${out}`)))
    })
  const listening = (out: string) => out.match(/worker \d+ listening/g)?.length ?? 0
  await until((out) => listening(out) >= workers)
  return { child, output: () => out, until, listening }
}

/** The pids answering, over `count` new connections. */
async function pidsAnswering(port: number, count: number): Promise<Set<number>> {
  const pids = new Set<number>()
  for (let i = 0; i < count; i++) pids.add((await call(port)).pid)
  return pids
}

/** Every worker's answer, asking until `workers` distinct workers answered. */
async function everyWorker(port: number, workers: number) {
  const answers = new Map<number, string>()
  for (let i = 0; i < 50 && answers.size < workers; i++) {
    const { pid, value } = await call(port)
    answers.set(pid, value)
  }
  return answers
}

/**
 * Whether a process is still running. An orphan's exit may leave it a zombie until whatever adopted it reaps
 * it, and `kill(pid, 0)` still finds a zombie: Linux's /proc says which it is.
 */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  )

// Each test starts real processes (a primary and its workers, through tsx): seconds, more on a busy machine.
describe('the app server cluster', { timeout: 60_000 }, () => {
  it('spreads connections over its workers', async () => {
    const port = await freePort()
    await startCluster(port, 2)
    expect((await pidsAnswering(port, 8)).size).toBe(2)
  })

  it('answers a broadcasting request only once every other worker has the change', async () => {
    const port = await freePort()
    await startCluster(port, 3)
    for (const value of ['a', 'b', 'c', 'd']) {
      // The change is made by whichever worker takes the POST; right after its answer, every worker has it.
      await call(port, 'POST', `/?value=${value}`)
      const answers = await everyWorker(port, 3)
      expect(answers.size).toBe(3)
      expect([...answers.values()]).toEqual([value, value, value])
    }
  })

  // Six processes start here: on a machine kept busy that took most of a minute.
  it(
    'with REDIS_URL, answers a broadcasting request only once every worker of every app server has it',
    { timeout: 240_000 },
    async () => {
      await requireRedis()
      // Two app servers (two machines) on one Redis, each with its own workers.
      const redis = { REDIS_URL, REDIS_PREFIX: runPrefix('cluster') }
      const [first, second] = [await freePort(), await freePort()]
      await startCluster(first, 2, redis)
      await startCluster(second, 2, redis)
      for (const [port, value] of [
        [first, 'a'],
        [second, 'b'],
        [first, 'c'],
      ] as const) {
        await call(port, 'POST', `/?value=${value}`)
        for (const server of [first, second]) {
          const answers = await everyWorker(server, 2)
          expect(answers.size).toBe(2)
          expect([...answers.values()]).toEqual([value, value])
        }
      }
    },
  )

  it('starts a new worker when one dies and keeps serving', async () => {
    const port = await freePort()
    const { until, listening } = await startCluster(port, 2)
    const before = await everyWorker(port, 2)
    const [victim] = [...before.keys()]
    process.kill(victim as number, 'SIGKILL')
    // The primary sees the death, and serving goes on: the other worker takes the connections.
    await until((out) => out.includes(`worker ${victim} stopped (SIGKILL); starting another`))
    expect((await call(port)).pid).not.toBe(victim)
    // A replacement joins: two workers answer again, the dead one not among them.
    await until((out) => listening(out) >= 3)
    const after = await everyWorker(port, 2)
    expect(after.size).toBe(2)
    expect(after.has(victim as number)).toBe(false)
    // A broadcast after the replacement still reaches every worker.
    await call(port, 'POST', '/?value=after')
    expect([...(await everyWorker(port, 2)).values()]).toEqual(['after', 'after'])
  })

  it('stops its workers and itself on SIGTERM', async () => {
    const port = await freePort()
    const { child } = await startCluster(port, 2)
    const pids = [...(await everyWorker(port, 2)).keys()]
    child.kill('SIGTERM')
    expect(await exited(child)).toBe(0)
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow()
    await expect(call(port)).rejects.toThrow()
  })

  it('stops with an error when a worker cannot start serving (the port is taken)', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, resolve))
    const { port } = taken.address() as AddressInfo
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', fixture, String(port), '2'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      children.push(child)
      expect(await exited(child)).not.toBe(0)
    } finally {
      taken.close()
    }
  })

  it('a worker still starting when its primary is killed outright ends quietly', async () => {
    const port = await freePort()
    const dir = mkdtempSync(join(tmpdir(), 'liuhe-cluster-'))
    const hold = join(dir, 'listen')
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', fixture, String(port), '1'], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, HOLD_BEFORE_LISTEN: hold },
      })
      children.push(child)
      let out = ''
      let err = ''
      child.stdout?.on('data', (chunk) => {
        out += chunk
      })
      child.stderr?.on('data', (chunk) => {
        err += chunk
      })
      // The worker shares the primary's pipes: they close once both processes have ended.
      const closed = new Promise<void>((resolve) => child.once('close', () => resolve()))
      const holding = await new Promise<number>((resolve, reject) => {
        const check = () => {
          const pid = /worker (\d+) holding/.exec(out)?.[1]
          if (pid) resolve(Number(pid))
        }
        child.stdout?.on('data', check)
        child.once('exit', (code) => reject(new Error(`the primary exited (${code}): ${out}${err}`)))
      })
      child.kill('SIGKILL')
      await exited(child)
      // The primary is gone; now the worker goes on to listen, which asks the primary for the port.
      writeFileSync(hold, '')
      await closed
      expect(running(holding)).toBe(false)
      // No unhandled 'error' event (write EPIPE) with its stack on the log.
      expect(err).toBe('')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
