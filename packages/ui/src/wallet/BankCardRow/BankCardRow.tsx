import type { ReactNode } from 'react'
import * as styles from './BankCardRow.css'

/** Props of {@link BankCardRow}. */
export interface BankCardRowProps {
  /** A bank card, or a USDT address. */
  kind: 'bank' | 'usdt'
  /** The bank (USDT for an address). */
  bankName: string
  /** The card holder; empty for an address. */
  accountName?: string
  /** The number as the platform answers it, already masked (`**** **** **** 2333`, `TQn9****bLSE`). */
  cardNo: string
  /**
   * Makes the row a choice (a radio posted under `name` with `value`), e.g. the card a withdrawal goes to.
   * Without it the row only shows the card.
   */
  choice?: { name: string; value: string; checked: boolean; onChange?: (value: string) => void }
  /** Content at the row's end, e.g. a 修改 link (shown only without `choice`). */
  action?: ReactNode
}

/** One saved bank card or USDT address: bank, holder and masked number; optionally a radio choice. */
export function BankCardRow({ kind, bankName, accountName, cardNo, choice, action }: BankCardRowProps) {
  const body = (
    <>
      <span className={styles.badge} data-kind={kind} aria-hidden="true">
        {kind === 'usdt' ? '₮' : bankName.slice(0, 1)}
      </span>
      <span className={styles.text}>
        <span className={styles.bank}>
          {bankName}
          {accountName ? <span className={styles.holder}>{accountName}</span> : null}
        </span>
        <span className={styles.number}>{cardNo}</span>
      </span>
    </>
  )
  if (choice) {
    return (
      <label className={styles.row} data-selected={choice.checked || undefined} data-choice="">
        <input
          className={styles.radio}
          type="radio"
          name={choice.name}
          value={choice.value}
          checked={choice.checked}
          onChange={() => choice.onChange?.(choice.value)}
        />
        {body}
      </label>
    )
  }
  return (
    <div className={styles.row}>
      {body}
      {action ? <span className={styles.action}>{action}</span> : null}
    </div>
  )
}
