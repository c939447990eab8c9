import { describe, expect, it } from 'vitest'
import { defaultFrozenOdds, playById } from './catalogue'
import { settleBet } from './settle'
import { threeKindOf } from './timeBasedSettlement'
import type { Selection } from './types'

const AT = Date.UTC(2025, 5, 1)
const single = (cell: string): Selection => ({ kind: 'single', cell })
const at = (position: number, cell: string): Selection => ({ kind: 'position', position, cell })

function settle(playId: string, selection: Selection, digits: number[], stakeFen = 1_000) {
  const play = playById(playId)!
  const oddsMilli = defaultFrozenOdds(play, selection, AT)
  return settleBet({ play, selection, stakeFen, oddsMilli, draw: { numbers: digits, drawTimeMs: AT } })
}

describe('time-based settlement', () => {
  it.each([
    // 1 2 3 4 5: total 15, 虎, straights everywhere, 牛5 (1+4+5 makes ten, 2+3 is 5).
    ['ssc.zonghe', single('总和小'), [1, 2, 3, 4, 5], 1_982],
    ['ssc.zonghe', single('总和单'), [1, 2, 3, 4, 5], 1_982],
    ['ssc.zonghe', single('总和大'), [1, 2, 3, 4, 5], 0],
    ['ssc.zonghe', single('总和大'), [9, 9, 5, 0, 0], 1_982],
    ['ssc.zonghe', single('总和小'), [9, 9, 4, 0, 0], 1_982],
    ['ssc.longhuhe', single('虎'), [1, 2, 3, 4, 5], 2_200],
    ['ssc.longhuhe', single('龙'), [9, 0, 1, 5, 5], 2_200],
    ['ssc.longhuhe', single('和'), [7, 7, 7, 2, 7], 9_400],
    // A tie loses both 龙 and 虎.
    ['ssc.longhuhe', single('龙'), [7, 7, 7, 2, 7], 0],
    ['ssc.longhuhe', single('虎'), [7, 7, 7, 2, 7], 0],
    ['ssc.liangmian', at(1, '小'), [1, 2, 3, 4, 5], 1_982],
    ['ssc.liangmian', at(5, '大'), [1, 2, 3, 4, 5], 1_982],
    ['ssc.liangmian', at(5, '单'), [1, 2, 3, 4, 5], 1_982],
    ['ssc.liangmian', at(2, '单'), [1, 2, 3, 4, 5], 0],
    ['ssc.liangmian', at(2, '双'), [1, 0, 3, 4, 5], 1_982],
    ['ssc.dingwei', at(3, '3'), [1, 2, 3, 4, 5], 9_910],
    ['ssc.dingwei', at(3, '4'), [1, 2, 3, 4, 5], 0],
    ['ssc.qianzhonghou', at(1, '顺子'), [9, 0, 1, 5, 5], 14_000],
    ['ssc.qianzhonghou', at(2, '半顺'), [9, 0, 1, 5, 5], 2_300],
    ['ssc.qianzhonghou', at(3, '对子'), [9, 0, 1, 5, 5], 3_200],
    ['ssc.qianzhonghou', at(1, '豹子'), [7, 7, 7, 2, 7], 70_000],
    ['ssc.qianzhonghou', at(1, '杂六'), [0, 2, 4, 6, 8], 2_800],
    ['ssc.qianzhonghou', at(1, '半顺'), [0, 2, 4, 6, 8], 0],
    ['ssc.douniu', single('牛5'), [1, 2, 3, 4, 5], 15_545],
    ['ssc.douniu', single('牛小'), [1, 2, 3, 4, 5], 3_083],
    ['ssc.douniu', single('牛单'), [1, 2, 3, 4, 5], 3_109],
    ['ssc.douniu', single('牛大'), [1, 2, 3, 4, 5], 0],
    ['ssc.douniu', single('牛牛'), [9, 0, 1, 5, 5], 15_350],
    ['ssc.douniu', single('牛大'), [9, 0, 1, 5, 5], 3_076],
    ['ssc.douniu', single('牛双'), [9, 0, 1, 5, 5], 3_051],
    ['ssc.douniu', single('无牛'), [7, 7, 7, 2, 7], 2_779],
    // 无牛 loses every size and parity bet.
    ['ssc.douniu', single('牛小'), [7, 7, 7, 2, 7], 0],
    ['ssc.douniu', single('牛双'), [7, 7, 7, 2, 7], 0],
    ['ssc.douniu', single('牛单'), [7, 7, 7, 2, 7], 0],
  ] as const)('%s %j on %j pays %i', (playId, selection, digits, payoutFen) => {
    expect(settle(playId, selection, [...digits]).payoutFen).toBe(payoutFen)
  })

  it('sorts every run of three digits into exactly one kind: 10 豹子, 60 顺子, 270 对子, 360 半顺, 300 杂六', () => {
    const counts: Record<string, number> = {}
    for (let run = 0; run < 1000; run++) {
      const digits = [Math.floor(run / 100), Math.floor(run / 10) % 10, run % 10]
      counts[threeKindOf(digits)] = (counts[threeKindOf(digits)] ?? 0) + 1
    }
    expect(counts).toEqual({ 豹子: 10, 顺子: 60, 对子: 270, 半顺: 360, 杂六: 300 })
  })

  it('龙虎和 over every first and fifth ball: 龙 45, 虎 45, 和 10', () => {
    const wins: Record<string, number> = { 龙: 0, 虎: 0, 和: 0 }
    for (let first = 0; first <= 9; first++)
      for (let fifth = 0; fifth <= 9; fifth++)
        for (const cell of Object.keys(wins))
          wins[cell]! += settle('ssc.longhuhe', single(cell), [first, 0, 0, 0, fifth]).winningBets
    expect(wins).toEqual({ 龙: 45, 虎: 45, 和: 10 })
  })

  it('refuses a digit outside 0–9', () => {
    expect(() => settle('ssc.dingwei', at(1, '1'), [10, 0, 0, 0, 0])).toThrow(RangeError)
  })
})
