import { Button, NavBar } from '@liuhe/ui'
import type { OrderView } from '#app/server/wallet/recharge.server.ts'
import { CancelOrder } from './CancelOrder.tsx'
import { OrderSummary } from './OrderSummary.tsx'
import * as styles from './wallet.css.ts'

/**
 * An online order waiting for payment: the provider's payment page (its QR code too, to pay from another
 * phone), then the order's status page.
 */
export function PayOrderPage({ title, order, qr }: { title: string; order: OrderView; qr?: string | null }) {
  return (
    <>
      <NavBar title={title} backHref="/recharge" />
      <main className={styles.page}>
        <section className={styles.card} aria-labelledby="order-title">
          <h2 id="order-title" className={styles.cardTitle}>
            订单信息
          </h2>
          <OrderSummary order={order} />
        </section>
        <section className={styles.card} aria-labelledby="pay-title">
          <h2 id="pay-title" className={styles.cardTitle}>
            {order.kindName}
          </h2>
          {qr ? <img className={styles.qr} src={qr} alt="支付页面二维码" width={200} height={200} /> : null}
          <p className={styles.note}>
            点击「前往支付」在支付页面完成付款{qr ? '，或用手机扫描二维码支付' : ''}
            。支付完成后返回本页查看充值结果。
          </p>
          <PayOrderActions order={order} />
        </section>
      </main>
    </>
  )
}

/** The actions of an order waiting for payment: pay, say it is paid (its status page), or cancel it. */
export function PayOrderActions({ order }: { order: OrderView }) {
  return (
    <div className={styles.actions}>
      {order.payUrl ? (
        <Button href={order.payUrl} size="lg" fullWidth>
          前往支付
        </Button>
      ) : null}
      <Button href={order.processingHref} variant="secondary" fullWidth>
        我已完成支付
      </Button>
      <CancelOrder orderNo={order.orderNo} />
    </div>
  )
}
