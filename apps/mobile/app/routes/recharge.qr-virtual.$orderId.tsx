import { NavBar } from '@liuhe/ui'
import type { ActionFunctionArgs } from '@remix-run/node'
import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { CopyButton } from '#app/components/wallet/CopyButton.tsx'
import { OrderSummary } from '#app/components/wallet/OrderSummary.tsx'
import { PayOrderActions } from '#app/components/wallet/PayOrderPage.tsx'
import * as styles from '#app/components/wallet/wallet.css.ts'
import { memberRoute } from '#app/routeAccess.ts'
import { orderAction } from '#app/server/wallet/orderAction.server.ts'
import { qrDataUrl } from '#app/server/wallet/qr.server.ts'
import { loadOrder, orderPagePath } from '#app/server/wallet/recharge.server.ts'

export const access = memberRoute({ action: 'recharge' })

export const meta: MetaFunction = () => [{ title: 'USDT充值' }]

/** A USDT order: the address as a QR code, the network and the USDT amount to send. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { order } = await loadOrder(request, params.orderId)
  const target = orderPagePath(order)
  if (!target.startsWith('/recharge/qr-virtual/') || !order.usdt) throw redirect(target)
  return data(
    { order, usdt: order.usdt, qr: await qrDataUrl(order.usdt.address) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export function action({ request }: ActionFunctionArgs) {
  return orderAction(request)
}

export default function RechargeUsdt() {
  const { order, usdt, qr } = useLoaderData<typeof loader>()
  const usdtAmount = usdt.usdtAmount.toFixed(2)
  return (
    <>
      <NavBar title="USDT充值" backHref="/recharge" />
      <main className={styles.page}>
        <section className={styles.card} aria-labelledby="usdt-title">
          <h2 id="usdt-title" className={styles.cardTitle}>
            扫码转账
          </h2>
          <img
            className={styles.qr}
            src={qr}
            alt={`USDT收款地址二维码：${usdt.address}`}
            width={200}
            height={200}
          />
          <dl className={styles.details}>
            <dt className={styles.term}>网络</dt>
            <dd className={`${styles.value} ${styles.copyRow}`}>
              <span>{usdt.network}</span>
              <CopyButton text={usdt.network} label="网络" />
            </dd>
            <dt className={styles.term}>收款地址</dt>
            <dd className={`${styles.value} ${styles.copyRow}`}>
              <span>{usdt.address}</span>
              <CopyButton text={usdt.address} label="收款地址" />
            </dd>
            <dt className={styles.term}>转账数量</dt>
            <dd className={`${styles.value} ${styles.copyRow}`}>
              <span className={styles.amount}>{usdtAmount} USDT</span>
              <CopyButton text={usdtAmount} label="转账数量" />
            </dd>
            <dt className={styles.term}>汇率</dt>
            <dd className={styles.value}>1 USDT = {usdt.rate} 元</dd>
          </dl>
          <p className={styles.note}>
            请仅通过 {usdt.network} 网络转账，转错网络将无法到账。到账后系统自动为您上分。
          </p>
        </section>
        <section className={styles.card} aria-labelledby="order-title">
          <h2 id="order-title" className={styles.cardTitle}>
            订单信息
          </h2>
          <OrderSummary order={order} />
          <PayOrderActions order={order} />
        </section>
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="USDT充值加载失败" />
}
