import { yuanToFen } from '@liuhe/domain'
import { hashPassword } from '../auth/passwords'
import { hashString, seededRandom } from '../random'
import type { Queries } from '../storage/queries'
import { createAgentStore } from '../store/agent'
import { createBetStore } from '../store/bets'
import { createCasinoStore } from '../store/casino'
import { createWalletStore } from '../store/wallet'

const DAY_MS = 86_400_000

/** agent01's demo team: sub-users (password `Team1234`, listed in the README) and what each did. */
const team = [
  {
    account: 'team001',
    isDl: 0 as const,
    rebate: 6.5,
    joinedDaysAgo: 20,
    recharges: [
      { daysAgo: 18, yuan: 500, type: 'recharge' as const },
      { daysAgo: 3, yuan: 1_000, type: 'onlinePay' as const },
    ],
    // Stake of one 注 (元), 注, payout (元), days ago.
    bets: [
      [20, 5, 0, 2],
      [10, 1, 488, 1],
      [50, 2, 0, 0],
    ] as const,
    casino: [[200, 380, 1]] as const,
  },
  {
    account: 'team002',
    isDl: 1 as const,
    rebate: 7,
    joinedDaysAgo: 4,
    recharges: [{ daysAgo: 4, yuan: 300, type: 'onlinePay' as const }],
    bets: [[30, 3, 0, 2]] as const,
    casino: [] as const,
  },
  {
    account: 'team003',
    isDl: 0 as const,
    rebate: 8,
    joinedDaysAgo: 2,
    recharges: [],
    bets: [],
    casino: [] as const,
  },
]

/** agent01's registration links: one for members, one for agents. */
const links = [
  { code: '52013140', type: 0 as const, rebate: 6.5, remark: '朋友圈推广', daysAgo: 30 },
  { code: '52013141', type: 1 as const, rebate: 7, remark: '代理招募', daysAgo: 10 },
]

/**
 * Seeds agent01's team so the agent pages show real figures: links, sub-users and their recharges, settled
 * lottery bets and casino rounds, each money move with its ledger row (the team report reads these rows).
 */
export async function seedAgent(trx: Queries, _dataDir: string, nowMs: number): Promise<void> {
  const { user_id: agentId } = await trx
    .selectFrom('users')
    .select('user_id')
    .where('account', '=', 'agent01')
    .executeTakeFirstOrThrow()
  const agent = createAgentStore(trx)
  const wallet = createWalletStore(trx)
  const bets = createBetStore(trx)
  const casino = createCasinoStore(trx)
  const random = seededRandom(hashString('agent-team'))
  for (const link of links) {
    await agent.createLink(agentId, link.code, link, nowMs - link.daysAgo * DAY_MS)
  }
  let orders = 0
  for (const [i, sub] of team.entries()) {
    const salt = Buffer.from(Array.from({ length: 16 }, () => Math.floor(random() * 256)))
    const joined = nowMs - sub.joinedDaysAgo * DAY_MS
    const { user_id: userId } = await trx
      .insertInto('users')
      .values({
        account: sub.account,
        password_hash: hashPassword('Team1234', salt),
        type: 'HY',
        created_at: joined,
        agent_id: agentId,
        intr_code: links[sub.isDl]!.code,
        is_dl: sub.isDl,
        rebate: sub.rebate,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow()
    for (const r of sub.recharges) {
      const amountFen = yuanToFen(r.yuan)
      await wallet.post({
        userId,
        type: r.type,
        amountFen,
        ref: `SEED-R${i}${r.daysAgo}`,
        at: nowMs - r.daysAgo * DAY_MS,
      })
      await trx
        .updateTable('users')
        .set((eb) => ({ rech_money_fen: eb('rech_money_fen', '+', amountFen) }))
        .where('user_id', '=', userId)
        .execute()
    }
    for (const [stake, count, payout, daysAgo] of sub.bets) {
      const at = nowMs - daysAgo * DAY_MS - 3_600_000
      const orderNo = `SEEDAG${String(++orders).padStart(6, '0')}`
      const amountFen = yuanToFen(stake * count)
      await wallet.post({ userId, type: 'bet', amountFen: -amountFen, ref: orderNo, at })
      await bets.insertBet({
        orderNo,
        userId,
        gameId: 110,
        turnNum: `SEED${daysAgo}`,
        playId: 'sm.tema.a',
        selection: { kind: 'single', cell: String(10 + orders).padStart(2, '0') },
        betCount: count,
        stakeFen: yuanToFen(stake),
        amountFen,
        odds: 48_800,
        model: 1,
        betEndTime: at + 600_000,
        createdAt: at,
        formKey: `seed-agent-${orders}`,
      })
      const { id } = (await bets.findBet(orderNo))!
      await bets.markSettled(id, {
        result: payout > 0 ? 1 : 0,
        payoutFen: yuanToFen(payout),
        openNum: '',
        at: at + 1_800_000,
      })
      if (payout > 0)
        await wallet.post({
          userId,
          type: 'payout',
          amountFen: yuanToFen(payout),
          ref: orderNo,
          at: at + 1_800_000,
        })
    }
    for (const [stake, payout, daysAgo] of sub.casino) {
      const at = nowMs - daysAgo * DAY_MS
      const roundNo = `SEEDCA${String(++orders).padStart(6, '0')}`
      await wallet.post({ userId, type: 'casinoBet', amountFen: -yuanToFen(stake), ref: roundNo, at })
      await casino.insert({
        roundNo,
        userId,
        liveCode: 'AG',
        gameCode: 'AG_LIVE_VIP',
        gameName: 'AG贵宾厅',
        stakeFen: yuanToFen(stake),
        validFen: yuanToFen(stake),
        payoutFen: yuanToFen(payout),
        outcome: 'win',
        createdAt: at,
      })
      await wallet.post({ userId, type: 'casinoPayout', amountFen: yuanToFen(payout), ref: roundNo, at })
    }
  }
}
