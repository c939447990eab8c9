import { describe, expect, it } from 'vitest'
import { fromChinaTime } from '../time/chinaTime'
import { playById } from './catalogue'
import { pickedBetCount, randomPicks, selectionsFromPicks } from './picks'
import { quickSelects } from './quickSelects'

const play = (id: string) => {
  const found = playById(id)
  if (!found) throw new Error(id)
  return found
}

describe('selectionsFromPicks', () => {
  it('makes one bet per cell of a single-cell play and one bet of a combination', () => {
    expect(selectionsFromPicks(play('sm.tema.a'), ['07', '08'])).toEqual([
      { kind: 'single', cell: '07' },
      { kind: 'single', cell: '08' },
    ])
    expect(selectionsFromPicks(play('sm.lianma.sanzhonger'), ['01', '02', '03', '04'])).toEqual([
      { kind: 'cells', cells: ['01', '02', '03', '04'] },
    ])
    expect(pickedBetCount(play('sm.lianma.sanzhonger'), ['01', '02', '03', '04'])).toBe(4)
    expect(pickedBetCount(play('sm.lianma.sanzhonger'), ['01', '02'])).toBe(0)
    expect(pickedBetCount(play('sm.tema.a'), ['07', '08', '09'])).toBe(3)
    expect(selectionsFromPicks(play('sm.tema.a'), [])).toEqual([])
  })

  it('puts position bets on the chosen position and groups parlay picks into legs', () => {
    expect(selectionsFromPicks(play('rc.dingwei'), ['08'], 3)).toEqual([
      { kind: 'position', position: 3, cell: '08' },
    ])
    expect(selectionsFromPicks(play('sm.guoguan'), ['2:单', '1:大', '2:双'])).toEqual([
      {
        kind: 'parlay',
        legs: [
          { position: 1, cells: ['大'] },
          { position: 2, cells: ['单', '双'] },
        ],
      },
    ])
  })
})

describe('quick selects', () => {
  it('pick the colours, sides and zodiacs of the lunar year', () => {
    const rows = quickSelects(fromChinaTime(2026, 11, 22, 12))
    expect(rows.map((r) => r.group)).toEqual(['波色', '大小单双', '生肖'])
    const [colours, sides, zodiacRow] = rows
    expect(colours!.items.map((i) => i.numbers.length)).toEqual([17, 16, 16])
    expect(sides!.items.find((i) => i.label === '大')!.numbers).toHaveLength(25)
    // 2026 is the year of the horse: 马 holds 01, 13, 25, 37, 49.
    expect(zodiacRow!.items.find((i) => i.label === '马')!.numbers).toEqual([1, 13, 25, 37, 49])
  })

  it('machine picks are distinct cells of the grid', () => {
    let seed = 7
    const random = () => {
      seed = (seed * 16807) % 2147483647
      return seed / 2147483647
    }
    const picks = randomPicks(['01', '02', '03', '04', '05'], 3, random)
    expect(new Set(picks).size).toBe(3)
    expect(randomPicks(['01'], 3, random)).toEqual(['01'])
  })
})
