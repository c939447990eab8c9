import { formatWalletBalance } from '@liuhe/domain'
import { Button, RefreshButton } from '@liuhe/ui'
import { FlashToast } from '#app/components/shell/FlashToast.tsx'
import { useBalanceRefresh } from '#app/hooks/useBalanceRefresh.ts'
import * as styles from './profile.css.ts'

/** The wallet: balance (money + liveMoney) with a refresh, and the recharge and withdraw entries. */
export function WalletCard({ balance }: { balance: number }) {
  const wallet = useBalanceRefresh(balance)
  return (
    <section className={styles.card} aria-labelledby="wallet-title">
      <div className={styles.walletRow}>
        <div>
          <h2 id="wallet-title" className={styles.cardTitle}>
            账户余额
          </h2>
          <p className={styles.balance}>
            <span aria-live="polite">{formatWalletBalance(wallet.balance)}</span>
            <span className={styles.unit}>元</span>
          </p>
        </div>
        <RefreshButton onRefresh={wallet.refresh} />
      </div>
      <div className={styles.walletActions}>
        <Button href="/recharge" size="sm" icon="wallet">
          充值
        </Button>
        <Button href="/withdraw-money" size="sm" variant="secondary">
          提现
        </Button>
      </div>
      <FlashToast message={wallet.message} />
    </section>
  )
}
