import { type ApiError, createLiuheApi } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatKit } from './chatKit'
import { startTestPlatform } from './harness'
import type { TestEnv } from './walletKit'

// Wednesday 2026-11-25, noon in China.
const noon = fromChinaTime(2026, 11, 25, 12)

let env: TestEnv
let kit: ReturnType<typeof chatKit>

beforeAll(async () => {
  env = await startTestPlatform(noon)
  kit = chatKit(env, 'ctok')
}, 60_000)
afterAll(() => env.stop())

/**
 * Everything the platform holds that a money or account call could change: every table's row count, and
 * every row of the member's own (tables with a `user_id`), so a refused call is seen to write nothing.
 */
async function snapshot(userId: number) {
  // Kysely's introspection lists the tables and their columns on either engine (the migrations' own aside).
  const tables = (await env.queries.introspection.getTables()).sort((a, b) => (a.name < b.name ? -1 : 1))
  const state: Record<string, unknown> = {}
  for (const { name, columns } of tables) {
    state[`${name}#count`] = await kit.count`SELECT COUNT(*) AS n FROM ${sql.table(name)}`
    if (columns.some((c) => c.name === 'user_id')) {
      // Ordered by every column: rows alike in the first would come in any order on PostgreSQL.
      const order = sql.join(columns.map((_, i) => sql.lit(i + 1)))
      state[name] = (
        await sql`SELECT * FROM ${sql.table(name)} WHERE user_id = ${userId} ORDER BY ${order}`.execute(
          env.queries,
        )
      ).rows
    }
  }
  return state
}

/** The answer of a call that must be refused: its status and code. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ status: 200, code: 'ACCEPTED', message: '' }),
    (e: unknown) => {
      const error = e as ApiError
      return { status: error.status, code: error.code, message: error.message }
    },
  )

describe('the chat token', () => {
  it('moves no money and changes no account: every money and account call refuses it, writing nothing', async () => {
    const member = await kit.chatMember(1_000)
    const sender = await kit.chatMember(1_000)
    const { class_groups } = await member.api.chat.rooms()
    const general = class_groups.flatMap((g) => g.chatroom).find((r) => r.game_id === null)!
    // What the calls act on, made with the access token: a card, orders, a bet, a red packet to grab.
    const card = { bankName: '中国建设银行', accountName: '李四', cardNo: '6217 0000 1111 2222 333' }
    await member.api.account.updateFundPassword({ fundPwd: '1234', confirmFundPwd: '1234' })
    const saved = await member.api.wallet.updateBank({ ...card, cashPassword: '1234' })
    const online = await member.api.wallet.createRechargeOrder({ channelId: 'alipay', amount: 100 })
    const bank = await member.api.wallet.createRechargeOrder({ channelId: 'bank-transfer', amount: 100 })
    const placed = await member.api.bets.place(await kit.temaForm([10]))
    const packet = await sender.api.chat.sendHongbao({
      room_id: general.room_id,
      amount_fen: 1_000,
      count: 2,
      idempotency_key: 'ctok-packet-0001',
    })
    const [liveGame] = await kit.guest().games.allLiveGames()

    // The token the chat page's script holds (and puts in the socket URL), alone.
    const thief = createLiuheApi({ origin: env.origin, companyCode: 'LH', token: member.chatToken.token })
    const before = await snapshot(member.userId)
    const balance = await kit.moneyOf(member.userId)
    const attempts: Record<string, () => Promise<unknown>> = {
      'recharge order': () => thief.wallet.createRechargeOrder({ channelId: 'alipay', amount: 100 }),
      'recharge transferred': () => thief.wallet.markTransferred(bank.orderNo, '李四'),
      'recharge cancel': () => thief.wallet.cancelRechargeOrder(online.orderNo),
      withdraw: () => thief.wallet.withdraw({ amount: 100, bankId: saved.id, cashPassword: '1234' }),
      'withdraw to a typed card': () =>
        thief.wallet.withdrawToCard({
          amount: 100,
          card: { ...card, cardNo: '6217 0000 9999 8888 777' },
          cashPassword: '1234',
        }),
      'bank card bind': () =>
        thief.wallet.updateBank({ ...card, cardNo: '6217 0000 5555 6666 777', cashPassword: '1234' }),
      'bet place': () => kit.temaForm([10]).then((form) => thief.bets.place(form)),
      'bet cancel': () => thief.bets.cancel([placed.orders[0]!.orderNo]),
      'betting bonus claim': () => thief.wallet.claimBettingBonus(),
      'bonus center claim': () => thief.wallet.claimBonus(1),
      'casino wallets back to main': () => thief.user.tellerMachine(),
      'casino game launch': () =>
        thief.games.play({ liveCode: liveGame!.liveCode, gameType: liveGame!.gameCode }),
      'password change': () =>
        thief.account.updatePassword({
          oldPassword: 'Secret123',
          newPassword: 'Stolen123',
          confirmPassword: 'Stolen123',
        }),
      'fund password change': () =>
        thief.account.updateFundPassword({
          oldFundPwd: '1234',
          fundPwd: '9999',
          confirmFundPwd: '9999',
        }),
      'user info change': () => thief.account.modifyUserInfo({ avatarId: 2 }),
      'reality check change': () => thief.responsible.setRealityCheck(30),
      'red packet send': () =>
        thief.chat.sendHongbao({
          room_id: general.room_id,
          amount_fen: 500,
          count: 1,
          idempotency_key: 'ctok-stolen-0001',
        }),
      'red packet grab': () => thief.chat.grabHongbao(packet.id),
    }
    const answers: Record<string, Awaited<ReturnType<typeof refusal>>> = {}
    // One after another: each refusal is checked against the same untouched state.
    for (const [name, attempt] of Object.entries(attempts)) answers[name] = await refusal(attempt())
    for (const [name, answer] of Object.entries(answers)) {
      expect([name, [400, 401].includes(answer.status ?? 0)]).toEqual([name, true])
      expect([name, answer.message]).toEqual([name, expect.stringMatching(/[\u4e00-\u9fff]/)])
    }
    expect(answers['red packet send']).toMatchObject({
      status: 401,
      code: 'UC/NOT_LOGIN',
      message: '请先登录',
    })
    expect(answers['red packet grab']).toMatchObject({
      status: 401,
      code: 'UC/NOT_LOGIN',
      message: '请先登录',
    })
    expect(await kit.moneyOf(member.userId)).toBe(balance)
    expect(await snapshot(member.userId)).toEqual(before)

    // The same red packet calls with the access token work: the refusal is the token's, not the form's.
    const grabbed = await member.api.chat.grabHongbao(packet.id)
    expect(grabbed.balance_fen).toBe(balance + grabbed.amount_fen)
    const sent = await member.api.chat.sendHongbao({
      room_id: general.room_id,
      amount_fen: 500,
      count: 1,
      idempotency_key: 'ctok-stolen-0001',
    })
    expect(sent.amount_fen).toBe(500)
    expect(await kit.moneyOf(member.userId)).toBe(balance + grabbed.amount_fen - 500)
  })
})
