// Settlement benchmark: 100,000 pending bets on one Macau turn (a mix of 特码, 两面 and 连码 combinations
// from 2,000 members), settled by one draw. Prints the time the settlement took, in ms.
//
//   npx tsx tests/perf/settle.ts
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fromChinaTime } from '@liuhe/domain'
import { settleTurn } from '../../apps/platform/src/betting/settle'
import { openDb } from '../../apps/platform/src/db'
import { seed } from '../../apps/platform/src/seed'
import { createStores } from '../../apps/platform/src/store'

const BETS = Number(process.env.BENCH_BETS ?? 100_000)
const MEMBERS = 2_000
const dataDir = new URL('../../data/marksix', import.meta.url).pathname
const dir = mkdtempSync(join(tmpdir(), 'liuhe-settle-'))
const now = fromChinaTime(2026, 11, 22, 12)
try {
  const db = openDb(join(dir, 'bench.sqlite'))
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
  await stores.transaction(async (tx) => {
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
    for (let i = 0; i < BETS; i++) {
      const line = lines[i % lines.length]!
      await tx.bets.insertBet({
        orderNo: `BENCH${String(i).padStart(8, '0')}`,
        userId: users[i % MEMBERS]!,
        gameId: 110,
        turnNum,
        playId: line.playId,
        selection: line.selection as never,
        betCount: line.count,
        stakeFen: 1000,
        amountFen: 1000 * line.count,
        odds: line.odds,
        model: 1,
        betEndTime: now,
        createdAt: now,
        formKey: `bench-${i}`,
      })
    }
  })
  const draw = { gameId: 110, turnNum, openTime: now, openNum: '01,02,03,30,40,45,07' }
  await stores.lottery.insertDraw(draw, 'generated')
  const started = performance.now()
  const result = await settleTurn(stores, game, draw, now)
  const ms = performance.now() - started
  console.log(
    `settled ${result.settled} bets (${BETS} pending) in ${ms.toFixed(0)} ms; paid ${(result.paidFen / 100).toFixed(2)} 元; ledger holds: ${(await stores.wallet.unbalancedUsers()).length === 0}`,
  )
  db.close()
} finally {
  rmSync(dir, { recursive: true, force: true })
}
