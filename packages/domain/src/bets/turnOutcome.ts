import { formatFen, yuanToFen } from '../money/fen'

/** A member's bets on one drawn turn of one game, as the platform counts them (cancelled bets left out). */
export interface TurnBetsSummary {
  /** Bets placed on the turn. */
  bets: number
  /** Of them, not settled yet. */
  pending: number
  /** Settled and paid out (some 注 won). */
  won: number
  /** Settled as 和局: the stake came back. */
  tied: number
  /** What the settled bets paid back, 元. */
  payout: number
}

/** How a drawn turn ended for a member. */
export type TurnOutcome =
  | { kind: 'won'; payoutFen: number }
  | { kind: 'draw'; payoutFen: number }
  | { kind: 'lost' }

/**
 * A member's outcome of a drawn turn from their settled bets on it: 中奖 when any won (the payout is all the
 * turn paid back), 和局 when none won and some stakes came back, else 未中奖. Null when none is settled:
 * the member did not bet on the turn, or its settlement has not run.
 */
export function turnOutcomeOf(summary: TurnBetsSummary): TurnOutcome | null {
  if (summary.bets - summary.pending <= 0) return null
  const payoutFen = yuanToFen(summary.payout)
  if (summary.won > 0) return { kind: 'won', payoutFen }
  if (summary.tied > 0) return { kind: 'draw', payoutFen }
  return { kind: 'lost' }
}

/** The outcome as the betting page says it: 中奖 ¥490.00, 和局 退回 ¥10.00, 未中奖. */
export function turnOutcomeText(outcome: TurnOutcome): string {
  if (outcome.kind === 'won') return `中奖 ¥${formatFen(outcome.payoutFen)}`
  if (outcome.kind === 'draw') return `和局 退回 ¥${formatFen(outcome.payoutFen)}`
  return '未中奖'
}
