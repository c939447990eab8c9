import { formatWalletBalance } from '@liuhe/domain'
import type { OrderView } from '#app/server/wallet/recharge.server.ts'
import * as styles from './wallet.css.ts'

/** An order's number, channel, amount and time limit. */
export function OrderSummary({ order }: { order: OrderView }) {
  return (
    <dl className={styles.details}>
      <dt className={styles.term}>订单号</dt>
      <dd className={styles.value}>{order.orderNo}</dd>
      <dt className={styles.term}>充值方式</dt>
      <dd className={styles.value}>{order.channelName}</dd>
      <dt className={styles.term}>充值金额</dt>
      <dd className={`${styles.value} ${styles.amount}`}>¥{formatWalletBalance(order.amount)}</dd>
      <dt className={styles.term}>订单状态</dt>
      <dd className={styles.value}>{order.statusText}</dd>
      {order.status === 'pending' ? (
        <>
          <dt className={styles.term}>有效期至</dt>
          <dd className={styles.value}>{order.expiresAt}</dd>
        </>
      ) : null}
    </dl>
  )
}
