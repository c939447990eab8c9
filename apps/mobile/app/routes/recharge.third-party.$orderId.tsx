import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { PayOrderPage } from '#app/components/wallet/PayOrderPage.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { orderAction } from '#app/server/wallet/orderAction.server.ts'
import { thirdPartyPage } from '#app/server/wallet/orderPages.server.ts'
import { loadOrder } from '#app/server/wallet/recharge.server.ts'

export const access = memberRoute({ action: 'recharge', themes: ['theme1', 'theme3', 'theme4'] })

export const meta: MetaFunction = () => [{ title: '第三方支付' }]

/** A direct-charging order: the payment provider's page (theme2 uses `/recharge/third-party?orderNo=`). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return thirdPartyPage(await loadOrder(request, params.orderId), request)
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
