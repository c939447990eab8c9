import type { LotteryKind } from '../lottery/kinds'

/** Play families: six-mark, racing (PK10), quick-three (快三), time-based (时时彩) and lucky niu niu on a PK10 draw. */
export const playFamilies = ['sixMark', 'racing', 'quickThree', 'timeBased', 'luckyNiuNiu'] as const
/** One play family. */
export type PlayFamily = (typeof playFamilies)[number]

/** The lottery kind whose result settles each family; lucky niu niu deals its hands from a racing result. */
export const lotteryKindOfFamily: Readonly<Record<PlayFamily, LotteryKind>> = {
  sixMark: 'sixMark',
  racing: 'racing',
  quickThree: 'quickThree',
  timeBased: 'timeBased',
  luckyNiuNiu: 'racing',
}

/**
 * Where a play's default odds come from: one of the two six-mark odds tables (LHCP, MYA), a figure quoted
 * for the play without a named table (the racing, quick-three and time-based prices), or derived from the
 * play's fair odds at the return of a priced sibling.
 */
export type OddsSource = 'LHCP' | 'MYA' | 'quoted' | 'derived'

/** One cell of a play's grid. The key is also what the grid shows; number cells carry their number. */
export interface PlayCell {
  key: string
  number?: number
}

/** One position a positional play is placed on (正1特, 冠军, 第一球 …), numbered from 1. */
export interface PlayPosition {
  index: number
  label: string
}

/**
 * What a selection looks like: one cell per 注 (single), several cells forming one 注 (group, e.g. 合肖),
 * every k-subset of the picks as a 注 (combination, with 复式 or 胆拖), a cell on a position, or one or
 * more options on each of several positions (过关 parlay).
 */
export type PlayShape =
  | { kind: 'single' }
  | { kind: 'group'; minPicks: number; maxPicks: number }
  | { kind: 'combination'; size: number; maxPicks: number }
  | { kind: 'position'; positions: readonly PlayPosition[] }
  | { kind: 'parlay'; positions: readonly PlayPosition[]; minLegs: number; maxLegs: number }

/**
 * Default odds of a play, in thousandths: one figure, one per cell, by how many numbers the picked zodiac
 * or element holds in the lunar year of the draw, by how many cells make the 注, or by outcome (中二/中三).
 */
export type PlayOdds =
  | { kind: 'flat'; oddsMilli: number }
  | { kind: 'perCell'; oddsMilli: Readonly<Record<string, number>> }
  | { kind: 'byZodiacSize'; oddsMilli: Readonly<Record<number, number>> }
  | { kind: 'byElementSize'; oddsMilli: Readonly<Record<number, number>> }
  | { kind: 'byPickCount'; oddsMilli: Readonly<Record<number, number>> }
  | { kind: 'byOutcome'; oddsMilli: Readonly<Record<string, number>> }

/** A play of the catalogue, judged by the settlement rule `rule` of its family. */
export interface Play<F extends PlayFamily = PlayFamily, R extends string = string> {
  /** Stable id, e.g. 'sm.tema.a'. */
  id: string
  family: F
  /** The play group as the betting page names it (特码, 两面, 连码 …). */
  group: string
  /** Chinese name of the play (特码A, 三中二 …). */
  name: string
  /** Other names players and sites use for the same play. */
  aliases: readonly string[]
  rule: R
  shape: PlayShape
  cells: readonly PlayCell[]
  odds: PlayOdds
  /** The odds tables the default odds were taken from, in order of use. */
  oddsSources: readonly OddsSource[]
}

/** One parlay leg as selected: a position and one or more options on it (more than one makes a 复式 parlay). */
export interface ParlayLegSelection {
  position: number
  cells: readonly string[]
}

/**
 * What a player picked: one cell, several cells (a group 注 or a 复式 combination), 胆 and 拖 of a
 * combination, a cell on a position, or the legs of a parlay.
 */
export type Selection =
  | { kind: 'single'; cell: string }
  | { kind: 'cells'; cells: readonly string[] }
  | { kind: 'danTuo'; dan: readonly string[]; tuo: readonly string[] }
  | { kind: 'position'; position: number; cell: string }
  | { kind: 'parlay'; legs: readonly ParlayLegSelection[] }

/** One 注 of a selection: its cells, its position and cell, or one option per parlay leg. */
export type Ticket =
  | { kind: 'cells'; cells: readonly string[] }
  | { kind: 'position'; position: number; cell: string }
  | { kind: 'parlay'; legs: readonly { position: number; cell: string }[] }

/**
 * Odds frozen when the bet was placed, in thousandths: one figure for every 注, or figures by key (cell key,
 * outcome such as 中二, or pick count) when the play prices its cells or outcomes apart.
 */
export type FrozenOdds = number | Readonly<Record<string, number>>

/** A drawn result: the numbers in draw order (six-mark: 6 正码 then the 特码) and the draw time. */
export interface Draw {
  numbers: readonly number[]
  drawTimeMs: number
}

/** How one 注 ended. */
export type TicketOutcome = 'win' | 'lose' | 'push'

/** One 注 judged: its outcome and what it pays back, in fen. */
export interface JudgedTicket {
  outcome: TicketOutcome
  payoutFen: number
}
