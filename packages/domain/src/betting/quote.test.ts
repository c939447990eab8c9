import { describe, expect, it } from 'vitest'
import { fromChinaTime } from '../time/chinaTime'
import { type AnyPlay, bettingPlays, defaultFrozenOdds, oddsAtDraw, playById } from './catalogue'
import { selectionsFromPicks } from './picks'
import { betAmountFen, betQuote, holdMultiple, type PricedPlay } from './quote'
import { betCount, pickLimits } from './selection'
import { settleBet } from './settle'
import type { Selection } from './types'

const AT = fromChinaTime(2025, 6, 1, 21, 30)
const STAKE = 1_000

/** A play as the betting page holds it: its odds resolved for the turn's draw. */
const priced = (play: AnyPlay): PricedPlay => ({ ...play, odds: oddsAtDraw(play, AT) })
const byId = (id: string) => playById(id)!

/** The picks a player makes first on a play's grid: the fewest cells (or legs) one bet takes. */
function firstPicks(play: AnyPlay): string[] {
  const { shape, cells } = play
  if (shape.kind === 'parlay')
    return shape.positions.slice(0, shape.minLegs).map((p) => `${p.index}:${cells[0]!.key}`)
  return cells.slice(0, pickLimits(play).min).map((c) => c.key)
}

describe('betAmountFen', () => {
  it('is stake × 注 × hold multiple', () => {
    const threeAll = byId('sm.lianma.sanquanzhong')
    expect(betAmountFen(threeAll, { kind: 'cells', cells: ['01', '02', '03', '04', '05'] }, 200)).toBe(2_000)
    expect(holdMultiple(threeAll)).toBe(1)
    expect(holdMultiple(byId('nn.fanbei'))).toBe(5)
    expect(() => betAmountFen(threeAll, { kind: 'cells', cells: ['01', '02', '03'] }, -1)).toThrow(RangeError)
  })
})

describe('betQuote: the totals shown before a bet', () => {
  it('totals every play at what the platform debits (betAmountFen), hold multiple included', () => {
    for (const play of bettingPlays) {
      const selections = selectionsFromPicks(play, firstPicks(play))
      const quote = betQuote(priced(play), selections, STAKE)
      const debited = selections.reduce((sum, s) => sum + betAmountFen(play, s, STAKE), 0)
      expect(quote.amountFen, play.id).toBe(debited)
      expect(quote.amountFen, play.id).toBe(STAKE * quote.count * holdMultiple(play))
      expect(quote.lines.map((l) => l.amountFen)).toEqual(selections.map((s) => betAmountFen(play, s, STAKE)))
    }
  })

  it('holds five stakes per 注 on 翻倍 and one on 平倍', () => {
    const held = bettingPlays.filter((play) => holdMultiple(play) > 1)
    expect(held.map((p) => p.id)).toEqual(['nn.fanbei'])
    for (const play of held) {
      const quote = betQuote(priced(play), selectionsFromPicks(play, ['闲一', '闲三']), STAKE)
      expect(quote.count).toBe(2)
      expect(quote.amountFen).toBe(2 * 5 * STAKE)
    }
    expect(betQuote(priced(byId('nn.pingbei')), [{ kind: 'single', cell: '闲一' }], STAKE).amountFen).toBe(
      STAKE,
    )
  })

  it('freezes the same odds as the platform, zodiac prices by the year of the draw', () => {
    for (const play of bettingPlays) {
      for (const selection of selectionsFromPicks(play, firstPicks(play))) {
        const [line] = betQuote(priced(play), [selection], STAKE).lines
        expect(line!.odds, play.id).toEqual(defaultFrozenOdds(play, selection, AT))
      }
    }
  })

  it('has no total and no win without picks', () => {
    const quote = betQuote(priced(byId('sm.tema.a')), [], STAKE)
    expect(quote).toMatchObject({ count: 0, amountFen: 0, win: undefined })
  })
})

describe('betQuote: 可赢 / 最高可赢', () => {
  const win = (id: string, selections: Selection[], stakeFen = STAKE) =>
    betQuote(priced(byId(id)), selections, stakeFen).win

  it('is stake × odds, rounded down to the fen, for picks of one price', () => {
    expect(win('sm.tema.a', [{ kind: 'single', cell: '07' }])).toEqual({ fen: 49_000, highest: false })
    const two = selectionsFromPicks(byId('sm.tema.a'), ['07', '11'])
    expect(win('sm.tema.a', two)).toEqual({ fen: 49_000, highest: false })
    expect(win('sm.zonghe', [{ kind: 'single', cell: '总大' }], 333)).toEqual({ fen: 654, highest: false })
    expect(win('nn.pingbei', [{ kind: 'single', cell: '闲二' }])).toEqual({ fen: 2_000, highest: false })
  })

  it('is the highest when the picks or the outcomes pay differently', () => {
    const sides = selectionsFromPicks(byId('sm.liangmian'), ['大', '大单'])
    expect(win('sm.liangmian', sides)).toEqual({ fen: 3_400, highest: true })
    // 三中二: 中二 20, 中三 110.
    expect(win('sm.lianma.sanzhonger', [{ kind: 'cells', cells: ['01', '02', '03'] }])).toEqual({
      fen: 110_000,
      highest: true,
    })
    // 过关 大 × 红波 on two legs: one 注 at 1.92 × 2.72.
    const parlay: Selection = {
      kind: 'parlay',
      legs: [
        { position: 1, cells: ['大'] },
        { position: 2, cells: ['红波'] },
      ],
    }
    expect(win('sm.guoguan', [parlay])).toEqual({ fen: 5_222, highest: false })
    const both: Selection = {
      kind: 'parlay',
      legs: [
        { position: 1, cells: ['大', '小'] },
        { position: 2, cells: ['红波', '蓝波'] },
      ],
    }
    expect(win('sm.guoguan', [both])).toEqual({ fen: 5_472, highest: true })
    // 大 on both legs: the one cell's odds are frozen as one number, and still paid once per leg (1.92²),
    // as settlement pays a draw with both numbers 大.
    const same: Selection = {
      kind: 'parlay',
      legs: [
        { position: 3, cells: ['大'] },
        { position: 6, cells: ['大'] },
      ],
    }
    expect(win('sm.guoguan', [same])).toEqual({ fen: 3_686, highest: false })
    const play = byId('sm.guoguan')
    const draw = { numbers: [49, 17, 34, 35, 18, 32, 31], drawTimeMs: AT }
    const settled = settleBet({
      play,
      selection: same,
      stakeFen: 1,
      oddsMilli: defaultFrozenOdds(play, same, AT),
      draw,
    })
    expect(settled.payoutFen).toBe(3)
    expect(betQuote(priced(play), [same], 1).win).toEqual({ fen: 3, highest: false })
  })

  it('pays a 连肖 注 at its lowest zodiac, and shows the best 注', () => {
    const play = priced(byId('sm.lianxiao.2'))
    const odds = play.odds.kind === 'perCell' ? play.odds.oddsMilli : {}
    const prices = [...new Set(Object.values(odds))].sort((a, b) => a - b)
    expect(prices).toHaveLength(2)
    const low = Object.keys(odds).find((z) => odds[z] === prices[0])!
    const highs = Object.keys(odds).filter((z) => odds[z] === prices[1])
    // One 注 with the 本命 zodiac: it pays the lower figure, and only that.
    expect(betQuote(play, [{ kind: 'cells', cells: [low, highs[0]!] }], STAKE).win).toEqual({
      fen: (STAKE * prices[0]!) / 1000,
      highest: false,
    })
    // Three zodiacs make three 注; the best pays the higher figure.
    expect(betQuote(play, [{ kind: 'cells', cells: [low, highs[0]!, highs[1]!] }], STAKE).win).toEqual({
      fen: (STAKE * prices[1]!) / 1000,
      highest: true,
    })
  })

  it('shows 翻倍 at its best hand, 牛牛 ×5, which is what settlement pays a winning 牛牛', () => {
    const play = byId('nn.fanbei')
    const quote = betQuote(priced(play), [{ kind: 'single', cell: '闲一' }], STAKE)
    // The hold of 5 stakes back plus 5 × stake × (2 − 1).
    expect(quote.win).toEqual({ fen: 10 * STAKE, highest: true })
    // A draw where 闲一 (cars 2–6) holds 牛牛 and beats the banker: 3 7 10 | 2 8.
    const settled = settleBet({
      play,
      selection: { kind: 'single', cell: '闲一' },
      stakeFen: STAKE,
      oddsMilli: defaultFrozenOdds(play, { kind: 'single', cell: '闲一' }, AT),
      draw: { numbers: [1, 3, 7, 10, 2, 8, 4, 5, 6, 9], drawTimeMs: AT },
    })
    expect(settled.payoutFen).toBe(quote.win!.fen)
  })

  it('is what settlement pays the picked 注 when it wins', () => {
    const play = byId('sm.tema.a')
    const selection: Selection = { kind: 'single', cell: '07' }
    const settled = settleBet({
      play,
      selection,
      stakeFen: 777,
      oddsMilli: defaultFrozenOdds(play, selection, AT),
      draw: { numbers: [1, 2, 3, 4, 5, 6, 7], drawTimeMs: AT },
    })
    expect(betQuote(priced(play), [selection], 777).win?.fen).toBe(settled.payoutFen)
    expect(betCount(play, selection)).toBe(1)
  })
})
