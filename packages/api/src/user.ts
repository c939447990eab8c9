import { z } from 'zod'
import type { Http } from './http'

/** The signed-in user's profile. */
export const userProfileSchema = z.object({
  userInfo: z.object({
    userId: z.number().int(),
    account: z.string(),
    /** 'HY' member, 'TEST' trial. */
    type: z.string(),
    vipLevel: z.number().int(),
    avatarId: z.number().int(),
    cycleBetAmount: z.number(),
    isDl: z.number().int(),
    rebate: z.number(),
    enableChat: z.number().int(),
    chatLevel: z.number().int(),
    hyLevel: z.number().int(),
  }),
  extInfo: z.object({
    money: z.number(),
    liveMoney: z.number(),
    rechMoney: z.number(),
    /** Whether a withdrawal password is set. */
    fundPwd: z.boolean(),
  }),
  unReadCount: z.number().int(),
  userDetail: z.object({ domain: z.string() }),
})
/** The signed-in user's profile. */
export type UserProfile = z.infer<typeof userProfileSchema>

/** Main and third-party balances. */
export const balanceSchema = z.object({ money: z.number(), liveMoney: z.number() })
/** Main and third-party balances. */
export type Balance = z.infer<typeof balanceSchema>

/** VIP levels 1–9 and the cycle bet amount each needs. */
export const vipRulesSchema = z.array(z.object({ vipLevel: z.number().int(), betMoney: z.number() }))
/** VIP rules. */
export type VipRules = z.infer<typeof vipRulesSchema>

/** User calls: profile, balances, VIP rules. */
export function userApi(http: Http) {
  return {
    /** `GET /api/user/info`: profile and wallet (401 for a guest, UC/TOKEN_INVALID for a bad token). */
    async info(): Promise<UserProfile> {
      return (await http.request({ path: '/api/user/info', schema: userProfileSchema })).data
    },
    /** `POST /api/v2/user/tellerMachine`: moves the third-party balance back to the main one. */
    async tellerMachine(): Promise<Balance> {
      return (
        await http.request({ method: 'POST', path: '/api/v2/user/tellerMachine', schema: balanceSchema })
      ).data
    },
    /** `GET /api/user/money/check`: current balances. */
    async checkMoney(): Promise<Balance> {
      return (await http.request({ path: '/api/user/money/check', schema: balanceSchema })).data
    },
    /** `GET /api/user/status`: current balances. */
    async status(): Promise<Balance> {
      return (await http.request({ path: '/api/user/status', schema: balanceSchema })).data
    },
    /** `GET /api/v2/uservip/rules`: VIP levels 1–9. */
    async vipRules(): Promise<VipRules> {
      return (await http.request({ path: '/api/v2/uservip/rules', schema: vipRulesSchema })).data
    },
  }
}
