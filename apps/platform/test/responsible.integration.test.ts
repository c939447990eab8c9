import { responsibleErrorCodes } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { RefusedError } from '../src/errors'
import { assertMayChat } from '../src/responsible/guard'
import { startTestPlatform } from './harness'
import { fail, type TestEnv, walletKit } from './walletKit'

// Tuesday 2026-11-10, 10:00 in China: a day later is the same week and month.
const start = fromChinaTime(2026, 11, 10, 10)
const HOUR = 3_600_000

let env: TestEnv
let kit: ReturnType<typeof walletKit>

beforeAll(async () => {
  env = await startTestPlatform(start)
  kit = walletKit(env, 'resp')
}, 60_000)
afterAll(() => env.stop())
afterEach(async () => {
  env.clock.set(start)
  // Whatever a test did, every balance is still the sum of its ledger rows.
  expect(await kit.stores.wallet.unbalancedUsers()).toEqual([])
})

const ordersOf = (userId: number) =>
  kit.count`SELECT COUNT(*) AS n FROM recharge_orders WHERE user_id = ${userId}`
const betsOf = (userId: number) => kit.count`SELECT COUNT(*) AS n FROM bets WHERE user_id = ${userId}`
const noLimits = {
  depositDay: '',
  depositWeek: '',
  depositMonth: '',
  lossDay: '',
  lossWeek: '',
  lossMonth: '',
}

/** What a refused bet must leave: no bet row, the balance and ledger as before. */
async function expectBetRefused(member: Awaited<ReturnType<typeof kit.memberWith>>, stakes: number[]) {
  const before = {
    money: await kit.moneyOf(member.userId),
    rows: await kit.ledgerRowsOf(member.userId),
    bets: await betsOf(member.userId),
  }
  const error = await fail(member.api.bets.place(await kit.temaForm(stakes)))
  expect({
    money: await kit.moneyOf(member.userId),
    rows: await kit.ledgerRowsOf(member.userId),
    bets: await betsOf(member.userId),
  }).toEqual(before)
  return error
}

/** What a refused recharge must leave: no order. */
async function expectRechargeRefused(member: Awaited<ReturnType<typeof kit.memberWith>>, amount: number) {
  const before = await ordersOf(member.userId)
  const error = await fail(member.api.wallet.createRechargeOrder({ channelId: 'quick-pay', amount }))
  expect(await ordersOf(member.userId)).toBe(before)
  return error
}

describe('the 18+ confirmation', () => {
  it('is needed before the first bet and the first recharge, and is kept once given', async () => {
    const member = await kit.memberWith(1000, { adult: false })
    expect((await member.api.responsible.settings()).adultConfirmed).toBe(false)
    expect(await expectBetRefused(member, [10])).toMatchObject({
      code: responsibleErrorCodes.adultRequired,
      message: '请先确认您已年满18周岁',
    })
    expect(await expectRechargeRefused(member, 100)).toMatchObject({
      code: responsibleErrorCodes.adultRequired,
      message: '请先确认您已年满18周岁',
    })

    expect((await member.api.responsible.confirmAdult()).adultConfirmed).toBe(true)
    await member.api.bets.place(await kit.temaForm([10]))
    await member.api.wallet.createRechargeOrder({ channelId: 'quick-pay', amount: 100 })
    expect(await betsOf(member.userId)).toBe(1)
    expect(await ordersOf(member.userId)).toBe(1)
  })

  it('refuses guests', async () => {
    expect((await fail(kit.guest().responsible.settings())).status).toBe(401)
    expect((await fail(kit.guest().responsible.confirmAdult())).status).toBe(401)
  })
})

describe('deposit limits', () => {
  it('refuses a recharge over the daily limit, counting orders waiting for payment', async () => {
    const member = await kit.memberWith(0)
    const set = await member.api.responsible.setLimits({ ...noLimits, depositDay: '500' })
    expect(set.limits.deposit.day).toEqual({ amount: 500, pending: null, used: 0 })
    await member.api.wallet.createRechargeOrder({ channelId: 'quick-pay', amount: 300 })
    expect(await expectRechargeRefused(member, 201)).toMatchObject({
      code: responsibleErrorCodes.depositLimit,
      message: '已超出您设置的每日充值限额（500元），今日剩余额度200元',
    })
    await member.api.wallet.createRechargeOrder({ channelId: 'quick-pay', amount: 200 })
    expect((await member.api.responsible.settings()).limits.deposit.day.used).toBe(500)
    // The next China day starts afresh.
    env.clock.set(fromChinaTime(2026, 11, 11, 0, 0, 1))
    await member.api.wallet.createRechargeOrder({ channelId: 'quick-pay', amount: 100 })
  })

  it('lowers a limit at once and raises it only after 24 hours (platform clock, no sleeping)', async () => {
    const member = await kit.memberWith(0)
    await member.api.responsible.setLimits({ ...noLimits, depositWeek: '800' })
    await member.api.wallet.createRechargeOrder({ channelId: 'quick-pay', amount: 500 })
    // Lowering: at once.
    await member.api.responsible.setLimits({ ...noLimits, depositWeek: '500' })
    expect(await expectRechargeRefused(member, 10)).toMatchObject({
      message: '已超出您设置的每周充值限额（500元），本周剩余额度0元',
    })
    // Raising: waits 24 h with the lower limit in force.
    const raised = await member.api.responsible.setLimits({ ...noLimits, depositWeek: '1000' })
    expect(raised.limits.deposit.week).toMatchObject({
      amount: 500,
      pending: { amount: 1000, effectiveAt: '2026-11-11 10:00:00' },
    })
    env.clock.set(start + 24 * HOUR - 60_000)
    expect((await expectRechargeRefused(member, 10)).code).toBe(responsibleErrorCodes.depositLimit)
    env.clock.set(start + 24 * HOUR)
    await member.api.wallet.createRechargeOrder({ channelId: 'quick-pay', amount: 500 })
    // The first order expired unpaid meanwhile, so it no longer counts.
    expect((await member.api.responsible.settings()).limits.deposit.week).toEqual({
      amount: 1000,
      pending: null,
      used: 500,
    })
  })

  it('removing a limit is a raise: it waits 24 hours too', async () => {
    const member = await kit.memberWith(0)
    await member.api.responsible.setLimits({ ...noLimits, depositMonth: '100' })
    await member.api.responsible.setLimits(noLimits)
    expect((await expectRechargeRefused(member, 200)).message).toBe(
      '已超出您设置的每月充值限额（100元），本月剩余额度100元',
    )
    env.clock.set(start + 24 * HOUR)
    await member.api.wallet.createRechargeOrder({ channelId: 'quick-pay', amount: 200 })
  })
})

describe('loss limits', () => {
  it('refuses a bet whose stake could take the loss over the limit; payouts lower the loss', async () => {
    const member = await kit.memberWith(1000)
    await member.api.responsible.setLimits({ ...noLimits, lossDay: '100' })
    await member.api.bets.place(await kit.temaForm([60]))
    expect(await expectBetRefused(member, [20, 21])).toMatchObject({
      code: responsibleErrorCodes.lossLimit,
      message: '已超出您设置的每日亏损限额（100元），今日剩余额度40元',
    })
    await member.api.bets.place(await kit.temaForm([40]))
    expect((await member.api.responsible.settings()).limits.loss.day.used).toBe(100)
    expect((await expectBetRefused(member, [1])).code).toBe(responsibleErrorCodes.lossLimit)
  })

  it('counts stakes minus payouts', async () => {
    const member = await kit.memberWith(1000)
    await member.api.responsible.setLimits({ ...noLimits, lossDay: '100' })
    // 特码A on 01 wins: 01 is the special number of this draw.
    const form = await kit.temaForm([50])
    await member.api.bets.place(form)
    await kit.draw(110, '10,11,12,13,14,15,01')
    const settings = await member.api.responsible.settings()
    expect(settings.limits.loss.day.used).toBe(0)
    // A win above the stakes is no loss: the whole limit is left (without the payout, 50 + 100 is over it).
    await member.api.bets.place(await kit.temaForm([100]))
    expect(await betsOf(member.userId)).toBe(2)
  })
})

describe('cool-off and self-exclusion', () => {
  it('refuse betting, recharge and chat sending while in force; browsing stays; over after its end', async () => {
    const member = await kit.memberWith(1000)
    const started = await member.api.responsible.startBlock('cool-24h')
    expect(started.block).toMatchObject({ kind: 'coolOff', until: '2026-11-11 10:00:00' })
    const message = '您正处于冷静期中，2026-11-11 10:00前不能投注、充值或发言'
    expect(await expectBetRefused(member, [10])).toMatchObject({
      code: responsibleErrorCodes.blocked,
      message,
    })
    expect(await expectRechargeRefused(member, 100)).toMatchObject({
      code: responsibleErrorCodes.blocked,
      message,
    })
    await expect(assertMayChat(kit.stores, member.userId, env.clock.now())).rejects.toThrow(
      new RefusedError('RG/BLOCKED', message),
    )
    // Browsing: the lottery, the balance and the settings still answer.
    expect((await member.api.lottery.openInfo(110)).cur.turnNum).toBeTruthy()
    expect((await member.api.responsible.settings()).block?.message).toBe(message)

    env.clock.set(start + 24 * HOUR)
    await expect(assertMayChat(kit.stores, member.userId, env.clock.now())).resolves.toBeUndefined()
    await member.api.bets.place(await kit.temaForm([10]))
    expect((await member.api.responsible.settings()).block).toBeNull()
  })

  it('cannot be shortened or ended early, may be lengthened', async () => {
    const member = await kit.memberWith(1000)
    await member.api.responsible.startBlock('cool-7d')
    const before = await kit.stores.responsible.settingsOf(member.userId)
    expect(await fail(member.api.responsible.startBlock('cool-24h'))).toMatchObject({
      code: responsibleErrorCodes.invalid,
      message: '您已处于更长的冷静期或自我排除中，不能缩短或提前结束',
    })
    expect(await kit.stores.responsible.settingsOf(member.userId)).toEqual(before)
    const forever = await member.api.responsible.startBlock('exclude-forever')
    expect(forever.block).toMatchObject({ kind: 'selfExclusion', until: null })
    env.clock.set(start + 300 * 24 * HOUR)
    expect(await expectBetRefused(member, [10])).toMatchObject({
      code: responsibleErrorCodes.blocked,
      message: '您已选择永久自我排除，不能投注、充值或发言',
    })
    expect((await fail(member.api.responsible.startBlock('exclude-1y'))).code).toBe(
      responsibleErrorCodes.invalid,
    )
  })
})

describe('casino games', () => {
  it('a casino round over the loss limit is refused; a cool-off refuses opening a game', async () => {
    const member = await kit.memberWith(1000)
    const game = (await kit.guest().games.allLiveGames())[0]!
    const url = new URL(await member.api.games.play({ liveCode: game.liveCode, gameType: game.gameCode }))
    // The launch address opens the page; its form carries the ticket a round is played with.
    const page = await (await fetch(url)).text()
    const ticket = /name="ticket" value="([^"]+)"/.exec(page)?.[1] ?? ''
    await member.api.responsible.setLimits({ ...noLimits, lossDay: '50' })
    const before = { money: await kit.moneyOf(member.userId), rows: await kit.ledgerRowsOf(member.userId) }
    const response = await fetch(`${env.origin}${url.pathname}/round`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ticket,
        roundNo: 'R0123456789abcdef01234567',
        stake: '100',
      }),
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
    expect(new URL(response.headers.get('location')!, env.origin).searchParams.get('error')).toBe(
      '已超出您设置的每日亏损限额（50元），今日剩余额度50元',
    )
    expect({ money: await kit.moneyOf(member.userId), rows: await kit.ledgerRowsOf(member.userId) }).toEqual(
      before,
    )
    expect(await kit.count`SELECT COUNT(*) AS n FROM casino_wagers WHERE user_id = ${member.userId}`).toBe(0)

    await member.api.responsible.startBlock('cool-7d')
    expect(
      await fail(member.api.games.play({ liveCode: game.liveCode, gameType: game.gameCode })),
    ).toMatchObject({ code: responsibleErrorCodes.blocked })
  })
})

describe('bad input', () => {
  it('answers a Chinese message and writes nothing', async () => {
    const member = await kit.memberWith(0)
    await member.api.responsible.setLimits({ ...noLimits, depositDay: '500' })
    const before = await kit.stores.responsible.settingsOf(member.userId)
    expect(await fail(member.api.responsible.setLimits({ ...noLimits, depositDay: '1.5' }))).toMatchObject({
      code: responsibleErrorCodes.invalid,
      message: '限额须为整数（元）',
    })
    expect(await fail(member.api.responsible.setLimits({ ...noLimits, lossWeek: '0' }))).toMatchObject({
      message: '限额须在1至10000000元之间',
    })
    expect(await fail(member.api.responsible.startBlock('forever-and-a-day'))).toMatchObject({
      message: '请选择冷静期或自我排除的时长',
    })
    expect(await fail(member.api.responsible.setRealityCheck(7))).toMatchObject({ message: '请选择提醒间隔' })
    expect(await kit.stores.responsible.settingsOf(member.userId)).toEqual(before)
    expect((await member.api.responsible.setRealityCheck(30)).realityCheckMinutes).toBe(30)
  })
})

describe('the reality check session result', () => {
  it('is payouts minus stakes since the session began', async () => {
    const member = await kit.memberWith(1000)
    const since = env.clock.now()
    await member.api.bets.place(await kit.temaForm([30, 20]))
    expect(await member.api.responsible.sessionResult(since)).toBe(-50)
    expect(await member.api.responsible.sessionResult(since + 1)).toBe(0)
  })
})
