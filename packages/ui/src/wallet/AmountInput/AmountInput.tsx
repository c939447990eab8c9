import { useId } from 'react'
import { visuallyHidden } from '../../primitives/shared.css'
import * as styles from './AmountInput.css'

/** Props of {@link AmountInput}. */
export interface AmountInputProps {
  /** Visible label, e.g. 充值金额. */
  label: string
  /** Form field name the amount is posted under. */
  name: string
  /** The amount as typed, in 元 (text, so that "100." stays while typing). */
  value: string
  /** Called with the cleaned text on every change or quick pick. */
  onValueChange: (value: string) => void
  /** Amounts in 元 offered as one-tap picks under the field. */
  quickAmounts?: readonly number[]
  /**
   * Only the quick amounts may be chosen (a channel with fixed amounts): they become radio buttons posted
   * under `name`, and there is no text field.
   */
  fixed?: boolean
  /** Decimals the amount may have: 0 for whole 元, 2 for 元 and fen. Defaults to 2. */
  decimals?: 0 | 2
  /** Smallest amount, 元: shown in the hint with `max`. */
  min?: number
  /** Largest amount, 元. */
  max?: number
  /** Placeholder of the text field; defaults to 请输入金额. */
  placeholder?: string
  /** The refusal to show under the field (it marks the field invalid). */
  error?: string | null
  disabled?: boolean
}

/** Keeps what may be an amount: digits and, with `decimals` 2, one dot followed by at most two digits. */
export function cleanAmountText(text: string, decimals: 0 | 2 = 2): string {
  const digitsAndDots = text.replace(/[^\d.]/g, '')
  if (decimals === 0) return digitsAndDots.replace(/\./g, '').replace(/^0+(?=\d)/, '')
  const [whole = '', ...rest] = digitsAndDots.split('.')
  const cleanWhole = whole.replace(/^0+(?=\d)/, '')
  if (rest.length === 0) return cleanWhole
  return `${cleanWhole || '0'}.${rest.join('').slice(0, 2)}`
}

/** The 单笔限额 hint of an amount field. */
export function amountLimitHint(min?: number, max?: number): string | undefined {
  if (min === undefined || max === undefined) return undefined
  return `单笔限额 ${min} - ${max} 元`
}

/**
 * An amount field in 元 with quick picks: a text field with a ¥ prefix and one-tap amounts, or (`fixed`)
 * a choice among set amounts only. The field posts with its form, so it works before scripts run; quick
 * picks of the free field need scripts.
 */
export function AmountInput({
  label,
  name,
  value,
  onValueChange,
  quickAmounts = [],
  fixed = false,
  decimals = 2,
  min,
  max,
  placeholder = '请输入金额',
  error,
  disabled = false,
}: AmountInputProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const hint = fixed ? undefined : amountLimitHint(min, max)
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined

  if (fixed) {
    return (
      <fieldset className={styles.root} aria-describedby={describedBy} disabled={disabled}>
        <legend className={styles.label}>{label}</legend>
        <div className={styles.picks}>
          {quickAmounts.map((amount) => (
            <label key={amount} className={styles.pick} data-selected={value === String(amount) || undefined}>
              <input
                className={styles.radio}
                type="radio"
                name={name}
                value={String(amount)}
                checked={value === String(amount)}
                onChange={() => onValueChange(String(amount))}
              />
              {amount}元
            </label>
          ))}
        </div>
        {error ? (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </fieldset>
    )
  }

  return (
    <div className={styles.root}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div
        className={styles.field}
        data-invalid={error ? true : undefined}
        data-disabled={disabled || undefined}
      >
        <span className={styles.currency} aria-hidden="true">
          ¥
        </span>
        <input
          id={id}
          className={styles.input}
          name={name}
          type="text"
          inputMode={decimals === 0 ? 'numeric' : 'decimal'}
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(cleanAmountText(event.target.value, decimals))}
        />
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {quickAmounts.length > 0 ? (
        <fieldset className={styles.quick} disabled={disabled}>
          <legend className={visuallyHidden}>快捷金额</legend>
          {quickAmounts.map((amount) => (
            <button
              key={amount}
              type="button"
              className={styles.pick}
              disabled={disabled}
              aria-pressed={value === String(amount)}
              data-selected={value === String(amount) || undefined}
              onClick={() => onValueChange(String(amount))}
            >
              {amount}元
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  )
}
