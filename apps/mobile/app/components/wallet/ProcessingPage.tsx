import { formatWalletBalance } from '@liuhe/domain'
import { Button, NavBar } from '@liuhe/ui'
import { useRevalidator } from '@remix-run/react'
import { useEffect } from 'react'
import type { OrderView } from '#app/server/wallet/recharge.server.ts'
import { CancelOrder } from './CancelOrder.tsx'
import { OrderSummary } from './OrderSummary.tsx'
import * as styles from './wallet.css.ts'

/** How often the page asks again while the order is not credited. */
const POLL_MS = 3000
/** How long it keeps asking (the draw polling's 5 minutes). */
const POLL_LIMIT_MS = 300_000

/** An order's status, asked again until it is credited (both address forms of the processing page). */
export function ProcessingPage({ order }: { order: OrderView }) {
  const credited = order.status === 'credited'
  const revalidator = useRevalidator()
  useEffect(() => {
    if (credited) return
    const started = Date.now()
    const timer = window.setInterval(() => {
      if (Date.now() - started > POLL_LIMIT_MS) window.clearInterval(timer)
      else if (revalidator.state === 'idle') revalidator.revalidate()
    }, POLL_MS)
    return () => window.clearInterval(timer)
  }, [credited, revalidator])
  return (
    <>
      <NavBar title="充值状态" backHref="/recharge" />
      <main className={styles.page}>
        <section className={`${styles.card} ${styles.status}`} aria-live="polite">
          <h2 className={styles.statusTitle}>{credited ? '充值成功' : '等待到账'}</h2>
          <span className={styles.statusBadge} data-status={order.status}>
            {order.statusText}
          </span>
          <span className={styles.amount}>¥{formatWalletBalance(order.amount)}</span>
          <p className={styles.note}>
            {credited
              ? `已于 ${order.creditedAt ?? ''} 到账，可前往资金明细查看。`
              : order.status === 'paid'
                ? '您的转账正在核实中，核实后自动到账，请耐心等待。'
                : '正在等待支付结果，支付完成后将自动到账。'}
          </p>
        </section>
        <section className={styles.card} aria-labelledby="order-title">
          <h2 id="order-title" className={styles.cardTitle}>
            订单信息
          </h2>
          <OrderSummary order={order} />
          <div className={styles.actions}>
            {credited ? (
              <>
                <Button href="/" size="lg" fullWidth>
                  返回首页
                </Button>
                <Button href="/recharge" variant="secondary" fullWidth>
                  继续充值
                </Button>
              </>
            ) : (
              <>
                {/* Before scripts run, the member asks again by hand. */}
                <Button href={order.processingHref} variant="secondary" fullWidth>
                  刷新状态
                </Button>
                {order.status === 'pending' ? <CancelOrder orderNo={order.orderNo} /> : null}
              </>
            )}
          </div>
        </section>
      </main>
    </>
  )
}
