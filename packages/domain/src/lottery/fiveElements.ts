import { isSixMarkNumber } from './ballColor'
import { lunarYearAt } from './zodiac'

/** The five elements (五行) in the product's order: Metal, Wood, Water, Fire, Earth. */
export const fiveElements = ['金', '木', '水', '火', '土'] as const
/** One of the five elements. */
export type FiveElement = (typeof fiveElements)[number]

/**
 * Element of each 纳音 pair of the sixty-year (甲子) cycle, starting at 甲子乙丑 海中金: 炉中火, 大林木,
 * 路旁土, 剑锋金, 山头火, 涧下水, 城头土, 白蜡金, 杨柳木, 泉中水, 屋上土, 霹雳火, 松柏木, 长流水, 砂石金,
 * 山下火, 平地木, 壁上土, 金箔金, 覆灯火, 天河水, 大驿土, 钗钏金, 桑柘木, 大溪水, 沙中土, 天上火, 石榴木, 大海水.
 */
const NAYIN_PAIRS = '金火木土金火水土金木水土火木水金火木土金火水土金木水土火木水'

/** 纳音 element of a lunar year (1984, a 甲子 year, → 金). */
export function fiveElementOfYear(lunarYear: number): FiveElement {
  const cycleIndex = (((lunarYear - 4) % 60) + 60) % 60
  return NAYIN_PAIRS[Math.floor(cycleIndex / 2)] as FiveElement
}

/**
 * Five element (五行) of a six-mark number at a draw time: the 纳音 element of the birth year the number
 * stands for (01 = the lunar year in force, n = that year − (n − 1)), so it switches on 正月初一 like the zodiac.
 */
export function fiveElementOf(n: number, drawTimeMs: number): FiveElement {
  if (!isSixMarkNumber(n)) throw new RangeError(`not a six-mark number: ${n}`)
  return fiveElementOfYear(lunarYearAt(drawTimeMs) - (n - 1))
}

/** The numbers 1–49 of each element at a draw time, ascending. */
export function fiveElementNumbers(drawTimeMs: number): Record<FiveElement, number[]> {
  const groups: Record<FiveElement, number[]> = { 金: [], 木: [], 水: [], 火: [], 土: [] }
  for (let n = 1; n <= 49; n++) groups[fiveElementOf(n, drawTimeMs)].push(n)
  return groups
}
