import { Button, NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { OrderSummary } from '#app/components/wallet/OrderSummary.tsx'
import * as styles from '#app/components/wallet/wallet.css.ts'
import { memberRoute } from '#app/routeAccess.ts'
import { requireViewer } from '#app/server/auth/viewer.server.ts'
import { loadOrder } from '#app/server/wallet/recharge.server.ts'

export const access = memberRoute({ action: 'recharge' })

export const meta: MetaFunction = () => [{ title: '充值失败' }]

/** A recharge that did not go through: the order (`?orderNo=`) when known, and a way to try again. */
export async function loader({ request }: LoaderFunctionArgs) {
  const orderNo = new URL(request.url).searchParams.get('orderNo')
  const headers = { 'Cache-Control': 'private, no-store' }
  if (!orderNo) {
    await requireViewer(request)
    return data({ order: null }, { headers })
  }
  const { order } = await loadOrder(request, orderNo)
  return data({ order }, { headers })
}

export default function RechargeFailed() {
  const { order } = useLoaderData<typeof loader>()
  return (
    <>
      <NavBar title="充值结果" backHref="/recharge" />
      <main className={styles.page}>
        <section className={`${styles.card} ${styles.status}`}>
          <h2 className={styles.statusTitle}>充值失败</h2>
          <p className={styles.note}>
            {order ? `订单${order.statusText}，本次充值未到账。` : '本次充值未完成。'}
            如已付款，请联系在线客服。
          </p>
        </section>
        {order ? (
          <section className={styles.card} aria-labelledby="order-title">
            <h2 id="order-title" className={styles.cardTitle}>
              订单信息
            </h2>
            <OrderSummary order={order} />
          </section>
        ) : null}
        <div className={styles.actions}>
          <Button href="/recharge" size="lg" fullWidth>
            重新充值
          </Button>
          <Button href="/services" variant="secondary" fullWidth>
            联系客服
          </Button>
        </div>
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="充值失败" />
}
