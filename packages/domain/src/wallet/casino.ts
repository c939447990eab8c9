/**
 * Third-party (casino) games. The embedded platform stands in for the providers with a demo round of every
 * game, so the casino report (真人/电子 注单) has real rows: a round stakes a whole number of 元 and pays by
 * one of the outcomes below, drawn uniformly from a random number.
 */

/** One outcome of a demo round: its weight in 100, and what it pays per staked fen (thousandths). */
export interface CasinoOutcome {
  weight: number
  /** Payout multiplier in thousandths, stake included: 0 loses, 1000 returns the stake, 1950 wins 0.95×. */
  payoutMilli: number
  label: string
}

/**
 * The demo round's outcomes. Their expected return is 0.9695 of the stake (a house edge of about 3 %):
 * 0.08 × 1 + 0.31 × 1.95 + 0.06 × 3 + 0.01 × 10.5.
 */
export const casinoOutcomes: readonly CasinoOutcome[] = [
  { weight: 54, payoutMilli: 0, label: '未中奖' },
  { weight: 8, payoutMilli: 1000, label: '和局' },
  { weight: 31, payoutMilli: 1950, label: '中奖' },
  { weight: 6, payoutMilli: 3000, label: '中奖' },
  { weight: 1, payoutMilli: 10_500, label: '大奖' },
]

/** The stakes a demo round offers, 元. */
export const CASINO_STAKES_YUAN = [10, 50, 100, 500] as const

/** What a demo round of `stakeFen` pays for a uniform random number in [0, 1): the outcome and fen paid. */
export function casinoRound(stakeFen: number, random: number): { outcome: CasinoOutcome; payoutFen: number } {
  if (!Number.isSafeInteger(stakeFen) || stakeFen <= 0)
    throw new RangeError(`not a stake in fen: ${stakeFen}`)
  const total = casinoOutcomes.reduce((sum, o) => sum + o.weight, 0)
  let point = Math.min(Math.max(random, 0), 0.999_999_999) * total
  for (const outcome of casinoOutcomes) {
    if (point < outcome.weight)
      return { outcome, payoutFen: Math.floor((stakeFen * outcome.payoutMilli) / 1000) }
    point -= outcome.weight
  }
  const last = casinoOutcomes.at(-1)!
  return { outcome: last, payoutFen: Math.floor((stakeFen * last.payoutMilli) / 1000) }
}

/** A member's casino figures of one game over a date range, fen. */
export interface CasinoTotals {
  betCount: number
  stakeFen: number
  /** The stake that counts toward turnover: a round that pushed (stake returned) counts nothing. */
  validFen: number
  payoutFen: number
}

/** The valid bet of one round: its stake, unless the round returned exactly the stake (和局). */
export function casinoValidFen(stakeFen: number, payoutFen: number): number {
  return payoutFen === stakeFen ? 0 : stakeFen
}

/** 输赢 of casino totals from the member's side, fen: payouts less stakes (negative when the member lost). */
export function casinoWinOrLoseFen(totals: Pick<CasinoTotals, 'stakeFen' | 'payoutFen'>): number {
  return totals.payoutFen - totals.stakeFen
}
