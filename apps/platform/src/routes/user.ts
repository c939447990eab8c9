import { Hono } from 'hono'
import { requireUser } from '../auth/currentUser'
import type { Clock } from '../clock'
import type { Db } from '../db'
import { ok } from '../envelope'
import { configKeys, requireConfig } from '../store/config'
import { balanceOf, findUserProfile, recallLiveMoney } from '../store/user'

/** A VIP level and the cycle bet amount it needs. */
export interface VipRule {
  vipLevel: number
  betMoney: number
}

/** User routes under the API prefix: profile, balances, VIP rules. */
export function userRoutes(db: Db, clock: Clock) {
  const app = new Hono()

  app.get('/api/user/info', (c) => {
    const { userId } = requireUser(db, clock, c)
    const p = findUserProfile(db, userId)
    return ok(c, {
      userInfo: {
        userId: p.userId,
        account: p.account,
        type: p.type,
        vipLevel: p.vipLevel,
        avatarId: p.avatarId,
        cycleBetAmount: p.cycleBetAmount,
        isDl: p.isDl,
        rebate: p.rebate,
        enableChat: p.enableChat,
        chatLevel: p.chatLevel,
        hyLevel: p.hyLevel,
      },
      extInfo: {
        money: p.money,
        liveMoney: p.liveMoney,
        rechMoney: p.rechMoney,
        fundPwd: p.fundPwdHash !== null,
      },
      unReadCount: 0,
      userDetail: { domain: p.domain },
    })
  })

  app.post('/api/v2/user/tellerMachine', (c) => ok(c, recallLiveMoney(db, requireUser(db, clock, c).userId)))
  app.get('/api/user/money/check', (c) => ok(c, balanceOf(db, requireUser(db, clock, c).userId)))
  app.get('/api/user/status', (c) => ok(c, balanceOf(db, requireUser(db, clock, c).userId)))
  app.get('/api/v2/uservip/rules', (c) => ok(c, requireConfig<VipRule[]>(db, configKeys.vipRules)))
  return app
}
