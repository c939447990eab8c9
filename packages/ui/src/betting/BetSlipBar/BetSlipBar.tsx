import type { PotentialWin } from '@liuhe/domain'
import { type FormEvent, type MouseEvent, useId, useRef, useState } from 'react'
import { Button } from '../../primitives/Button/Button'
import { ChipPicker } from '../ChipPicker/ChipPicker'
import { formatFenAsYuan } from '../format'
import * as styles from './BetSlipBar.css'

/** The texts of the bar, exactly as the betting page writes them. */
export const betSlipTexts = {
  /** Count of picked 注. */
  count: (count: number) => `已选中 ${count} 注`,
  /** What the bet will take from the balance. */
  total: '共',
  /** What the bet pays back when it wins (stake included). */
  win: '可赢',
  /** The same when the picks or outcomes pay differently: the most it pays. */
  highestWin: '最高可赢',
  /** Unit after money. */
  yuan: '元',
  /** Placeholder of the empty amount field. */
  amountPlaceholder: '请输入金额',
  /** Accessible name of the amount field. */
  amountLabel: '投注金额',
  /** Shown on 下注 with no amount. */
  emptyAmount: '请输入投注金额',
  /** Clears the picks and the amount. */
  reset: '重置',
  /** Places the bet. */
  submit: '下注',
  /** Picks at random. */
  random: '机选',
} as const

/** Longest amount, in digits, the field takes (under a billion 元 keeps every fen figure exact). */
const MAX_AMOUNT_DIGITS = 9

/** Props of {@link BetSlipBar}. */
export interface BetSlipBarProps {
  /** How many 注 are picked. */
  count: number
  /** Stake per 注 in whole 元; `undefined` while the field is empty. */
  amount: number | undefined
  /** Called with the typed or chip-added amount in whole 元, or `undefined` when the field is emptied. */
  onAmountChange: (amount: number | undefined) => void
  /** Called on 下注 once an amount is entered; the caller checks the picks and opens the confirmation. */
  onSubmit: () => void
  /** Called on 重置; the caller clears the picks and the amount. */
  onReset: () => void
  /** Called on 机选 (random pick); the button shows only when this is given. */
  onRandom?: () => void
  /** Nothing in the bar can be used, e.g. while betting is closed. */
  disabled?: boolean
  /** The bet is being placed: 下注 shows a spinner and ignores presses. */
  submitting?: boolean
  /** Chip values in 元; defaults to 10 / 100 / 1000 / 5000 / 10000 / 50000. */
  chipValues?: readonly number[]
  /** A message from the caller, shown and announced where 请输入投注金额 shows, e.g. 请选择号码. */
  message?: string
  /** What the picks at this amount will take from the balance, in fen (the domain's `betQuote`). */
  totalFen?: number
  /** What they pay back at most when they win (`betQuote`): 可赢, or 最高可赢 when `highest`. */
  win?: PotentialWin
  /**
   * The id of the page's form the bar belongs to (the grid's picks are in it too): the bar is then no form
   * of its own, 下注 submits that form, and before the page's script runs a plain post carries the amount.
   */
  formId?: string
  /** The form field name of the amount, for a plain post. */
  amountName?: string
}

/**
 * The sticky bottom bar of the betting page: the count of picked 注 (with the total it will take and 可赢 /
 * 最高可赢 once there is an amount), the chips (which add to the amount),
 * the amount field in whole 元 with a numeric keypad, and 重置 / 机选 / 下注. 下注 with no amount shows
 * 请输入投注金额 inline, announces it and moves focus to the field.
 */
export function BetSlipBar({
  count,
  amount,
  onAmountChange,
  onSubmit,
  onReset,
  onRandom,
  disabled = false,
  submitting = false,
  chipValues,
  message,
  formId,
  amountName,
  totalFen,
  win,
}: BetSlipBarProps) {
  const input = useRef<HTMLInputElement>(null)
  const messageId = useId()
  const [amountMissing, setAmountMissing] = useState(false)
  const shown = amountMissing ? betSlipTexts.emptyAmount : message
  const busy = disabled || submitting

  const changeAmount = (next: number | undefined) => {
    setAmountMissing(false)
    onAmountChange(next)
  }
  const submit = (event: FormEvent | MouseEvent) => {
    event.preventDefault()
    if (busy) return
    if (!amount) {
      setAmountMissing(true)
      input.current?.focus()
      return
    }
    onSubmit()
  }

  const Root = formId ? 'div' : 'form'
  const rootProps = formId ? {} : { noValidate: true, onSubmit: submit }
  return (
    <Root className={styles.bar} {...rootProps} data-disabled={disabled || undefined}>
      <div className={styles.summary}>
        <div className={styles.tally}>
          <p className={styles.count}>{betSlipTexts.count(count)}</p>
          {totalFen ? (
            <p className={styles.quote}>
              <span>
                {betSlipTexts.total} <b className={styles.figure}>{formatFenAsYuan(totalFen)}</b>{' '}
                {betSlipTexts.yuan}
              </span>
              {win ? (
                <span>
                  {win.highest ? betSlipTexts.highestWin : betSlipTexts.win}{' '}
                  <b className={styles.figure}>{formatFenAsYuan(win.fen)}</b> {betSlipTexts.yuan}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        {onRandom ? (
          <Button variant="secondary" size="sm" disabled={busy} onClick={onRandom}>
            {betSlipTexts.random}
          </Button>
        ) : null}
      </div>
      <ChipPicker amount={amount} onAmountChange={changeAmount} values={chipValues} disabled={busy} />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            setAmountMissing(false)
            onReset()
          }}
        >
          {betSlipTexts.reset}
        </Button>
        <label className={styles.field} data-invalid={amountMissing || undefined}>
          <input
            ref={input}
            className={styles.input}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            enterKeyHint="done"
            autoComplete="off"
            aria-label={betSlipTexts.amountLabel}
            placeholder={betSlipTexts.amountPlaceholder}
            aria-invalid={amountMissing || undefined}
            aria-describedby={shown ? messageId : undefined}
            disabled={disabled}
            form={formId}
            name={amountName}
            value={amount === undefined ? '' : String(amount)}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '').slice(0, MAX_AMOUNT_DIGITS)
              changeAmount(digits === '' ? undefined : Number(digits))
            }}
          />
          <span className={styles.unit} aria-hidden="true">
            元
          </span>
        </label>
        <Button
          type="submit"
          form={formId}
          disabled={disabled}
          loading={submitting}
          onClick={formId ? submit : undefined}
        >
          {betSlipTexts.submit}
        </Button>
      </div>
      <p id={messageId} className={styles.message} role="alert">
        {shown}
      </p>
    </Root>
  )
}
