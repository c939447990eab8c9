// Settlement benchmark: 100,000 pending bets on one Macau turn (a mix of 特码, 两面 and 连码 combinations
// from 2,000 members), settled by one draw. Prints the time the settlement took, in ms. On a new SQLite file,
// or, when DATABASE_URL names a PostgreSQL server, on a new database of its own there (dropped afterwards).
//
//   npx tsx tests/perf/settle.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx tests/perf/settle.ts
//
// BENCH_BATCH=n settles n bets per transaction instead of SETTLE_BATCH_SIZE (apps/platform/src/betting/settle.ts),
// to compare batch sizes.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fromChinaTime } from '@liuhe/domain'
import pg from 'pg'
import { settleTurn } from '../../apps/platform/src/betting/settle'
import { seed } from '../../apps/platform/src/seed'
import { openStorage } from '../../apps/platform/src/storage/engine'
import { insertInChunks } from '../../apps/platform/src/storage/queries'
import { inTransaction } from '../../apps/platform/src/storage/transactions'
import { createStores } from '../../apps/platform/src/store'

const BETS = Number(process.env.BENCH_BETS ?? 100_000)
const MEMBERS = 2_000
const dataDir = new URL('../../data/marksix', import.meta.url).pathname
const dir = mkdtempSync(join(tmpdir(), 'liuhe-settle-'))
const now = fromChinaTime(2026, 11, 22, 12)
const serverUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? process.env.DATABASE_URL!
  : undefined

/** Runs `sql` on the PostgreSQL server's database that DATABASE_URL names. */
async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

const database = `liuhe_settle_${process.pid}`
let engineUrl: string | undefined
if (serverUrl) {
  await onServer(`CREATE DATABASE ${database}`)
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  engineUrl = url.toString()
}
try {
  const db = await openStorage(
    engineUrl ? { kind: 'postgres', url: engineUrl } : { kind: 'sqlite', file: join(dir, 'bench.sqlite') },
  )
  await seed(db, dataDir, now)
  const stores = createStores(db)
  const game = (await stores.lottery.findLotteryGame(110))!
  const turnNum = '2026999'
  const lines = [
    { playId: 'sm.tema.a', selection: { kind: 'single', cell: '07' }, odds: 49_000, count: 1 },
    { playId: 'sm.liangmian', selection: { kind: 'single', cell: '大' }, odds: 1965, count: 1 },
    { playId: 'sm.sebo', selection: { kind: 'single', cell: '红波' }, odds: 2700, count: 1 },
    {
      playId: 'sm.lianma.sanzhonger',
      selection: { kind: 'cells', cells: ['01', '02', '03', '04'] },
      odds: { 中二: 20_000, 中三: 110_000 },
      count: 4,
    },
  ] as const
  await inTransaction(db, async (trx) => {
    const tx = createStores(trx)
    const users: number[] = []
    for (let i = 0; i < MEMBERS; i++) {
      const userId = await tx.users.insertUser({
        account: `bench${i}`,
        passwordHash: 'x',
        type: 'HY',
        createdAt: now,
      })
      await tx.wallet.post({ userId, type: 'opening', amountFen: 100_000_000, at: now })
      users.push(userId)
    }
    // The pending bets as the bet form writes their rows (store/bets.ts insertBet), many to a statement: only
    // the settlement is timed.
    await insertInChunks(
      trx,
      'bets',
      Array.from({ length: BETS }, (_, i) => {
        const line = lines[i % lines.length]!
        return {
          order_no: `BENCH${String(i).padStart(8, '0')}`,
          user_id: users[i % MEMBERS]!,
          game_id: 110,
          turn_num: turnNum,
          play_id: line.playId,
          selection: JSON.stringify(line.selection),
          bet_count: line.count,
          stake_fen: 1000,
          amount_fen: 1000 * line.count,
          odds: JSON.stringify(line.odds),
          model: 1,
          bet_end_time: now,
          created_at: now,
          form_key: `bench-${i}`,
        }
      }),
    )
  })
  const draw = { gameId: 110, turnNum, openTime: now, openNum: '01,02,03,30,40,45,07' }
  await stores.lottery.insertDraw(draw, 'generated')
  const started = performance.now()
  const result = await settleTurn(stores, game, draw, now, {
    batchSize: Number(process.env.BENCH_BATCH) || undefined,
  })
  const ms = performance.now() - started
  console.log(
    `settled ${result.settled} bets (${BETS} pending) in ${ms.toFixed(0)} ms; paid ${(result.paidFen / 100).toFixed(2)} 元; ledger holds: ${(await stores.wallet.unbalancedUsers()).length === 0}`,
  )
  await db.destroy()
} finally {
  if (engineUrl) await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  rmSync(dir, { recursive: true, force: true })
}
