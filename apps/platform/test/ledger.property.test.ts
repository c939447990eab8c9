import { isApiError } from '@liuhe/api'
import { fromChinaTime, HONGBAO_EXPIRY_MS } from '@liuhe/domain'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestPlatform, testEngine } from './harness'
import { countIn, type TestEnv, walletKit } from './walletKit'

// Monday 2026-11-30, noon in China: a Macau turn is open every day at this hour.
const noon = fromChinaTime(2026, 11, 30, 12)
const DAY_MS = 86_400_000

let env: TestEnv
let kit: ReturnType<typeof walletKit>

beforeAll(async () => {
  env = await startTestPlatform(noon)
  kit = walletKit(env, 'prop')
}, 60_000)
afterAll(() => env.stop())

/** A small seeded generator (mulberry32), so a failing sequence can be replayed from its seed. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** A member's ledger rows summed per wallet, fen. */
async function ledgerSums(userId: number) {
  const sum = (wallet: string) =>
    countIn(
      env.queries,
    )`SELECT COALESCE(SUM(amount_fen), 0) AS n FROM ledger WHERE user_id = ${userId} AND wallet = ${wallet}`
  return { main: await sum('main'), live: await sum('live') }
}

/** The sequence's time limit: it takes some 16 s on SQLite and 30 s on PostgreSQL on two idle cores. */
const LONGEST_MS = testEngine() === 'postgres' ? 300_000 : 120_000

const card = { bankName: '中国建设银行', accountName: '王五', cardNo: '6217 0000 1111 2222 444' }

it(
  'keeps every balance equal to the sum of its ledger rows and never below zero, over 1,000 random operations',
  async () => {
    const seed = 20_261_130
    const next = random(seed)
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
    const members = await Promise.all(
      [300, 50, 0].map(async (yuan) => {
        // VIP 3: VIP 1's rech_level disables chat, and red packets are sent and grabbed in chat.
        const member = await kit.memberWith(yuan, { vipLevel: 3 })
        const { id } = await member.api.wallet.updateBank({ ...card, cashPassword: '1234' })
        return { ...member, bankId: id, pendingBets: [] as string[], withdrawals: [] as string[] }
      }),
    )
    let day = 0
    let keys = 0
    const { class_groups } = await members[0]!.api.chat.rooms()
    const roomId = class_groups[0]!.chatroom[0]!.room_id
    const packets: number[] = []
    const counts: Record<string, { done: number; refused: number }> = {}

    const operations: Record<string, (member: (typeof members)[number]) => Promise<unknown>> = {
      async recharge(member) {
        const order = await member.api.wallet.createRechargeOrder({
          channelId: 'bank-transfer',
          amount: 100 + Math.floor(next() * 90_000) / 100,
        })
        await member.api.wallet.markTransferred(order.orderNo)
        const approved = await kit.hook('recharge/approve', { orderNo: order.orderNo })
        expect(approved.status).toBe(200)
      },
      async bet(member) {
        const stakes = Array.from({ length: 1 + Math.floor(next() * 3) }, () => 1 + Math.floor(next() * 80))
        const placed = await member.api.bets.place({
          ...(await kit.temaForm(stakes)),
          idempotencyKey: `prop-${seed}-${keys++}`,
        })
        member.pendingBets.push(...placed.orders.map((o) => o.orderNo))
      },
      async draw() {
        const numbers = new Set<number>()
        while (numbers.size < 7) numbers.add(1 + Math.floor(next() * 49))
        await kit.draw(110, [...numbers].map((n) => String(n).padStart(2, '0')).join(','))
        for (const m of members) m.pendingBets = []
        day++
        env.clock.set(noon + day * DAY_MS)
      },
      async cancel(member) {
        const orderNo = member.pendingBets.pop()
        if (!orderNo) return
        await member.api.bets.cancel([orderNo])
      },
      async withdraw(member) {
        const answer = await member.api.wallet.withdraw({
          amount: 100 + Math.floor(next() * 400),
          bankId: member.bankId,
          cashPassword: '1234',
        })
        member.withdrawals.push(answer.orderNo)
      },
      async reject(member) {
        const orderNo = member.withdrawals.pop()
        if (!orderNo) return
        // A withdrawal already approved (its review time passed) cannot be rejected: the hook says so.
        await kit.hook('withdraw/reject', { orderNo, reason: '测试' })
      },
      async claim(member) {
        await member.api.wallet.claimBettingBonus()
      },
      async hongbao(member) {
        const packet = await member.api.chat.sendHongbao({
          room_id: roomId,
          amount_fen: 100 + Math.floor(next() * 5_000),
          count: 1 + Math.floor(next() * 4),
          idempotency_key: `prop-hb-${seed}-${keys++}`,
        })
        packets.push(packet.id)
      },
      async grab(member) {
        if (packets.length === 0) return
        await member.api.chat.grabHongbao(pick(packets))
      },
      async refund() {
        // A day later (as the draw does), the scheduler's pass refunds the packets older than 24 h.
        day++
        env.clock.set(noon + day * DAY_MS)
        expect(HONGBAO_EXPIRY_MS).toBeLessThanOrEqual(DAY_MS)
        await env.platform.chat.refundExpired()
      },
    }
    const names = Object.keys(operations)
    const weights = {
      recharge: 2,
      bet: 6,
      draw: 2,
      cancel: 2,
      withdraw: 2,
      reject: 1,
      claim: 1,
      hongbao: 1,
      grab: 2,
      refund: 1,
    } as Record<string, number>
    const deck = names.flatMap((name) => Array.from({ length: weights[name]! }, () => name))

    for (let i = 0; i < 1000; i++) {
      const name = pick(deck)
      const member = pick(members)
      const tally = counts[name] ?? { done: 0, refused: 0 }
      counts[name] = tally
      try {
        await operations[name]!(member)
        tally.done++
      } catch (error) {
        // Refusals (balance short, limits, nothing to claim, closed turn) are part of the sequence; anything
        // else is a failure.
        if (!isApiError(error)) throw error
        tally.refused++
      }
      // After every operation: each member's balances equal the sums of their rows, and none is negative.
      for (const m of members) {
        const balances = await kit.stores.wallet.balancesOf(m.userId)
        expect(
          { main: balances.moneyFen, live: balances.liveMoneyFen },
          `after operation ${i} (${name}), seed ${seed}`,
        ).toEqual(await ledgerSums(m.userId))
        expect(balances.moneyFen).toBeGreaterThanOrEqual(0)
        expect(balances.liveMoneyFen).toBeGreaterThanOrEqual(0)
      }
    }
    expect(await kit.stores.wallet.unbalancedUsers()).toEqual([])
    // The sequence really moved money both ways: every kind of operation went through at least once.
    for (const name of names) expect(counts[name]?.done ?? 0, name).toBeGreaterThan(0)
    // A limit for a hang: on PostgreSQL every statement is a round trip, where SQLite's run in-process; the
    // sequence takes about twice as long there.
  },
  LONGEST_MS,
)
