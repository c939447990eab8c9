import type { AnyPlay } from './catalogue'
import { DOUBLED_HOLD_MULTIPLE, doubledWinFen } from './luckyNiuNiuSettlement'
import { NIU_NIU } from './niu'
import { isStakeFen, winPayoutFen } from './odds'
import { betCount, type PlayGrid, selectionCells } from './selection'
import type { FrozenOdds, PlayOdds, Selection } from './types'

/** What the hold multiple reads of a play: its family and settlement rule. */
export type HeldPlay = Pick<AnyPlay, 'family' | 'rule'>

/** How many stakes placing one 注 holds: five for 翻倍 niu niu (its largest loss), one for every other play. */
export function holdMultiple(play: HeldPlay): number {
  return play.family === 'luckyNiuNiu' && play.rule === 'doubled' ? DOUBLED_HOLD_MULTIPLE : 1
}

/**
 * What placing a bet takes from the balance, in fen: stake × number of 注 × the play's hold multiple. The
 * platform debits exactly this (apps/platform/src/betting/place.ts); every total shown before a bet is
 * this too (`betQuote`).
 */
export function betAmountFen(play: PlayGrid & HeldPlay, selection: Selection, stakeFen: number): number {
  if (!isStakeFen(stakeFen)) throw new RangeError(`stake must be a positive whole number of fen: ${stakeFen}`)
  return stakeFen * betCount(play, selection) * holdMultiple(play)
}

/** A play's odds once the turn's draw time is known: zodiac and element prices resolved per cell. */
export type DrawnOdds = Exclude<PlayOdds, { kind: 'byZodiacSize' | 'byElementSize' }>

/** A play as a betting page prices it: its grid, family and rule, and its odds for the turn's draw. */
export type PricedPlay = PlayGrid & HeldPlay & { odds: DrawnOdds }

function required(oddsMilli: number | undefined, what: string): number {
  if (oddsMilli === undefined) throw new RangeError(`no default odds for ${what}`)
  return oddsMilli
}

/**
 * The odds a bet on `selection` freezes when placed: one figure when the whole selection has one price,
 * otherwise figures by cell (连肖, 过关 …) or by outcome (三中二, 二中特). `defaultFrozenOdds` is this
 * over the play's odds resolved for the draw time.
 */
export function frozenOddsOf(odds: DrawnOdds, selection: Selection): FrozenOdds {
  if (odds.kind === 'flat') return odds.oddsMilli
  if (odds.kind === 'byOutcome') return { ...odds.oddsMilli }
  const cells = [...new Set(selectionCells(selection))]
  if (odds.kind === 'byPickCount') return required(odds.oddsMilli[cells.length], `${cells.length} picks`)
  const byCell = cells.map((cell) => [cell, required(odds.oddsMilli[cell], cell)] as const)
  return byCell.length === 1 ? byCell[0]![1] : Object.fromEntries(byCell)
}

/** What a bet's winning may pay: the most one winning 注 pays, and whether some 注 or outcome pays less. */
export interface PotentialWin {
  /** The most one winning 注 pays back, stake included, in fen (可赢, or 最高可赢 when `highest`). */
  fen: number
  /** The picks or the outcomes pay differently (several odds, 翻倍's hand multipliers): 最高可赢. */
  highest: boolean
}

/** One line of a quote: one bet as the platform places it. */
export interface QuoteLine {
  selection: Selection
  count: number
  /** What the platform debits for this bet (`betAmountFen`). */
  amountFen: number
  /** The odds the bet freezes. */
  odds: FrozenOdds
}

/** Everything shown before a bet: its lines, the 注 count, the total debited and the potential win. */
export interface BetQuote {
  lines: QuoteLine[]
  count: number
  amountFen: number
  /** Undefined when nothing valid is picked. */
  win: PotentialWin | undefined
}

/** The `rank`-th highest of `values` (1 = the highest). */
const nthHighest = (values: readonly number[], rank: number) => [...values].sort((a, b) => b - a)[rank - 1]!

/**
 * The lowest and highest odds one winning 注 of `selection` is paid at, without listing its 注 (a 复式 can
 * hold hundreds): outcome prices (中二 / 中三) range over the outcomes; a 连肖 / 连尾 注 pays its lowest cell
 * (docs/product.md, "Money and odds"), so its best 注 holds the highest cells (with every 胆); a parlay
 * multiplies one option per leg.
 */
function oddsRange(play: PricedPlay, odds: FrozenOdds, selection: Selection): [number[], number[]] {
  // A parlay whose legs all pick one cell freezes that cell's odds as one number (`frozenOddsOf`), and
  // still multiplies them once per leg.
  if (selection.kind === 'parlay') {
    const legs = selection.legs.map((leg) =>
      leg.cells.map((cell) => (typeof odds === 'number' ? odds : required(odds[cell], cell))),
    )
    return [legs.map((leg) => Math.min(...leg)), legs.map((leg) => Math.max(...leg))]
  }
  if (typeof odds === 'number') return [[odds], [odds]]
  const at = (key: string) => required(odds[key], key)
  if (play.odds.kind === 'byOutcome') {
    const prices = Object.values(odds)
    return [[Math.min(...prices)], [Math.max(...prices)]]
  }
  const prices = selectionCells(selection).map(at)
  const low = Math.min(...prices)
  if (play.shape.kind !== 'combination') return [[low], [Math.max(...prices)]]
  const { size } = play.shape
  if (selection.kind !== 'danTuo') return [[low], [nthHighest(prices, size)]]
  const dan = Math.min(...selection.dan.map(at))
  return [[low], [Math.min(dan, nthHighest(selection.tuo.map(at), size - selection.dan.length))]]
}

/** What one winning 注 pays at `factors`: floor(stake × odds); 翻倍 at its lowest and highest hand. */
function winsOf(play: PricedPlay, stakeFen: number, factors: number[]): number[] {
  if (holdMultiple(play) > 1) return [1, NIU_NIU].map((rank) => doubledWinFen(stakeFen, factors[0]!, rank))
  return [winPayoutFen(stakeFen, factors)]
}

/**
 * Prices a bet before it is placed, for the slip and the confirmation: each selection's 注 count, the
 * amount the platform will debit (`betAmountFen`, hold multiple included) and frozen odds, the totals, and
 * the potential win — what the best winning 注 pays back, stake included (floor(stake × odds), as
 * settlement pays it; 翻倍 with a 牛牛 hand). `highest` says another pick or outcome pays less (最高可赢).
 * Invalid selections count nothing.
 */
export function betQuote(play: PricedPlay, selections: readonly Selection[], stakeFen: number): BetQuote {
  const lines: QuoteLine[] = []
  const wins: number[] = []
  for (const selection of selections) {
    const count = betCount(play, selection)
    if (count === 0) continue
    const odds = frozenOddsOf(play.odds, selection)
    lines.push({ selection, count, amountFen: betAmountFen(play, selection, stakeFen), odds })
    for (const factors of oddsRange(play, odds, selection)) wins.push(...winsOf(play, stakeFen, factors))
  }
  const fen = Math.max(...wins)
  return {
    lines,
    count: lines.reduce((sum, line) => sum + line.count, 0),
    amountFen: lines.reduce((sum, line) => sum + line.amountFen, 0),
    win: wins.length === 0 ? undefined : { fen, highest: Math.min(...wins) < fen },
  }
}
