import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { ProcessingPage } from '#app/components/wallet/ProcessingPage.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { orderAction } from '#app/server/wallet/orderAction.server.ts'
import { processingPage } from '#app/server/wallet/orderPages.server.ts'
import { loadIdLessOrder } from '#app/server/wallet/recharge.server.ts'

export const access = memberRoute({ action: 'recharge', themes: ['theme2'] })

export const meta: MetaFunction = () => [{ title: '充值处理中' }]

/**
 * An order's status, asked again until it is credited; a cancelled or expired order goes to /recharge/failed;
 * theme2 only: the order number comes in `?orderNo=` (404 in the other themes).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return processingPage(await loadIdLessOrder(request), request)
}

export function action({ request }: ActionFunctionArgs) {
  return orderAction(request)
}

export default function RechargeProcessingByQuery() {
  const { order } = useLoaderData<typeof loader>()
  return <ProcessingPage order={order} />
}

export function ErrorBoundary() {
  return <RouteErrorPage title="充值状态加载失败" />
}
