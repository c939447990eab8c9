import { type ApiError, createLiuheApi } from '@liuhe/api'
import { type BetForm, formatChinaTime, fromChinaTime } from '@liuhe/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../src/auth/passwords'
import { settleTurn } from '../src/betting/settle'
import { createStores } from '../src/store'
import { startTestPlatform } from './harness'
import { countIn } from './walletKit'

// Sunday 2026-11-22, noon in China: Macau's turn of the day closes for bets at 21:30 and draws at 21:32.
const noon = fromChinaTime(2026, 11, 22, 12)

let env: Awaited<ReturnType<typeof startTestPlatform>>
let stores: ReturnType<typeof createStores>
const guest = () => createLiuheApi({ origin: env.origin, companyCode: 'LH' })
const as = (token: string) => createLiuheApi({ origin: env.origin, companyCode: 'LH', token })
const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected an ApiError'),
    (e: unknown) => e as ApiError,
  )
const count = (strings: TemplateStringsArray, ...values: unknown[]) =>
  countIn(env.queries)(strings, ...values)

let users = 0
/** A new member (or trial account) holding `yuan` 元, opened with its ledger row; returns its client and id. */
async function memberWith(yuan: number, type: 'HY' | 'TEST' = 'HY') {
  const now = env.clock.now()
  users++
  const account = `better${String(users).padStart(3, '0')}`
  const userId = await stores.users.insertUser({
    account,
    passwordHash: hashPassword('x'),
    type,
    createdAt: now,
  })
  await stores.wallet.post({ userId, type: 'opening', amountFen: yuan * 100, at: now })
  // Confirmed 18+ like any member who has bet before (responsible.integration.test.ts tests the refusal).
  await stores.responsible.confirmAdult(userId, now)
  const token = await stores.users.issueToken(userId, now, 86_400_000)
  return { api: as(token), userId, token }
}

const moneyOf = async (userId: number) => (await stores.wallet.balancesOf(userId)).moneyFen
const betsOf = (userId: number) => count`SELECT COUNT(*) AS n FROM bets WHERE user_id = ${userId}`
const ledgerRowsOf = (userId: number) => count`SELECT COUNT(*) AS n FROM ledger WHERE user_id = ${userId}`

async function openTurn(gameId = 110) {
  return (await guest().lottery.openInfo(gameId)).cur.turnNum
}

let forms = 0
async function form(bets: BetForm['bets'], gameId = 110, turnNum?: string): Promise<BetForm> {
  forms++
  return { gameId, turnNum: turnNum ?? (await openTurn(gameId)), idempotencyKey: `form-${forms}-key`, bets }
}

const tema = (cell: string, stake = 10) => ({
  playId: 'sm.tema.a',
  selection: { kind: 'single' as const, cell },
  stake,
})
const twoSides = (cell: string, stake = 10) => ({
  playId: 'sm.liangmian',
  selection: { kind: 'single' as const, cell },
  stake,
})

async function draw(gameId: number, openNum: string) {
  const response = await fetch(`${env.origin}/app-api/__test__/draw`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gameId, openNum }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { turnNum: string } }).data
}

beforeAll(async () => {
  env = await startTestPlatform(noon)
  stores = createStores(env.queries)
}, 60_000)
afterAll(() => env.stop())
afterEach(async () => {
  env.clock.set(noon)
  // Whatever a test did, every balance is still the sum of its ledger rows.
  expect(await stores.wallet.unbalancedUsers()).toEqual([])
})

describe('plays and odds', () => {
  it('offers every six-mark play with the company odds, closed flags and stake limits', async () => {
    const plays = await guest().bets.plays(110)
    expect(plays.family).toBe('sixMark')
    expect(plays.plays.find((p) => p.playId === 'sm.tema.a')).toEqual({
      playId: 'sm.tema.a',
      odds: { kind: 'flat', oddsMilli: 49_000 },
      closed: false,
    })
    expect(plays.limits).toEqual({ minStake: 1, maxStake: 50_000, maxPerTurn: 500_000 })
    expect((await guest().bets.plays(95)).family).toBe('luckyNiuNiu')
    expect((await guest().bets.plays(10)).family).toBe('racing')
  })

  it('tells the open turn when bets close', async () => {
    const info = await guest().lottery.openInfo(110)
    expect(info.cur.betEndTime).toBe(fromChinaTime(2026, 11, 22, 21, 30))
    expect(info.cur.closeTime).toBe(fromChinaTime(2026, 11, 22, 21, 32))
  })
})

describe('placing a bet form', () => {
  it('debits the whole form once, writes one bet per line and one ledger row', async () => {
    const { api, userId } = await memberWith(1000)
    const answer = await api.bets.place(await form([tema('07', 10), twoSides('大', 20)]))
    expect(answer.orders.map((o) => [o.playId, o.betCount, o.amount])).toEqual([
      ['sm.tema.a', 1, 10],
      ['sm.liangmian', 1, 20],
    ])
    expect(answer).toMatchObject({ money: 970, liveMoney: 0 })
    expect(await moneyOf(userId)).toBe(97_000)
    expect(await betsOf(userId)).toBe(2)
    expect(
      await env.queries
        .selectFrom('ledger')
        .select(['type', 'amount_fen as amount'])
        .where('user_id', '=', userId)
        .where('type', '=', 'bet')
        .execute(),
    ).toEqual([{ type: 'bet', amount: -3000 }])
    const today = await api.bets.todayList({ page: 1, rows: 20, status: 0 })
    expect(today.totalCount).toBe(2)
    expect(today.rows[1]).toMatchObject({
      cateName: '特码 · 特码A',
      betInfo: '特码A 07 @49',
      totalMoney: 10,
      status: 0,
      statusDesc: '未结算',
      betEndTime: '2026-11-22 21:30:00',
    })
  })

  it('counts a combination by its 注 and freezes the odds of the time', async () => {
    const { api, userId } = await memberWith(1000)
    const combination = {
      playId: 'sm.lianma.sanzhonger',
      selection: { kind: 'cells' as const, cells: ['01', '02', '03', '04'] },
      stake: 5,
    }
    const answer = await api.bets.place(await form([combination]))
    // C(4,3) = 4 注 at 5 元.
    expect(answer.orders[0]).toMatchObject({ betCount: 4, amount: 20 })
    expect(await moneyOf(userId)).toBe(98_000)
  })

  it('places a form once however often it is sent again', async () => {
    const { api, userId } = await memberWith(100)
    const once = await form([tema('12', 10)])
    const first = await api.bets.place(once)
    const again = await api.bets.place(once)
    expect(again).toEqual(first)
    expect(await moneyOf(userId)).toBe(9000)
    expect(await betsOf(userId)).toBe(1)
  })

  it('lets a trial account bet with its play money', async () => {
    const { api, userId } = await memberWith(2000, 'TEST')
    await api.bets.place(await form([tema('30', 100)]))
    expect(await moneyOf(userId)).toBe(190_000)
  })

  it('places a racing and a quick-three bet on their open turns', async () => {
    const { api, userId } = await memberWith(100)
    await api.bets.place(
      await form(
        [{ playId: 'rc.dingwei', selection: { kind: 'position', position: 1, cell: '08' }, stake: 10 }],
        10,
      ),
    )
    await api.bets.place(
      await form([{ playId: 'k3.daxiao', selection: { kind: 'single', cell: '大' }, stake: 10 }], 42),
    )
    expect(await betsOf(userId)).toBe(2)
    expect(await moneyOf(userId)).toBe(8000)
  })
})

describe('refused forms write nothing', () => {
  /** Sends a form and expects a refusal with this message and no change at all. */
  async function refused(
    who: Awaited<ReturnType<typeof memberWith>>,
    send: () => Promise<unknown>,
    message: string | RegExp,
  ) {
    const before = {
      money: await moneyOf(who.userId),
      bets: await betsOf(who.userId),
      rows: await ledgerRowsOf(who.userId),
    }
    const error = await fail(send())
    expect(error.message).toMatch(message)
    expect({
      money: await moneyOf(who.userId),
      bets: await betsOf(who.userId),
      rows: await ledgerRowsOf(who.userId),
    }).toEqual(before)
    return error
  }

  it('after the turn closes, or for another turn', async () => {
    const who = await memberWith(100)
    const turn = await openTurn()
    env.clock.set(fromChinaTime(2026, 11, 22, 21, 30, 1))
    await refused(
      who,
      async () => who.api.bets.place(await form([tema('07')], 110, turn)),
      `第${turn}期已封盘`,
    )
    env.clock.set(noon)
    await refused(who, async () => who.api.bets.place(await form([tema('07')], 110, '2026001')), /已封盘/)
  })

  it('for an unknown play, a bad selection or a closed play', async () => {
    const who = await memberWith(100)
    await refused(
      who,
      async () => who.api.bets.place(await form([{ ...tema('07'), playId: 'sm.none' }])),
      '玩法不存在',
    )
    await refused(who, async () => who.api.bets.place(await form([tema('50')])), /无效的选项/)
    await refused(
      who,
      async () =>
        who.api.bets.place(
          await form([{ playId: 'sm.hexiao', selection: { kind: 'cells', cells: ['鼠'] }, stake: 10 }]),
        ),
      /至少选择/,
    )
    await stores.odds.setOdds('LH', 'sm.tema.b', { kind: 'flat', oddsMilli: 43_000 }, true)
    try {
      await refused(
        who,
        async () => who.api.bets.place(await form([{ ...tema('07'), playId: 'sm.tema.b' }])),
        '特码B暂停投注',
      )
    } finally {
      await stores.odds.setOdds('LH', 'sm.tema.b', { kind: 'flat', oddsMilli: 43_000 }, false)
    }
  })

  it('for an amount that is empty, not whole 元, or outside the limits', async () => {
    const who = await memberWith(100_000)
    await refused(who, async () => who.api.bets.place(await form([tema('07', 0)])), '请输入投注金额')
    await refused(who, async () => who.api.bets.place(await form([tema('07', 10.5)])), '投注金额必须为整数')
    await refused(
      who,
      async () => who.api.bets.place(await form([tema('07', 50_001)])),
      '单注金额须在1至50000元之间',
    )
    await stores.config.setConfig('bet_limits', { maxPerTurn: 30 })
    try {
      await who.api.bets.place(await form([tema('07', 20)]))
      await refused(
        who,
        async () => who.api.bets.place(await form([tema('08', 20)])),
        '单期投注总额不能超过30元',
      )
    } finally {
      await stores.config.setConfig('bet_limits', {})
    }
  })

  it('when the balance is short', async () => {
    const who = await memberWith(15)
    await refused(
      who,
      async () => who.api.bets.place(await form([tema('07', 10), tema('08', 10)])),
      '余额不足',
    )
  })

  it('while the game is in maintenance', async () => {
    const who = await memberWith(100)
    await env.queries
      .updateTable('games')
      .set({ maintain: '2026-11-22 11:00:00~2026-11-22 13:00:00' })
      .where('game_id', '=', 110)
      .execute()
    try {
      await refused(
        who,
        async () => who.api.bets.place(await form([tema('07')])),
        '新澳门六合彩正在维护中，暂停投注',
      )
    } finally {
      await env.queries.updateTable('games').set({ maintain: '' }).where('game_id', '=', 110).execute()
    }
  })

  it('for a guest or a bad token', async () => {
    const error = await fail(guest().bets.place(await form([tema('07')])))
    expect(error.status).toBe(401)
    const bad = await fail(as('not-a-token').bets.place(await form([tema('07')])))
    expect(bad.code).toBe('UC/TOKEN_INVALID')
  })
})

describe('settlement', () => {
  it('pays a drawn turn on chosen numbers, once', async () => {
    const { api, userId } = await memberWith(1000)
    const turn = await openTurn()
    await api.bets.place(await form([tema('07', 10), twoSides('大', 10), twoSides('小', 10), tema('08', 10)]))
    expect(await moneyOf(userId)).toBe(96_000)
    // 特码 07: 特码A wins 10 × 49; 两面 大 loses (07 is 小), 小 wins 10 × 1.965.
    const drawn = await draw(110, '01,02,03,04,05,06,07')
    expect(drawn.turnNum).toBe(turn)
    const payout = 49_000 + 1965
    expect(await moneyOf(userId)).toBe(96_000 + payout)
    const settled = await api.bets.todayList({ page: 1, rows: 20, status: 1 })
    expect(settled.rows.map((o) => [o.betInfo, o.result, o.reward, o.statusDesc]).sort()).toEqual(
      [
        ['两面 大 @1.965', 0, 0, '未中奖'],
        ['两面 小 @1.965', 1, 19.65, '已中奖'],
        ['特码A 07 @49', 1, 490, '已中奖'],
        ['特码A 08 @49', 0, 0, '未中奖'],
      ].sort(),
    )
    expect(settled.rows.every((o) => o.openNum === '01,02,03,04,05,06,07')).toBe(true)
    // Settling the same draw again changes nothing.
    const game = (await stores.lottery.findLotteryGame(110))!
    const row = (await stores.lottery.drawOfTurn(110, turn))!
    expect(await settleTurn(stores, game, row, env.clock.now())).toEqual({ settled: 0, paidFen: 0 })
    expect(await moneyOf(userId)).toBe(96_000 + payout)
  })

  it('returns the stake of a 和局 (两面 on a 特码 of 49)', async () => {
    env.clock.set(fromChinaTime(2026, 11, 23, 12))
    const { api, userId } = await memberWith(100)
    await api.bets.place(await form([twoSides('大', 10)]))
    await draw(110, '01,02,03,04,05,06,49')
    const [bet] = (await api.bets.todayList({ page: 1, rows: 20 })).rows
    expect(bet).toMatchObject({ result: 2, reward: 10, statusDesc: '和局' })
    expect(await moneyOf(userId)).toBe(10_000)
  })
})

describe('cancelling', () => {
  it('refunds a pending bet before it closes, and refuses what cannot be cancelled', async () => {
    env.clock.set(fromChinaTime(2026, 11, 24, 12))
    const { api, userId } = await memberWith(100)
    const placed = await api.bets.place(await form([tema('07', 10), tema('08', 10)]))
    const [first, second] = placed.orders.map((o) => o.orderNo) as [string, string]
    expect(await api.bets.cancel([first])).toEqual({ cancelled: [first] })
    expect(await moneyOf(userId)).toBe(9000)
    expect((await api.bets.todayList({ page: 1, rows: 20, status: 2 })).rows[0]).toMatchObject({
      orderNo: first,
      statusDesc: '已撤单',
    })
    // Cancelled already; another member's bet; past the close time.
    expect((await fail(api.bets.cancel([first]))).message).toBe('该记录不能撤销！')
    const other = await memberWith(10)
    expect((await fail(other.api.bets.cancel([second]))).message).toBe('该记录不能撤销！')
    env.clock.set(fromChinaTime(2026, 11, 24, 21, 31))
    expect((await fail(api.bets.cancel([second]))).message).toBe('该记录不能撤销！')
    expect(await moneyOf(userId)).toBe(9000)
  })

  it('answers 注单状态不能撤单，请刷新页面！ while cancelling is off', async () => {
    env.clock.set(fromChinaTime(2026, 11, 25, 12))
    const { api } = await memberWith(100)
    const placed = await api.bets.place(await form([tema('07', 10)]))
    const config = await stores.config.requireConfig<{ sys_config: Record<string, unknown> }>('config')
    await stores.config.setConfig('config', {
      ...config,
      sys_config: { ...config.sys_config, hy_is_cancel: 0 },
    })
    try {
      const error = await fail(api.bets.cancel([placed.orders[0]!.orderNo]))
      expect(error.message).toBe('注单状态不能撤单，请刷新页面！')
    } finally {
      await stores.config.setConfig('config', config)
    }
  })
})

describe('history', () => {
  it('reports each day staked and won, and lists a day of bets', async () => {
    env.clock.set(fromChinaTime(2026, 11, 26, 12))
    const { api } = await memberWith(1000)
    await api.bets.place(await form([tema('07', 10), tema('09', 10)]))
    await draw(110, '01,02,03,04,05,06,07')
    const report = await api.bets.historyDayReport()
    expect(report[0]).toEqual({ statTime: '2026-11-26', bettingMoney: 20, winOrcloseMoney: 470 })
    const day = await api.bets.historyList({ date: '2026-11-26', page: 1, rows: 20 })
    expect(day.totalCount).toBe(2)
  })
})

describe('concurrency', () => {
  it('accepts exactly the bets a balance covers when 50 arrive at once, never going below zero', async () => {
    env.clock.set(fromChinaTime(2026, 11, 27, 12))
    const { api, userId } = await memberWith(200)
    const turn = await openTurn()
    const forms = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        form([tema(String((i % 49) + 1).padStart(2, '0'), 10)], 110, turn),
      ),
    )
    const results = await Promise.allSettled(forms.map((f) => api.bets.place(f)))
    const accepted = results.filter((r) => r.status === 'fulfilled')
    const refusedAll = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[]
    expect(accepted).toHaveLength(20)
    expect(new Set(refusedAll.map((r) => (r.reason as ApiError).message))).toEqual(new Set(['余额不足']))
    expect(await moneyOf(userId)).toBe(0)
    expect(await betsOf(userId)).toBe(20)
    expect(await count`SELECT MIN(balance_fen) AS n FROM ledger WHERE user_id = ${userId}`).toBe(0)
  })
})

// Last: a draw moves the turn numbering on, so it comes after the other days' tests.
describe('records of a drawn turn', () => {
  it("answers each bet with its game's lottery kind, and a settled one with its draw's time", async () => {
    env.clock.set(fromChinaTime(2026, 11, 28, 12))
    const { api } = await memberWith(100)
    const turn = await openTurn()
    await api.bets.place(await form([tema('07', 10)]))
    const [pending] = (await api.bets.todayList({ page: 1, rows: 20 })).rows
    expect(pending).toMatchObject({ lotteryKind: 'sixMark', openNum: '', openTime: '' })
    await draw(110, '01,02,03,04,05,06,07')
    const drawn = (await stores.lottery.drawOfTurn(110, turn))!
    const [settled] = (await api.bets.todayList({ page: 1, rows: 20 })).rows
    expect(settled).toMatchObject({
      lotteryKind: 'sixMark',
      openNum: '01,02,03,04,05,06,07',
      openTime: formatChinaTime(drawn.openTime),
    })
  })
})
