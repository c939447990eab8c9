import { describe, expect, it } from 'vitest'
import { playById } from './catalogue'
import { luckyNiuNiuPlays } from './luckyNiuNiuPlays'
import {
  doubledMultiplier,
  luckyNiuNiuJudge,
  niuNiuHands,
  niuRankOfCars,
  playerBeatsBanker,
} from './luckyNiuNiuSettlement'
import { niuLabel, niuOf } from './niu'
import { betAmountFen } from './quote'
import { settleBet } from './settle'
import type { FrozenOdds } from './types'

const AT = Date.UTC(2025, 5, 1)
const STAKE = 1_000

function settle(
  playId: 'nn.pingbei' | 'nn.fanbei',
  player: string,
  cars: number[],
  oddsMilli: FrozenOdds = 2_000,
) {
  const play = playById(playId)!
  return settleBet({
    play,
    selection: { kind: 'single', cell: player },
    stakeFen: STAKE,
    oddsMilli,
    draw: { numbers: cars, drawTimeMs: AT },
  })
}

describe('niu hands', () => {
  it.each([
    [[1, 9, 0, 3, 4], 7],
    [[3, 7, 0, 2, 8], 10],
    [[1, 2, 3, 4, 0], 0],
    [[5, 5, 0, 1, 1], 2],
    [[0, 0, 0, 0, 0], 10],
  ])('%j is %i', (values, rank) => {
    expect(niuOf(values)).toBe(rank)
  })

  it('names the ranks', () => {
    expect([0, 1, 6, 9, 10].map(niuLabel)).toEqual(['无牛', '牛1', '牛6', '牛9', '牛牛'])
  })

  it('refuses a hand that is not five cards', () => {
    expect(() => niuOf([1, 2, 3])).toThrow(RangeError)
  })

  it('deals 庄 from positions 1–5 and 闲一…闲五 from 2–6 … 6–10, a car 10 counting 0', () => {
    const { banker, players } = niuNiuHands({ numbers: [8, 3, 9, 2, 5, 1, 6, 10, 4, 7], drawTimeMs: AT })
    expect(banker).toEqual([8, 3, 9, 2, 5])
    expect(players).toEqual([
      [3, 9, 2, 5, 1],
      [9, 2, 5, 1, 6],
      [2, 5, 1, 6, 10],
      [5, 1, 6, 10, 4],
      [1, 6, 10, 4, 7],
    ])
    // 8 3 9 2 5: 8+2 and 3+9+... — 3+2+5 makes ten, 8+9 is 17: 牛7.
    expect(niuRankOfCars(banker)).toBe(7)
    // 3 9 2 5 1: 9+... 3+2+5 makes ten, 9+1 is 10: 牛牛.
    expect(niuRankOfCars(players[0]!)).toBe(10)
    // 2 5 1 6 10: 2+... 10 counts 0; no three make ten → 无牛.
    expect(niuRankOfCars(players[2]!)).toBe(0)
  })

  it('refuses a draw that is not ten different cars', () => {
    expect(() => niuNiuHands({ numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 9], drawTimeMs: AT })).toThrow(RangeError)
  })

  it('gives 翻倍 multipliers ×5 牛牛, ×3 牛9, ×2 牛7/牛8, ×1 below', () => {
    expect([0, 1, 6, 7, 8, 9, 10].map(doubledMultiplier)).toEqual([1, 1, 1, 2, 2, 3, 5])
  })
})

describe('lucky niu niu settlement', () => {
  it('pays a winning 平倍 at even money and 翻倍 by the player hand', () => {
    // 庄 牛7, 闲一 牛牛.
    const cars = [8, 3, 9, 2, 5, 1, 6, 10, 4, 7]
    expect(settle('nn.pingbei', '闲一', cars)).toMatchObject({ result: 1, payoutFen: 2 * STAKE })
    expect(settle('nn.fanbei', '闲一', cars)).toMatchObject({ result: 1, payoutFen: 10 * STAKE })
    // A 1:0.97 price takes its commission from the multiplied win only: 5 000 + 1 000 × 5 × 0.97.
    expect(settle('nn.fanbei', '闲一', cars, 1_970).payoutFen).toBe(9_850)
    // 闲三 无牛 loses to 牛7: 平倍 loses the stake, 翻倍 loses two stakes of the five held.
    expect(settle('nn.pingbei', '闲三', cars)).toMatchObject({ result: 0, payoutFen: 0 })
    expect(settle('nn.fanbei', '闲三', cars)).toMatchObject({ result: 0, payoutFen: 3 * STAKE })
  })

  it('takes five stakes from a 翻倍 loss to a banker 牛牛 and three to a banker 牛9', () => {
    expect(settle('nn.fanbei', '闲一', [5, 9, 3, 7, 6, 10, 1, 8, 2, 4]).payoutFen).toBe(0)
    expect(settle('nn.fanbei', '闲一', [7, 4, 2, 1, 5, 9, 3, 8, 6, 10]).payoutFen).toBe(2 * STAKE)
    // On the same draw 闲二 holds 牛牛 and beats the banker's 牛9.
    expect(settle('nn.fanbei', '闲二', [7, 4, 2, 1, 5, 9, 3, 8, 6, 10]).payoutFen).toBe(10 * STAKE)
  })

  it('pays 翻倍 牛8 twice the stake on top of the hold', () => {
    // 庄 无牛, 闲一 牛8.
    expect(settle('nn.fanbei', '闲一', [3, 9, 7, 1, 5, 6, 2, 8, 4, 10]).payoutFen).toBe(7 * STAKE)
    expect(settle('nn.pingbei', '闲一', [3, 9, 7, 1, 5, 6, 2, 8, 4, 10]).payoutFen).toBe(2 * STAKE)
  })

  it('gives equal hands up to 牛6 to the banker, 无牛 against 无牛 included', () => {
    expect(niuRankOfCars([9, 5, 8, 4, 2])).toBe(0)
    expect(settle('nn.pingbei', '闲一', [9, 5, 8, 4, 2, 6, 10, 3, 7, 1]).result).toBe(0)
    // 庄 and 闲二 both 牛1; 闲二's first card 6 is higher, and it still loses.
    const cars = [1, 2, 6, 7, 5, 10, 3, 8, 4, 9]
    expect([niuRankOfCars(cars.slice(0, 5)), niuRankOfCars(cars.slice(2, 7))]).toEqual([1, 1])
    expect(settle('nn.pingbei', '闲二', cars).result).toBe(0)
    expect(settle('nn.fanbei', '闲二', cars).payoutFen).toBe(4 * STAKE)
  })

  it('compares the first cards of equal hands from 牛7 up, a car 10 being the highest', () => {
    // 牛牛 both, first cards 1 (庄) and 2 (闲二): the player wins five stakes on top of the hold.
    expect(settle('nn.fanbei', '闲二', [1, 10, 2, 9, 8, 4, 7, 5, 6, 3]).payoutFen).toBe(10 * STAKE)
    // 牛9 both, first cards 6 and 10: the 10 wins.
    expect(settle('nn.pingbei', '闲二', [6, 9, 10, 1, 3, 7, 8, 5, 2, 4]).result).toBe(1)
    // 牛9 both, the banker's first card 10 beats 7.
    expect(settle('nn.pingbei', '闲二', [10, 4, 7, 5, 3, 8, 6, 9, 1, 2]).result).toBe(0)
    // 牛7 both, first cards 8 (庄) and 4 (闲三): the banker wins.
    expect(settle('nn.pingbei', '闲三', [8, 3, 10, 4, 2, 9, 5, 7, 1, 6]).result).toBe(0)
    // 牛9 both, first cards 5 and 10 (闲三); 牛9 both, 4 and 9 (闲四).
    expect(playerBeatsBanker([10, 3, 1, 9, 6], [5, 4, 7, 10, 3])).toBe(true)
    expect(settle('nn.pingbei', '闲四', [4, 3, 5, 8, 9, 2, 7, 1, 10, 6]).result).toBe(1)
  })

  it('never pushes: over many draws every player hand either wins or loses', () => {
    let draws = 0
    const cars = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    for (let shift = 0; shift < 10; shift++) {
      const rotated = [...cars.slice(shift), ...cars.slice(0, shift)]
      for (const player of ['闲一', '闲二', '闲三', '闲四', '闲五']) {
        expect(settle('nn.pingbei', player, rotated).pushedBets).toBe(0)
        draws++
      }
    }
    expect(draws).toBe(50)
  })

  it('holds five stakes for 翻倍 and one for 平倍', () => {
    const selection = { kind: 'single', cell: '闲一' } as const
    expect(betAmountFen(playById('nn.fanbei')!, selection, STAKE)).toBe(5 * STAKE)
    expect(betAmountFen(playById('nn.pingbei')!, selection, STAKE)).toBe(STAKE)
  })

  it('refuses 翻倍 odds below even money and an unknown hand', () => {
    expect(() => settle('nn.fanbei', '闲一', [8, 3, 9, 2, 5, 1, 6, 10, 4, 7], 900)).toThrow(RangeError)
    expect(() => settle('nn.pingbei', '闲六', [8, 3, 9, 2, 5, 1, 6, 10, 4, 7])).toThrow(RangeError)
    const judge = luckyNiuNiuJudge(luckyNiuNiuPlays[0]!, {
      numbers: [8, 3, 9, 2, 5, 1, 6, 10, 4, 7],
      drawTimeMs: AT,
    })
    expect(() => judge({ kind: 'cells', cells: ['庄'] }, 2_000, STAKE)).toThrow(RangeError)
  })
})
