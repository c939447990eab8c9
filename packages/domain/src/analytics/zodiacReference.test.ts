import { describe, expect, it } from 'vitest'
import { ballColor } from '../lottery/ballColor'
import { fiveElementOf } from '../lottery/fiveElements'
import { zodiacOf, zodiacs } from '../lottery/zodiac'
import { fromChinaTime } from '../time/chinaTime'
import { zodiacReference, zodiacReferenceAt } from './zodiacReference'

describe('zodiacReference', () => {
  it('gives 2025 (蛇) from 29 January 2025 to 17 February 2026, 01 13 25 37 49 as 蛇', () => {
    const ref = zodiacReference(2025)
    expect(ref.animal).toBe('蛇')
    expect(ref.startDate).toEqual({ year: 2025, month: 1, day: 29 })
    expect(ref.endDate).toEqual({ year: 2026, month: 2, day: 17 })
    expect(ref.startsAt).toBe(fromChinaTime(2025, 1, 29))
    expect(ref.endsAt).toBe(fromChinaTime(2026, 2, 17))
    expect(ref.zodiacs[0]).toMatchObject({
      zodiac: '蛇',
      art: '琴',
      season: '夏',
      gender: '女',
      animalKind: '野兽',
    })
    expect(ref.zodiacs[0]!.numbers.map((n) => n.number)).toEqual([1, 13, 25, 37, 49])
    expect(ref.zodiacs.map((z) => z.zodiac)).toEqual([
      '蛇',
      '龙',
      '兔',
      '虎',
      '牛',
      '鼠',
      '猪',
      '狗',
      '鸡',
      '猴',
      '羊',
      '马',
    ])
  })

  it('lists every number once with the colour and element of its year', () => {
    for (const year of [1950, 2024, 2025, 2026, 2100]) {
      const ref = zodiacReference(year)
      const numbers = ref.zodiacs.flatMap((z) => z.numbers)
      expect(numbers.map((n) => n.number).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 49 }, (_, i) => i + 1),
      )
      expect(new Set(ref.zodiacs.map((z) => z.zodiac))).toEqual(new Set(zodiacs))
      for (const z of ref.zodiacs) {
        expect(z.numbers).toHaveLength(z.zodiac === ref.animal ? 5 : 4)
        for (const n of z.numbers) {
          expect(zodiacOf(n.number, ref.startsAt)).toBe(z.zodiac)
          expect(n.color).toBe(ballColor(n.number))
          expect(n.element).toBe(fiveElementOf(n.number, ref.startsAt))
        }
      }
      expect(Object.values(ref.elements).flat()).toHaveLength(49)
    }
  })

  it('switches at 00:00 China time on 正月初一', () => {
    const start = fromChinaTime(2026, 2, 17)
    expect(zodiacReferenceAt(start - 1).animal).toBe('蛇')
    expect(zodiacReferenceAt(start).animal).toBe('马')
    expect(zodiacReferenceAt(start).startsAt).toBe(start)
    expect(zodiacReference(2026).groupings.animalKind.家禽).toContain('马')
  })
})
