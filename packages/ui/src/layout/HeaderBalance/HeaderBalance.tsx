import { fenToYuan, walletTexts } from '@liuhe/domain'
import { useEffect, useId, useRef, useState } from 'react'
import { Icon } from '../../primitives/Icon'
import { RefreshButton } from '../../primitives/RefreshButton'
import * as styles from './HeaderBalance.css'

/** The wallets behind the header's total, fen (the domain's `walletBreakdown`). */
export interface HeaderBalanceBreakdown {
  /** The lottery wallet (彩票余额): what bets, red packets and withdrawals spend. */
  lotteryFen: number
  /** The third-party games' wallet (第三方游戏余额). */
  thirdPartyFen: number
}

/** The texts of the header's balance. */
export const headerBalanceTexts = {
  /** Name of the breakdown's panel. */
  breakdown: '余额明细',
  /** What the total's button does, after the amount in its name. */
  open: '查看余额明细',
} as const

/** Props of {@link HeaderBalance}. */
export interface HeaderBalanceProps {
  /** The signed-in user's balance in yuan (all wallets together). */
  balance: number
  /** The wallets it adds up: with it, the total is a button that shows them below the header. */
  breakdown?: HeaderBalanceBreakdown
  /** Called when the refresh is pressed. */
  onRefresh?: () => void
  /** How long the refresh icon spins after a press, in ms; defaults to 500. */
  spinMs?: number
}

const money = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * A signed-in user's balance with its refresh, for the `account` slot of `AppHeader`. Given the breakdown,
 * the total is a disclosure button: pressing it (or Enter / Space) shows 彩票余额 and 第三方游戏余额 under
 * the header; Escape, a second press or a press outside closes it.
 */
export function HeaderBalance({ balance, breakdown, onRefresh, spinMs }: HeaderBalanceProps) {
  const amount = money.format(balance)
  return (
    <>
      {breakdown ? (
        <BalanceDisclosure amount={amount} breakdown={breakdown} />
      ) : (
        <span className={styles.balance}>
          {walletTexts.total}
          <span className={styles.amount}>{amount}</span>
        </span>
      )}
      <RefreshButton onRefresh={() => onRefresh?.()} spinMs={spinMs} />
    </>
  )
}

function BalanceDisclosure({ amount, breakdown }: { amount: string; breakdown: HeaderBalanceBreakdown }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLSpanElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  // While open, a press anywhere outside closes the panel, and Escape closes it with focus back on the total.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])
  return (
    <span ref={root} className={styles.disclosure}>
      <button
        ref={button}
        type="button"
        className={`${styles.balance} ${styles.trigger}`}
        aria-label={`${walletTexts.total} ${amount}，${headerBalanceTexts.open}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {walletTexts.total}
        <span className={styles.amount}>{amount}</span>
        <Icon name="chevronDown" size="sm" className={styles.chevron} />
      </button>
      {open ? (
        // biome-ignore lint/a11y/useSemanticElements: a named group of figures, not form controls (no fieldset)
        <div id={panelId} role="group" aria-label={headerBalanceTexts.breakdown} className={styles.panel}>
          <dl className={styles.list}>
            <div className={styles.row}>
              <dt>{walletTexts.lottery}</dt>
              <dd className={styles.figure}>{money.format(fenToYuan(breakdown.lotteryFen))}</dd>
            </div>
            <div className={styles.row}>
              <dt>{walletTexts.thirdParty}</dt>
              <dd className={styles.figure}>{money.format(fenToYuan(breakdown.thirdPartyFen))}</dd>
            </div>
          </dl>
        </div>
      ) : null}
    </span>
  )
}
