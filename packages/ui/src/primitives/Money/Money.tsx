import * as styles from './Money.css'

/** Money formats: the wallet balance (zh-CN, 2–3 decimals) or currency amounts (en-US). */
export const moneyVariants = ['wallet', 'currency'] as const
/** A money format. */
export type MoneyVariant = (typeof moneyVariants)[number]

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** Which format; defaults to `currency`. */
  variant?: MoneyVariant
  /** For `currency`: show the currency symbol (some screens strip it). */
  withSymbol?: boolean
  /** For `currency` with a symbol: ISO currency code; defaults to CNY. */
  currency?: string
}

const walletFormat = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 3 })
const plainCurrencyFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** Formats an amount the way the product shows money. */
export function formatMoney(
  value: number,
  { variant = 'currency', withSymbol = true, currency = 'CNY' }: FormatMoneyOptions = {},
) {
  if (variant === 'wallet') return walletFormat.format(value)
  if (!withSymbol) return plainCurrencyFormat.format(value)
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(value)
}

/** Props of {@link Money}. */
export interface MoneyProps extends FormatMoneyOptions {
  /** The amount. */
  value: number
}

/** An amount of money, formatted by `variant`; negative amounts take the danger colour. */
export function Money({ value, ...options }: MoneyProps) {
  return (
    <span
      className={styles.money}
      data-variant={options.variant ?? 'currency'}
      data-negative={value < 0 || undefined}
    >
      {formatMoney(value, options)}
    </span>
  )
}
