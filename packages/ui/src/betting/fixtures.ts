import {
  type AnyPlay,
  cellOddsMilli,
  fromChinaTime,
  numbersOfZodiac,
  playById,
  type Zodiac,
} from '@liuhe/domain'
import type { BetGridCell } from './BetGrid/BetGrid'

/** The instant the stories and tests bet at: a Macau draw evening in the horse year. */
export const betAt = fromChinaTime(2026, 11, 22, 21, 30)

function play(id: string): AnyPlay {
  const found = playById(id)
  if (!found) throw new Error(`no play ${id}`)
  return found
}

/** The cells of a catalogue play with their default odds at {@link betAt}; zodiac cells list their numbers. */
export function cellsOf(id: string, { zodiacNumbers = false } = {}): BetGridCell[] {
  const source = play(id)
  return source.cells.map((cell) => ({
    key: cell.key,
    number: cell.number,
    oddsMilli: cellOddsMilli(source, cell.key, betAt),
    numbers: zodiacNumbers ? numbersOfZodiac(cell.key as Zodiac, betAt) : undefined,
  }))
}

/** 特码A: the 49 numbers as balls. */
export const numberCells = cellsOf('sm.tema.a')
/** 特肖: the twelve zodiacs with their numbers this year. */
export const zodiacCells = cellsOf('sm.texiao', { zodiacNumbers: true })
/** 两面: 大, 小, 单, 双 and the other two-sides options. */
export const twoSidesCells = cellsOf('sm.liangmian')
/** 色波: 红波, 蓝波, 绿波. */
export const colorCells = cellsOf('sm.sebo')
/** 合肖: the twelve zodiacs, priced by how many are picked, so no cell shows odds. */
export const unpricedZodiacCells = cellsOf('sm.hexiao', { zodiacNumbers: true })
