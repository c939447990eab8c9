import { z } from 'zod'
import type { LedgerType } from '../money/ledger'

/** The kinds of recharge channel: a bank transfer, USDT, an e-wallet, or a direct online charge. */
export const rechargeKinds = ['bank', 'usdt', 'eWallet', 'directCharging'] as const
/** One kind of recharge channel. */
export type RechargeKind = (typeof rechargeKinds)[number]

/** What the recharge pages call each kind. */
export const rechargeKindNames: Readonly<Record<RechargeKind, string>> = {
  bank: '银行转账',
  usdt: 'USDT充值',
  eWallet: '电子钱包',
  directCharging: '在线充值',
}

/**
 * The amount rules a channel's `configType` selects:
 * - `2`: a fixed amount, one of the channel's `amounts` (e-wallet QR codes are made for set amounts);
 * - `10`: any whole 元 from `minAmount` to `maxAmount`;
 * - `20`: any amount with up to two decimals from `minAmount` to `maxAmount` (bank transfers, where odd fen
 *   tell two transfers of the same size apart).
 */
export const amountConfigTypes = [2, 10, 20] as const
/** A channel's amount rule. */
export type AmountConfigType = (typeof amountConfigTypes)[number]

/** A recharge channel as the platform configures and serves it; amounts in 元. */
export interface RechargeChannel {
  /** Stable id, chosen by the operator (`alipay`, `bank-icbc`). */
  id: string
  kind: RechargeKind
  name: string
  configType: AmountConfigType
  minAmount: number
  maxAmount: number
  /** The amounts to choose from (`configType` 2), or quick picks shown with the amount field. */
  amounts: readonly number[]
  /** Listing order, lowest first. */
  sort: number
}

/** zod schema of a configured channel. */
export const rechargeChannelSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
  kind: z.enum(rechargeKinds),
  name: z.string().min(1),
  configType: z.union([z.literal(2), z.literal(10), z.literal(20)]),
  minAmount: z.number().positive(),
  maxAmount: z.number().positive(),
  amounts: z.array(z.number().positive()),
  sort: z.number().int(),
})

/** The channels one VIP level may use (`rech_level`); a level without an entry may use every channel. */
export interface RechargeLevel {
  vipLevel: number
  channelIds: readonly string[]
}

/** The channels a member of `vipLevel` sees, in listing order. */
export function channelsForLevel<C extends RechargeChannel>(
  channels: readonly C[],
  levels: readonly RechargeLevel[],
  vipLevel: number,
): C[] {
  const level = levels.find((l) => l.vipLevel === vipLevel)
  const visible = level ? channels.filter((c) => level.channelIds.includes(c.id)) : [...channels]
  return visible.sort((a, b) => a.sort - b.sort)
}

/** The texts of a refused recharge amount. */
export const rechargeMessages = {
  amountRequired: '请输入充值金额',
  chooseAmount: '请选择充值金额',
  wholeAmount: '充值金额必须为整数',
  range: (min: number, max: number) => `单笔充值金额须在${min}至${max}元之间`,
} as const

/** Recharge amounts as the form sends them: 元 with at most two decimals. */
export const rechargeAmountPattern = /^\d{1,9}(\.\d{1,2})?$/

/** Why an amount (元) is refused by a channel's amount rule, or `undefined` when it is accepted. */
export function rechargeAmountError(channel: RechargeChannel, amount: number): string | undefined {
  if (!(amount > 0)) return rechargeMessages.amountRequired
  if (channel.configType === 2) {
    return channel.amounts.includes(amount) ? undefined : rechargeMessages.chooseAmount
  }
  if (channel.configType === 10 && !Number.isInteger(amount)) return rechargeMessages.wholeAmount
  if (amount < channel.minAmount || amount > channel.maxAmount) {
    return rechargeMessages.range(channel.minAmount, channel.maxAmount)
  }
  return undefined
}

/**
 * A recharge order's life: `pending` until paid; `paid` once the member says a bank transfer went out (the
 * operator then checks the account); `credited` once the amount is on the balance. A pending order becomes
 * `cancelled` when the member or the provider cancels it, `expired` when its time runs out.
 */
export const rechargeStatuses = ['pending', 'paid', 'credited', 'cancelled', 'expired'] as const
/** A recharge order's status. */
export type RechargeStatus = (typeof rechargeStatuses)[number]

/** What the history pages show for each status. */
export const rechargeStatusTexts: Readonly<Record<RechargeStatus, string>> = {
  pending: '待支付',
  paid: '待确认',
  credited: '已到账',
  cancelled: '已取消',
  expired: '已过期',
}

/** The status an order has at `nowMs`: a pending order past its expiry reads as expired. */
export function rechargeStatusAt(
  order: { status: RechargeStatus; expiresAt: number },
  nowMs: number,
): RechargeStatus {
  return order.status === 'pending' && order.expiresAt <= nowMs ? 'expired' : order.status
}

/**
 * Whether a confirmed payment still credits an order. Money the provider or the bank reports as received is
 * credited whatever happened to the order meanwhile (it expired, or the member cancelled it and paid
 * anyway); only an order credited already is never credited again.
 */
export function isCreditable(status: RechargeStatus): boolean {
  return status !== 'credited'
}

/** Whether the member may still cancel an order: only while it waits for payment. */
export function isCancellableRecharge(status: RechargeStatus): boolean {
  return status === 'pending'
}

/** The ledger type of a credited recharge: a bank transfer, or a payment made online. */
export function rechargeLedgerType(kind: RechargeKind): Extract<LedgerType, 'recharge' | 'onlinePay'> {
  return kind === 'bank' ? 'recharge' : 'onlinePay'
}

/** USDT to send for an amount in 元 at `rate` 元 per USDT, rounded up to the cent of a USDT. */
export function usdtAmountOf(amount: number, rate: number): number {
  return Math.ceil(Math.round((amount / rate) * 1e6) / 1e4) / 100
}
