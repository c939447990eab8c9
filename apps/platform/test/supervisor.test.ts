import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLiuheApi } from '@liuhe/api'
import { afterEach, describe, expect, it } from 'vitest'

/** The platform's entry, as `dist/main.js` is built from it, run through tsx. */
const entry = new URL('../src/main.ts', import.meta.url).pathname
const platformDir = new URL('..', import.meta.url).pathname

/** A free port (taken, then let go). */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

const children: ChildProcess[] = []
const dirs: string[] = []
const servers: Server[] = []
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  for (const server of servers.splice(0)) server.close()
})

/** Starts the platform's entry on `port` with a new data file; `until` waits for what it prints. */
function startPlatform(port: number, args: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'liuhe-supervisor-'))
  dirs.push(dir)
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: platformDir,
    env: {
      ...process.env,
      PLATFORM_PORT: String(port),
      PLATFORM_DB: join(dir, 'platform.sqlite'),
      PLATFORM_TEST_HOOKS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let out = ''
  const waiting = new Set<() => void>()
  const collect = (chunk: Buffer) => {
    out += chunk
    for (const check of waiting) check()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  /** Resolves with the match once the output matches `pattern` (the order of events is what it says). */
  const until = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = out.match(pattern)
        if (!match) return
        waiting.delete(check)
        resolve(match)
      }
      waiting.add(check)
      check()
      void exited.then((code) => reject(new Error(`the platform exited (${code}): ${out}`)))
    })
  /** The pids of the workers that said they listen, in order. */
  const workers = () =>
    [...out.matchAll(/\[platform\] worker (\d+) .*listening on/g)].map((m) => Number(m[1]))
  return { child, until, workers, exited, output: () => out }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('the platform entry', () => {
  it('starts a new worker on the same port and data file when the worker is killed', async () => {
    const port = await freePort()
    const origin = `http://127.0.0.1:${port}`
    // --reset: the primary deletes the file once, before the first worker; a new worker keeps it.
    const platform = startPlatform(port, ['--reset'])
    await platform.until(/worker \d+ .*listening on/)
    const [first] = platform.workers()
    expect(first).toBeGreaterThan(0)
    expect(first).not.toBe(platform.child.pid)

    // Something written before the kill: a new trial account and its session.
    const guest = createLiuheApi({ origin, companyCode: 'LH' })
    const { token } = await guest.auth.registerTrial()
    const member = createLiuheApi({ origin, companyCode: 'LH', token })
    const account = (await member.user.info()).userInfo.account

    const killedAt = Date.now()
    process.kill(first!, 'SIGKILL')
    await platform.until(new RegExp(`worker ${first} stopped \\(SIGKILL\\); starting another`))
    await platform.until(/listening on[\s\S]*listening on/)
    const [, second] = platform.workers()
    expect(Date.now() - killedAt).toBeLessThan(10_000)
    expect(second).not.toBe(first)
    expect(isAlive(first!)).toBe(false)
    expect(platform.workers()).toEqual([first, second])

    expect((await fetch(`${origin}/healthz`)).status).toBe(200)
    // The same data file: the session and the account written before the kill are there.
    expect((await member.user.info()).userInfo.account).toBe(account)

    // SIGTERM stops the worker, then the primary.
    platform.child.kill('SIGTERM')
    expect(await platform.exited).toBe(0)
    expect(isAlive(second!)).toBe(false)
  }, 60_000)

  it('stops with an error when the worker dies before it ever listened', async () => {
    const taken = createServer()
    servers.push(taken)
    await new Promise<void>((resolve) => taken.listen(0, '0.0.0.0', resolve))
    const { port } = taken.address() as AddressInfo
    const platform = startPlatform(port)
    expect(await platform.exited).not.toBe(0)
    expect(platform.output()).toContain('the worker stopped before serving')
    expect(platform.workers()).toEqual([])
  }, 60_000)
})
