import type { ApiError, ChatRoom } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { chatKit } from './chatKit'
import { startTestPlatform } from './harness'
import { fail, type TestEnv, walletKit } from './walletKit'

// Tuesday 2026-11-24, noon in China: Macau's turn of the day is open for bets.
const noon = fromChinaTime(2026, 11, 24, 12)
const CHANGED = { status: 422, code: 'SYS/IDEMPOTENCY_MISMATCH', message: '请求已变更，请刷新后重试' }

let env: TestEnv
let kit: ReturnType<typeof chatKit>
/** Wallet members, named apart from the chat kit's. */
let wallet: ReturnType<typeof walletKit>
let general: ChatRoom

beforeAll(async () => {
  env = await startTestPlatform(noon)
  kit = chatKit(env, 'idem')
  wallet = walletKit(env, 'idemw')
  const someone = await kit.chatMember()
  general = (await someone.chat.rooms()).class_groups
    .flatMap((g) => g.chatroom)
    .find((r) => r.game_id === null)!
}, 60_000)
afterAll(() => env.stop())
afterEach(async () => expect(await kit.stores.wallet.unbalancedUsers()).toEqual([]))

/** A member's balance, which must equal the sum of its ledger rows. */
async function balanceOf(userId: number) {
  const { balance, rows } = await kit.balanceAndRows(userId)
  expect(balance).toBe(rows)
  return balance
}

describe('an idempotency key sent again', () => {
  it('bets: the same form answers the first answer and debits once; a changed form is 422', async () => {
    const member = await wallet.memberWith(1000)
    const form = await wallet.temaForm([10])
    const first = await member.api.bets.place(form)
    expect(await member.api.bets.place(form)).toEqual(first)
    expect(await balanceOf(member.userId)).toBe(99_000)
    const changed = { ...form, bets: [{ ...form.bets[0]!, stake: 500 }] }
    expect(await fail(member.api.bets.place(changed))).toMatchObject(CHANGED)
    expect(await balanceOf(member.userId)).toBe(99_000)
    expect(await kit.count`SELECT COUNT(*) AS n FROM bets WHERE user_id = ${member.userId}`).toBe(1)
  })

  it('recharge orders: the same form answers the first order; another amount is 422 and makes none', async () => {
    const member = await wallet.memberWith(0)
    const input = { channelId: 'alipay', amount: 50, idempotencyKey: 'idem-recharge-1' }
    const first = await member.api.wallet.createRechargeOrder(input)
    expect((await member.api.wallet.createRechargeOrder(input)).orderNo).toBe(first.orderNo)
    expect(await fail(member.api.wallet.createRechargeOrder({ ...input, amount: 5000 }))).toMatchObject(
      CHANGED,
    )
    expect(await kit.count`SELECT COUNT(*) AS n FROM recharge_orders WHERE user_id = ${member.userId}`).toBe(
      1,
    )
  })

  it('withdrawals: the same form holds once; another amount or card is 422 and holds nothing more', async () => {
    const member = await wallet.memberWith(1000)
    const card = { bankName: '中国建设银行', accountName: '李四', cardNo: '6217 0000 1111 2222 333' }
    const input = { amount: 200, card, cashPassword: '1234', idempotencyKey: 'idem-withdraw-1' }
    const first = await member.api.wallet.withdrawToCard(input)
    expect((await member.api.wallet.withdrawToCard(input)).orderNo).toBe(first.orderNo)
    expect(await balanceOf(member.userId)).toBe(80_000)
    expect(await fail(member.api.wallet.withdrawToCard({ ...input, amount: 800 }))).toMatchObject(CHANGED)
    const other = { ...card, cardNo: '6217000011112222444' }
    expect(await fail(member.api.wallet.withdrawToCard({ ...input, card: other }))).toMatchObject(CHANGED)
    expect(await balanceOf(member.userId)).toBe(80_000)
    expect(await kit.count`SELECT COUNT(*) AS n FROM withdrawals WHERE user_id = ${member.userId}`).toBe(1)
  })

  it('red packets: the same packet answers the first; another amount is 422 and debits nothing', async () => {
    const member = await kit.chatMember(100)
    env.clock.advance(10_000)
    const form = { room_id: general.room_id, amount_fen: 1_000, count: 3, idempotency_key: 'idem-hb-0001' }
    const first = await member.api.chat.sendHongbao(form)
    expect((await member.api.chat.sendHongbao(form)).id).toBe(first.id)
    expect(await balanceOf(member.userId)).toBe(9_000)
    const changed = (await fail(member.api.chat.sendHongbao({ ...form, amount_fen: 5_000 }))) as ApiError
    expect(changed).toMatchObject(CHANGED)
    expect(await balanceOf(member.userId)).toBe(9_000)
    expect(await kit.count`SELECT COUNT(*) AS n FROM chat_hongbao WHERE user_id = ${member.userId}`).toBe(1)
  })
})
