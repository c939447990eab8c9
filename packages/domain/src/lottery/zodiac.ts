import { chinaDateParts } from '../time/chinaTime'
import { isSixMarkNumber } from './ballColor'
import { lunarNewYearDate } from './lunarNewYear'

/** The twelve zodiac animals in cycle order, starting with the rat (鼠). */
export const zodiacs = ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'] as const
/** One of the twelve zodiac animals. */
export type Zodiac = (typeof zodiacs)[number]

/**
 * The lunar year in force at an instant: the Gregorian year in China Standard Time, minus one before that
 * year's Chinese New Year's day (正月初一). Neither 1 January nor 立春 switches it.
 */
export function lunarYearAt(epochMs: number): number {
  const { year, month, day } = chinaDateParts(epochMs)
  const newYear = lunarNewYearDate(year)
  const beforeNewYear = month < newYear.month || (month === newYear.month && day < newYear.day)
  return beforeNewYear ? year - 1 : year
}

/** Zodiac animal of a lunar year (2020 → 鼠). */
export function zodiacOfYear(lunarYear: number): Zodiac {
  return zodiacs[(((lunarYear - 4) % 12) + 12) % 12]!
}

/**
 * Zodiac (生肖) of a six-mark number at a draw time: 01 carries the zodiac of the lunar year in force, and
 * each following number steps one animal back through the cycle (so 13, 25, 37, 49 share 01's).
 */
export function zodiacOf(n: number, drawTimeMs: number): Zodiac {
  if (!isSixMarkNumber(n)) throw new RangeError(`not a six-mark number: ${n}`)
  const yearIndex = zodiacs.indexOf(zodiacOfYear(lunarYearAt(drawTimeMs)))
  return zodiacs[(((yearIndex - (n - 1)) % 12) + 12) % 12]!
}
