import { type FiveElement, fiveElementNumbers } from '../lottery/fiveElements'
import type { LotteryKind } from '../lottery/kinds'
import { type Zodiac, zodiacOf } from '../lottery/zodiac'
import { LUCKY_NIU_NIU_GAME_ID, type LuckyNiuNiuPlay, luckyNiuNiuPlays } from './luckyNiuNiuPlays'
import { type QuickThreePlay, quickThreePlays } from './quickThreePlays'
import { type DrawnOdds, frozenOddsOf } from './quote'
import { type RacingPlay, racingPlays } from './racingPlays'
import { type SixMarkPlay, sixMarkPlays } from './sixMarkPlays'
import { type TimeBasedPlay, timeBasedPlays } from './timeBasedPlays'
import type { FrozenOdds, PlayFamily, Selection } from './types'

/** Any play of any family; `family` tells them apart. */
export type AnyPlay = SixMarkPlay | RacingPlay | QuickThreePlay | TimeBasedPlay | LuckyNiuNiuPlay

/** Every play of every family, in betting-page order. */
export const bettingPlays: readonly AnyPlay[] = [
  ...sixMarkPlays,
  ...racingPlays,
  ...quickThreePlays,
  ...timeBasedPlays,
  ...luckyNiuNiuPlays,
]

const playsById = new Map(bettingPlays.map((play) => [play.id, play]))

/** The play with a stable id ('sm.tema.a'); `undefined` for an unknown id. */
export function playById(id: string): AnyPlay | undefined {
  return playsById.get(id)
}

/** The plays of one family, in betting-page order. */
export function playsOfFamily(family: PlayFamily): AnyPlay[] {
  return bettingPlays.filter((play) => play.family === family)
}

/** A family's play groups in page order, each with its plays (特码 → 特码A, 特码B). */
export function playGroups(family: PlayFamily): { group: string; plays: AnyPlay[] }[] {
  const groups: { group: string; plays: AnyPlay[] }[] = []
  for (const play of playsOfFamily(family)) {
    const last = groups.at(-1)
    if (last?.group === play.group) last.plays.push(play)
    else groups.push({ group: play.group, plays: [play] })
  }
  return groups
}

/** The play of a family named by its id, its name or one of the names players use for it (一肖 → 平特一肖). */
export function findPlay(family: PlayFamily, name: string): AnyPlay | undefined {
  const wanted = name.trim()
  return playsOfFamily(family).find(
    (play) => play.id === wanted || play.name === wanted || play.aliases.includes(wanted),
  )
}

/** The six-mark numbers of a zodiac in the lunar year in force at `atMs`, ascending (four or five of them). */
export function numbersOfZodiac(zodiac: Zodiac, atMs: number): number[] {
  const numbers: number[] = []
  for (let n = 1; n <= 49; n++) if (zodiacOf(n, atMs) === zodiac) numbers.push(n)
  return numbers
}

/** The default odds of one cell at a time (zodiac and element prices follow the lunar year); `undefined` when the play prices pick counts or outcomes instead of cells. */
export function cellOddsMilli(play: AnyPlay, cellKey: string, atMs: number): number | undefined {
  const { odds } = play
  switch (odds.kind) {
    case 'flat':
      return odds.oddsMilli
    case 'perCell':
      return odds.oddsMilli[cellKey]
    case 'byZodiacSize':
      return odds.oddsMilli[numbersOfZodiac(cellKey as Zodiac, atMs).length]
    case 'byElementSize':
      return odds.oddsMilli[fiveElementNumbers(atMs)[cellKey as FiveElement]?.length ?? -1]
    case 'byPickCount':
    case 'byOutcome':
      return undefined
  }
}

/** A play's odds for a draw at `atMs`: zodiac and element prices resolved per cell, other odds as they are. */
export function oddsAtDraw(play: AnyPlay, atMs: number): DrawnOdds {
  const { odds } = play
  if (odds.kind !== 'byZodiacSize' && odds.kind !== 'byElementSize') return odds
  const byCell: Record<string, number> = {}
  for (const { key } of play.cells) {
    const oddsMilli = cellOddsMilli(play, key, atMs)
    if (oddsMilli !== undefined) byCell[key] = oddsMilli
  }
  return { kind: 'perCell', oddsMilli: byCell }
}

/**
 * The odds a bet freezes when it is placed at `atMs`, from the catalogue's defaults: one figure when the
 * whole selection has one price, otherwise figures by cell (连肖, 过关 …) or by outcome (三中二, 二中特).
 */
export function defaultFrozenOdds(play: AnyPlay, selection: Selection, atMs: number): FrozenOdds {
  return frozenOddsOf(oddsAtDraw(play, atMs), selection)
}

/**
 * The play family a lottery game bets in: lucky niu niu (game 95) deals its hands from a racing result; every
 * other game bets in the family of its lottery kind.
 */
export function playFamilyOfGame(gameId: number, kind: LotteryKind): PlayFamily {
  return gameId === LUCKY_NIU_NIU_GAME_ID ? 'luckyNiuNiu' : kind
}
