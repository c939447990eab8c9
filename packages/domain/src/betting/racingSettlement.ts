/*
 * DECISIONS (racing settlement: points the rules leave open, and the choice made)
 * - 冠亚和 大 is 12–19 and 小 3–11, so a sum of 11 is 小; there is no push on 冠亚和.
 * - 1–10名 大 is 6–10, 小 1–5.
 * - 龙虎 compares position i with position 11 − i (i = 1–5); positions never tie.
 */
import { isValidResult } from '../lottery/kinds'
import { keyedOdds, wonIf } from './outcomes'
import type { RacingPlay } from './racingPlays'
import { keyNumber, ticketCell, ticketPosition } from './tickets'
import type { Draw, FrozenOdds, JudgedTicket, Ticket } from './types'

function readRacing(draw: Draw): readonly number[] {
  if (!isValidResult('racing', draw.numbers))
    throw new RangeError(`not a racing result: ${draw.numbers.join(',')}`)
  return draw.numbers
}

function sideHolds(option: string, n: number, bigFrom: number): boolean {
  const holds: Record<string, boolean> = {
    大: n >= bigFrom,
    小: n < bigFrom,
    单: n % 2 === 1,
    双: n % 2 === 0,
  }
  return holds[option] === true
}

/** Reads a racing draw once and returns the judge of one 注 of `play` against it. */
export function racingJudge(
  play: RacingPlay,
  draw: Draw,
): (ticket: Ticket, odds: FrozenOdds, stakeFen: number) => JudgedTicket {
  const ranks = readRacing(draw)
  const championSum = ranks[0]! + ranks[1]!
  return (ticket, odds, stakeFen) => {
    switch (play.rule) {
      case 'sumSides': {
        const cell = ticketCell(ticket)
        return wonIf(sideHolds(cell.slice(2), championSum, 12), stakeFen, keyedOdds(odds, cell))
      }
      case 'sumValue': {
        const cell = ticketCell(ticket)
        return wonIf(keyNumber(cell) === championSum, stakeFen, keyedOdds(odds, cell))
      }
      case 'rankSides': {
        const { position, cell } = ticketPosition(ticket)
        return wonIf(sideHolds(cell, ranks[position - 1]!, 6), stakeFen, keyedOdds(odds, cell))
      }
      case 'rankNumber': {
        const { position, cell } = ticketPosition(ticket)
        return wonIf(ranks[position - 1] === keyNumber(cell), stakeFen, keyedOdds(odds, cell))
      }
      case 'dragonTiger': {
        const { position, cell } = ticketPosition(ticket)
        const dragon = ranks[position - 1]! > ranks[10 - position]!
        return wonIf(dragon === (cell === '龙'), stakeFen, keyedOdds(odds, cell))
      }
    }
  }
}
