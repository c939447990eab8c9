import { fenToYuan } from './fen'

const currencyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  signDisplay: 'negative',
})
const walletFormat = new Intl.NumberFormat('zh-CN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
  signDisplay: 'negative',
})

/** Reads an amount that may arrive as a number, numeric text, null or undefined; anything unreadable is 0. */
export function toAmount(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value.trim() || Number.NaN) : (value ?? Number.NaN)
  return Number.isFinite(n) ? n : 0
}

/**
 * en-US currency formatting of an amount, two decimals with thousands separators: '$1,234.50'; with
 * `symbol: false` the currency symbol is stripped: '1,234.50' (a negative amount keeps its sign: '-1,234.50'; one that rounds to zero shows no minus sign).
 */
export function formatMoney(
  value: number | string | null | undefined,
  options: { symbol?: boolean } = {},
): string {
  const text = currencyFormat.format(toAmount(value))
  return options.symbol === false ? text.replace('$', '') : text
}

/** Wallet balance in the Chinese locale with 2 to 3 decimals: 1234.5 → '1,234.50', 0.1234 → '0.123'. */
export function formatWalletBalance(value: number | string | null | undefined): string {
  return walletFormat.format(toAmount(value))
}

/** fen as {@link formatMoney} writes 元 without a symbol, grouped with two decimals: 123450 → '1,234.50'. */
export function formatFenGrouped(fen: number): string {
  return formatMoney(fenToYuan(fen), { symbol: false })
}

/** fen as {@link formatWalletBalance} writes a wallet's 元: 123450 → '1,234.50'. */
export function formatWalletFen(fen: number): string {
  return formatWalletBalance(fenToYuan(fen))
}

/** The wallet fields of a signed-in user's extInfo that make up the balance. */
export interface WalletAmounts {
  money?: number | string | null
  liveMoney?: number | string | null
}

/**
 * The balance the product displays: money plus liveMoney, rounded to 3 decimals so that binary fractions
 * do not show (0.1 + 0.2 → 0.3). Missing amounts count as 0.
 */
export function displayedBalance(wallet: WalletAmounts | null | undefined): number {
  const sum = toAmount(wallet?.money) + toAmount(wallet?.liveMoney)
  return Math.round(sum * 1000) / 1000
}
