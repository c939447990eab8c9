import { describe, expect, it } from 'vitest'
import { handsOf, heatMapOf, niuNiuDraws } from './niuNiu.server.ts'

const row = (turnNum: string, openNum: string) => ({
  gameId: 95,
  turnNum,
  openNum,
  openTime: '2026-11-24 04:51:00',
})

// 庄 8 9 3 10 7 is 牛7; 闲二 3 10 7 5 2 is 牛7 too but its first card is lower; 闲五 5 2 6 4 1 is 牛8.
const first = row('202611240097', '08,09,03,10,07,05,02,06,04,01')
// 庄 5 1 4 8 7 is 牛5; 闲四 7 6 3 9 10 is 牛5 as well, and a tie up to 牛6 goes to the banker.
const second = row('202611240096', '05,01,04,08,07,06,03,09,10,02')

describe('lucky niu niu draws', () => {
  it('keeps only complete racing results', () => {
    const draws = niuNiuDraws([first, row('202611240098', ''), row('202611240095', '01,02,03')])
    expect(draws.map((d) => d.turnNum)).toEqual(['202611240097'])
    expect(draws[0]!.cars).toEqual([8, 9, 3, 10, 7, 5, 2, 6, 4, 1])
  })

  it('deals the banker and five players with their 牛 and their result against the banker', () => {
    const [draw] = niuNiuDraws([first])
    expect(handsOf(draw!)).toEqual([
      { name: '庄', cards: [8, 9, 3, 10, 7], label: '牛7', beatsBanker: null },
      { name: '闲一', cards: [9, 3, 10, 7, 5], label: '牛4', beatsBanker: false },
      { name: '闲二', cards: [3, 10, 7, 5, 2], label: '牛7', beatsBanker: false },
      { name: '闲三', cards: [10, 7, 5, 2, 6], label: '无牛', beatsBanker: false },
      { name: '闲四', cards: [7, 5, 2, 6, 4], label: '无牛', beatsBanker: false },
      { name: '闲五', cards: [5, 2, 6, 4, 1], label: '牛8', beatsBanker: true },
    ])
  })
})

describe('the heat map', () => {
  const map = heatMapOf(niuNiuDraws([first, second]))

  it('counts each position’s wins against the banker, its rate and the draws since its last win', () => {
    expect(map.drawCount).toBe(2)
    expect([map.newestTurn, map.oldestTurn]).toEqual(['202611240097', '202611240096'])
    expect(map.players.find((p) => p.name === '闲五')).toEqual({
      name: '闲五',
      wins: 1,
      losses: 1,
      winRate: 50,
      missed: 0,
    })
    expect(map.players.find((p) => p.name === '闲一')).toMatchObject({ wins: 0, winRate: 0, missed: 2 })
  })

  it('spreads the 牛 ranks over the hands, strongest first, shaded against the largest count', () => {
    expect(map.ranks.map((r) => r.label)).toEqual([
      '牛牛',
      '牛9',
      '牛8',
      '牛7',
      '牛6',
      '牛5',
      '牛4',
      '牛3',
      '牛2',
      '牛1',
      '无牛',
    ])
    const rank = (label: string) => map.ranks.find((r) => r.label === label)!
    expect(rank('牛7').counts).toEqual([1, 0, 1, 0, 0, 0])
    expect(rank('牛5').counts).toEqual([1, 0, 0, 0, 1, 0])
    expect(rank('无牛')).toMatchObject({ counts: [0, 1, 1, 1, 1, 1], total: 5 })
    expect(rank('无牛').heat).toEqual([0, 1, 1, 1, 1, 1])
    expect(map.ranks.reduce((sum, r) => sum + r.total, 0)).toBe(2 * 6)
  })

  it('reads an empty window as no figures', () => {
    const empty = heatMapOf([])
    expect(empty).toMatchObject({ drawCount: 0, newestTurn: null, oldestTurn: null })
    expect(empty.players.every((p) => p.winRate === 0 && p.missed === 0)).toBe(true)
  })
})
