import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { PayOrderPage } from '#app/components/wallet/PayOrderPage.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { orderAction } from '#app/server/wallet/orderAction.server.ts'
import { thirdPartyPage } from '#app/server/wallet/orderPages.server.ts'
import { loadIdLessOrder } from '#app/server/wallet/recharge.server.ts'

export const access = memberRoute({ action: 'recharge', themes: ['theme2'] })

export const meta: MetaFunction = () => [{ title: '第三方支付' }]

/** theme2's direct-charging page: the order number comes in `?orderNo=` (404 in the other themes). */
export async function loader({ request }: LoaderFunctionArgs) {
  return thirdPartyPage(await loadIdLessOrder(request), request)
}

export function action({ request }: ActionFunctionArgs) {
  return orderAction(request)
}

export default function RechargeThirdPartyByQuery() {
  const { order } = useLoaderData<typeof loader>()
  return <PayOrderPage title="第三方支付" order={order} />
}

export function ErrorBoundary() {
  return <RouteErrorPage title="第三方支付加载失败" />
}
