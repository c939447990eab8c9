import type { GamePlays, OpenInfo } from '@liuhe/api'
import {
  type AnyPlay,
  cellOddsMilli,
  type DrawnOdds,
  frozenOddsDisplay,
  type LotteryKind,
  numbersOfZodiac,
  oddsAtDraw,
  pickLimits,
  playById,
  playGroups,
  type Zodiac,
  zodiacs,
} from '@liuhe/domain'

/** A cell of the page's grid, as the ui's BetGrid takes it. */
export interface GridCell {
  key: string
  number?: number
  numbers?: number[]
  oddsMilli?: number
}

/** The play the page shows, ready to draw. */
export interface PlayView {
  id: string
  name: string
  group: string
  /** Family and settlement rule: what the domain's `betQuote` reads for the hold multiple (翻倍). */
  family: AnyPlay['family']
  rule: AnyPlay['rule']
  /** This company's odds for the turn's draw (zodiac and element prices resolved), for `betQuote`. */
  odds: DrawnOdds
  /** How the grid draws its cells. */
  cellKind: 'ball' | 'zodiac' | 'text'
  shape: AnyPlay['shape']
  cells: GridCell[]
  /** Most picks (when the play caps them) and fewest for one bet. */
  maxPicks: number | undefined
  minPicks: number
  /** Positions of a positional play or the legs of a parlay (正1特 … 正6特, 冠军 …). */
  positions: { index: number; label: string }[]
  /** The odds of a play priced by outcome or pick count, as text (中二 20 / 中三 100). */
  oddsNote: string
  closed: boolean
}

const zodiacSet = new Set<string>(zodiacs)

/** Number cells of 01–49 draw as coloured balls on six-mark pages; zodiacs with their numbers this year. */
function cellKindOf(play: AnyPlay): PlayView['cellKind'] {
  if (play.family === 'sixMark' && play.cells.every((c) => c.number !== undefined)) return 'ball'
  if (play.cells.every((c) => zodiacSet.has(c.key))) return 'zodiac'
  return 'text'
}

/** The odds text of a play that prices outcomes or pick counts rather than cells. */
function oddsNoteOf(play: AnyPlay): string {
  const { odds } = play
  if (odds.kind === 'byOutcome') return frozenOddsDisplay(odds.oddsMilli)
  if (odds.kind === 'byPickCount') {
    return Object.entries(odds.oddsMilli)
      .map(([picks, value]) => `${picks}个 ${frozenOddsDisplay(value)}`)
      .join(' / ')
  }
  return ''
}

/**
 * One play as the page draws it: its cells with this company's odds for the turn's draw time (zodiac and
 * element prices follow the lunar year of the draw), its pick limits and positions.
 */
export function playView(
  play: AnyPlay,
  offered: GamePlays['plays'][number] | undefined,
  drawTime: number,
): PlayView {
  const priced = { ...play, odds: offered?.odds ?? play.odds } as AnyPlay
  const cellKind = cellKindOf(play)
  const shape = play.shape
  const limits = shape.kind === 'single' || shape.kind === 'position' ? undefined : pickLimits(play)
  return {
    id: play.id,
    name: play.name,
    group: play.group,
    family: play.family,
    rule: play.rule,
    odds: oddsAtDraw(priced, drawTime),
    cellKind,
    shape,
    cells: play.cells.map((cell) => {
      const oddsMilli = cellOddsMilli(priced, cell.key, drawTime)
      return {
        key: cell.key,
        ...(cell.number !== undefined ? { number: cell.number } : {}),
        ...(cellKind === 'zodiac' ? { numbers: numbersOfZodiac(cell.key as Zodiac, drawTime) } : {}),
        ...(oddsMilli !== undefined ? { oddsMilli } : {}),
      }
    }),
    maxPicks: limits?.max,
    minPicks: limits?.min ?? 1,
    positions: shape.kind === 'position' || shape.kind === 'parlay' ? [...shape.positions] : [],
    oddsNote: oddsNoteOf(priced),
    closed: offered?.closed ?? false,
  }
}

/** The page's play tabs: each group with its plays' ids and names (closed plays left out). */
export function playMenu(plays: GamePlays) {
  const open = new Set(plays.plays.filter((p) => !p.closed).map((p) => p.playId))
  return playGroups(plays.family)
    .map(({ group, plays: list }) => ({
      group,
      plays: list.filter((p) => open.has(p.id)).map((p) => ({ id: p.id, name: p.name })),
    }))
    .filter((g) => g.plays.length > 0)
}

/** The play a request asks for (`?play=`), when the game offers it; else the first open play. */
export function chosenPlay(plays: GamePlays, requested: string | undefined): AnyPlay | undefined {
  const menu = playMenu(plays)
  const ids = new Set(menu.flatMap((g) => g.plays.map((p) => p.id)))
  const id = requested && ids.has(requested) ? requested : menu[0]?.plays[0]?.id
  return id ? playById(id) : undefined
}

/** The turn the page bets on: its issue, when bets stop (封盘) and when it is drawn, on the platform clock. */
export function turnOf(info: OpenInfo) {
  return {
    turnNum: info.cur.turnNum,
    betEndTime: info.cur.betEndTime ?? info.cur.closeTime,
    drawTime: info.cur.closeTime,
    serverTime: info.serverTime,
  }
}

/** The lottery kind of an answer, six-mark when the platform does not say. */
export const kindOf = (info: OpenInfo): LotteryKind => info.lotteryKind ?? 'sixMark'
