/*
 * DECISIONS (lucky niu niu settlement: points the rules leave open, and the choice made)
 * - Bets go on 闲一…闲五 only; 庄 (positions 1–5) is the hand every player hand is compared with.
 * - A car numbered 10 counts 0 in the 牛 sum.
 * - Equal hands up to 牛6 (无牛 included) go to the banker. Equal hands from 牛7 compare the first card as
 *   the drawn car number, 10 the highest, which is how the settlement code of the big credit sites reads it.
 * - 翻倍 holds 5 × the stake when the bet is placed (the largest multiplier). A win returns the hold plus
 *   stake × the player's multiplier × (odds − 1); a loss returns the hold minus stake × the banker's
 *   multiplier. Multipliers: 牛牛 ×5, 牛9 ×3, 牛7/牛8 ×2, otherwise ×1.
 * - There is no push: the first cards of two hands are always different cars.
 */
import { isValidResult } from '../lottery/kinds'
import { type LuckyNiuNiuPlay, niuNiuPlayers } from './luckyNiuNiuPlays'
import { NIU_NIU, niuOf } from './niu'
import { ODDS_SCALE } from './odds'
import { keyedOdds, LOST, won } from './outcomes'
import { ticketCell } from './tickets'
import type { Draw, FrozenOdds, JudgedTicket, Ticket } from './types'

/** The largest 翻倍 multiplier, which is also how many stakes a 翻倍 bet holds when placed. */
export const DOUBLED_HOLD_MULTIPLE = 5

/** 翻倍 multiplier of a hand: 牛牛 ×5, 牛9 ×3, 牛7 and 牛8 ×2, every other hand ×1. */
export function doubledMultiplier(rank: number): number {
  if (rank === NIU_NIU) return 5
  if (rank === 9) return 3
  return rank >= 7 ? 2 : 1
}

/** The banker's and the five players' cards (car numbers) of a racing draw: 庄 1–5, 闲一 2–6 … 闲五 6–10. */
export function niuNiuHands(draw: Draw): {
  banker: readonly number[]
  players: readonly (readonly number[])[]
} {
  if (!isValidResult('racing', draw.numbers))
    throw new RangeError(`not a racing result: ${draw.numbers.join(',')}`)
  const cars = draw.numbers
  return { banker: cars.slice(0, 5), players: [1, 2, 3, 4, 5].map((start) => cars.slice(start, start + 5)) }
}

/** The 牛 rank of five cars, a car numbered 10 counting 0. */
export function niuRankOfCars(cars: readonly number[]): number {
  return niuOf(cars.map((car) => car % 10))
}

/** True when a player hand beats the banker: higher rank; on a tie from 牛7 up, the higher first card. */
export function playerBeatsBanker(player: readonly number[], banker: readonly number[]): boolean {
  const playerRank = niuRankOfCars(player)
  const bankerRank = niuRankOfCars(banker)
  if (playerRank !== bankerRank) return playerRank > bankerRank
  return playerRank >= 7 && player[0]! > banker[0]!
}

/** Reads a lucky niu niu draw once and returns the judge of one 注 of `play` against it. */
export function luckyNiuNiuJudge(
  play: LuckyNiuNiuPlay,
  draw: Draw,
): (ticket: Ticket, odds: FrozenOdds, stakeFen: number) => JudgedTicket {
  const { banker, players } = niuNiuHands(draw)
  return (ticket, odds, stakeFen) => {
    const cell = ticketCell(ticket)
    const hand = players[niuNiuPlayers.indexOf(cell as (typeof niuNiuPlayers)[number])]
    if (!hand) throw new RangeError(`unknown player hand: ${cell}`)
    const oddsMilli = keyedOdds(odds, cell)
    const playerWins = playerBeatsBanker(hand, banker)
    if (play.rule === 'flat') return playerWins ? won(stakeFen, oddsMilli) : LOST
    const hold = stakeFen * DOUBLED_HOLD_MULTIPLE
    if (!playerWins) {
      return { outcome: 'lose', payoutFen: hold - stakeFen * doubledMultiplier(niuRankOfCars(banker)) }
    }
    return { outcome: 'win', payoutFen: doubledWinFen(stakeFen, oddsMilli, niuRankOfCars(hand)) }
  }
}

/**
 * What a winning 翻倍 注 pays back, in fen: the hold of 5 stakes plus stake × the winning hand's multiplier
 * × (odds − 1), rounded down to the fen.
 */
export function doubledWinFen(stakeFen: number, oddsMilli: number, handRank: number): number {
  if (oddsMilli < ODDS_SCALE) throw new RangeError(`翻倍 odds below even money: ${oddsMilli}`)
  const multiplier = doubledMultiplier(handRank)
  const profit = (BigInt(stakeFen * multiplier) * BigInt(oddsMilli - ODDS_SCALE)) / BigInt(ODDS_SCALE)
  return stakeFen * DOUBLED_HOLD_MULTIPLE + Number(profit)
}
