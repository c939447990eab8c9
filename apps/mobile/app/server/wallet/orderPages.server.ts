import { data, redirect } from '@remix-run/node'
import { type OrderView, orderPagePath, processingPath } from './recharge.server.ts'

const noStore = { headers: { 'Cache-Control': 'private, no-store' } }

/**
 * The third-party payment page of an order (`/recharge/third-party/{id}`, theme2's `?orderNo=`): an order
 * that belongs on another page (another kind, paid, closed, or the other address form) goes there.
 */
export function thirdPartyPage({ order }: { order: OrderView }, request: Request) {
  const target = orderPagePath(order)
  if (target !== requestedOrderPath(request)) throw redirect(target)
  return data({ order }, noStore)
}

/**
 * The status page of an order (`/recharge/processing/{id}`, theme2's `?orderNo=`): a cancelled or expired
 * order goes to /recharge/failed, the other address form to this theme's.
 */
export function processingPage({ order }: { order: OrderView }, request: Request) {
  const target = orderPagePath(order)
  if (target.startsWith('/recharge/failed')) throw redirect(target)
  const here = processingPath(order.orderNo)
  if (here !== requestedOrderPath(request)) throw redirect(here)
  return data({ order }, noStore)
}

/** The address a request asked for, as `orderPagePath` writes it (path and `?orderNo=` only). */
function requestedOrderPath(request: Request): string {
  const url = new URL(request.url)
  const orderNo = url.searchParams.get('orderNo')
  return orderNo === null ? url.pathname : `${url.pathname}?orderNo=${encodeURIComponent(orderNo)}`
}
