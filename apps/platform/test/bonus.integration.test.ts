import { errorCodes, walletErrorCodes } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform } from './harness'
import { fail, type TestEnv, walletKit } from './walletKit'

// Saturday 2026-11-28, noon in China.
const noon = fromChinaTime(2026, 11, 28, 12)
const DAY_MS = 86_400_000

let env: TestEnv
let kit: ReturnType<typeof walletKit>
let day = 0

beforeAll(async () => {
  env = await startTestPlatform(noon)
  kit = walletKit(env, 'bonus')
}, 60_000)
afterAll(() => env.stop())
afterEach(async () => {
  expect(await kit.stores.wallet.unbalancedUsers()).toEqual([])
})

/** Moves to noon of a new day, so each test bets on a Macau turn nobody has drawn. */
function nextDay() {
  day++
  env.clock.set(noon + day * DAY_MS)
}

const rowsOfType = (userId: number, type: string) =>
  env.queries
    .selectFrom('ledger')
    .select('amount_fen as amount')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .orderBy('id')
    .execute()
const requirementsOf = (userId: number) =>
  env.queries
    .selectFrom('turnover_requirements')
    .select(['type', 'amount_fen as amount', 'multiple'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()

/** A racing bet on game 10's open turn, and when that turn closes. */
async function racingForm(stake: number) {
  const { cur } = await kit.guest().lottery.openInfo(10)
  return {
    closeTime: cur.closeTime,
    gameId: 10,
    turnNum: cur.turnNum,
    idempotencyKey: `race-${Math.random().toString(36).slice(2, 12)}`,
    bets: [
      { playId: 'rc.dingwei', selection: { kind: 'position' as const, position: 1, cell: '08' }, stake },
    ],
  }
}

describe('wash code (洗码)', () => {
  it('rebates settled stakes by game kind at the member rate, once', async () => {
    nextDay()
    const member = await kit.memberWith(2000)
    await member.api.bets.place(await kit.temaForm([600, 400]))
    const { closeTime, ...racing } = await racingForm(250)
    await member.api.bets.place(racing)
    // Pending bets earn nothing yet.
    expect(await member.api.wallet.bettingBonus()).toMatchObject({
      rebate: 8,
      rows: [],
      validBet: 0,
      amount: 0,
    })
    await kit.draw(110, '01,02,03,04,05,06,07')
    // The racing turn draws once it has closed (the hook draws an interval game's last closed turn).
    env.clock.set(closeTime)
    await kit.draw(10, '01,02,03,04,05,06,07,08,09,10')
    const bonus = await member.api.wallet.bettingBonus()
    expect(bonus).toMatchObject({
      rebate: 8,
      rows: [
        { kind: 'sixMark', kindName: '六合彩', validBet: 1000, rate: 8, amount: 8 },
        { kind: 'racing', kindName: '赛车', validBet: 250, rate: 8, amount: 2 },
      ],
      validBet: 1250,
      amount: 10,
      lastClaimAt: null,
    })
    const before = await kit.moneyOf(member.userId)
    expect(await member.api.wallet.claimBettingBonus()).toMatchObject({
      amount: 10,
      validBet: 1250,
      money: (before + 1000) / 100,
    })
    expect(await rowsOfType(member.userId, 'rebate')).toEqual([{ amount: 1000 }])
    expect(await requirementsOf(member.userId)).toEqual([{ type: 'rebate', amount: 1000, multiple: 1 }])
    // Nothing new to rebate: refused, and nothing changes.
    expect(await fail(member.api.wallet.claimBettingBonus())).toMatchObject({
      code: walletErrorCodes.nothingToClaim,
      message: '暂无可领取的洗码',
    })
    expect(await member.api.wallet.bettingBonus()).toMatchObject({
      rows: [],
      amount: 0,
      lastClaimAt: '2026-11-29 12:10:00',
    })
    expect(await rowsOfType(member.userId, 'rebate')).toHaveLength(1)
  })

  it('counts only bets settled since the last claim; a cancelled bet never', async () => {
    nextDay()
    const member = await kit.memberWith(2000)
    await member.api.bets.place(await kit.temaForm([500]))
    await kit.draw(110, '11,12,13,14,15,16,17')
    await member.api.wallet.claimBettingBonus()
    nextDay()
    const placed = await member.api.bets.place(await kit.temaForm([100, 300]))
    await member.api.bets.cancel([placed.orders[0]!.orderNo])
    await kit.draw(110, '11,12,13,14,15,16,17')
    expect(await member.api.wallet.bettingBonus()).toMatchObject({ validBet: 300, amount: 2.4 })
    await member.api.wallet.claimBettingBonus()
    expect(await rowsOfType(member.userId, 'rebate')).toEqual([{ amount: 400 }, { amount: 240 }])
  })

  it('keeps a rebate that rounds to nothing for later, and refuses trial accounts', async () => {
    nextDay()
    const member = await kit.memberWith(100)
    await member.api.bets.place(await kit.temaForm([1]))
    await kit.draw(110, '11,12,13,14,15,16,17')
    expect(await member.api.wallet.bettingBonus()).toMatchObject({ validBet: 1, amount: 0 })
    expect((await fail(member.api.wallet.claimBettingBonus())).code).toBe(walletErrorCodes.nothingToClaim)
    const trial = await kit.memberWith(2000, { type: 'TEST' })
    expect(await fail(trial.api.wallet.claimBettingBonus())).toMatchObject({
      code: errorCodes.testAccount,
      message: '试玩账户无法进行该操作，请注册正式账户!',
    })
  })
})

describe('bonus center', () => {
  it('lists the seeded rewards of a demo account: to claim, claimed, expired', async () => {
    const { token } = await kit.guest().auth.login({ account: 'demo01', password: 'Demo1234' })
    const rewards = await kit.as(token).wallet.bonusCenter()
    expect(rewards.map((r) => [r.title, r.amount, r.status, r.statusText])).toEqual([
      ['新会员注册送18元', 18, 0, '立即领取'],
      ['每日首充送10%', 50, 1, '已领取'],
      ['VIP晋级礼金', 88, 2, '已过期'],
    ])
  })

  it('claims a reward once with a reward row and its turnover; refuses claimed, expired and unknown ones', async () => {
    nextDay()
    const member = await kit.memberWith(0)
    const granted = await kit.hook('bonus', {
      account: member.account,
      title: '周末充值加赠',
      yuan: 58,
      multiple: 3,
      days: 2,
    })
    const id = (granted.body.data as { id: number }).id
    const claimed = await member.api.wallet.claimBonus(id)
    expect(claimed).toMatchObject({
      id,
      amount: 58,
      status: 1,
      statusText: '已领取',
      money: 58,
      liveMoney: 0,
    })
    expect(await rowsOfType(member.userId, 'reward')).toEqual([{ amount: 5800 }])
    expect(await requirementsOf(member.userId)).toEqual([{ type: 'reward', amount: 5800, multiple: 3 }])
    expect(await member.api.wallet.validWithdraw()).toMatchObject({ requireDML: 174 })
    expect(await fail(member.api.wallet.claimBonus(id))).toMatchObject({
      code: walletErrorCodes.bonusClaimed,
      message: '该奖励已领取',
    })

    const late = await kit.hook('bonus', { account: member.account, title: '过期奖励', yuan: 10, days: 1 })
    env.clock.advance(DAY_MS)
    expect(await fail(member.api.wallet.claimBonus((late.body.data as { id: number }).id))).toMatchObject({
      code: walletErrorCodes.bonusExpired,
      message: '该奖励已过期',
    })
    const other = await kit.memberWith(0)
    expect((await fail(other.api.wallet.claimBonus(id))).code).toBe(errorCodes.notFound)
    const bad = await kit.postForm(member.token, '/api/user/bonus-center/claim', { id: 'x' })
    expect(bad).toEqual({ status: 400, body: { code: 'SYS/BAD_REQUEST', msg: '参数错误：id' } })
    expect(await kit.moneyOf(member.userId)).toBe(5800)
    expect(await kit.moneyOf(other.userId)).toBe(0)
  })
})

describe('VIP', () => {
  it('adds settled stakes to the cycle and raises the level by the VIP rules, in the settlement', async () => {
    nextDay()
    const member = await kit.memberWith(20_000)
    await member.api.bets.place(await kit.temaForm([600, 300]))
    expect((await member.api.user.info()).userInfo).toMatchObject({ vipLevel: 1, cycleBetAmount: 0 })
    await kit.draw(110, '21,22,23,24,25,26,27')
    expect((await member.api.user.info()).userInfo).toMatchObject({ vipLevel: 1, cycleBetAmount: 900 })
    nextDay()
    await member.api.bets.place(await kit.temaForm([100]))
    await kit.draw(110, '21,22,23,24,25,26,27')
    const info = await member.api.user.info()
    expect(info.userInfo).toMatchObject({ vipLevel: 2, cycleBetAmount: 1000 })
    expect((await member.api.account.messages({ page: 1, rows: 5 })).rows[0]).toMatchObject({
      title: 'VIP晋级通知',
      content: '恭喜您晋级VIP2，尊享更多专属福利！',
    })
    nextDay()
    await member.api.bets.place(await kit.temaForm([9000]))
    await kit.draw(110, '21,22,23,24,25,26,27')
    expect((await member.api.user.info()).userInfo).toMatchObject({ vipLevel: 3, cycleBetAmount: 10_000 })
  })
})
