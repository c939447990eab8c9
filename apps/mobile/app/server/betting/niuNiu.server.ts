import type { HistoryDraw } from '@liuhe/api'
import {
  isValidResult,
  NIU_NIU,
  niuLabel,
  niuNiuHands,
  niuNiuPlayers,
  niuRankOfCars,
  parseOpenNum,
  playerBeatsBanker,
} from '@liuhe/domain'
import { type NiuNiuHandName, niuNiuHandNames } from '#app/components/niuniu/handNames.ts'

/** 牛 ranks strongest first, as the heat map's rows read: 牛牛, 牛9 … 牛1, 无牛. */
const ranksStrongestFirst = Array.from({ length: NIU_NIU + 1 }, (_, i) => NIU_NIU - i)

/** A drawn turn of lucky niu niu: its issue, its China time and the ten cars in finishing order. */
export interface NiuNiuDraw {
  turnNum: string
  openTime: string
  cars: number[]
}

/** The history rows that hold a complete racing result (a draw still running holds none), newest first. */
export function niuNiuDraws(rows: readonly HistoryDraw[]): NiuNiuDraw[] {
  return rows
    .map((row) => ({ turnNum: row.turnNum, openTime: row.openTime, cars: parseOpenNum(row.openNum) }))
    .filter((draw) => isValidResult('racing', draw.cars))
}

/** One hand of a draw as the pages show it; `beatsBanker` is null for the banker's own hand. */
export interface HandView {
  name: NiuNiuHandName
  cards: number[]
  label: string
  beatsBanker: boolean | null
}

/** The banker's and the five players' cards of a draw, each with its 牛 and, for a player, whether it beat the banker. */
export function handsOf(draw: NiuNiuDraw): HandView[] {
  // The draw time plays no part in dealing racing cars; the hands only read the numbers.
  const { banker, players } = niuNiuHands({ numbers: draw.cars, drawTimeMs: 0 })
  return [
    { name: '庄', cards: [...banker], label: niuLabel(niuRankOfCars(banker)), beatsBanker: null },
    ...players.map((cards, i) => ({
      name: niuNiuPlayers[i]!,
      cards: [...cards],
      label: niuLabel(niuRankOfCars(cards)),
      beatsBanker: playerBeatsBanker(cards, banker),
    })),
  ]
}

/** How one player position fared against the banker over the window. */
export interface PlayerRecord {
  name: (typeof niuNiuPlayers)[number]
  wins: number
  losses: number
  /** Share of the draws the position beat the banker, in percent to one decimal. */
  winRate: number
  /** Draws since the position last beat the banker (0 when it won the newest); the window's size when it never did. */
  missed: number
}

/** How often one 牛 rank was dealt to each hand (庄, 闲一 … 闲五) and in all. */
export interface RankRow {
  label: string
  counts: number[]
  total: number
  /** Each count against the grid's largest, 0–1, for the cell's shade. */
  heat: number[]
}

/** The 冷热图 of a window of draws: each player position against the banker, and the 牛 ranks dealt. */
export interface NiuNiuHeatMap {
  drawCount: number
  newestTurn: string | null
  oldestTurn: string | null
  players: PlayerRecord[]
  ranks: RankRow[]
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10)

/** The 冷热图 figures of `draws` (newest first). */
export function heatMapOf(draws: readonly NiuNiuDraw[]): NiuNiuHeatMap {
  const hands = draws.map(handsOf)
  const players = niuNiuPlayers.map((name, i): PlayerRecord => {
    const won = hands.map((draw) => draw[i + 1]!.beatsBanker === true)
    const wins = won.filter(Boolean).length
    const lastWin = won.indexOf(true)
    return {
      name,
      wins,
      losses: draws.length - wins,
      winRate: percent(wins, draws.length),
      missed: lastWin === -1 ? draws.length : lastWin,
    }
  })
  const countsByRank = ranksStrongestFirst.map((rank) =>
    niuNiuHandNames.map((_, h) => hands.filter((draw) => draw[h]!.label === niuLabel(rank)).length),
  )
  const largest = Math.max(1, ...countsByRank.flat())
  return {
    drawCount: draws.length,
    newestTurn: draws[0]?.turnNum ?? null,
    oldestTurn: draws.at(-1)?.turnNum ?? null,
    players,
    ranks: ranksStrongestFirst.map((rank, r) => {
      const counts = countsByRank[r]!
      return {
        label: niuLabel(rank),
        counts,
        total: counts.reduce((sum, n) => sum + n, 0),
        heat: counts.map((n) => Math.round((n / largest) * 100) / 100),
      }
    }),
  }
}
