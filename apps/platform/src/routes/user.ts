import { fenToYuan } from '@liuhe/domain'
import { Hono } from 'hono'
import { signedIn } from '../auth/currentUser'
import type { Clock } from '../clock'
import { ok } from '../envelope'
import type { Stores } from '../store'
import { configKeys } from '../store/config'

/** A user's two balances as the API answers them: 元. */
export function balancesInYuan(b: { moneyFen: number; liveMoneyFen: number }) {
  return { money: fenToYuan(b.moneyFen), liveMoney: fenToYuan(b.liveMoneyFen) }
}

/** A VIP level and the cycle bet amount it needs. */
export interface VipRule {
  vipLevel: number
  betMoney: number
}

/** User routes under the API prefix: profile (with the unread message count), balances, VIP rules. */
export function userRoutes({ account, config, messages, users, wallet }: Stores, clock: Clock) {
  const app = new Hono()
  const member = signedIn(users, clock)

  app.get('/api/user/info', member, async (c) => {
    const p = await users.findUserProfile(c.var.user.userId)
    const { avatarId: _avatarId, ...details } = await account.detailsOf(p.userId)
    return ok(c, {
      userInfo: {
        userId: p.userId,
        account: p.account,
        type: p.type,
        vipLevel: p.vipLevel,
        avatarId: p.avatarId,
        cycleBetAmount: fenToYuan(p.cycleBetFen),
        isDl: p.isDl,
        rebate: p.rebate,
        enableChat: p.enableChat,
        chatLevel: p.chatLevel,
        hyLevel: p.hyLevel,
      },
      extInfo: {
        money: fenToYuan(p.moneyFen),
        liveMoney: fenToYuan(p.liveMoneyFen),
        rechMoney: fenToYuan(p.rechMoneyFen),
        fundPwd: p.fundPwdHash !== null,
      },
      unReadCount: await messages.unreadCount(p.userId),
      // The personal details the account pages edit (modifyUserInfo), next to the private domain.
      userDetail: { domain: p.domain, ...details },
    })
  })

  app.post('/api/v2/user/tellerMachine', member, async (c) =>
    ok(c, balancesInYuan(await wallet.recallLive(c.var.user.userId, clock.now()))),
  )
  app.get('/api/user/money/check', member, async (c) =>
    ok(c, balancesInYuan(await wallet.balancesOf(c.var.user.userId))),
  )
  app.get('/api/user/status', member, async (c) =>
    ok(c, balancesInYuan(await wallet.balancesOf(c.var.user.userId))),
  )
  app.get('/api/v2/uservip/rules', async (c) =>
    ok(c, await config.requireConfig<VipRule[]>(configKeys.vipRules)),
  )
  return app
}
