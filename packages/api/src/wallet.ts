import {
  type LedgerType,
  payoutKinds,
  playFamilies,
  rechargeChannelSchema,
  rechargeKinds,
  rechargeStatuses,
  type UserInfoField,
  withdrawStatuses,
} from '@liuhe/domain'
import { z } from 'zod'
import { encodePassword } from './crypto'
import type { Http } from './http'
import type { Paged } from './lottery'

/** Error codes of the wallet and account calls that the app reacts to (besides those of `errorCodes`). */
export const walletErrorCodes = {
  /** The balance does not cover a withdrawal: 余额不足. */
  insufficient: 'WALLET/INSUFFICIENT',
  /** The channel is not one the member's VIP level may use. */
  channelUnavailable: 'RECHARGE/CHANNEL_UNAVAILABLE',
  /** The amount breaks the channel's amount rule; msg says how. */
  rechargeAmountInvalid: 'RECHARGE/AMOUNT_INVALID',
  tooManyPendingOrders: 'RECHARGE/TOO_MANY_PENDING',
  /** The order moved on meanwhile (paid, cancelled, expired). */
  rechargeStatus: 'RECHARGE/STATUS',
  /** The withdraw limits refuse the amount; msg says how. */
  withdrawRefused: 'WITHDRAW/REFUSED',
  /** A card field is wrong; msg names it. */
  bankInvalid: 'BANK/INVALID',
  /** The withdrawal names no saved card of the member: 请先绑定银行卡. */
  bankNotFound: 'BANK/NOT_FOUND',
  bankDuplicate: 'BANK/DUPLICATE',
  bankTooMany: 'BANK/TOO_MANY',
  /** No new valid bets to rebate: 暂无可领取的洗码. */
  nothingToClaim: 'BONUS/NOTHING_TO_CLAIM',
  bonusClaimed: 'BONUS/CLAIMED',
  bonusExpired: 'BONUS/EXPIRED',
  /** The old login password is wrong: 原密码错误. */
  passwordError: 'UC/PASSWORD_ERROR',
} as const

const chinaTime = z.string()
const nullableTime = chinaTime.nullable()

/** The channels the member may recharge through, and the VIP level they follow. */
export const rechargeChannelsSchema = z.object({
  vipLevel: z.number().int(),
  channels: z.array(rechargeChannelSchema),
})
/** The member's recharge channels. */
export type RechargeChannels = z.infer<typeof rechargeChannelsSchema>

/** A recharge order: amounts in 元, times in China time, and how to pay it. */
export const rechargeOrderSchema = z.object({
  orderNo: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  kind: z.enum(rechargeKinds),
  kindName: z.string(),
  amount: z.number(),
  status: z.enum(rechargeStatuses),
  statusText: z.string(),
  createdAt: chinaTime,
  expiresAt: chinaTime,
  paidAt: nullableTime,
  creditedAt: nullableTime,
  /** The provider's payment page (platform-relative) while an online order waits; see `payPageUrl`. */
  payUrl: z.string().nullable(),
  /** Our receiving account, on bank-transfer orders. */
  bank: z
    .object({ bankName: z.string(), accountName: z.string(), cardNo: z.string(), branch: z.string() })
    .nullable(),
  /** What to send where, on USDT orders. */
  usdt: z
    .object({ network: z.string(), address: z.string(), rate: z.number(), usdtAmount: z.number() })
    .nullable(),
})
/** A recharge order. */
export type RechargeOrder = z.infer<typeof rechargeOrderSchema>

const balancesShape = { money: z.number(), liveMoney: z.number() }

/** A withdrawal: amounts in 元, the card masked. */
export const withdrawalSchema = z.object({
  orderNo: z.string(),
  kind: z.enum(payoutKinds),
  bankName: z.string(),
  accountName: z.string(),
  cardNo: z.string(),
  amount: z.number(),
  fee: z.number(),
  /** The turnover deduction (打码量 not met). */
  deduct: z.number(),
  /** What reaches the card. */
  actualAmount: z.number(),
  status: z.enum(withdrawStatuses),
  statusText: z.string(),
  reason: z.string(),
  createdAt: chinaTime,
  decidedAt: nullableTime,
})
/** A withdrawal. */
export type Withdrawal = z.infer<typeof withdrawalSchema>

/** A withdrawal request's answer: the withdrawal and the balances after it. */
export const withdrawResultSchema = withdrawalSchema.extend(balancesShape)
/** A withdrawal request's answer. */
export type WithdrawResult = z.infer<typeof withdrawResultSchema>

/** The turnover audit (打码量) of `/api/userWithdraw/validWithdraw/queryAll`, 元. */
export const validWithdrawSchema = z.object({
  /** The shortfall tolerated without a deduction (放宽额度). */
  relaxQuota: z.number(),
  /** Percent of each unmet requirement's amount a withdrawal deducts (older platforms leave it out). */
  deductPercent: z.number().optional(),
  /** Valid bets all open requirements need. */
  requireDML: z.number(),
  rows: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      typeLabel: z.string(),
      amount: z.number(),
      multiple: z.number(),
      requireDml: z.number(),
      dml: z.number(),
      met: z.boolean(),
      deduct: z.number(),
      createdAt: chinaTime,
    }),
  ),
  /** What withdrawing now deducts. */
  sumAllDeduct: z.number(),
  /** Valid bets counted so far. */
  sumAllDml: z.number(),
  /** True when the member may withdraw without a deduction. */
  yetWithdraw: z.boolean(),
})
/** The turnover audit. */
export type ValidWithdraw = z.infer<typeof validWithdrawSchema>

/** A saved card or USDT address, its number masked. */
export const savedCardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(payoutKinds),
  bankName: z.string(),
  accountName: z.string(),
  cardNo: z.string(),
  updatedAt: chinaTime,
})
/** A saved card. */
export type SavedCard = z.infer<typeof savedCardSchema>

/** A card as a form sends it (numbers may hold spaces). */
export interface BankCardInput {
  kind?: 'bank' | 'usdt'
  bankName?: string
  accountName?: string
  cardNo: string
}

/** One bill: a ledger row with its type label, 元. */
export const billSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  typeLabel: z.string(),
  wallet: z.enum(['main', 'live']),
  amount: z.number(),
  /** The wallet's balance after it. */
  balance: z.number(),
  ref: z.string(),
  createdAt: chinaTime,
  /** A withdrawal's bill: what the order deducted (fee, 打码量) and what reaches the card, 元. */
  withdrawal: z
    .object({ amount: z.number(), fee: z.number(), deduct: z.number(), actualAmount: z.number() })
    .optional(),
})
/** One bill. */
export type Bill = z.infer<typeof billSchema>

/** The wash-code page: valid bets not rebated yet by game kind, and the rebate. */
export const bettingBonusSchema = z.object({
  /** The member's rate, per mille of valid bets. */
  rebate: z.number(),
  rows: z.array(
    z.object({
      kind: z.enum(playFamilies),
      kindName: z.string(),
      validBet: z.number(),
      rate: z.number(),
      amount: z.number(),
    }),
  ),
  validBet: z.number(),
  amount: z.number(),
  lastClaimAt: nullableTime,
})
/** The wash-code page. */
export type BettingBonus = z.infer<typeof bettingBonusSchema>

/** A claimed wash-code rebate and the balances after it. */
export const bettingBonusClaimSchema = z.object({
  amount: z.number(),
  validBet: z.number(),
  ...balancesShape,
})
/** A claimed wash-code rebate. */
export type BettingBonusClaim = z.infer<typeof bettingBonusClaimSchema>

/** A bonus-center reward: status 0 claimable, 1 claimed, 2 expired. */
export const bonusRewardSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int().nullable(),
  title: z.string(),
  amount: z.number(),
  /** Turnover it asks for, times its amount. */
  multiple: z.number(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  statusText: z.string(),
  createdAt: chinaTime,
  expiresAt: chinaTime,
  claimedAt: nullableTime,
})
/** A bonus-center reward. */
export type BonusReward = z.infer<typeof bonusRewardSchema>

async function paged<T>(
  http: Http,
  path: string,
  query: Record<string, string | number | undefined>,
  row: z.ZodType<T>,
  signal?: AbortSignal,
): Promise<Paged<T>> {
  const answer = await http.request({ path, query, schema: z.array(row), signal })
  return { rows: answer.data, totalCount: answer.totalCount ?? answer.data.length }
}

/** Wallet calls: recharge, withdraw, turnover, cards, bills, wash-code and the bonus center. */
export function walletApi(http: Http) {
  const origin = http.options.origin.replace(/\/$/, '')
  return {
    /** `GET /api/recharge/channels`: the channels the member's VIP level may use (trial accounts refused). */
    async rechargeChannels(signal?: AbortSignal): Promise<RechargeChannels> {
      return (await http.request({ path: '/api/recharge/channels', schema: rechargeChannelsSchema, signal }))
        .data
    },
    /**
     * `POST /api/recharge/order` (form): a new order. Refusals: RECHARGE/CHANNEL_UNAVAILABLE,
     * RECHARGE/AMOUNT_INVALID (msg says why), RECHARGE/TOO_MANY_PENDING, UC/TEST_ACCOUNT. The same
     * `idempotencyKey` answers the same order.
     */
    async createRechargeOrder(input: {
      channelId: string
      amount: number
      idempotencyKey?: string
    }): Promise<RechargeOrder> {
      return (
        await http.request({
          method: 'POST',
          path: '/api/recharge/order',
          form: { ...input, amount: String(input.amount) },
          schema: rechargeOrderSchema,
        })
      ).data
    },
    /** The absolute address of an online order's payment page (its `payUrl`), to open in the browser. */
    payPageUrl(order: Pick<RechargeOrder, 'payUrl'>): string | undefined {
      return order.payUrl ? `${origin}${order.payUrl}` : undefined
    },
    /** `POST /api/recharge/transferred` (form): the member has made the bank transfer of a bank order. */
    async markTransferred(orderNo: string, payerName?: string): Promise<RechargeOrder> {
      return (
        await http.request({
          method: 'POST',
          path: '/api/recharge/transferred',
          form: { orderNo, payerName },
          schema: rechargeOrderSchema,
        })
      ).data
    },
    /** `POST /api/recharge/cancel` (form): cancels an order still waiting for payment. */
    async cancelRechargeOrder(orderNo: string): Promise<RechargeOrder> {
      return (
        await http.request({
          method: 'POST',
          path: '/api/recharge/cancel',
          form: { orderNo },
          schema: rechargeOrderSchema,
        })
      ).data
    },
    /** `GET /api/recharge/list`: the member's orders, newest first. */
    rechargeOrders(
      query: { page: number; rows: number; status?: RechargeOrder['status'] },
      signal?: AbortSignal,
    ): Promise<Paged<RechargeOrder>> {
      return paged(http, '/api/recharge/list', query, rechargeOrderSchema, signal)
    },
    /** `GET /api/recharge/detail?orderNo=`: one of the member's orders. */
    async rechargeOrder(orderNo: string, signal?: AbortSignal): Promise<RechargeOrder> {
      return (
        await http.request({
          path: '/api/recharge/detail',
          query: { orderNo },
          schema: rechargeOrderSchema,
          signal,
        })
      ).data
    },
    /**
     * `POST /api/userWithdraw/save/v2` (form): withdraws to a saved card. Without `cashPassword` it answers
     * UC/CASH_PASSWORD (ask for it); UC/CASH_PASSWORD_NULL (none set), UC/CASH_PASSWORD_ERROR (wrong),
     * WITHDRAW/REFUSED (limits), WALLET/INSUFFICIENT.
     */
    async withdraw(input: {
      amount: number
      bankId: number
      cashPassword?: string
      idempotencyKey?: string
    }): Promise<WithdrawResult> {
      return (
        await http.request({
          method: 'POST',
          path: '/api/userWithdraw/save/v2',
          form: { ...input, amount: String(input.amount) },
          schema: withdrawResultSchema,
        })
      ).data
    },
    /** `POST /api/userWithdraw/save/free-bank` (form): withdraws to a card typed into the form (not saved). */
    async withdrawToCard(input: {
      amount: number
      card: BankCardInput
      cashPassword?: string
      idempotencyKey?: string
    }): Promise<WithdrawResult> {
      const { card, ...rest } = input
      return (
        await http.request({
          method: 'POST',
          path: '/api/userWithdraw/save/free-bank',
          form: { ...rest, ...card, amount: String(input.amount) },
          schema: withdrawResultSchema,
        })
      ).data
    },
    /** `GET /api/userWithdraw/list`: the member's withdrawals, newest first. */
    withdrawals(
      query: { page: number; rows: number; status?: Withdrawal['status'] },
      signal?: AbortSignal,
    ): Promise<Paged<Withdrawal>> {
      return paged(http, '/api/userWithdraw/list', query, withdrawalSchema, signal)
    },
    /** `GET /api/userWithdraw/detail?orderNo=`: one of the member's withdrawals. */
    async withdrawal(orderNo: string, signal?: AbortSignal): Promise<Withdrawal> {
      return (
        await http.request({
          path: '/api/userWithdraw/detail',
          query: { orderNo },
          schema: withdrawalSchema,
          signal,
        })
      ).data
    },
    /** `GET /api/userWithdraw/validWithdraw/queryAll`: the turnover audit (打码量). */
    async validWithdraw(signal?: AbortSignal): Promise<ValidWithdraw> {
      return (
        await http.request({
          path: '/api/userWithdraw/validWithdraw/queryAll',
          schema: validWithdrawSchema,
          signal,
        })
      ).data
    },
    /** `GET /api/user/banks`: the member's saved cards, numbers masked. */
    async bankCards(signal?: AbortSignal): Promise<SavedCard[]> {
      return (await http.request({ path: '/api/user/banks', schema: z.array(savedCardSchema), signal })).data
    },
    /**
     * `POST /api/user/updateBank` (form): saves a card (`id` to change one); asks for the withdrawal password
     * like a withdrawal; BANK/INVALID names a bad field in its msg.
     */
    async updateBank(input: BankCardInput & { id?: number; cashPassword?: string }): Promise<SavedCard> {
      return (
        await http.request({
          method: 'POST',
          path: '/api/user/updateBank',
          form: { ...input },
          schema: savedCardSchema,
        })
      ).data
    },
    /** `GET /api/user/bills`: the member's ledger rows, newest first, by type and China dates. */
    bills(
      query: {
        type?: readonly LedgerType[]
        startDate?: string
        endDate?: string
        page: number
        rows: number
      },
      signal?: AbortSignal,
    ): Promise<Paged<Bill>> {
      const { type, ...rest } = query
      return paged(
        http,
        '/api/user/bills',
        { ...rest, type: type?.length ? type.join(',') : undefined },
        billSchema,
        signal,
      )
    },
    /** `GET /api/user/betting-bonus`: the wash-code rebate waiting to be claimed. */
    async bettingBonus(signal?: AbortSignal): Promise<BettingBonus> {
      return (await http.request({ path: '/api/user/betting-bonus', schema: bettingBonusSchema, signal }))
        .data
    },
    /** `POST /api/user/betting-bonus/claim`: claims it; BONUS/NOTHING_TO_CLAIM without new valid bets. */
    async claimBettingBonus(): Promise<BettingBonusClaim> {
      return (
        await http.request({
          method: 'POST',
          path: '/api/user/betting-bonus/claim',
          schema: bettingBonusClaimSchema,
        })
      ).data
    },
    /** `GET /api/user/bonus-center`: the member's promotion rewards, newest first. */
    async bonusCenter(signal?: AbortSignal): Promise<BonusReward[]> {
      return (
        await http.request({ path: '/api/user/bonus-center', schema: z.array(bonusRewardSchema), signal })
      ).data
    },
    /** `POST /api/user/bonus-center/claim` (form): claims a reward once (BONUS/CLAIMED, BONUS/EXPIRED). */
    async claimBonus(id: number): Promise<BonusReward & { money: number; liveMoney: number }> {
      return (
        await http.request({
          method: 'POST',
          path: '/api/user/bonus-center/claim',
          form: { id },
          schema: bonusRewardSchema.extend(balancesShape),
        })
      ).data
    },
  }
}

/** A member's personal details (`userDetail` of `/api/user/info`, without the domain). */
export const personalInfoSchema = z.object({
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  qq: z.string().nullable(),
  weixin: z.string().nullable(),
  birthday: z.string().nullable(),
})
/** A member's personal details. */
export type PersonalInfo = z.infer<typeof personalInfoSchema>

/** An inbox message. */
export const pushMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  isRead: z.union([z.literal(0), z.literal(1)]),
  createdAt: chinaTime,
})
/** An inbox message. */
export type PushMessage = z.infer<typeof pushMessageSchema>

/** The member's chat colour and the colours to choose from. */
export const chatThemeSchema = z.object({
  color: z.string(),
  options: z.array(z.object({ id: z.number().int(), color: z.string(), name: z.string() })),
})
/** The member's chat colour and the options. */
export type ChatTheme = z.infer<typeof chatThemeSchema>

const unreadSchema = z.object({ unReadCount: z.number().int() })

/** Account calls: passwords, personal details, the inbox and the chat colour. */
export function accountApi(http: Http) {
  return {
    /**
     * `POST /api/user/updatePassword` (form, passwords encoded like login's): changes the login password and
     * ends the account's other sessions. This client's token is replaced by `token` (same expiry): store it,
     * the old one no longer works. UC/PASSWORD_ERROR: old one wrong; UC/PARAM_INVALID: the register rules'
     * message.
     */
    async updatePassword(input: {
      oldPassword: string
      newPassword: string
      confirmPassword: string
    }): Promise<{ revokedSessions: number; token?: string | undefined }> {
      return (
        await http.request({
          method: 'POST',
          path: '/api/user/updatePassword',
          form: {
            oldPassword: encodePassword(input.oldPassword),
            newPassword: encodePassword(input.newPassword),
            confirmPassword: encodePassword(input.confirmPassword),
          },
          schema: z.object({ revokedSessions: z.number().int(), token: z.string().optional() }),
        })
      ).data
    },
    /** `POST /api/user/updateFundPwd` (form): sets the withdrawal password, or changes it with the old one. */
    async updateFundPassword(input: {
      oldFundPwd?: string
      fundPwd: string
      confirmFundPwd?: string
    }): Promise<void> {
      await http.request({
        method: 'POST',
        path: '/api/user/updateFundPwd',
        form: input,
        schema: z.literal(true),
      })
    },
    /** `POST /api/user/modifyUserInfo` (form): changes the details given (empty ones stay); answers them all. */
    async modifyUserInfo(
      changes: Partial<Record<UserInfoField, string>> & { avatarId?: number },
    ): Promise<PersonalInfo & { avatarId: number }> {
      return (
        await http.request({
          method: 'POST',
          path: '/api/user/modifyUserInfo',
          form: changes,
          schema: personalInfoSchema.extend({ avatarId: z.number().int() }),
        })
      ).data
    },
    /** The personal details, read from `GET /api/user/info`. */
    async personalInfo(signal?: AbortSignal): Promise<PersonalInfo> {
      return (
        await http.request({
          path: '/api/user/info',
          schema: z.object({ userDetail: personalInfoSchema }),
          signal,
        })
      ).data.userDetail
    },
    /** `GET /api/pushMessage/queryAll`: the inbox, newest first. */
    messages(query: { page: number; rows: number }, signal?: AbortSignal): Promise<Paged<PushMessage>> {
      return paged(http, '/api/pushMessage/queryAll', query, pushMessageSchema, signal)
    },
    /** `GET /api/pushMessage/modifyReadStatus?id=`: marks a message read; answers the unread count left. */
    async markMessageRead(id: number): Promise<number> {
      return (
        await http.request({ path: '/api/pushMessage/modifyReadStatus', query: { id }, schema: unreadSchema })
      ).data.unReadCount
    },
    /** `GET /api/pushMessage/remove?id=`: deletes a message; answers the unread count left. */
    async removeMessage(id: number): Promise<number> {
      return (await http.request({ path: '/api/pushMessage/remove', query: { id }, schema: unreadSchema }))
        .data.unReadCount
    },
    /** `GET /api/v2/user/chat-theme-color`: the member's chat colour and the 8 options. */
    async chatThemeColor(signal?: AbortSignal): Promise<ChatTheme> {
      return (await http.request({ path: '/api/v2/user/chat-theme-color', schema: chatThemeSchema, signal }))
        .data
    },
    /** `POST /api/v2/user/update/chat-theme-color` (form `color`): one of the options' colours. */
    async updateChatThemeColor(color: string): Promise<string> {
      return (
        await http.request({
          method: 'POST',
          path: '/api/v2/user/update/chat-theme-color',
          form: { color },
          schema: z.object({ color: z.string() }),
        })
      ).data.color
    },
  }
}
