import { formatFenGrouped, oddsDisplay } from '@liuhe/domain'

/** An amount in fen as 元 text in the product's money format: 123450 → '1,234.50'. */
export function formatFenAsYuan(fen: number): string {
  return formatFenGrouped(fen)
}

/**
 * Odds in thousandths as every screen shows them (the domain's `oddsDisplay`: at most five figures); several
 * prices (中二 / 中三) are joined with '/': 1965 → '1.965', 10733333 → '10733'.
 */
export function formatOdds(oddsMilli: number | readonly number[]): string {
  return typeof oddsMilli === 'number' ? oddsDisplay(oddsMilli) : oddsMilli.map(oddsDisplay).join('/')
}
