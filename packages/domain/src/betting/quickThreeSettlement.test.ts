import { describe, expect, it } from 'vitest'
import { defaultFrozenOdds, playById } from './catalogue'
import { diceSumWays } from './quickThreePlays'
import { settleBet } from './settle'
import type { Selection } from './types'

const AT = Date.UTC(2025, 5, 1)
const single = (cell: string): Selection => ({ kind: 'single', cell })

function settle(playId: string, cell: string, dice: number[], stakeFen = 1_000) {
  const play = playById(playId)!
  const selection = single(cell)
  const oddsMilli = defaultFrozenOdds(play, selection, AT)
  return settleBet({ play, selection, stakeFen, oddsMilli, draw: { numbers: dice, drawTimeMs: AT } })
}

const throws: number[][] = []
for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) throws.push([a, b, c])

/** How many of the 216 throws win a cell. */
const winsOver216 = (playId: string, cell: string) =>
  throws.reduce((wins, dice) => wins + settle(playId, cell, dice).winningBets, 0)

describe('quick-three settlement over all 216 throws', () => {
  it('三军 wins when any die shows the face: 91 throws', () => {
    for (const face of ['1', '2', '3', '4', '5', '6']) expect(winsOver216('k3.sanjun', face)).toBe(91)
  })

  it('三军 pays once however many dice show the face', () => {
    expect(settle('k3.sanjun', '5', [5, 5, 5]).payoutFen).toBe(1_813)
    expect(settle('k3.sanjun', '5', [5, 2, 3]).payoutFen).toBe(1_813)
    expect(settle('k3.sanjun', '6', [5, 2, 3]).payoutFen).toBe(0)
  })

  it('大小: 11–17 大, 4–10 小, 105 throws each; every triple loses both', () => {
    expect(winsOver216('k3.daxiao', '大')).toBe(105)
    expect(winsOver216('k3.daxiao', '小')).toBe(105)
    expect(settle('k3.daxiao', '大', [4, 4, 4]).payoutFen).toBe(0)
    expect(settle('k3.daxiao', '小', [3, 3, 3]).payoutFen).toBe(0)
    expect(settle('k3.daxiao', '大', [5, 5, 1]).payoutFen).toBe(2_038)
    expect(settle('k3.daxiao', '小', [4, 5, 1]).payoutFen).toBe(2_038)
  })

  it('围骰 wins only its own triple, 全骰 any triple', () => {
    expect(winsOver216('k3.weishai', '444')).toBe(1)
    expect(settle('k3.weishai', '444', [4, 4, 4]).payoutFen).toBe(165_000)
    expect(settle('k3.weishai', '444', [5, 5, 5]).payoutFen).toBe(0)
    expect(winsOver216('k3.quanshai', '全骰')).toBe(6)
    expect(settle('k3.quanshai', '全骰', [2, 2, 2]).payoutFen).toBe(27_500)
  })

  it('点数 wins on its total, triples included, as often as the ways table says', () => {
    for (let total = 3; total <= 18; total++)
      expect(winsOver216('k3.dianshu', String(total))).toBe(diceSumWays[total])
    expect(settle('k3.dianshu', '12', [4, 4, 4]).payoutFen).toBe(6_600)
    expect(settle('k3.dianshu', '10', [4, 4, 2]).payoutFen).toBe(5_600)
    expect(settle('k3.dianshu', '3', [1, 1, 1]).payoutFen).toBe(165_000)
  })

  it('长牌 wins when both faces show: 30 throws per pair', () => {
    expect(winsOver216('k3.changpai', '12')).toBe(30)
    expect(settle('k3.changpai', '56', [6, 1, 5]).payoutFen).toBe(4_800)
    expect(settle('k3.changpai', '56', [6, 6, 1]).payoutFen).toBe(0)
  })

  it('短牌 wins on two or three of the face: 16 throws per face', () => {
    expect(winsOver216('k3.duanpai', '33')).toBe(16)
    expect(settle('k3.duanpai', '33', [3, 1, 3]).payoutFen).toBe(9_800)
    expect(settle('k3.duanpai', '33', [3, 3, 3]).payoutFen).toBe(9_800)
    expect(settle('k3.duanpai', '33', [3, 1, 2]).payoutFen).toBe(0)
  })

  it('refuses a die outside 1–6', () => {
    expect(() => settle('k3.sanjun', '1', [0, 1, 2])).toThrow(RangeError)
  })
})
