import { describe, expect, it } from 'vitest'
import { defaultFrozenOdds, playById } from './catalogue'
import { championSumWays } from './racingPlays'
import { settleBet } from './settle'
import type { Draw, Selection } from './types'

const AT = Date.UTC(2025, 5, 1)
const race = (numbers: number[]): Draw => ({ numbers, drawTimeMs: AT })
const single = (cell: string): Selection => ({ kind: 'single', cell })
const at = (position: number, cell: string): Selection => ({ kind: 'position', position, cell })

function settle(playId: string, selection: Selection, result: Draw, stakeFen = 1_000) {
  const play = playById(playId)!
  return settleBet({
    play,
    selection,
    stakeFen,
    oddsMilli: defaultFrozenOdds(play, selection, AT),
    draw: result,
  })
}

/** Every ordering of the first two cars, the rest in order. */
function* championPairs(): Generator<number[]> {
  for (let a = 1; a <= 10; a++)
    for (let b = 1; b <= 10; b++) {
      if (a === b) continue
      yield [a, b, ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((n) => n !== a && n !== b)]
    }
}

describe('racing settlement', () => {
  it('冠亚和: 大 is 12–19 (40 of 90 pairs), 小 3–11 (50), 单 50, 双 40; no push', () => {
    const wins: Record<string, number> = { 冠亚大: 0, 冠亚小: 0, 冠亚单: 0, 冠亚双: 0 }
    for (const numbers of championPairs())
      for (const cell of Object.keys(wins))
        wins[cell]! += settle('rc.guanyahe', single(cell), race(numbers)).winningBets
    expect(wins).toEqual({ 冠亚大: 40, 冠亚小: 50, 冠亚单: 50, 冠亚双: 40 })
  })

  it('冠亚和 11 is 小, 12 is 大', () => {
    expect(settle('rc.guanyahe', single('冠亚小'), race([5, 6, 1, 2, 3, 4, 7, 8, 9, 10])).payoutFen).toBe(
      1_783,
    )
    expect(settle('rc.guanyahe', single('冠亚大'), race([5, 6, 1, 2, 3, 4, 7, 8, 9, 10])).payoutFen).toBe(0)
    expect(settle('rc.guanyahe', single('冠亚大'), race([5, 7, 1, 2, 3, 4, 6, 8, 9, 10])).payoutFen).toBe(
      2_229,
    )
  })

  it('冠亚和值 wins on exactly the sum, as often as the ways table says', () => {
    const wins: Record<number, number> = {}
    for (const numbers of championPairs()) {
      const sum = numbers[0]! + numbers[1]!
      const settled = settle('rc.guanyahe.zhi', single(String(sum)), race(numbers))
      expect(settled.result).toBe(1)
      wins[sum] = (wins[sum] ?? 0) + 1
    }
    expect(wins).toEqual(championSumWays)
    expect(settle('rc.guanyahe.zhi', single('3'), race([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).payoutFen).toBe(
      44_595,
    )
    expect(settle('rc.guanyahe.zhi', single('4'), race([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).payoutFen).toBe(0)
  })

  const result = race([10, 3, 6, 1, 8, 2, 9, 4, 7, 5])
  it.each([
    ['rc.liangmian', at(1, '大'), 1_982],
    ['rc.liangmian', at(1, '双'), 1_982],
    ['rc.liangmian', at(1, '小'), 0],
    ['rc.liangmian', at(2, '小'), 1_982],
    ['rc.liangmian', at(2, '单'), 1_982],
    ['rc.liangmian', at(3, '大'), 1_982],
    ['rc.liangmian', at(10, '单'), 1_982],
    ['rc.liangmian', at(10, '大'), 0],
    ['rc.dingwei', at(1, '10'), 9_910],
    ['rc.dingwei', at(4, '01'), 9_910],
    ['rc.dingwei', at(4, '02'), 0],
    // 1V10: 10 vs 5 龙; 2V9: 3 vs 7 虎; 5V6: 8 vs 2 龙.
    ['rc.longhu', at(1, '龙'), 1_982],
    ['rc.longhu', at(1, '虎'), 0],
    ['rc.longhu', at(2, '虎'), 1_982],
    ['rc.longhu', at(5, '龙'), 1_982],
  ] as const)('%s %j on 10 3 6 1 8 2 9 4 7 5 pays %i', (playId, selection, payoutFen) => {
    expect(settle(playId, selection, result).payoutFen).toBe(payoutFen)
  })

  it('龙虎 is an even chance over every arrangement of a pair of positions', () => {
    let dragons = 0
    // Put each ordered pair at positions 1 and 10.
    for (const numbers of championPairs())
      dragons += settle(
        'rc.longhu',
        at(1, '龙'),
        race([numbers[0]!, ...numbers.slice(2), numbers[1]!]),
      ).winningBets
    expect(dragons).toBe(45)
  })

  it('refuses a draw that is not ten different cars', () => {
    expect(() => settle('rc.dingwei', at(1, '01'), race([1, 1, 3, 4, 5, 6, 7, 8, 9, 10]))).toThrow(RangeError)
  })
})
