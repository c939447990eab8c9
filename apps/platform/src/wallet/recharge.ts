import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  channelsForLevel,
  fenToYuan,
  formatChinaTime,
  formatFen,
  inboxMessages,
  isCancellableRecharge,
  isCreditable,
  type RechargeChannel,
  rechargeAmountError,
  rechargeKindNames,
  rechargeLedgerType,
  rechargeStatusTexts,
  TRIAL_BLOCKED_MESSAGE,
  usdtAmountOf,
  yuanToFen,
} from '@liuhe/domain'
import { z } from 'zod'
import { ConflictError, InvalidInputError, NotFoundError, RefusedError } from '../errors'
import { refuseChangedRequest, requestHash } from '../http/requestHash'
import { parseInput } from '../http/validate'
import { newOrderNo } from '../orderNo'
import { assertMayDeposit } from '../responsible/guard'
import type { Stores } from '../store'
import { configKeys } from '../store/config'
import type { RechargeOrderRow } from '../store/recharge'
import type { CurrentUser } from '../store/user'
import { rechargeConfigOf, walletRulesOf } from './config'

/** Trial accounts play with play money: they may not recharge or withdraw. */
export function refuseTrial(user: CurrentUser): void {
  if (user.type === 'TEST') throw new RefusedError('UC/TEST_ACCOUNT', TRIAL_BLOCKED_MESSAGE)
}

/** Where the simulated provider's payment page of an order is, under the platform's origin. */
export const payPagePath = (orderNo: string) => `/pay/${encodeURIComponent(orderNo)}`

/**
 * The signature binding a payment page link to its order and expiry: HMAC-SHA256 with the payment secret
 * (`ensurePaymentSecret` in ./config.ts), hex. The `pay-page` prefix keeps it apart from notification
 * signatures (JSON bodies) made with the same key.
 */
export function payPageSignature(secret: string, orderNo: string, exp: number): string {
  return createHmac('sha256', secret).update(`pay-page\n${orderNo}\n${exp}`, 'utf8').digest('hex')
}

/**
 * The payment page link of an order as its member is given it: `/pay/{orderNo}?exp=…&sig=…`, valid until
 * the order expires. Only the member who made the order sees it (the order calls answer their own orders).
 */
export function signedPayPageUrl(
  secret: string,
  order: Pick<RechargeOrderRow, 'orderNo' | 'expiresAt'>,
): string {
  const exp = order.expiresAt
  return `${payPagePath(order.orderNo)}?exp=${exp}&sig=${payPageSignature(secret, order.orderNo, exp)}`
}

/**
 * Checks a payment page link's `exp` and `sig` for an order: `'ok'`, `'expired'` (well signed, past its
 * expiry) or `'invalid'` (missing, malformed or not ours). The signature is compared in constant time.
 */
export function checkPayPageLink(
  secret: string,
  orderNo: string,
  link: { exp: string | undefined; sig: string | undefined },
  nowMs: number,
): 'ok' | 'expired' | 'invalid' {
  if (!link.exp || !/^\d{1,15}$/.test(link.exp) || !link.sig || !/^[0-9a-f]{64}$/.test(link.sig))
    return 'invalid'
  const exp = Number(link.exp)
  const expected = Buffer.from(payPageSignature(secret, orderNo, exp), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(link.sig, 'hex'))) return 'invalid'
  return nowMs < exp ? 'ok' : 'expired'
}

/** The channels a member may use now. */
export async function channelsOf(stores: Stores, user: CurrentUser): Promise<RechargeChannel[]> {
  const config = await rechargeConfigOf(stores)
  const { vipLevel } = await stores.users.findUserProfile(user.userId)
  return channelsForLevel(config.channels, config.rech_level, vipLevel)
}

/** A recharge order as the API answers it: amounts in 元, times in China time, how to pay. */
export async function rechargeOrderView(stores: Stores, order: RechargeOrderRow) {
  const config = await rechargeConfigOf(stores)
  const channel = config.channels.find((c) => c.id === order.channelId)
  const amount = fenToYuan(order.amountFen)
  const time = (ms: number | null) => (ms === null ? null : formatChinaTime(ms))
  return {
    orderNo: order.orderNo,
    channelId: order.channelId,
    channelName: channel?.name ?? order.channelId,
    kind: order.kind,
    kindName: rechargeKindNames[order.kind],
    amount,
    status: order.status,
    statusText: rechargeStatusTexts[order.status],
    createdAt: formatChinaTime(order.createdAt),
    expiresAt: formatChinaTime(order.expiresAt),
    paidAt: time(order.paidAt),
    creditedAt: time(order.creditedAt),
    // Online kinds are paid on the provider's page, a bank transfer into our account.
    payUrl:
      order.kind !== 'bank' && order.status === 'pending'
        ? signedPayPageUrl(await stores.config.requireConfig<string>(configKeys.paymentSecret), order)
        : null,
    bank: order.kind === 'bank' ? config.bankAccount : null,
    usdt:
      order.kind === 'usdt' ? { ...config.usdt, usdtAmount: usdtAmountOf(amount, config.usdt.rate) } : null,
  }
}

/** The answer of an order call. */
export type RechargeOrderView = Awaited<ReturnType<typeof rechargeOrderView>>

/** What a create-order form carries. */
export interface RechargeRequest {
  channelId: string
  /** 元, at most two decimals. */
  amount: number
  idempotencyKey?: string | undefined
}

/**
 * Creates a recharge order, in one transaction: a repeated idempotency key answers the order it created
 * (422 when the key comes with another channel or amount, `refuseChangedRequest`);
 * otherwise the channel must be one the member's VIP level may use, the amount must follow its rule, and the
 * member may not have too many orders waiting for payment. Nothing moves on the balance until the payment
 * is confirmed.
 */
export async function createRechargeOrder(
  stores: Stores,
  user: CurrentUser,
  request: RechargeRequest,
  nowMs: number,
): Promise<RechargeOrderView> {
  refuseTrial(user)
  const hash = requestHash({ channelId: request.channelId, amountFen: yuanToFen(request.amount) })
  return stores.transaction(async (tx) => {
    // The member's orders made one at a time: the key and the orders waiting are checked, then written.
    await tx.wallet.lockBalances(user.userId)
    if (request.idempotencyKey) {
      const repeated = await tx.recharge.findOrderByKey(user.userId, request.idempotencyKey)
      if (repeated) {
        refuseChangedRequest(repeated.requestHash, hash)
        return rechargeOrderView(tx, repeated)
      }
    }
    const config = await rechargeConfigOf(tx)
    const channel = (await channelsOf(tx, user)).find((c) => c.id === request.channelId)
    if (!channel) throw new RefusedError('RECHARGE/CHANNEL_UNAVAILABLE', '该充值通道不可用')
    const problem = rechargeAmountError(channel, request.amount)
    if (problem) throw new RefusedError('RECHARGE/AMOUNT_INVALID', problem)
    await assertMayDeposit(tx, user.userId, yuanToFen(request.amount), nowMs)
    await tx.recharge.expireDue(nowMs)
    if ((await tx.recharge.pendingCount(user.userId)) >= config.maxPendingOrders) {
      throw new RefusedError('RECHARGE/TOO_MANY_PENDING', '未完成的充值订单过多，请先完成或取消')
    }
    const orderNo = newOrderNo('R', nowMs)
    await tx.recharge.insertOrder({
      orderNo,
      userId: user.userId,
      channelId: channel.id,
      kind: channel.kind,
      amountFen: yuanToFen(request.amount),
      idemKey: request.idempotencyKey ?? null,
      requestHash: request.idempotencyKey ? hash : null,
      createdAt: nowMs,
      expiresAt: nowMs + config.orderExpiryMinutes * 60_000,
    })
    return rechargeOrderView(tx, (await tx.recharge.findOrder(orderNo))!)
  })
}

/** One of the member's orders as it stands now (an order past its expiry reads expired). */
export async function rechargeOrderOf(stores: Stores, user: CurrentUser, orderNo: string, nowMs: number) {
  await stores.recharge.expireDue(nowMs)
  const order = await stores.recharge.findOrder(orderNo)
  if (!order || order.userId !== user.userId) throw new NotFoundError('订单不存在')
  return order
}

/** The member says a bank-transfer order has been transferred: it waits for the operator's check. */
export async function markTransferred(
  stores: Stores,
  user: CurrentUser,
  input: { orderNo: string; payerName: string },
  nowMs: number,
): Promise<RechargeOrderView> {
  return stores.transaction(async (tx) => {
    const order = await rechargeOrderOf(tx, user, input.orderNo, nowMs)
    if (order.kind !== 'bank' || !(await tx.recharge.markPaid(order.orderNo, input.payerName, nowMs))) {
      throw new RefusedError('RECHARGE/STATUS', '订单状态已变更，请刷新页面')
    }
    return rechargeOrderView(tx, (await tx.recharge.findOrder(order.orderNo))!)
  })
}

/** The member cancels an order still waiting for payment. */
export async function cancelRechargeOrder(
  stores: Stores,
  user: CurrentUser,
  orderNo: string,
  nowMs: number,
): Promise<RechargeOrderView> {
  return stores.transaction(async (tx) => {
    const order = await rechargeOrderOf(tx, user, orderNo, nowMs)
    if (!isCancellableRecharge(order.status) || !(await tx.recharge.markCancelled(orderNo, nowMs))) {
      throw new RefusedError('RECHARGE/STATUS', '订单状态已变更，请刷新页面')
    }
    return rechargeOrderView(tx, (await tx.recharge.findOrder(orderNo))!)
  })
}

/**
 * Credits a paid order once, in the caller's transaction: the order is marked credited (only one caller
 * can), the amount goes onto the balance with its `recharge` or `onlinePay` ledger row, the member's total
 * recharge grows, the turnover the recharge asks for is recorded, and the member is told. False when the
 * order was credited already (nothing changes).
 */
export async function creditRecharge(
  stores: Stores,
  order: RechargeOrderRow,
  providerRef: string,
  nowMs: number,
): Promise<boolean> {
  if (
    !isCreditable(order.status) ||
    !(await stores.recharge.markCredited(order.orderNo, providerRef, nowMs))
  ) {
    return false
  }
  const type = rechargeLedgerType(order.kind)
  await stores.wallet.post({
    userId: order.userId,
    type,
    amountFen: order.amountFen,
    ref: order.orderNo,
    at: nowMs,
  })
  await stores.account.addRecharge(order.userId, order.amountFen)
  await stores.withdrawals.addRequirement({
    userId: order.userId,
    type,
    ref: order.orderNo,
    amountFen: order.amountFen,
    multiple: (await walletRulesOf(stores)).rechargeMultiple,
    at: nowMs,
  })
  await stores.messages.pushOnce(
    order.userId,
    `recharge:${order.orderNo}`,
    inboxMessages.rechargeCredited(order),
    nowMs,
  )
  return true
}

/** The operator confirms a bank transfer arrived (a test hook stands in for the back office). */
export async function approveBankRecharge(
  stores: Stores,
  orderNo: string,
  nowMs: number,
): Promise<RechargeOrderView> {
  return stores.transaction(async (tx) => {
    const order = await tx.recharge.findOrder(orderNo)
    if (!order) throw new NotFoundError('订单不存在')
    if (order.kind !== 'bank') throw new ConflictError('RECHARGE/STATUS', '在线支付订单由支付通知入账')
    if (!(await creditRecharge(tx, order, '', nowMs)))
      throw new ConflictError('RECHARGE/STATUS', '订单已入账')
    return rechargeOrderView(tx, (await tx.recharge.findOrder(orderNo))!)
  })
}

/** The header carrying a notification's signature: HMAC-SHA256 of the raw body, hex. */
export const SIGNATURE_HEADER = 'x-pay-signature'

/** Signs a notification body with the payment secret. */
export function signNotification(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex')
}

/** A payment notification, as the provider sends it (JSON, signed as sent). */
export const paymentNotificationSchema = z.object({
  orderNo: z.string().min(1).max(64),
  /** 元 with two decimals, as text: the amount paid. */
  amount: z.string().regex(/^\d{1,9}\.\d{2}$/),
  status: z.enum(['paid', 'cancelled']),
  providerRef: z.string().max(64).default(''),
  /** Unique per notification: a second notification with the same nonce is a replay. */
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  /** When the provider sent it, epoch ms. */
  timestamp: z.number().int(),
})
/** A payment notification. */
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>

/** A signed body as a notification; a body that is not one answers 400 naming the bad field. */
function readNotification(body: string): PaymentNotification {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    throw new InvalidInputError('body')
  }
  return parseInput(paymentNotificationSchema, json)
}

const refusedNotification = (code: string, message: string) => new RefusedError(`PAY/${code}`, message)

/**
 * Applies a payment notification. The signature is checked over the raw body before anything is read; a
 * notification older (or newer) than the allowed age, or whose nonce was seen before, is refused; then, in
 * one transaction with the nonce, `paid` credits the order once (an expired or cancelled order too: the money
 * was received) and `cancelled` cancels it while it waits for payment. A credited order answers as credited
 * and changes nothing. Every refusal writes nothing.
 */
export async function receiveNotification(
  stores: Stores,
  input: { body: string; signature: string | undefined; secret: string },
  nowMs: number,
): Promise<{ orderNo: string; status: RechargeOrderRow['status'] }> {
  const expected = Buffer.from(signNotification(input.secret, input.body), 'hex')
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(input.signature ?? '') ? input.signature! : '', 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw refusedNotification('SIGNATURE', '签名错误')
  }
  const notification = readNotification(input.body)
  const maxAgeMs = (await walletRulesOf(stores)).notificationMaxAgeMinutes * 60_000
  if (Math.abs(nowMs - notification.timestamp) > maxAgeMs) throw refusedNotification('STALE', '通知已过期')
  return stores.transaction(async (tx) => {
    if (!(await tx.recharge.useNonce(notification.nonce, notification.orderNo, nowMs))) {
      throw refusedNotification('REPLAY', '重复的通知')
    }
    await tx.recharge.expireDue(nowMs)
    const order = await tx.recharge.findOrder(notification.orderNo)
    if (!order) throw new NotFoundError('订单不存在')
    if (notification.amount !== formatFen(order.amountFen)) {
      throw refusedNotification('AMOUNT', '支付金额与订单不符')
    }
    if (notification.status === 'paid') await creditRecharge(tx, order, notification.providerRef, nowMs)
    else if (isCancellableRecharge(order.status)) await tx.recharge.markCancelled(order.orderNo, nowMs)
    return { orderNo: order.orderNo, status: (await tx.recharge.findOrder(order.orderNo))!.status }
  })
}
