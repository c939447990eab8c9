import { bigSmallOf, oddEvenOf } from '../lottery/attributes'
import { type BallColor, ballColor, ballColorLabels } from '../lottery/ballColor'
import { zodiacs } from '../lottery/zodiac'
import { numbersOfZodiac } from './catalogue'

/** A quick select of a number grid: a label and the numbers it picks. */
export interface QuickSelect {
  label: string
  numbers: number[]
}

const allNumbers = Array.from({ length: 49 }, (_, i) => i + 1)

/**
 * The quick selects of a 01–49 grid, in their rows: 波色 (红波 蓝波 绿波), 大小单双 (大 小 单 双, 49 counted as
 * drawn: it is 大 and 单), and the twelve zodiacs with their numbers in the lunar year of `atMs`.
 */
export function quickSelects(atMs: number): { group: string; items: QuickSelect[] }[] {
  const colors = (Object.keys(ballColorLabels) as BallColor[]).map((color) => ({
    label: ballColorLabels[color],
    numbers: allNumbers.filter((n) => ballColor(n) === color),
  }))
  const sides = [
    { label: '大', numbers: allNumbers.filter((n) => bigSmallOf(n) === '大') },
    { label: '小', numbers: allNumbers.filter((n) => bigSmallOf(n) === '小') },
    { label: '单', numbers: allNumbers.filter((n) => oddEvenOf(n) === '单') },
    { label: '双', numbers: allNumbers.filter((n) => oddEvenOf(n) === '双') },
  ]
  return [
    { group: '波色', items: colors },
    { group: '大小单双', items: sides },
    {
      group: '生肖',
      items: zodiacs.map((zodiac) => ({ label: zodiac, numbers: numbersOfZodiac(zodiac, atMs) })),
    },
  ]
}
