import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultFrozenOdds, playById } from '../betting/catalogue'
import { settleBet } from '../betting/settle'
import type { Selection } from '../betting/types'
import { readQuickThreeDraw } from './quickThree'
import { readRacingDraw } from './racing'
import { readTimeBasedDraw } from './timeBased'

const AT = Date.UTC(2025, 5, 1)
const stamp = { turnNum: '20250601001', openTime: AT }

/** Whether a one-注 bet on the settlement's play wins on these numbers. */
function wins(playId: string, selection: Selection, numbers: readonly number[]): boolean {
  const play = playById(playId)!
  const settled = settleBet({
    play,
    selection,
    stakeFen: 1_000,
    oddsMilli: defaultFrozenOdds(play, selection, AT),
    draw: { numbers, drawTimeMs: AT },
  })
  return settled.winningBets > 0
}
const single = (cell: string): Selection => ({ kind: 'single', cell })
const at = (position: number, cell: string): Selection => ({ kind: 'position', position, cell })
const valueAt = (
  sides: readonly { position: string; attribute: string; value: string }[],
  p: string,
  a: string,
) => sides.find((r) => r.position === p && r.attribute === a)!.value

const raceOrders = fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], { minLength: 10, maxLength: 10 })
const ranks = ['冠军', '亚军', '第三名', '第四名', '第五名', '第六名', '第七名', '第八名', '第九名', '第十名']

describe('racing draws', () => {
  it('reads the ranks, 冠亚和 and 27 two-sides readings', () => {
    const view = readRacingDraw({ ...stamp, numbers: [3, 9, 1, 2, 4, 5, 6, 7, 8, 10] })!
    expect(view.championSum).toBe(12)
    expect(view.sides).toHaveLength(2 + 10 * 2 + 5)
    expect(view.sides.slice(0, 5)).toEqual([
      { position: '冠亚和', attribute: '大小', value: '大' },
      { position: '冠亚和', attribute: '单双', value: '双' },
      { position: '冠军', attribute: '大小', value: '小' },
      { position: '冠军', attribute: '单双', value: '单' },
      { position: '冠军', attribute: '龙虎', value: '虎' },
    ])
    expect(view.sides.filter((r) => r.attribute === '龙虎').map((r) => r.position)).toEqual(ranks.slice(0, 5))
    expect(readRacingDraw({ ...stamp, numbers: [1, 1, 2, 3, 4, 5, 6, 7, 8, 9] })).toBeNull()
  })

  it('reads every side as the racing settlement pays it', () => {
    fc.assert(
      fc.property(raceOrders, (numbers) => {
        const { sides } = readRacingDraw({ ...stamp, numbers })!
        for (const side of ['大', '小', '单', '双']) {
          const attribute = side === '大' || side === '小' ? '大小' : '单双'
          expect(valueAt(sides, '冠亚和', attribute) === side).toBe(
            wins('rc.guanyahe', single(`冠亚${side}`), numbers),
          )
          ranks.forEach((rank, i) => {
            expect(valueAt(sides, rank, attribute) === side).toBe(
              wins('rc.liangmian', at(i + 1, side), numbers),
            )
          })
        }
        for (let i = 1; i <= 5; i++)
          expect(valueAt(sides, ranks[i - 1]!, '龙虎') === '龙').toBe(wins('rc.longhu', at(i, '龙'), numbers))
      }),
      { numRuns: 50 },
    )
  })
})

describe('quick-three draws', () => {
  it('reads every throw of three dice as the quick-three settlement pays 大小, a triple as 豹子', () => {
    let triples = 0
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++) {
          const numbers = [a, b, c]
          const view = readQuickThreeDraw({ ...stamp, numbers })!
          expect(view.sum).toBe(a + b + c)
          const size = valueAt(view.sides, '总和', '大小')
          expect(size === '大').toBe(wins('k3.daxiao', single('大'), numbers))
          expect(size === '小').toBe(wins('k3.daxiao', single('小'), numbers))
          expect(valueAt(view.sides, '总和', '单双')).toBe((a + b + c) % 2 ? '单' : '双')
          if (view.isTriple) {
            triples++
            expect(size).toBe('豹子')
          }
        }
    expect(triples).toBe(6)
    expect(readQuickThreeDraw({ ...stamp, numbers: [1, 2, 7] })).toBeNull()
  })
})

describe('time-based draws', () => {
  it('reads the digits, the total, 前中后三 and the two-sides readings', () => {
    const view = readTimeBasedDraw({ ...stamp, numbers: [8, 9, 0, 1, 8] })!
    expect(view.sum).toBe(26)
    expect(view.threes).toEqual(['顺子', '顺子', '半顺'])
    expect(view.sides).toHaveLength(5 * 2 + 3)
    expect(view.sides.slice(-3).map((r) => r.value)).toEqual(['大', '双', '和'])
    expect(readTimeBasedDraw({ ...stamp, numbers: [1, 2, 3, 4] })).toBeNull()
  })

  it('reads every side as the time-based settlement pays it', () => {
    const balls = ['第一球', '第二球', '第三球', '第四球', '第五球']
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 }), (numbers) => {
        const { sides } = readTimeBasedDraw({ ...stamp, numbers })!
        for (const side of ['大', '小', '单', '双']) {
          const attribute = side === '大' || side === '小' ? '大小' : '单双'
          expect(valueAt(sides, '总和', attribute) === side).toBe(
            wins('ssc.zonghe', single(`总和${side}`), numbers),
          )
          balls.forEach((ball, i) => {
            expect(valueAt(sides, ball, attribute) === side).toBe(
              wins('ssc.liangmian', at(i + 1, side), numbers),
            )
          })
        }
        for (const side of ['龙', '虎', '和'])
          expect(valueAt(sides, '总和', '龙虎') === side).toBe(wins('ssc.longhuhe', single(side), numbers))
      }),
      { numRuns: 200 },
    )
  })
})
