import { walletTexts } from '@liuhe/domain'
import { formatFenAsYuan } from '../../betting/format'
import * as styles from './LedgerRow.css'

/** The texts of a ledger row. */
export const ledgerRowTexts = {
  /** Label of the balance after a row of the lottery wallet (the domain's `walletTexts`). */
  balance: walletTexts.lottery,
  /** Label of the balance after a row of the third-party games' wallet. */
  liveBalance: walletTexts.thirdParty,
  /** Unit after money. */
  yuan: '元',
  /** Label of the reference (order number). */
  ref: '单号',
  /** Badge of a row of the third-party game wallet. */
  liveWallet: '游戏钱包',
} as const

/** Props of {@link LedgerRow}. */
export interface LedgerRowProps {
  /** The type's label from the domain (`ledgerTypeLabel`), e.g. 投注, 派奖, 洗码返水. */
  typeLabel: string
  /** The change in fen: positive credits, negative debits. */
  amountFen: number
  /** The balance after the change of the wallet it moved (彩票余额 or 第三方游戏余额), fen. */
  balanceFen: number
  /** When it happened, already formatted, e.g. 2026-11-22 21:30:15. */
  time: string
  /** The order or bet it belongs to; left out when empty. */
  reference?: string
  /** The wallet it moved; `live` shows the 游戏钱包 badge. */
  wallet?: 'main' | 'live'
  /** A line about the row from the app, e.g. a withdrawal's deduction and what reached the card. */
  note?: string
}

/** The signed amount text: +12.50 for a credit, -12.50 for a debit. */
export function signedYuan(fen: number): string {
  return `${fen > 0 ? '+' : fen < 0 ? '-' : ''}${formatFenAsYuan(Math.abs(fen))}`
}

/**
 * One bill of the 资金明细 list: type, signed amount (credits red, as Chinese money apps mark income;
 * debits plain), the balance of its wallet after it, the time and the order it belongs to.
 */
export function LedgerRow({
  typeLabel,
  amountFen,
  balanceFen,
  time,
  reference,
  wallet = 'main',
  note,
}: LedgerRowProps) {
  const direction = amountFen > 0 ? 'in' : amountFen < 0 ? 'out' : 'none'
  return (
    <div className={note ? `${styles.row} ${styles.rowWithNote}` : styles.row}>
      <p className={styles.head}>
        <span className={styles.type}>{typeLabel}</span>
        {wallet === 'live' ? <span className={styles.badge}>{ledgerRowTexts.liveWallet}</span> : null}
      </p>
      <p className={styles.amount} data-direction={direction}>
        {signedYuan(amountFen)}
        <span className={styles.unit}> {ledgerRowTexts.yuan}</span>
      </p>
      <p className={styles.time}>{time}</p>
      <p className={styles.balance}>
        {wallet === 'live' ? ledgerRowTexts.liveBalance : ledgerRowTexts.balance}{' '}
        {formatFenAsYuan(balanceFen)}
      </p>
      {reference ? (
        <p className={styles.reference}>
          {ledgerRowTexts.ref} {reference}
        </p>
      ) : null}
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  )
}
