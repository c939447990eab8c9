import { yuanToFen } from '@liuhe/domain'
import type { Queries } from '../storage/queries'
import { createMessageStore } from '../store/messages'
import { createRewardStore } from '../store/rewards'
import { demoUsers } from './users'

const DAY_MS = 86_400_000

/** The inbox every demo account starts with, oldest first (days before the seed). */
const demoMessages = [
  {
    daysAgo: 20,
    title: '欢迎加入六合资讯',
    content: '尊敬的会员，欢迎您加入六合资讯！资料与开奖信息实时同步，祝您好运连连。',
  },
  {
    daysAgo: 6,
    title: '账户安全提醒',
    content: '本站客服不会以任何理由索取您的登录密码或取款密码，请妥善保管，谨防诈骗。',
  },
  {
    daysAgo: 1,
    title: '充值优惠活动',
    content: '每日首充即送10%彩金，USDT充值额外赠送1.5%，详情请查看优惠活动页面。',
  },
]

/** Bonus-center rewards of the demo accounts: one to claim, one claimed, one expired (promotion ids of the seed). */
const demoRewards = [
  {
    promotionId: 1,
    title: '新会员注册送18元',
    yuan: 18,
    multiple: 1,
    createdDaysAgo: 2,
    endsInDays: 30,
    claimed: false,
  },
  {
    promotionId: 3,
    title: '每日首充送10%',
    yuan: 50,
    multiple: 3,
    createdDaysAgo: 10,
    endsInDays: 20,
    claimed: true,
  },
  {
    promotionId: 6,
    title: 'VIP晋级礼金',
    yuan: 88,
    multiple: 1,
    createdDaysAgo: 40,
    endsInDays: -10,
    claimed: false,
  },
]

/**
 * Seeds each member demo account's inbox (the first two read) and bonus-center rewards. A claimed reward is
 * only marked claimed: its money is part of the opening balance the users seed gives.
 */
export async function seedWallet(trx: Queries, _dataDir: string, nowMs: number): Promise<void> {
  const messages = createMessageStore(trx)
  const rewards = createRewardStore(trx)
  for (const demo of demoUsers) {
    const { user_id: userId } = await trx
      .selectFrom('users')
      .select('user_id')
      .where('account', '=', demo.account)
      .executeTakeFirstOrThrow()
    for (const m of demoMessages) await messages.push(userId, m.title, m.content, nowMs - m.daysAgo * DAY_MS)
    await trx
      .updateTable('push_messages')
      .set({ is_read: 1 })
      .where('user_id', '=', userId)
      .where('created_at', '<', nowMs - 2 * DAY_MS)
      .execute()
    for (const r of demoRewards) {
      const createdAt = nowMs - r.createdDaysAgo * DAY_MS
      const id = await rewards.grant({
        userId,
        promotionId: r.promotionId,
        title: r.title,
        amountFen: yuanToFen(r.yuan),
        multiple: r.multiple,
        createdAt,
        expiresAt: nowMs + r.endsInDays * DAY_MS,
      })
      if (r.claimed) await rewards.markClaimed(id, createdAt + DAY_MS)
    }
  }
}
