import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { type ApiError, createLiuheApi } from '@liuhe/api'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { hashPassword } from '../../apps/platform/src/auth/passwords'
import { SETTLE_BATCH_SIZE } from '../../apps/platform/src/betting/settle'
import { LEASE_RENEW_MS, LEASE_TTL_MS } from '../../apps/platform/src/shared/lease'
import type { Queries } from '../../apps/platform/src/storage/queries'
import { createStores } from '../../apps/platform/src/store'
import { configKeys } from '../../apps/platform/src/store/config'
import { chatKit, isMessage } from '../../apps/platform/test/chatKit'
import { expectTurnSettledOnce, GAME_ID, OPEN_NUM, writeTurnBets } from '../../apps/platform/test/drawerKit'
import { connectTestDatabase, createTestDatabase, type TestDatabase } from '../../apps/platform/test/harness'
import { databaseEnv, freePort, isDrawer, until } from '../../apps/platform/test/processKit'
import { forgetPrefix, REDIS_URL, requireRedis, runPrefix } from '../../apps/platform/test/redisKit'
import { isCommand, openSocket } from '../../apps/platform/test/socketKit'
import { countIn, type TestEnv } from '../../apps/platform/test/walletKit'

// The cluster test: platform processes (the built entry, `node apps/platform/dist/main.js`, as `npm start`
// runs it) on one PostgreSQL database of their own (apps/platform/test/harness.ts `createTestDatabase`, its
// files folder as PLATFORM_FILES_DIR) and one Redis prefix, and two app servers (the production build,
// `node dist/server.js build/server/index.js` in apps/mobile, as tests/e2e/support/servers.ts starts it), app A
// in front of platform A and app B in front of platform B. It shows that a draw, a chat line and a rate limit
// cross the platforms, that 50 concurrent bets and withdrawals through both never spend more than a balance
// holds, that a member's session outlives a SIGKILLed app server, and, last, that a drawer SIGKILLed in the
// middle of settling 10,000 bets is replaced by a third platform within seconds, every bet settled and paid
// once. Every step waits for what it expects (a socket frame, an ack, an HTTP answer, a printed line, a
// condition polled with a deadline), never for time. docs/platform.md ("Shared state across processes",
// "One drawer").

const root = new URL('../..', import.meta.url).pathname
const prefix = runPrefix('cluster')
const proxySecret = randomBytes(32).toString('hex')
const sessionSecret = randomBytes(16).toString('hex')
/** Every process this file started (each the leader of its own process group: a cluster primary and its workers). */
const children: ChildProcess[] = []
let database: TestDatabase
let connection: Awaited<ReturnType<typeof connectTestDatabase>>
/** This file's own connection to the platforms' database: what the assertions read and the setups write. */
let queries: Queries

/**
 * Starts `args` in its own process group; resolves once its output matched `ready`, with the process and
 * `printed`, which resolves once its output so far matches a pattern (and rejects if it exits first).
 */
async function start(args: string[], cwd: string, env: Record<string, string>, ready: RegExp) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  children.push(child)
  let out = ''
  const collect = (chunk: Buffer) => {
    out += chunk
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const printed = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const exited = (code: number | null, signal: NodeJS.Signals | null) =>
        reject(new Error(`${args.join(' ')} exited (${code ?? signal}) before ${pattern}: ${out}`))
      // After `collect` (added first), so it sees each chunk already added to `out`.
      const check = () => {
        if (!pattern.test(out)) return
        child.stdout?.off('data', check)
        child.stderr?.off('data', check)
        child.off('exit', exited)
        resolve()
      }
      child.stdout?.on('data', check)
      child.stderr?.on('data', check)
      child.once('exit', exited)
      check()
    })
  await printed(ready)
  return { child, printed }
}

/**
 * Stops a started process and waits for its leader's exit: SIGTERM to the leader alone (a primary stops its
 * worker first, apps/platform/src/supervisor.ts), SIGKILL to its whole group (a killed primary stops no one).
 */
async function stop(child: ChildProcess, signal: 'SIGTERM' | 'SIGKILL') {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    process.kill(signal === 'SIGKILL' ? -child.pid! : child.pid!, signal)
  } catch {
    return
  }
  await exited
}

/** A platform process on the shared database and prefix, with `env` besides; its origin, process and `printed`. */
async function startPlatform(env: Record<string, string> = {}) {
  const port = await freePort()
  const { child, printed } = await start(
    ['apps/platform/dist/main.js'],
    root,
    {
      PLATFORM_PORT: String(port),
      ...databaseEnv(database),
      PLATFORM_TEST_HOOKS: '1',
      PLATFORM_PROXY_SECRET: proxySecret,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      ...env,
    },
    /listening on .*shared through Redis\) on PostgreSQL/,
  )
  return { origin: `http://127.0.0.1:${port}`, child, printed }
}

/** An app server (the production build) in front of `platform`. */
async function startApp(platform: string) {
  const port = await freePort()
  const { child } = await start(
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
 * A platform as the platform's test kits see it (walletKit.ts and chatKit.ts read `origin`, `queries` and
 * `clock.now` alone): its origin and this file's Kysely on the shared database.
 */
const envOf = (origin: string) =>
  ({ origin, queries, clock: { now: () => Date.now() } }) satisfies Pick<TestEnv, 'origin' | 'queries'> & {
    clock: Pick<TestEnv['clock'], 'now'>
  } as unknown as TestEnv

type Platform = Awaited<ReturnType<typeof startPlatform>>
let platformA: Platform
let platformB: Platform
let appA: Awaited<ReturnType<typeof startApp>>
let appB: Awaited<ReturnType<typeof startApp>>

beforeAll(async () => {
  await requireRedis()
  database = await createTestDatabase('postgres')
  // One after the other: the first migrates and seeds the database and takes the drawer lease, the second
  // finds both done. B stops settling after one batch (PLATFORM_SETTLE_PAUSE_AFTER_BATCHES, counted from its
  // first batch that settled bets): it settles nothing while A holds the lease, so only the last test, where
  // B draws, sees it.
  platformA = await startPlatform()
  platformB = await startPlatform({ PLATFORM_SETTLE_PAUSE_AFTER_BATCHES: '1' })
  connection = await connectTestDatabase(database)
  queries = connection.queries
  ;[appA, appB] = await Promise.all([startApp(platformA.origin), startApp(platformB.origin)])
}, 120_000)

afterAll(async () => {
  await Promise.all(children.map((child) => stop(child, 'SIGKILL')))
  await connection?.close()
  await database?.drop()
  await forgetPrefix(prefix)
})

it('a draw made on platform A reaches game sockets connected to both platforms', async () => {
  expect(await isDrawer(platformA.origin)).toBe(true)
  expect(await isDrawer(platformB.origin)).toBe(false)
  const sockets = await Promise.all(
    [platformA, platformB].map(async ({ origin }) => {
      const socket = await openSocket(`${origin.replace('http', 'ws')}/ws-game/cluster`)
      socket.ws.send(JSON.stringify({ command: 'SUBSCRIBE', content: { gameId: 110, types: ['RESULT'] } }))
      await socket.next(isCommand('SUBSCRIBED'))
      return socket
    }),
  )
  const openNum = '03,14,25,36,47,08,19'
  expect(await hook(platformA.origin, 'draw', { gameId: 110, openNum })).toBe(200)
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
  const kitA = chatKit(envOf(platformA.origin), 'cla')
  const kitB = chatKit(envOf(platformB.origin), 'clb')
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
    await hook(platformA.origin, 'config', {
      key: 'rate_limits',
      value: { captcha: { perIp: { max: MAX, windowMs: 10 * 60_000 } } },
    }),
  ).toBe(200)
  try {
    // 20 captcha images at once, alternating between the platforms, from one address (127.0.0.1).
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const { origin } = i % 2 ? platformB : platformA
        const response = await fetch(`${origin}/app-api/v/vCode?t=cluster${String(i).padStart(4, '0')}`)
        await response.body?.cancel()
        return { origin, status: response.status }
      }),
    )
    expect(statuses.filter((s) => s.status === 200)).toHaveLength(MAX)
    expect(statuses.filter((s) => s.status === 429)).toHaveLength(20 - MAX)
    // Each platform refused some: neither counted only its own half (10 each, over a limit of 6).
    for (const { origin } of [platformA, platformB])
      expect(statuses.filter((s) => s.origin === origin && s.status === 429).length).toBeGreaterThan(0)
  } finally {
    expect(await hook(platformB.origin, 'config', { key: 'rate_limits', value: {} })).toBe(200)
  }
})

/**
 * The open turn of game 110 with at least `marginMs` of betting left: with less (it closes two minutes a day,
 * before its 21:32 draw), both platforms' clocks move past the draw by the same amount, so they stay equal
 * (each is the real time plus what its hook added) and the next turn is open.
 */
async function openTurnOf110(marginMs: number): Promise<string> {
  const info = await createLiuheApi({ origin: platformA.origin }).lottery.openInfo(110)
  const betEnd = info.cur.betEndTime ?? info.cur.closeTime
  if (betEnd - info.serverTime >= marginMs) return info.cur.turnNum
  const advanceMs = info.cur.closeTime - info.serverTime + 1_000
  for (const { origin } of [platformA, platformB])
    expect(await hook(origin, 'clock', { advanceMs })).toBe(200)
  return openTurnOf110(marginMs)
}

it('50 concurrent bets and withdrawals split across both platforms never overdraw', async () => {
  const stores = createStores(queries)
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
  const [onA, onB] = [platformA, platformB].map(({ origin }) =>
    createLiuheApi({ origin, companyCode: 'LH', token }),
  )
  const card = { bankName: '中国建设银行', accountName: '李四', cardNo: '6217 0000 1111 2222 333' }
  const { id: bankId } = await onA!.wallet.updateBank({ ...card, cashPassword: '1234' })
  const limit = await stores.config.requireConfig<Record<string, number>>(configKeys.withdrawLimit)
  expect(
    await hook(platformA.origin, 'config', {
      key: configKeys.withdrawLimit,
      value: { ...limit, dailyTimes: 100 },
    }),
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
    // Accepted: exactly what the balance covers; every other request refused for the balance alone.
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[]
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5)
    expect(new Set(refused.map((r) => (r.reason as ApiError).message))).toEqual(new Set(['余额不足']))
    const count = countIn(queries)
    // One withdrawal or bet row per accepted request, none for a refused one: 5 of 100 元.
    expect(
      (await count`SELECT COUNT(*) AS n FROM withdrawals WHERE user_id = ${userId}`) +
        (await count`SELECT COUNT(*) AS n FROM bets WHERE user_id = ${userId}`),
    ).toBe(5)
    const withdrawn =
      await count`SELECT COALESCE(SUM(amount_fen), 0) AS n FROM withdrawals WHERE user_id = ${userId}`
    const staked = await count`SELECT COALESCE(SUM(amount_fen), 0) AS n FROM bets WHERE user_id = ${userId}`
    expect(withdrawn + staked).toBe(50_000)
    // The balance is the sum of the ledger: 0.
    expect((await stores.wallet.balancesOf(userId)).moneyFen).toBe(0)
    expect(
      await count`SELECT COALESCE(SUM(amount_fen), 0) AS n FROM ledger WHERE user_id = ${userId} AND wallet = 'main'`,
    ).toBe(0)
    expect(await stores.wallet.unbalancedUsers()).toEqual([])
    // The ledger in the order it was written: the opening and one debit per accepted request, each row's
    // balance the running sum of the amounts up to it, never below 0.
    const rows = await queries
      .selectFrom('ledger')
      .select(['amount_fen', 'balance_fen'])
      .where('user_id', '=', userId)
      .where('wallet', '=', 'main')
      .orderBy('id')
      .execute()
    expect(rows).toHaveLength(6)
    let running = 0
    for (const row of rows) {
      running += Number(row.amount_fen)
      expect(Number(row.balance_fen)).toBe(running)
      expect(running).toBeGreaterThanOrEqual(0)
    }
  } finally {
    expect(await hook(platformA.origin, 'config', { key: configKeys.withdrawLimit, value: limit })).toBe(200)
  }
})

it("a killed app server: the member's session cookie still works through the other one", async () => {
  const stores = createStores(queries)
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

/** The last test's members and bets (apps/platform/test/drawerKit.ts `writeTurnBets`). */
const MEMBERS = 100
const BETS = 10_000
/** Their order numbers' prefix. */
const KILL_PREFIX = 'CLKILL'

it('a drawer SIGKILLed mid-settlement of 10,000 bets is replaced by another platform within seconds, every bet settled and paid once', async () => {
  // Room enough before game 110's daily close that its scheduled draw stays out of this test, and that turn
  // drawn by A (settling the 50-request test's bets on it): the next turn holds this test's bets alone.
  await openTurnOf110(120_000)
  expect(await hook(platformA.origin, 'draw', { gameId: GAME_ID })).toBe(200)
  // A stops (SIGTERM: it lets the lease go, apps/platform/src/drawer.ts `stop`); B, the one platform left,
  // takes it. C, started then, finds it held and stands by.
  await stop(platformA.child, 'SIGTERM')
  await until(() => isDrawer(platformB.origin), 10_000)
  const platformC = await startPlatform()
  expect(await isDrawer(platformC.origin)).toBe(false)

  // 10,000 bets of 100 members on the open turn, on B's clock; B draws it and stops after one batch of 5,000
  // (SETTLE_BATCH_SIZE): one of PostgreSQL's two lanes, the bets of the 50 members of one parity.
  const info = await createLiuheApi({ origin: platformB.origin }).lottery.openInfo(GAME_ID)
  const writing = performance.now()
  const turnNum = await writeTurnBets(queries, {
    prefix: KILL_PREFIX,
    members: MEMBERS,
    bets: BETS,
    now: info.serverTime,
  })
  expect(turnNum).toBe(info.cur.turnNum)
  const drawn = await fetch(`${platformB.origin}/app-api/__test__/draw`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gameId: GAME_ID, openNum: OPEN_NUM }),
  })
  expect(drawn.status).toBe(200)
  expect(((await drawn.json()) as { data: { turnNum: string } }).data.turnNum).toBe(turnNum)
  await platformB.printed(/settlement paused after 1 batch /)

  const count = countIn(queries)
  const settledBets = () =>
    count`SELECT COUNT(*) AS n FROM bets WHERE game_id = ${GAME_ID} AND turn_num = ${turnNum} AND status = 1`
  // One whole batch committed, nothing of the second; B, paused, still renews the lease, so C waits.
  expect(await settledBets()).toBe(SETTLE_BATCH_SIZE)
  expect(await isDrawer(platformB.origin)).toBe(true)
  expect(await isDrawer(platformC.origin)).toBe(false)

  const killed = performance.now()
  await stop(platformB.child, 'SIGKILL')
  const takeoverMs = await until(() => isDrawer(platformC.origin), 10_000)
  await until(async () => (await settledBets()) === BETS, 30_000)
  console.log(
    `[cluster] ${BETS} bets written and drawn (one batch settled) in ${Math.round(killed - writing)} ms; takeover ` +
      `${Math.round(takeoverMs)} ms after SIGKILL; the rest settled ${Math.round(performance.now() - killed)} ms after it`,
  )
  // At the latest when B's last renewal expires, C beating once a second (apps/platform/src/shared/lease.ts).
  expect(takeoverMs).toBeLessThan(LEASE_TTL_MS + 2 * LEASE_RENEW_MS)
  // Three holders, one take each: A at its start, B after A, C after B.
  expect(await count`SELECT token AS n FROM leases WHERE name = ${'drawer'}`).toBe(3)

  // Every bet settled and paid once, every balance the sum of its ledger rows.
  await expectTurnSettledOnce(queries, { turnNum, bets: BETS, prefix: KILL_PREFIX })
}, 180_000)
