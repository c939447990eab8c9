import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type ApiError, createLiuheApi } from '@liuhe/api'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { hashPassword } from '../../apps/platform/src/auth/passwords'
import { type Db, openDb } from '../../apps/platform/src/db'
import { createStores, kyselyOf } from '../../apps/platform/src/store'
import { configKeys } from '../../apps/platform/src/store/config'
import { chatKit, isMessage } from '../../apps/platform/test/chatKit'
import { forgetPrefix, REDIS_URL, requireRedis, runPrefix } from '../../apps/platform/test/redisKit'
import { isCommand, openSocket } from '../../apps/platform/test/socketKit'
import type { TestEnv } from '../../apps/platform/test/walletKit'

// The cluster test: two platform processes (the built entry, `node apps/platform/dist/main.js`, as `npm start`
// runs it) on one SQLite file and one Redis prefix, and two app servers (the production build,
// `node dist/server.js build/server/index.js` in apps/mobile, as tests/e2e/support/servers.ts starts it), app A
// in front of platform A and app B in front of platform B. Every step waits for what it expects (a socket
// frame, an ack, an HTTP answer), never for time. docs/architecture.md ("Shared state across processes").
// Not here: SIGKILL of the drawer mid-settlement and its take-over (apps/platform/test/drawerLease.integration.test.ts).

const root = new URL('../..', import.meta.url).pathname
const prefix = runPrefix('cluster')
const proxySecret = randomBytes(32).toString('hex')
const sessionSecret = randomBytes(16).toString('hex')
/** Every process this file started (each the leader of its own process group: a cluster primary and its workers). */
const children: ChildProcess[] = []
let dir: string
let db: Db

/** A free port (taken, then let go). */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Starts `args` in its own process group; resolves once its output matched `ready`. */
async function start(args: string[], cwd: string, env: Record<string, string>, ready: RegExp) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  children.push(child)
  let out = ''
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      out += chunk
      if (ready.test(out)) resolve()
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    child.once('exit', (code, signal) =>
      reject(new Error(`${args.join(' ')} exited (${code ?? signal}): ${out}`)),
    )
  })
  return child
}

/** Kills a started process group with `signal` and waits for its leader's exit. */
async function stop(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    process.kill(-child.pid!, signal)
  } catch {
    return
  }
  await exited
}

/** A platform process on the shared file and prefix. */
async function startPlatform(dbFile: string) {
  const port = await freePort()
  await start(
    ['apps/platform/dist/main.js'],
    root,
    {
      PLATFORM_PORT: String(port),
      PLATFORM_DB: dbFile,
      PLATFORM_TEST_HOOKS: '1',
      PLATFORM_PROXY_SECRET: proxySecret,
      REDIS_URL,
      REDIS_PREFIX: prefix,
    },
    /listening on .*shared through Redis/,
  )
  return `http://127.0.0.1:${port}`
}

/** An app server (the production build) in front of `platform`. */
async function startApp(platform: string) {
  const port = await freePort()
  const child = await start(
    ['dist/server.js', 'build/server/index.js'],
    `${root}apps/mobile`,
    {
      PORT: String(port),
      PLATFORM_URL: platform,
      NODE_ENV: 'production',
      SESSION_SECRET: sessionSecret,
      WEB_CONCURRENCY: '1',
      PLATFORM_PROXY_SECRET: proxySecret,
      REDIS_URL,
      REDIS_PREFIX: prefix,
    },
    /\[liuhe\] http:\/\/localhost:\d+/,
  )
  return { origin: `http://127.0.0.1:${port}`, child }
}

/** Calls a test hook of `platform` (JSON); returns the answer's status. */
async function hook(platform: string, path: string, body: unknown) {
  const response = await fetch(`${platform}/app-api/__test__/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  await response.body?.cancel()
  return response.status
}

/**
 * A platform as the platform's test kits see it: its origin and the shared file (read and written here), its
 * handle and its Kysely (store/index.ts `kyselyOf`).
 */
const envOf = (origin: string) =>
  ({ origin, db, queries: kyselyOf(db), clock: { now: () => Date.now() } }) as unknown as TestEnv

let platformA: string
let platformB: string
let appA: Awaited<ReturnType<typeof startApp>>
let appB: Awaited<ReturnType<typeof startApp>>

beforeAll(async () => {
  await requireRedis()
  dir = mkdtempSync(join(tmpdir(), 'liuhe-cluster-'))
  const dbFile = join(dir, 'platform.sqlite')
  // One after the other: the first seeds the file and takes the drawer lease, the second opens it seeded.
  platformA = await startPlatform(dbFile)
  platformB = await startPlatform(dbFile)
  db = openDb(dbFile)
  ;[appA, appB] = await Promise.all([startApp(platformA), startApp(platformB)])
}, 120_000)

afterAll(async () => {
  db?.close()
  await Promise.all(children.map((child) => stop(child, 'SIGKILL')))
  await forgetPrefix(prefix)
  if (dir) rmSync(dir, { recursive: true, force: true })
})

it('a draw made on platform A reaches game sockets connected to both platforms', async () => {
  const health = (await (await fetch(`${platformA}/healthz`)).json()) as { drawer: boolean }
  expect(health.drawer).toBe(true)
  const sockets = await Promise.all(
    [platformA, platformB].map(async (origin) => {
      const socket = await openSocket(`${origin.replace('http', 'ws')}/ws-game/cluster`)
      socket.ws.send(JSON.stringify({ command: 'SUBSCRIBE', content: { gameId: 110, types: ['RESULT'] } }))
      await socket.next(isCommand('SUBSCRIBED'))
      return socket
    }),
  )
  const openNum = '03,14,25,36,47,08,19'
  expect(await hook(platformA, 'draw', { gameId: 110, openNum })).toBe(200)
  const pushes = await Promise.all(sockets.map((socket) => socket.next(isCommand(4))))
  for (const frame of pushes) {
    expect(JSON.parse((frame as { content: string }).content)).toMatchObject({
      type: 'RESULT',
      gameId: 110,
      openNum,
    })
  }
  for (const socket of sockets) socket.ws.terminate()
})

it('a chat line sent through platform A reaches a member connected to platform B', async () => {
  const kitA = chatKit(envOf(platformA), 'cla')
  const kitB = chatKit(envOf(platformB), 'clb')
  const [memberA, memberB] = [await kitA.chatMember(), await kitB.chatMember()]
  const { class_groups } = await memberA.chat.rooms()
  const room = class_groups.flatMap((g) => g.chatroom).find((r) => r.game_id === 110)!.room_id
  const onA = await kitA.socket(memberA.chatToken.token)
  const onB = await kitB.socket(memberB.chatToken.token)
  expect((await onA.request({ command: 'JOIN', room_id: room })).ok).toBe(true)
  expect((await onB.request({ command: 'JOIN', room_id: room })).ok).toBe(true)
  expect((await onA.request({ command: 'SEND', room_id: room, body: '集群你好' })).ok).toBe(true)
  await Promise.all([onA.next(isMessage(room, '集群你好')), onB.next(isMessage(room, '集群你好'))])
  kitA.closeSockets()
  kitB.closeSockets()
})

it('a rate limit holds across both platforms: requests split over them are counted together', async () => {
  const MAX = 6
  expect(
    await hook(platformA, 'config', {
      key: 'rate_limits',
      value: { captcha: { perIp: { max: MAX, windowMs: 10 * 60_000 } } },
    }),
  ).toBe(200)
  try {
    // 20 captcha images at once, alternating between the platforms, from one address (127.0.0.1).
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const origin = i % 2 ? platformB : platformA
        const response = await fetch(`${origin}/app-api/v/vCode?t=cluster${String(i).padStart(4, '0')}`)
        await response.body?.cancel()
        return { origin, status: response.status }
      }),
    )
    expect(statuses.filter((s) => s.status === 200)).toHaveLength(MAX)
    expect(statuses.filter((s) => s.status === 429)).toHaveLength(20 - MAX)
    // Each platform refused some: neither counted only its own half (10 each, over a limit of 6).
    for (const origin of [platformA, platformB])
      expect(statuses.filter((s) => s.origin === origin && s.status === 429).length).toBeGreaterThan(0)
  } finally {
    expect(await hook(platformB, 'config', { key: 'rate_limits', value: {} })).toBe(200)
  }
})

/**
 * The open turn of game 110 with at least `marginMs` of betting left: with less (it closes two minutes a day,
 * before its 21:32 draw), both platforms' clocks move past the draw by the same amount, so they stay equal
 * (each is the real time plus what its hook added) and the next turn is open.
 */
async function openTurnOf110(marginMs: number): Promise<string> {
  const info = await createLiuheApi({ origin: platformA }).lottery.openInfo(110)
  const betEnd = info.cur.betEndTime ?? info.cur.closeTime
  if (betEnd - info.serverTime >= marginMs) return info.cur.turnNum
  const advanceMs = info.cur.closeTime - info.serverTime + 1_000
  for (const origin of [platformA, platformB]) expect(await hook(origin, 'clock', { advanceMs })).toBe(200)
  return openTurnOf110(marginMs)
}

it('50 concurrent bets and withdrawals split across both platforms never overdraw', async () => {
  const stores = createStores(db)
  const now = Date.now()
  const userId = await stores.users.insertUser({
    account: 'clusterwd01',
    passwordHash: hashPassword('Secret123'),
    type: 'HY',
    createdAt: now,
    fundPwdHash: hashPassword('1234'),
  })
  await stores.wallet.post({ userId, type: 'opening', amountFen: 50_000, at: now })
  await stores.responsible.confirmAdult(userId, now)
  const token = await stores.users.issueToken(userId, now, 86_400_000)
  const [onA, onB] = [platformA, platformB].map((origin) =>
    createLiuheApi({ origin, companyCode: 'LH', token }),
  )
  const card = { bankName: '中国建设银行', accountName: '李四', cardNo: '6217 0000 1111 2222 333' }
  const { id: bankId } = await onA!.wallet.updateBank({ ...card, cashPassword: '1234' })
  const limit = await stores.config.requireConfig<Record<string, number>>(configKeys.withdrawLimit)
  expect(
    await hook(platformA, 'config', { key: configKeys.withdrawLimit, value: { ...limit, dailyTimes: 100 } }),
  ).toBe(200)
  const turnNum = await openTurnOf110(60_000)
  try {
    // 500 元 covers 5 of these 100 元 requests; 50 at once, 25 through each platform, bets and withdrawals
    // alternating.
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => {
        const api = i % 2 ? onB! : onA!
        if (i % 4 < 2) return api.wallet.withdraw({ amount: 100, bankId, cashPassword: '1234' })
        return api.bets.place({
          gameId: 110,
          turnNum,
          idempotencyKey: `cluster-bet-${i}`,
          bets: [
            {
              playId: 'sm.tema.a',
              selection: { kind: 'single', cell: String((i % 49) + 1).padStart(2, '0') },
              stake: 100,
            },
          ],
        })
      }),
    )
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[]
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5)
    expect(new Set(refused.map((r) => (r.reason as ApiError).message))).toEqual(new Set(['余额不足']))
    const count = (sql: string) => (db.prepare(sql).get(userId) as { n: number }).n
    const withdrawn = count('SELECT COALESCE(SUM(amount_fen), 0) AS n FROM withdrawals WHERE user_id = ?')
    const staked = count('SELECT COALESCE(SUM(amount_fen), 0) AS n FROM bets WHERE user_id = ?')
    expect(withdrawn + staked).toBe(50_000)
    expect((await stores.wallet.balancesOf(userId)).moneyFen).toBe(0)
    expect(
      count("SELECT COALESCE(SUM(amount_fen), 0) AS n FROM ledger WHERE user_id = ? AND wallet = 'main'"),
    ).toBe(0)
    expect(count('SELECT MIN(balance_fen) AS n FROM ledger WHERE user_id = ?')).toBe(0)
    expect(await stores.wallet.unbalancedUsers()).toEqual([])
  } finally {
    expect(await hook(platformA, 'config', { key: configKeys.withdrawLimit, value: limit })).toBe(200)
  }
})

it("a killed app server: the member's session cookie still works through the other one", async () => {
  const stores = createStores(db)
  const now = Date.now()
  const userId = await stores.users.insertUser({
    account: 'clusterapp01',
    passwordHash: hashPassword('Secret123'),
    type: 'HY',
    createdAt: now,
  })
  await stores.wallet.post({ userId, type: 'opening', amountFen: 12_345, at: now })
  await stores.responsible.confirmAdult(userId, now)
  // Logged in through app A (and so platform A): the session is the cookie it sets.
  const login = await fetch(`${appA.origin}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'login', account: 'clusterapp01', password: 'Secret123' }),
  })
  expect(login.status).toBe(302)
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  expect(cookie).not.toBe('')
  const profile = (origin: string, withCookie: boolean) =>
    fetch(`${origin}/profile`, { headers: withCookie ? { cookie } : {} }).then(async (r) => ({
      status: r.status,
      html: await r.text(),
    }))
  expect((await profile(appA.origin, true)).html).toContain('clusterapp01')

  await stop(appA.child, 'SIGKILL')
  await expect(fetch(`${appA.origin}/profile`)).rejects.toThrow()
  const through = await profile(appB.origin, true)
  expect(through.status).toBe(200)
  expect(through.html).toContain('clusterapp01')
  // Without the cookie app B knows no member.
  expect((await profile(appB.origin, false)).html).not.toContain('clusterapp01')
})
