import type { RechargeOrder } from '@liuhe/api'
import type { ThemeName } from '@liuhe/domain'
import { data } from '@remix-run/node'
import { z } from 'zod'
import { requireViewer } from '#app/server/auth/viewer.server.ts'
import { env } from '#app/server/platform/env.server.ts'
import { platformFor, platformUrl } from '#app/server/platform/platform.server.ts'
import { invariantResponse, platformFailure } from '#app/server/request/errors.server.ts'

/** An order number as the recharge pages carry it in their address (the platform's `orderNoField`). */
export const orderNoSchema = z.string().regex(/^[A-Z0-9]{6,40}$/)

/** What the pages show of an order: the platform's answer with the payment page as the browser reaches it. */
export function orderView(order: RechargeOrder) {
  return {
    orderNo: order.orderNo,
    channelName: order.channelName,
    kind: order.kind,
    kindName: order.kindName,
    amount: order.amount,
    status: order.status,
    statusText: order.statusText,
    createdAt: order.createdAt,
    expiresAt: order.expiresAt,
    creditedAt: order.creditedAt,
    payUrl: order.payUrl ? platformUrl(order.payUrl) : null,
    /** The order's status page in this build's theme. */
    processingHref: processingPath(order.orderNo),
    bank: order.bank,
    usdt: order.usdt,
  }
}
/** An order as a recharge page shows it. */
export type OrderView = ReturnType<typeof orderView>

/**
 * The signed-in member's order named in the address (`params.orderId` or `?orderNo=`): 404 for a malformed
 * or unknown number, the platform's refusal otherwise.
 */
export async function loadOrder(request: Request, orderNo: string | null | undefined) {
  const state = await requireViewer(request)
  const parsed = orderNoSchema.safeParse(orderNo)
  invariantResponse(parsed.success, '订单不存在')
  try {
    const order = await platformFor(request, state.token).wallet.rechargeOrder(parsed.data, request.signal)
    return { state, order: orderView(order) }
  } catch (error) {
    platformFailure(error, { notFound: '订单不存在' })
  }
}

/** A refused form's answer: what was typed comes back with the message. */
export function refused<V>(values: V, message: string, status = 400) {
  return data({ ok: false as const, values, message, stamp: Date.now() }, { status })
}

/**
 * theme2's third-party and processing recharge routes carry no order id (docs/product.md, Wallet): the order
 * number travels in `?orderNo=` there, in the path in every other theme.
 */
export const idLessOrderTheme = (theme: ThemeName): boolean => theme === 'theme2'

/** The status page of an order in a theme (the build's by default). */
export function processingPath(orderNo: string, theme: ThemeName = env.THEME): string {
  const id = encodeURIComponent(orderNo)
  return idLessOrderTheme(theme) ? `/recharge/processing?orderNo=${id}` : `/recharge/processing/${id}`
}

/**
 * Where the member pays an order of each kind, and where a finished order is shown, in a theme (the
 * build's by default).
 */
export function orderPagePath(
  order: Pick<RechargeOrder, 'orderNo' | 'kind' | 'status'>,
  theme: ThemeName = env.THEME,
): string {
  const id = encodeURIComponent(order.orderNo)
  if (order.status === 'cancelled' || order.status === 'expired') return `/recharge/failed?orderNo=${id}`
  if (order.status !== 'pending') return processingPath(order.orderNo, theme)
  switch (order.kind) {
    case 'bank':
      return `/recharge/bank?orderNo=${id}`
    case 'usdt':
      return `/recharge/qr-virtual/${id}`
    case 'eWallet':
      return `/recharge/online/${id}`
    case 'directCharging':
      return idLessOrderTheme(theme) ? `/recharge/third-party?orderNo=${id}` : `/recharge/third-party/${id}`
  }
}

/**
 * The order of an id-less page (theme2's `/recharge/third-party` and `/recharge/processing`, `?orderNo=`);
 * 404 in the other themes, whose pages carry the id in the path.
 */
export function loadIdLessOrder(request: Request) {
  if (!idLessOrderTheme(env.THEME)) throw data(null, { status: 404 })
  return loadOrder(request, new URL(request.url).searchParams.get('orderNo'))
}
