import { describe, expect, it } from 'vitest'
import { betResultOf } from '../bets/bets'
import { fromChinaTime } from '../time/chinaTime'
import { defaultFrozenOdds, playById } from './catalogue'
import { settleBet } from './settle'
import type { Draw, Selection } from './types'

const AT = fromChinaTime(2025, 6, 1, 21, 30)
const sixMark = (normals: number[], special: number): Draw => ({
  numbers: [...normals, special],
  drawTimeMs: AT,
})

describe('settleBet', () => {
  it('sums the 注 of a mixed bet and reports them one by one', () => {
    const play = playById('sm.lianma.sanzhonger')!
    const selection: Selection = { kind: 'cells', cells: ['03', '14', '25', '40'] }
    const settled = settleBet({
      play,
      selection,
      stakeFen: 500,
      oddsMilli: { 中二: 20_000, 中三: 110_000 },
      draw: sixMark([3, 14, 25, 36, 47, 8], 19),
    })
    // (03 14 25) 中三 55 000; (03 14 40), (03 25 40), (14 25 40) 中二 10 000 each.
    expect(settled).toMatchObject({
      result: 1,
      payoutFen: 85_000,
      betCount: 4,
      winningBets: 4,
      pushedBets: 0,
    })
    expect(settled.tickets.map((t) => [t.ticket, t.outcome, t.payoutFen])).toEqual([
      [{ kind: 'cells', cells: ['03', '14', '25'] }, 'win', 55_000],
      [{ kind: 'cells', cells: ['03', '14', '40'] }, 'win', 10_000],
      [{ kind: 'cells', cells: ['03', '25', '40'] }, 'win', 10_000],
      [{ kind: 'cells', cells: ['14', '25', '40'] }, 'win', 10_000],
    ])
  })

  it('uses the bet-record result codes: 1 paid out, 2 draw, 0 not won', () => {
    const play = playById('sm.liangmian')!
    const bet = (special: number) =>
      settleBet({
        play,
        selection: { kind: 'single', cell: '大' },
        stakeFen: 100,
        oddsMilli: 1_965,
        draw: sixMark([1, 2, 3, 4, 5, 6], special),
      })
    expect(betResultOf(bet(30).result)).toBe('paidOut')
    expect(betResultOf(bet(49).result)).toBe('draw')
    expect(betResultOf(bet(10).result)).toBe('notWon')
  })

  it('pays a pushed 注 its stake and a won 注 floor(stake × odds) in the same bet', () => {
    // 复式 parlay on 正码 49 15 30: (大 单 双) counts the 和 leg ×1 and wins 1.92², (绿波 单 双) wins
    // 2.85 × 1.92², and the two with 单 on 30 lose.
    const play = playById('sm.guoguan')!
    const selection: Selection = {
      kind: 'parlay',
      legs: [
        { position: 1, cells: ['大', '绿波'] },
        { position: 2, cells: ['单'] },
        { position: 3, cells: ['双', '单'] },
      ],
    }
    const settled = settleBet({
      play,
      selection,
      stakeFen: 1_000,
      oddsMilli: defaultFrozenOdds(play, selection, AT),
      draw: sixMark([49, 15, 30, 2, 25, 8], 19),
    })
    expect(settled.tickets.map((t) => t.payoutFen)).toEqual([3_686, 0, 10_506, 0])
    expect(settled).toMatchObject({ result: 1, payoutFen: 14_192, winningBets: 2, pushedBets: 0 })
  })

  it('reports a bet with pushes and no wins as a draw', () => {
    const play = playById('sm.guoguan')!
    const selection: Selection = {
      kind: 'parlay',
      legs: [
        { position: 1, cells: ['大', '小'] },
        { position: 2, cells: ['双'] },
      ],
    }
    const settled = settleBet({
      play,
      selection,
      stakeFen: 300,
      oddsMilli: 1_920,
      draw: sixMark([49, 15, 30, 2, 25, 8], 19),
    })
    expect(settled).toMatchObject({ result: 2, payoutFen: 600, winningBets: 0, pushedBets: 2 })
  })

  it('pays with the odds frozen at bet time, not the catalogue’s', () => {
    const play = playById('sm.tema.a')!
    const settled = settleBet({
      play,
      selection: { kind: 'single', cell: '07' },
      stakeFen: 333,
      oddsMilli: 47_500,
      draw: sixMark([1, 2, 3, 4, 5, 6], 7),
    })
    expect(settled.payoutFen).toBe(15_817)
  })

  it('pays a chain the lowest of its frozen cell odds', () => {
    const play = playById('sm.lianwei.2')!
    const settled = settleBet({
      play,
      selection: { kind: 'cells', cells: ['0尾', '3尾'] },
      stakeFen: 100,
      oddsMilli: { '0尾': 4_100, '3尾': 3_400 },
      draw: sixMark([10, 13, 25, 36, 47, 8], 19),
    })
    expect(settled.payoutFen).toBe(340)
  })

  it('refuses a bad stake, an invalid selection, missing odds and a draw of the wrong kind', () => {
    const play = playById('sm.tema.a')!
    const base = {
      play,
      selection: { kind: 'single', cell: '07' } as Selection,
      stakeFen: 100,
      oddsMilli: 49_000,
      draw: sixMark([1, 2, 3, 4, 5, 6], 7),
    }
    expect(() => settleBet({ ...base, stakeFen: 0 })).toThrow(RangeError)
    expect(() => settleBet({ ...base, stakeFen: 10.5 })).toThrow(RangeError)
    expect(() => settleBet({ ...base, selection: { kind: 'single', cell: '50' } })).toThrow('无效的选项：50')
    expect(() => settleBet({ ...base, oddsMilli: { '08': 49_000 } })).toThrow(RangeError)
    expect(() => settleBet({ ...base, draw: { numbers: [1, 2, 3, 4, 5, 6], drawTimeMs: AT } })).toThrow(
      RangeError,
    )
    expect(() => settleBet({ ...base, draw: sixMark([1, 2, 3, 4, 5, 6], 6) })).toThrow(RangeError)
  })
})
