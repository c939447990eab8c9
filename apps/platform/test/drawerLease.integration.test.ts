import { afterAll, beforeAll, expect, it } from 'vitest'
import { SETTLE_BATCH_SIZE } from '../src/betting/settle'
import { seed } from '../src/seed'
import { expectTurnSettledOnce, GAME_ID, OPEN_NUM, writeTurnBets } from './drawerKit'
import { connectTestDatabase, createTestDatabase, dataDir, type TestDatabase } from './harness'
import { isDrawer, platformProcesses, until } from './processKit'
import { countIn } from './walletKit'

// Two real platform processes (the worker, serve.ts, run directly: no supervisor starts another after the
// kill) on one database (harness.ts `createTestDatabase`: a SQLite file, or a PostgreSQL database with
// LIUHE_TEST_ENGINE=postgres). The first is the drawer; it settles a turn of 10,000 bets and stops after one
// batch of 5,000 (PLATFORM_SETTLE_PAUSE_AFTER_BATCHES, SETTLE_BATCH_SIZE; on PostgreSQL a whole lane, the bets of
// the 50 members of one parity); the test kills it there with SIGKILL. The second
// takes the lease over (its holder is a dead process of this machine) and settles the rest: every bet
// once, every payout once, every balance the sum of its ledger rows.

const MEMBERS = 100
const BETS = 10_000

const processes = platformProcesses()
const startPlatform = (env: Record<string, string> = {}) => processes.startPlatform(database, env)
let database: TestDatabase
let turnNum: string

const suiteStarted = performance.now()

beforeAll(async () => {
  database = await createTestDatabase()
  // The database seeded as the platform seeds it, then members and one turn's bets (drawerKit.ts).
  const connection = await connectTestDatabase(database)
  try {
    const now = Date.now()
    await seed(connection.queries, dataDir, now)
    turnNum = await writeTurnBets(connection.queries, { prefix: 'DRAWER', members: MEMBERS, bets: BETS, now })
  } finally {
    await connection.close()
  }
})
afterAll(async () => {
  processes.killAll()
  await database?.drop()
})
it('a drawer killed mid-settlement is taken over within seconds, and every bet is settled and paid once', async () => {
  // One after the other: the first takes the lease as it starts, the second finds it held.
  const first = await startPlatform({ PLATFORM_SETTLE_PAUSE_AFTER_BATCHES: '1' })
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
  await first.printed(/settlement paused after 1 batch /)

  const connection = await connectTestDatabase(database)
  const { queries } = connection
  const count = countIn(queries)
  const settledBets = () =>
    count`SELECT COUNT(*) AS n FROM bets WHERE game_id = ${GAME_ID} AND turn_num = ${turnNum} AND status = 1`
  try {
    // One whole batch committed, nothing of the second.
    expect(await settledBets()).toBe(SETTLE_BATCH_SIZE)
    // The second still waits: the first renews its lease while it is paused.
    expect(await isDrawer(second.origin)).toBe(false)

    const killed = performance.now()
    first.child.kill('SIGKILL')
    const takeoverMs = await until(() => isDrawer(second.origin), 10_000)
    const settledMs = await until(async () => (await settledBets()) === BETS, 20_000)
    console.log(
      `[drawerLease] takeover ${Math.round(takeoverMs)} ms after SIGKILL; the rest settled ` +
        `${Math.round(performance.now() - killed)} ms after it (${Math.round(settledMs)} ms after the probe started)`,
    )
    expect(takeoverMs).toBeLessThan(3000)

    expect(await count`SELECT token AS n FROM leases WHERE name = ${'drawer'}`).toBe(2)
    await expectTurnSettledOnce(queries, { turnNum, bets: BETS, prefix: 'DRAWER' })
  } finally {
    await connection.close()
  }
  console.log(
    `[drawerLease] test ${((performance.now() - suiteStarted) / 1000).toFixed(1)} s including setup`,
  )
}, 60_000)
