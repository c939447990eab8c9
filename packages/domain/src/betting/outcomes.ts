import { winPayoutFen } from './odds'
import type { FrozenOdds, JudgedTicket } from './types'

/** A 注 that lost: it pays nothing. */
export const LOST: JudgedTicket = { outcome: 'lose', payoutFen: 0 }

/** A 注 that won: floor(stake × odds factors), in fen. */
export function won(stakeFen: number, factors: number | readonly number[]): JudgedTicket {
  return { outcome: 'win', payoutFen: winPayoutFen(stakeFen, factors) }
}

/** A 注 that was pushed (和局): exactly its stake comes back. */
export function pushed(stakeFen: number): JudgedTicket {
  return { outcome: 'push', payoutFen: stakeFen }
}

/** A 注 that wins when `hit`, loses otherwise. */
export function wonIf(hit: boolean, stakeFen: number, factors: number | readonly number[]): JudgedTicket {
  return hit ? won(stakeFen, factors) : LOST
}

/** The frozen odds of `key` (a cell, an outcome or a pick count); one figure applies to every key. */
export function keyedOdds(odds: FrozenOdds, key: string): number {
  if (typeof odds === 'number') return odds
  const oddsMilli = odds[key]
  if (oddsMilli === undefined) throw new RangeError(`no frozen odds for ${key}`)
  return oddsMilli
}

/** The lowest frozen odds among the cells of a 注 (连肖 and 连尾 pay the lowest of their cells). */
export function lowestOdds(odds: FrozenOdds, keys: readonly string[]): number {
  return Math.min(...keys.map((key) => keyedOdds(odds, key)))
}
