/*
 * DECISIONS (time-based settlement: points the rules leave open, and the choice made)
 * - 总和 of the five digits: 23–45 大, 0–22 小; 单/双 by parity.
 * - 龙虎和 compares the first and fifth ball; on 和 the 龙 and 虎 bets lose (they are priced at 2.2, which
 *   only holds if a tie loses) and the 和 bet wins.
 * - 1–5球 两面: 5–9 大, 0–4 小.
 * - 前中后三: 0 and 9 count as consecutive (890, 901 are 顺子); a run is exactly one of 豹子, 顺子, 对子,
 *   半顺 (two consecutive digits, not a 顺子 or 对子) and 杂六.
 * - 斗牛 reads the five digits as a 牛 hand; 牛大 is 牛6–牛牛, 牛小 牛1–牛5, 牛单/牛双 by the 牛 number
 *   (牛牛 counts as 10, so 双); 无牛 loses every size and parity bet.
 */
import { isValidResult } from '../lottery/kinds'
import { niuLabel, niuOf } from './niu'
import { keyedOdds, wonIf } from './outcomes'
import { ticketCell, ticketPosition } from './tickets'
import type { ThreeKind, TimeBasedPlay } from './timeBasedPlays'
import type { Draw, FrozenOdds, JudgedTicket, Ticket } from './types'

function readDigits(draw: Draw): readonly number[] {
  if (!isValidResult('timeBased', draw.numbers))
    throw new RangeError(`not five digits: ${draw.numbers.join(',')}`)
  return draw.numbers
}

const adjacent = (a: number, b: number) => (a - b + 10) % 10 === 1 || (b - a + 10) % 10 === 1

/** The kind of a run of three digits: 豹子, 顺子, 对子, 半顺 or 杂六. */
export function threeKindOf(run: readonly number[]): ThreeKind {
  const [a, b, c] = run as [number, number, number]
  if (a === b && b === c) return '豹子'
  if (a === b || b === c || a === c) return '对子'
  const links = [adjacent(a, b), adjacent(b, c), adjacent(a, c)].filter(Boolean).length
  if (links === 2) return '顺子'
  return links === 1 ? '半顺' : '杂六'
}

function bullfightHolds(option: string, rank: number): boolean {
  switch (option) {
    case '牛大':
      return rank >= 6
    case '牛小':
      return rank >= 1 && rank <= 5
    case '牛单':
      return rank % 2 === 1
    case '牛双':
      return rank > 0 && rank % 2 === 0
    default:
      return niuLabel(rank) === option
  }
}

/** Reads a time-based draw once and returns the judge of one 注 of `play` against it. */
export function timeBasedJudge(
  play: TimeBasedPlay,
  draw: Draw,
): (ticket: Ticket, odds: FrozenOdds, stakeFen: number) => JudgedTicket {
  const digits = readDigits(draw)
  const total = digits.reduce((sum, d) => sum + d, 0)
  return (ticket, odds, stakeFen) => {
    switch (play.rule) {
      case 'totalSides': {
        const cell = ticketCell(ticket)
        const holds = {
          总和大: total >= 23,
          总和小: total <= 22,
          总和单: total % 2 === 1,
          总和双: total % 2 === 0,
        }
        return wonIf(holds[cell as keyof typeof holds] === true, stakeFen, keyedOdds(odds, cell))
      }
      case 'dragonTigerTie': {
        const cell = ticketCell(ticket)
        const first = digits[0]!
        const fifth = digits[4]!
        const result = first > fifth ? '龙' : first < fifth ? '虎' : '和'
        return wonIf(result === cell, stakeFen, keyedOdds(odds, cell))
      }
      case 'ballSides': {
        const { position, cell } = ticketPosition(ticket)
        const d = digits[position - 1]!
        const holds = { 大: d >= 5, 小: d <= 4, 单: d % 2 === 1, 双: d % 2 === 0 }
        return wonIf(holds[cell as keyof typeof holds] === true, stakeFen, keyedOdds(odds, cell))
      }
      case 'ballNumber': {
        const { position, cell } = ticketPosition(ticket)
        return wonIf(digits[position - 1] === Number(cell), stakeFen, keyedOdds(odds, cell))
      }
      case 'threes': {
        const { position, cell } = ticketPosition(ticket)
        const run = digits.slice(position - 1, position + 2)
        return wonIf(threeKindOf(run) === cell, stakeFen, keyedOdds(odds, cell))
      }
      case 'bullfight': {
        const cell = ticketCell(ticket)
        return wonIf(bullfightHolds(cell, niuOf(digits)), stakeFen, keyedOdds(odds, cell))
      }
    }
  }
}
