import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { orderAction } from '#app/components/wallet/orderAction.server.ts'
import { PayOrderPage } from '#app/components/wallet/PayOrderPage.tsx'
import { loadOrder, orderPagePath } from '#app/components/wallet/recharge.server.ts'

export const meta: MetaFunction = () => [{ title: '第三方支付' }]

/** A direct-charging order: the payment provider's page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { order } = await loadOrder(request, params.orderId)
  const target = orderPagePath(order)
  if (!target.startsWith('/recharge/third-party/')) throw redirect(target)
  return data({ order }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export function action({ request }: ActionFunctionArgs) {
  return orderAction(request)
}

export default function RechargeThirdParty() {
  const { order } = useLoaderData<typeof loader>()
  return <PayOrderPage title="第三方支付" order={order} />
}

export function ErrorBoundary() {
  return <RouteErrorPage title="第三方支付加载失败" />
}
