import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { PayOrderPage } from '#app/components/wallet/PayOrderPage.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { orderAction } from '#app/server/wallet/orderAction.server.ts'
import { qrDataUrl } from '#app/server/wallet/qr.server.ts'
import { loadOrder, orderPagePath } from '#app/server/wallet/recharge.server.ts'

export const access = memberRoute({ action: 'recharge' })

export const meta: MetaFunction = () => [{ title: '在线支付' }]

/** An e-wallet order: its payment page, as a button and as a QR code to scan. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { order } = await loadOrder(request, params.orderId)
  const target = orderPagePath(order)
  if (!target.startsWith('/recharge/online/')) throw redirect(target)
  const qr = order.payUrl ? await qrDataUrl(order.payUrl) : null
  return data({ order, qr }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export function action({ request }: ActionFunctionArgs) {
  return orderAction(request)
}

export default function RechargeOnline() {
  const { order, qr } = useLoaderData<typeof loader>()
  return <PayOrderPage title="在线支付" order={order} qr={qr} />
}

export function ErrorBoundary() {
  return <RouteErrorPage title="在线支付加载失败" />
}
