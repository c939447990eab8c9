import { fromChinaTime } from '@liuhe/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { settleTurn } from '../src/betting/settle'
import { startTestPlatform } from './harness'
import { fail, type TestEnv, walletKit } from './walletKit'

// Wednesday 2026-11-25, noon in China: Macau's turn of the day is open until 21:30.
const noon = fromChinaTime(2026, 11, 25, 12)

let env: TestEnv
let kit: ReturnType<typeof walletKit>

beforeAll(async () => {
  env = await startTestPlatform(noon)
  kit = walletKit(env, 'note')
}, 60_000)
afterAll(() => env.stop())
afterEach(async () => {
  env.clock.set(noon)
  expect(await kit.stores.wallet.unbalancedUsers()).toEqual([])
})

type Member = Awaited<ReturnType<typeof kit.memberWith>>

/** The member's inbox messages with this title, newest first, as the member reads them. */
async function inbox(member: Member, title: string) {
  const { rows } = await member.api.account.messages({ page: 1, rows: 100 })
  return rows.filter((m) => m.title === title)
}

/** The member's summary of one turn of a game, as the betting page asks for it. */
const summaryOf = (member: Member, gameId: number, turnNum: string) =>
  member.api.bets.turnSummary(gameId, turnNum)

describe('a drawn turn', () => {
  it('tells each member who won once, with all the turn paid them, and tells the others nothing', async () => {
    env.clock.set(fromChinaTime(2026, 11, 25, 13))
    const winner = await kit.memberWith(1000)
    const loser = await kit.memberWith(1000)
    const turn = (await kit.guest().lottery.openInfo(110)).cur.turnNum
    // Two forms on the same turn: 特码A 01 (wins 10 × 49) and 02; then 03 (a third, losing bet).
    await winner.api.bets.place(await kit.temaForm([10, 10]))
    await winner.api.bets.place({ ...(await kit.temaForm([])), bets: [tema('03', 10)] })
    await loser.api.bets.place({ ...(await kit.temaForm([])), bets: [tema('05', 20)] })
    expect(await summaryOf(winner, 110, turn)).toEqual({
      gameId: 110,
      turnNum: turn,
      bets: 3,
      pending: 3,
      won: 0,
      tied: 0,
      payout: 0,
    })

    await kit.draw(110, '10,11,12,13,14,15,01')

    const gameName = (await kit.stores.lottery.findLotteryGame(110))!.gameName
    const won = await inbox(winner, '中奖通知')
    expect(won).toHaveLength(1)
    expect(won[0]).toMatchObject({
      content: `恭喜您！${gameName}第${turn}期中奖，派彩490.00元已存入您的账户。`,
      isRead: 0,
    })
    expect(await inbox(loser, '中奖通知')).toEqual([])
    expect(await summaryOf(winner, 110, turn)).toMatchObject({ bets: 3, pending: 0, won: 1, payout: 490 })
    expect(await summaryOf(loser, 110, turn)).toMatchObject({ bets: 1, pending: 0, won: 0, payout: 0 })

    // Settling the turn again pays nothing and tells nothing.
    const game = (await kit.stores.lottery.findLotteryGame(110))!
    await settleTurn(kit.stores, game, (await kit.stores.lottery.drawOfTurn(110, turn))!, env.clock.now())
    expect(await inbox(winner, '中奖通知')).toHaveLength(1)
  })

  it('writes a turn’s message for a member once, whatever writes it again', async () => {
    const member = await kit.memberWith(0)
    const message = { title: '中奖通知', content: '恭喜您！' }
    const key = 'won:110:2026329'
    expect(await kit.stores.messages.pushOnce(member.userId, key, message, env.clock.now())).toBe(true)
    expect(await kit.stores.messages.pushOnce(member.userId, key, message, env.clock.now())).toBe(false)
    expect((await kit.stores.messages.pageOf(member.userId, 10, 0)).total).toBe(1)
  })

  it('sums nothing for a turn the member did not bet on, and answers only members', async () => {
    const member = await kit.memberWith(0)
    expect(await summaryOf(member, 110, '2026001')).toMatchObject({ bets: 0, pending: 0, won: 0, payout: 0 })
    expect(await fail(kit.guest().bets.turnSummary(110, '2026001'))).toMatchObject({ status: 401 })
  })
})

const tema = (cell: string, stake: number) => ({
  playId: 'sm.tema.a',
  selection: { kind: 'single' as const, cell },
  stake,
})

describe('the wallet tells the member', () => {
  const card = { bankName: '中国建设银行', accountName: '李四', cardNo: '6217 0000 1111 2222 333' }
  async function memberWithCard(yuan: number) {
    const member = await kit.memberWith(yuan)
    const saved = await member.api.wallet.updateBank({ ...card, cashPassword: '1234' })
    return { ...member, bankId: saved.id }
  }

  it('once when a withdrawal is approved, however often it is read afterwards', async () => {
    const member = await memberWithCard(500)
    const order = await member.api.wallet.withdraw({
      amount: 100,
      bankId: member.bankId,
      cashPassword: '1234',
    })
    env.clock.advance(60 * 60_000)
    for (let i = 0; i < 3; i++) await member.api.wallet.withdrawal(order.orderNo)
    const told = await inbox(member, '提现成功通知')
    expect(told.map((m) => m.content)).toEqual([`您的提现订单${order.orderNo}已审核通过，金额100.00元。`])
  })

  it('once when a withdrawal is rejected, with the reason', async () => {
    const member = await memberWithCard(500)
    const order = await member.api.wallet.withdraw({
      amount: 200,
      bankId: member.bankId,
      cashPassword: '1234',
    })
    expect(
      (await kit.hook('withdraw/reject', { orderNo: order.orderNo, reason: '银行卡信息有误' })).status,
    ).toBe(200)
    expect((await kit.hook('withdraw/reject', { orderNo: order.orderNo, reason: '又一次' })).status).toBe(400)
    const told = await inbox(member, '提现失败通知')
    expect(told.map((m) => m.content)).toEqual([
      `您的提现订单${order.orderNo}未通过审核（银行卡信息有误），200.00元已退回您的账户。`,
    ])
    expect(await inbox(member, '提现成功通知')).toEqual([])
  })

  it('once when a recharge is credited, by the back office or by a repeated payment notification', async () => {
    const member = await kit.memberWith(0)
    const bank = await member.api.wallet.createRechargeOrder({ channelId: 'bank-transfer', amount: 100.37 })
    await member.api.wallet.markTransferred(bank.orderNo, '张三')
    expect((await kit.hook('recharge/approve', { orderNo: bank.orderNo })).status).toBe(200)
    expect((await kit.hook('recharge/approve', { orderNo: bank.orderNo })).status).toBe(400)

    const online = await member.api.wallet.createRechargeOrder({ channelId: 'alipay', amount: 100 })
    const body = JSON.stringify(kit.notification(online.orderNo, 100))
    expect((await kit.notify(body)).status).toBe(200)
    await kit.notify(body)
    await kit.notify(JSON.stringify(kit.notification(online.orderNo, 100)))

    const told = await inbox(member, '充值到账通知')
    expect(told.map((m) => m.content)).toEqual([
      `您的充值订单${online.orderNo}已到账，金额100.00元。`,
      `您的充值订单${bank.orderNo}已到账，金额100.37元。`,
    ])
  })
})
