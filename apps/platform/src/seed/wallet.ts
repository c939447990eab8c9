import { yuanToFen } from '@liuhe/domain'
import type { Db } from '../db'
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
export function seedWallet(db: Db, _dataDir: string, nowMs: number): void {
  const messages = createMessageStore(db)
  const rewards = createRewardStore(db)
  const userIdOf = db.prepare('SELECT user_id AS userId FROM users WHERE account = ?')
  const markRead = db.prepare('UPDATE push_messages SET is_read = 1 WHERE user_id = ? AND created_at < ?')
  for (const demo of demoUsers) {
    const { userId } = userIdOf.get(demo.account) as { userId: number }
    for (const m of demoMessages) messages.push(userId, m.title, m.content, nowMs - m.daysAgo * DAY_MS)
    markRead.run(userId, nowMs - 2 * DAY_MS)
    for (const r of demoRewards) {
      const createdAt = nowMs - r.createdDaysAgo * DAY_MS
      const id = rewards.grant({
        userId,
        promotionId: r.promotionId,
        title: r.title,
        amountFen: yuanToFen(r.yuan),
        multiple: r.multiple,
        createdAt,
        expiresAt: nowMs + r.endsInDays * DAY_MS,
      })
      if (r.claimed) rewards.markClaimed(id, createdAt + DAY_MS)
    }
  }
}
