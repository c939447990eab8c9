import { RefreshButton } from '../../primitives/RefreshButton'
import * as styles from './HeaderBalance.css'

/** Props of {@link HeaderBalance}. */
export interface HeaderBalanceProps {
  /** The signed-in user's balance in yuan. */
  balance: number
  /** Called when the refresh is pressed. */
  onRefresh?: () => void
  /** How long the refresh icon spins after a press, in ms; defaults to 500. */
  spinMs?: number
}

const money = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** A signed-in user's balance with its refresh, for the `account` slot of `AppHeader`. */
export function HeaderBalance({ balance, onRefresh, spinMs }: HeaderBalanceProps) {
  return (
    <>
      <span className={styles.balance}>
        余额
        <span className={styles.amount}>{money.format(balance)}</span>
      </span>
      <RefreshButton onRefresh={() => onRefresh?.()} spinMs={spinMs} />
    </>
  )
}
