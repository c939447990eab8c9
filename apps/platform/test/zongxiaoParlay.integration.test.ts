import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type ApiError, createLiuheApi } from '@liuhe/api'
import { type BetForm, fromChinaTime, type PlayOdds, type Selection } from '@liuhe/domain'
import Database from 'better-sqlite3'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../src/auth/passwords'
import type { Db } from '../src/db'
import { migrate } from '../src/migrations'
import { createStores } from '../src/store'
import { startTestPlatform, testEngine } from './harness'

// Sunday 2026-11-22, noon in China (a 马 year: 01 13 25 37 49 are 马). Macau's turn closes at 21:30.
const noon = fromChinaTime(2026, 11, 22, 12)

let env: Awaited<ReturnType<typeof startTestPlatform>>
let stores: ReturnType<typeof createStores>
const guest = () => createLiuheApi({ origin: env.origin, companyCode: 'LH' })

async function member(yuan: number) {
  const now = env.clock.now()
  const userId = await stores.users.insertUser({
    account: `zx${Math.floor(Math.random() * 1e6)}`,
    passwordHash: hashPassword('x'),
    type: 'HY',
    createdAt: now,
  })
  await stores.wallet.post({ userId, type: 'opening', amountFen: yuan * 100, at: now })
  await stores.responsible.confirmAdult(userId, now)
  const token = await stores.users.issueToken(userId, now, 86_400_000)
  return { api: createLiuheApi({ origin: env.origin, companyCode: 'LH', token }), userId }
}

let forms = 0
async function form(bets: BetForm['bets']): Promise<BetForm> {
  forms++
  const turnNum = (await guest().lottery.openInfo(110)).cur.turnNum
  return { gameId: 110, turnNum, idempotencyKey: `zongxiao-parlay-${forms}`, bets }
}

const zongxiao = (cell: string) => ({
  playId: 'sm.zongxiao',
  selection: { kind: 'single', cell } as Selection,
  stake: 10,
})
const guoguan = (...legs: [number, string][]) => ({
  playId: 'sm.guoguan',
  selection: {
    kind: 'parlay',
    legs: legs.map(([position, cell]) => ({ position, cells: [cell] })),
  } as Selection,
  stake: 10,
})

async function draw(openNum: string) {
  const response = await fetch(`${env.origin}/app-api/__test__/draw`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gameId: 110, openNum }),
  })
  expect(response.status).toBe(200)
}

beforeAll(async () => {
  env = await startTestPlatform(noon)
  stores = createStores(env.queries)
}, 60_000)
afterAll(() => env.stop())
afterEach(async () => expect(await stores.wallet.unbalancedUsers()).toEqual([]))

describe('总肖 counts and 过关 two-sides legs', () => {
  it('are offered with their odds', async () => {
    const plays = await guest().bets.plays(110)
    const odds = (id: string) => plays.plays.find((p) => p.playId === id)!.odds as PlayOdds
    expect(odds('sm.zongxiao')).toMatchObject({
      kind: 'perCell',
      oddsMilli: { '2肖': 100_000_000, '3肖': 388_941, '4肖': 16_869, '5肖': 3_202, '234肖': 16_165 },
    })
    expect(odds('sm.guoguan')).toMatchObject({
      kind: 'perCell',
      oddsMilli: { 合大: 1_920, 合小: 1_920, 合单: 1_920, 合双: 1_920, 尾大: 1_920, 尾小: 1_920 },
    })
  })

  it('are placed, and settled by the count of zodiacs and by digit sum and last digit', async () => {
    const { api, userId } = await member(1000)
    const bets = [
      ...['2肖', '3肖', '4肖', '5肖', '6肖', '7肖', '234肖', '总肖双'].map(zongxiao),
      guoguan([1, '合大'], [2, '合小']),
      guoguan([1, '合单'], [2, '合双']),
      guoguan([4, '尾大'], [6, '尾小']),
      guoguan([3, '合单'], [1, '尾大']),
      guoguan([3, '合双'], [5, '合小'], [6, '合双']),
      guoguan([1, '尾小'], [2, '尾小']),
    ]
    const placed = await api.bets.place(await form(bets))
    expect(placed.orders.map((o) => [o.playId, o.betCount, o.amount])).toEqual(
      bets.map((b) => [b.playId, 1, 10]),
    )
    expect(placed.money).toBe(860)
    // 正码 16 23 49 35 04 40, 特码 19: zodiacs 兔 猴 马 猴 兔 兔 + 鼠, four in all (49 counts as a 马).
    // 16 is 合大 合单 尾大, 23 合小 合单 尾小, 49 和, 35 尾大, 04 合小 合双, 40 合双 尾小.
    await draw('16,23,49,35,04,40,19')
    const rows = (await api.bets.todayList({ page: 1, rows: 50, status: 1 })).rows
    const byInfo = Object.fromEntries(rows.map((r) => [r.betInfo.replace(/ @.*/, ''), [r.result, r.reward]]))
    expect(byInfo).toEqual({
      '总肖 2肖': [0, 0],
      '总肖 3肖': [0, 0],
      '总肖 4肖': [1, 168.69],
      '总肖 5肖': [0, 0],
      '总肖 6肖': [0, 0],
      '总肖 7肖': [0, 0],
      '总肖 234肖': [1, 161.65],
      '总肖 总肖双': [1, 18.94],
      '过关 正码1 合大 / 正码2 合小': [1, 36.86],
      '过关 正码1 合单 / 正码2 合双': [0, 0],
      '过关 正码4 尾大 / 正码6 尾小': [1, 36.86],
      // A 2-leg parlay with the 49 leg is a push: the stake comes back.
      '过关 正码3 合单 / 正码1 尾大': [2, 10],
      // With three legs the 49 leg counts ×1.
      '过关 正码3 合双 / 正码5 合小 / 正码6 合双': [1, 36.86],
      '过关 正码1 尾小 / 正码2 尾小': [0, 0],
    })
    const paidFen = 16_869 + 16_165 + 1_894 + 3_686 * 3 + 1_000
    expect((await stores.wallet.balancesOf(userId)).moneyFen).toBe(86_000 + paidFen)
  })

  it('refuses a count or a leg option the plays do not have', async () => {
    const { api, userId } = await member(100)
    for (const line of [zongxiao('8肖'), zongxiao('1肖'), guoguan([1, '家禽'], [2, '合单'])]) {
      const error = (await api.bets.place(await form([line])).catch((e: unknown) => e)) as ApiError
      expect(error.code).toBe('BET/SELECTION_INVALID')
    }
    expect((await stores.wallet.balancesOf(userId)).moneyFen).toBe(10_000)
  })
})

// SQLite's migration of an old data file; PostgreSQL's twin (storage/postgres/migrations.ts) is checked by
// storage/postgresSchema.integration.test.ts.
if (testEngine() === 'sqlite')
  describe('migration 17', () => {
    let dir: string
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'liuhe-odds-migration-'))
    })
    afterAll(() => rmSync(dir, { recursive: true, force: true }))

    it('gives stored 总肖 and 过关 odds the new cells, keeping the prices a company set', () => {
      const db = new Database(join(dir, 'old.sqlite')) as unknown as Db
      migrate(db, 16)
      // The odds rows as a file written before the new cells held them, one company with its own prices.
      const write = db.prepare(
        'INSERT OR REPLACE INTO play_odds (company_code, play_id, odds) VALUES (?, ?, ?)',
      )
      const oldZongxiao = {
        '234肖': 15_000,
        '5肖': 3_202,
        '6肖': 2_133,
        '7肖': 5_668,
        总肖单: 2_035,
        总肖双: 1_894,
      }
      write.run('LH', 'sm.zongxiao', JSON.stringify({ kind: 'perCell', oddsMilli: oldZongxiao }))
      const oldGuoguan = { 大: 1_950, 小: 1_950, 单: 1_950, 双: 1_950, 红波: 2_720, 蓝波: 2_850, 绿波: 2_850 }
      write.run('LH', 'sm.guoguan', JSON.stringify({ kind: 'perCell', oddsMilli: oldGuoguan }))
      write.run('XY', 'sm.guoguan', JSON.stringify({ kind: 'flat', oddsMilli: 1_900 }))
      const others = db.prepare("SELECT * FROM play_odds WHERE play_id NOT IN ('sm.zongxiao', 'sm.guoguan')")
      const before = others.all()

      migrate(db)
      const odds = (company: string, playId: string) =>
        JSON.parse(
          (
            db
              .prepare('SELECT odds FROM play_odds WHERE company_code = ? AND play_id = ?')
              .get(company, playId) as { odds: string }
          ).odds,
        )
      expect(odds('LH', 'sm.zongxiao')).toEqual({
        kind: 'perCell',
        oddsMilli: { ...oldZongxiao, '2肖': 100_000_000, '3肖': 388_941, '4肖': 16_869 },
      })
      // The new sides take the company's own 大 price: each holds 24 of the 48 numbers that are not 和, as 大.
      expect(odds('LH', 'sm.guoguan')).toEqual({
        kind: 'perCell',
        oddsMilli: {
          ...oldGuoguan,
          合大: 1_950,
          合小: 1_950,
          合单: 1_950,
          合双: 1_950,
          尾大: 1_950,
          尾小: 1_950,
        },
      })
      // One figure for every cell already prices the new ones.
      expect(odds('XY', 'sm.guoguan')).toEqual({ kind: 'flat', oddsMilli: 1_900 })
      expect(others.all()).toEqual(before)
      db.close()
    })
  })
