import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openDb } from '../src/db'
import { seed } from '../src/seed'
import { GAME_ID, OPEN_NUM, winnersOf, writeTurnBets } from './drawerKit'
import { dataDir } from './harness'
import { isDrawer, platformProcesses, until } from './processKit'

// Two real platform processes (the worker, serve.ts, run directly: no supervisor starts another after the
// kill) on one SQLite file. The first is the drawer; it settles a turn of 10,000 bets and stops after 3
// batches of 500 (PLATFORM_SETTLE_PAUSE_AFTER_BATCHES); the test kills it there with SIGKILL. The second
// takes the lease over (its holder is a dead process of this machine) and settles the rest: every bet
// once, every payout once, every balance the sum of its ledger rows.

const MEMBERS = 100
const BETS = 10_000

const processes = platformProcesses()
const startPlatform = (env: Record<string, string> = {}) => processes.startPlatform(dbFile, env)
let dir: string
let dbFile: string
let turnNum: string

const suiteStarted = performance.now()

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'liuhe-drawer-'))
  dbFile = join(dir, 'platform.sqlite')
  // The file seeded as the platform seeds it, then members and one turn's bets (drawerKit.ts).
  const db = openDb(dbFile)
  const now = Date.now()
  await seed(db, dataDir, now)
  turnNum = await writeTurnBets(db, { prefix: 'DRAWER', members: MEMBERS, bets: BETS, now })
  db.close()
})
afterAll(() => {
  processes.killAll()
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
