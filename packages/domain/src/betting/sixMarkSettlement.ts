/*
 * DECISIONS (six-mark points the decided settlement rules leave open)
 * - A 2-leg 过关 with a 49 (和) leg is a push even when its other leg lost: the whole pair is 和局.
 * - The only way every 过关 leg could push needs more than one 49, which a draw cannot hold.
 * - 正码 positions (正码特, 正码1-6, 过关) follow the order the numbers arrive in; a feed that lists the
 *   正码 sorted (the Hong Kong history does) settles those plays by that sorted order.
 * - 七色波 weights are doubled (正码 2, 特码 3) so that the 特码's 1.5 stays a whole number.
 */
import {
  type BigSmall,
  bigSmallOf,
  headOf,
  lastDigitOf,
  oddEvenOf,
  sixMarkTotal,
  sumOddEvenOf,
  sumSizeOf,
  tailSizeOf,
  totalBigSmallOf,
  totalOddEvenOf,
} from '../lottery/attributes'
import { type BallColor, ballColor } from '../lottery/ballColor'
import { fiveElementOf } from '../lottery/fiveElements'
import { zodiacsByAnimalKind } from '../lottery/groupings'
import { isValidResult } from '../lottery/kinds'
import { type Zodiac, zodiacOf } from '../lottery/zodiac'
import { keyedOdds, LOST, lowestOdds, pushed, won, wonIf } from './outcomes'
import type { SixMarkPlay } from './sixMarkPlays'
import { keyNumber, ticketCell, ticketCells, ticketLegs, ticketPosition } from './tickets'
import type { Draw, FrozenOdds, JudgedTicket, Ticket, TicketOutcome } from './types'

/** Zodiacs of each half the 两面 grid sells: 家禽/野兽, 天肖/地肖 and 前肖/后肖. */
export const zodiacsByHalf: Readonly<
  Record<'家禽' | '野兽' | '天肖' | '地肖' | '前肖' | '后肖', readonly Zodiac[]>
> = {
  家禽: zodiacsByAnimalKind.家禽,
  野兽: zodiacsByAnimalKind.野兽,
  天肖: ['牛', '兔', '龙', '马', '猴', '猪'],
  地肖: ['鼠', '虎', '蛇', '羊', '鸡', '狗'],
  前肖: ['鼠', '牛', '虎', '兔', '龙', '蛇'],
  后肖: ['马', '羊', '猴', '鸡', '狗', '猪'],
}

const colorOfOption: Readonly<Record<string, BallColor>> = {
  红波: 'red',
  蓝波: 'blue',
  绿波: 'green',
  红: 'red',
  蓝: 'blue',
  绿: 'green',
}

/** True when a two-sides option holds for a number other than 49 (49 is a push for all of them). */
function sideHolds(option: string, n: number, drawTimeMs: number): boolean {
  const size: BigSmall = bigSmallOf(n)
  const parity = oddEvenOf(n)
  switch (option) {
    case '大':
    case '小':
      return size === option
    case '单':
    case '双':
      return parity === option
    case '合大':
      return sumSizeOf(n) === '合数大'
    case '合小':
      return sumSizeOf(n) === '合数小'
    case '合单':
    case '合双':
      return sumOddEvenOf(n) === option
    case '尾大':
    case '尾小':
      return tailSizeOf(n) === option
    case '大单':
    case '大双':
    case '小单':
    case '小双':
      return option === `${size}${parity}`
    case '家禽':
    case '野兽':
    case '天肖':
    case '地肖':
    case '前肖':
    case '后肖':
      return zodiacsByHalf[option].includes(zodiacOf(n, drawTimeMs))
  }
  throw new RangeError(`unknown two-sides option: ${option}`)
}

/** How an option on one number ends: colours count 49 as green, every two-sides option pushes on 49. */
function optionOutcome(option: string, n: number, drawTimeMs: number): TicketOutcome {
  const color = colorOfOption[option]
  if (color) return ballColor(n) === color ? 'win' : 'lose'
  if (n === 49) return 'push'
  return sideHolds(option, n, drawTimeMs) ? 'win' : 'lose'
}

/** A six-mark result read once for all the 注 of a bet. */
interface SixMarkView {
  normals: readonly number[]
  special: number
  balls: readonly number[]
  /** The zodiacs the seven balls show, worked out on first use (most plays never need them). */
  zodiacs: () => ReadonlySet<Zodiac>
  tails: ReadonlySet<number>
  drawTimeMs: number
}

function readSixMark(draw: Draw): SixMarkView {
  if (!isValidResult('sixMark', draw.numbers))
    throw new RangeError(`not a six-mark result: ${draw.numbers.join(',')}`)
  const balls = draw.numbers
  let zodiacs: ReadonlySet<Zodiac> | undefined
  return {
    normals: balls.slice(0, 6),
    special: balls[6]!,
    balls,
    zodiacs: () => {
      zodiacs ??= new Set(balls.map((n) => zodiacOf(n, draw.drawTimeMs)))
      return zodiacs
    },
    tails: new Set(balls.map(lastDigitOf)),
    drawTimeMs: draw.drawTimeMs,
  }
}

function outcomeTicket(outcome: TicketOutcome, stakeFen: number, oddsMilli: number): JudgedTicket {
  if (outcome === 'push') return pushed(stakeFen)
  return outcome === 'win' ? won(stakeFen, oddsMilli) : LOST
}

function judgeParlay(
  legs: readonly { position: number; cell: string }[],
  view: SixMarkView,
  odds: FrozenOdds,
  stakeFen: number,
): JudgedTicket {
  const outcomes = legs.map((leg) =>
    optionOutcome(leg.cell, view.normals[leg.position - 1]!, view.drawTimeMs),
  )
  if (legs.length === 2 && outcomes.includes('push')) return pushed(stakeFen)
  if (outcomes.includes('lose')) return LOST
  // Only one ball can be 49, so a parlay of three or more legs always has a winning leg here.
  const winning = legs.filter((_, i) => outcomes[i] === 'win')
  return won(
    stakeFen,
    winning.map((leg) => keyedOdds(odds, leg.cell)),
  )
}

function sevenColorsOutcome(option: string, view: SixMarkView): TicketOutcome {
  // Weights doubled so that the 特码's 1.5 stays a whole number: each 正码 counts 2, the 特码 3.
  const weight: Record<BallColor, number> = { red: 0, blue: 0, green: 0 }
  for (const n of view.normals) weight[ballColor(n)] += 2
  weight[ballColor(view.special)] += 3
  const top = Math.max(weight.red, weight.blue, weight.green)
  const leaders = (Object.keys(weight) as BallColor[]).filter((c) => weight[c] === top)
  if (leaders.length > 1) return option === '和局' ? 'win' : 'push'
  return colorOfOption[option] === leaders[0] ? 'win' : 'lose'
}

function zodiacCountHolds(option: string, count: number): boolean {
  switch (option) {
    case '234肖':
      return count <= 4
    case '总肖单':
      return count % 2 === 1
    case '总肖双':
      return count % 2 === 0
    default:
      return keyNumber(option) === count
  }
}

function totalHolds(option: string, balls: readonly number[]): boolean {
  const total = sixMarkTotal(balls)
  if (option === '总大' || option === '总小') return `总${totalBigSmallOf(total)}` === option
  return `总${totalOddEvenOf(total)}` === option
}

/** Reads a six-mark draw once and returns the judge of one 注 of `play` against it. */
export function sixMarkJudge(
  play: SixMarkPlay,
  draw: Draw,
): (ticket: Ticket, odds: FrozenOdds, stakeFen: number) => JudgedTicket {
  const view = readSixMark(draw)
  const { special, normals, drawTimeMs } = view
  return (ticket, odds, stakeFen) => {
    switch (play.rule) {
      case 'special': {
        const cell = ticketCell(ticket)
        return wonIf(keyNumber(cell) === special, stakeFen, keyedOdds(odds, cell))
      }
      case 'twoSides':
      case 'color': {
        const cell = ticketCell(ticket)
        return outcomeTicket(optionOutcome(cell, special, drawTimeMs), stakeFen, keyedOdds(odds, cell))
      }
      case 'halfColor':
      case 'halfHalfColor': {
        const cell = ticketCell(ticket)
        if (special === 49) return pushed(stakeFen)
        const hit =
          ballColor(special) === colorOfOption[cell.slice(0, 1)] &&
          sideHolds(cell.slice(1), special, drawTimeMs)
        return wonIf(hit, stakeFen, keyedOdds(odds, cell))
      }
      case 'specialZodiac': {
        const cell = ticketCell(ticket)
        return wonIf(zodiacOf(special, drawTimeMs) === cell, stakeFen, keyedOdds(odds, cell))
      }
      case 'comboZodiac': {
        const cells = ticketCells(ticket)
        if (special === 49) return pushed(stakeFen)
        return wonIf(
          cells.includes(zodiacOf(special, drawTimeMs)),
          stakeFen,
          keyedOdds(odds, String(cells.length)),
        )
      }
      case 'head': {
        const cell = ticketCell(ticket)
        return wonIf(headOf(special) === keyNumber(cell), stakeFen, keyedOdds(odds, cell))
      }
      case 'tail': {
        const cell = ticketCell(ticket)
        return wonIf(lastDigitOf(special) === keyNumber(cell), stakeFen, keyedOdds(odds, cell))
      }
      case 'fiveElements': {
        const cell = ticketCell(ticket)
        return wonIf(fiveElementOf(special, drawTimeMs) === cell, stakeFen, keyedOdds(odds, cell))
      }
      case 'anyNormal': {
        const cell = ticketCell(ticket)
        return wonIf(normals.includes(keyNumber(cell)), stakeFen, keyedOdds(odds, cell))
      }
      case 'normalSpecial': {
        const { position, cell } = ticketPosition(ticket)
        return wonIf(normals[position - 1] === keyNumber(cell), stakeFen, keyedOdds(odds, cell))
      }
      case 'normalPosition': {
        const { position, cell } = ticketPosition(ticket)
        const outcome = optionOutcome(cell, normals[position - 1]!, drawTimeMs)
        return outcomeTicket(outcome, stakeFen, keyedOdds(odds, cell))
      }
      case 'parlay':
        return judgeParlay(ticketLegs(ticket), view, odds, stakeFen)
      case 'allInNormals': {
        const picks = ticketCells(ticket).map(keyNumber)
        return wonIf(
          picks.every((n) => normals.includes(n)),
          stakeFen,
          keyedOdds(odds, '中'),
        )
      }
      case 'threeHitTwo': {
        const hits = ticketCells(ticket).filter((key) => normals.includes(keyNumber(key))).length
        if (hits === 3) return won(stakeFen, keyedOdds(odds, '中三'))
        return wonIf(hits === 2, stakeFen, keyedOdds(odds, '中二'))
      }
      case 'twoHitSpecial': {
        const picks = ticketCells(ticket).map(keyNumber)
        const inNormals = picks.filter((n) => normals.includes(n)).length
        if (inNormals === 2) return won(stakeFen, keyedOdds(odds, '中二'))
        return wonIf(inNormals === 1 && picks.includes(special), stakeFen, keyedOdds(odds, '中特'))
      }
      case 'specialStrip': {
        const picks = ticketCells(ticket).map(keyNumber)
        const hit = picks.includes(special) && picks.some((n) => normals.includes(n))
        return wonIf(hit, stakeFen, keyedOdds(odds, '中'))
      }
      case 'anyZodiac': {
        const cell = ticketCell(ticket)
        return wonIf(view.zodiacs().has(cell as Zodiac), stakeFen, keyedOdds(odds, cell))
      }
      case 'anyTail': {
        const cell = ticketCell(ticket)
        return wonIf(view.tails.has(keyNumber(cell)), stakeFen, keyedOdds(odds, cell))
      }
      case 'normalZodiac': {
        const cell = ticketCell(ticket)
        const hit = normals.some((n) => zodiacOf(n, drawTimeMs) === cell)
        return wonIf(hit, stakeFen, keyedOdds(odds, cell))
      }
      case 'sevenColors': {
        const cell = ticketCell(ticket)
        return outcomeTicket(sevenColorsOutcome(cell, view), stakeFen, keyedOdds(odds, cell))
      }
      case 'zodiacCount': {
        const cell = ticketCell(ticket)
        return wonIf(zodiacCountHolds(cell, view.zodiacs().size), stakeFen, keyedOdds(odds, cell))
      }
      case 'zodiacChain': {
        const cells = ticketCells(ticket)
        const hit = cells.every((z) => view.zodiacs().has(z as Zodiac))
        return hit ? won(stakeFen, lowestOdds(odds, cells)) : LOST
      }
      case 'tailChain': {
        const cells = ticketCells(ticket)
        const hit = cells.every((key) => view.tails.has(keyNumber(key)))
        return hit ? won(stakeFen, lowestOdds(odds, cells)) : LOST
      }
      case 'noneHit': {
        const cells = ticketCells(ticket)
        const hit = cells.every((key) => !view.balls.includes(keyNumber(key)))
        return wonIf(hit, stakeFen, keyedOdds(odds, String(cells.length)))
      }
      case 'total': {
        const cell = ticketCell(ticket)
        return wonIf(totalHolds(cell, view.balls), stakeFen, keyedOdds(odds, cell))
      }
    }
  }
}
