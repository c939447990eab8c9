/*
 * DECISIONS (quick-three settlement: points the rules leave open, and the choice made)
 * - 三军 pays once however many dice show the face.
 * - 大小: 11–17 大, 4–10 小; any triple loses both.
 * - 点数 is the plain total, so a triple wins the 点数 of its total.
 * - 短牌 wins when at least two dice show the face, a triple included.
 */
import { isValidResult } from '../lottery/kinds'
import { keyedOdds, wonIf } from './outcomes'
import type { QuickThreePlay } from './quickThreePlays'
import { keyNumber, ticketCell } from './tickets'
import type { Draw, FrozenOdds, JudgedTicket, Ticket } from './types'

function readDice(draw: Draw): readonly number[] {
  if (!isValidResult('quickThree', draw.numbers))
    throw new RangeError(`not three dice: ${draw.numbers.join(',')}`)
  return draw.numbers
}

/** Reads a quick-three draw once and returns the judge of one 注 of `play` against it. */
export function quickThreeJudge(
  play: QuickThreePlay,
  draw: Draw,
): (ticket: Ticket, odds: FrozenOdds, stakeFen: number) => JudgedTicket {
  const dice = readDice(draw)
  const total = dice[0]! + dice[1]! + dice[2]!
  const isTriple = dice[0] === dice[1] && dice[1] === dice[2]
  const count = (face: number) => dice.filter((d) => d === face).length
  return (ticket, odds, stakeFen) => {
    const cell = ticketCell(ticket)
    const oddsMilli = keyedOdds(odds, cell)
    switch (play.rule) {
      case 'anyDie':
        return wonIf(count(keyNumber(cell)) > 0, stakeFen, oddsMilli)
      case 'bigSmall':
        return wonIf(!isTriple && total >= 11 === (cell === '大'), stakeFen, oddsMilli)
      case 'triple':
        return wonIf(isTriple && dice[0] === keyNumber(cell.slice(0, 1)), stakeFen, oddsMilli)
      case 'anyTriple':
        return wonIf(isTriple, stakeFen, oddsMilli)
      case 'sum':
        return wonIf(total === keyNumber(cell), stakeFen, oddsMilli)
      case 'pair':
        return wonIf(
          [...cell].every((face) => count(Number(face)) > 0),
          stakeFen,
          oddsMilli,
        )
      case 'double':
        return wonIf(count(keyNumber(cell.slice(0, 1))) >= 2, stakeFen, oddsMilli)
    }
  }
}
