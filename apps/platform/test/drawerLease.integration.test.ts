import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openDb } from '../src/db'
import { seed } from '../src/seed'
import { GAME_ID, OPEN_NUM, winnersOf, writeTurnBets } from './drawerKit'
import { dataDir } from './harness'

// Two real platform processes (the worker, serve.ts, run directly: no supervisor starts another after the
// kill) on one SQLite file. The first is the drawer; it settles a turn of 10,000 bets and stops after 3
// batches of 500 (PLATFORM_SETTLE_PAUSE_AFTER_BATCHES); the test kills it there with SIGKILL. The second
// takes the lease over (its holder is a dead process of this machine) and settles the rest: every bet
// once, every payout once, every balance the sum of its ledger rows.

const serveEntry = new URL('../src/serve.ts', import.meta.url).pathname
const platformDir = new URL('..', import.meta.url).pathname
const MEMBERS = 100
const BETS = 10_000

const children: ChildProcess[] = []
let dir: string
let dbFile: string
let turnNum: string

/** A free port (taken, then let go). */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** A platform process on the shared file: its origin, its process, and a wait for a line of its output. */
async function startPlatform(env: Record<string, string> = {}) {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', serveEntry], {
    cwd: platformDir,
    env: {
      ...process.env,
      PLATFORM_PORT: String(port),
      PLATFORM_DB: dbFile,
      PLATFORM_TEST_HOOKS: '1',
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
  return { origin: `http://127.0.0.1:${port}`, child, printed }
}

/** The `drawer` field of a process's /healthz. */
async function isDrawer(origin: string): Promise<boolean> {
  const body = (await (await fetch(`${origin}/healthz`)).json()) as { drawer: boolean }
  return body.drawer
}

/** Polls `probe` every 20 ms until it is true (at most `timeoutMs`); resolves with the ms it took. */
async function until(probe: () => boolean | Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = performance.now()
  while (!(await probe())) {
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return performance.now() - started
}

const suiteStarted = performance.now()

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'liuhe-drawer-'))
  dbFile = join(dir, 'platform.sqlite')
  // The file seeded as the platform seeds it, then members and one turn's bets (drawerKit.ts).
  const db = openDb(dbFile)
  const now = Date.now()
  seed(db, dataDir, now)
  turnNum = writeTurnBets(db, { prefix: 'DRAWER', members: MEMBERS, bets: BETS, now })
  db.close()
})
afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

it('a drawer killed mid-settlement is taken over within seconds, and every bet is settled and paid once', async () => {
  // One after the other: the first takes the lease as it starts, the second finds it held.
  const first = await startPlatform({ PLATFORM_SETTLE_PAUSE_AFTER_BATCHES: '3' })
  const second = await startPlatform()
  expect(await isDrawer(first.origin)).toBe(true)
  expect(await isDrawer(second.origin)).toBe(false)

  const drawn = await fetch(`${first.origin}/app-api/__test__/draw`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gameId: GAME_ID, openNum: OPEN_NUM }),
  })
  expect(drawn.status).toBe(200)
  expect(((await drawn.json()) as { data: { turnNum: string } }).data.turnNum).toBe(turnNum)
  await first.printed(/settlement paused after 3 batches/)

  const db = openDb(dbFile)
  const count = (sql: string, ...params: unknown[]) =>
    (db
      .prepare(sql)
      .pluck()
      .get(...params) as number | null) ?? 0
  const settledBets = () =>
    count('SELECT COUNT(*) FROM bets WHERE game_id = ? AND turn_num = ? AND status = 1', GAME_ID, turnNum)
  try {
    // Three whole batches committed, nothing of the fourth.
    expect(settledBets()).toBe(1500)
    // The second still waits: the first renews its lease while it is paused.
    expect(await isDrawer(second.origin)).toBe(false)

    const killed = performance.now()
    first.child.kill('SIGKILL')
    const takeoverMs = await until(() => isDrawer(second.origin), 10_000)
    const settledMs = await until(() => settledBets() === BETS, 20_000)
    console.log(
      `[drawerLease] takeover ${Math.round(takeoverMs)} ms after SIGKILL; the rest settled ` +
        `${Math.round(performance.now() - killed)} ms after it (${Math.round(settledMs)} ms after the probe started)`,
    )
    expect(takeoverMs).toBeLessThan(3000)

    expect(count('SELECT token FROM leases WHERE name = ?', 'drawer')).toBe(2)
    expect(
      count('SELECT COUNT(*) FROM bets WHERE game_id = ? AND turn_num = ? AND status <> 1', GAME_ID, turnNum),
    ).toBe(0)
    // The winners are exactly the bets on 07, each paid its stake times the odds, by one ledger row.
    expect(
      count(
        'SELECT COUNT(*) FROM bets WHERE turn_num = ? AND game_id = ? AND payout_fen > 0',
        turnNum,
        GAME_ID,
      ),
    ).toBe(winnersOf(BETS))
    expect(
      count(
        `SELECT COUNT(*) FROM bets WHERE game_id = ? AND turn_num = ? AND payout_fen > 0
           AND json_extract(selection, '$.cell') <> '07'`,
        GAME_ID,
        turnNum,
      ),
    ).toBe(0)
    expect(
      count(
        `SELECT COUNT(*) FROM bets b WHERE b.game_id = ? AND b.turn_num = ? AND b.payout_fen > 0 AND
           (SELECT COUNT(*) FROM ledger l WHERE l.type = 'payout' AND l.ref = b.order_no AND l.amount_fen = b.payout_fen) <> 1`,
        GAME_ID,
        turnNum,
      ),
    ).toBe(0)
    expect(count(`SELECT COUNT(*) FROM ledger WHERE type = 'payout' AND ref LIKE 'DRAWER%'`)).toBe(
      count(
        'SELECT COUNT(*) FROM bets WHERE game_id = ? AND turn_num = ? AND payout_fen > 0',
        GAME_ID,
        turnNum,
      ),
    )
    // Every balance is the sum of its ledger rows.
    expect(
      db
        .prepare(
          `SELECT u.account FROM users u
           WHERE u.money_fen <> (SELECT COALESCE(SUM(amount_fen), 0) FROM ledger l WHERE l.user_id = u.user_id AND l.wallet = 'main')
              OR u.live_money_fen <> (SELECT COALESCE(SUM(amount_fen), 0) FROM ledger l WHERE l.user_id = u.user_id AND l.wallet = 'live')`,
        )
        .pluck()
        .all(),
    ).toEqual([])
  } finally {
    db.close()
  }
  console.log(
    `[drawerLease] test ${((performance.now() - suiteStarted) / 1000).toFixed(1)} s including setup`,
  )
}, 60_000)
