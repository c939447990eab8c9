import { describe, expect, it } from 'vitest'
import {
  animalKindOf,
  artOf,
  genderOf,
  seasonOf,
  zodiacsByAnimalKind,
  zodiacsByArt,
  zodiacsByGender,
  zodiacsBySeason,
} from './groupings'
import { type Zodiac, zodiacs } from './zodiac'

const tables = { zodiacsByArt, zodiacsBySeason, zodiacsByGender, zodiacsByAnimalKind }

describe('zodiac groupings', () => {
  it.each(Object.entries(tables))('%s puts each of the twelve zodiacs in exactly one group', (_, table) => {
    const members = Object.values(table).flat()
    expect([...members].sort()).toEqual([...zodiacs].sort())
  })

  it('uses the tables of docs/product.md for arts, seasons and gender', () => {
    expect(zodiacsByArt).toEqual({
      琴: ['鸡', '兔', '蛇'],
      棋: ['鼠', '牛', '狗'],
      书: ['马', '龙', '虎'],
      画: ['羊', '猴', '猪'],
    })
    expect(zodiacsByGender.女).toEqual(['兔', '蛇', '羊', '鸡', '猪'])
    expect(zodiacsBySeason).toEqual({
      春: ['虎', '兔', '龙'],
      夏: ['蛇', '马', '羊'],
      秋: ['猴', '鸡', '狗'],
      冬: ['鼠', '牛', '猪'],
    })
    expect(zodiacsByAnimalKind.家禽).toEqual(['牛', '马', '羊', '鸡', '狗', '猪'])
  })

  it('finds the group of every zodiac', () => {
    const expected: Record<Zodiac, string> = {
      鼠: '棋冬男野兽',
      牛: '棋冬男家禽',
      虎: '书春男野兽',
      兔: '琴春女野兽',
      龙: '书春男野兽',
      蛇: '琴夏女野兽',
      马: '书夏男家禽',
      羊: '画夏女家禽',
      猴: '画秋男野兽',
      鸡: '琴秋女家禽',
      狗: '棋秋男家禽',
      猪: '画冬女家禽',
    }
    for (const z of zodiacs)
      expect(artOf(z) + seasonOf(z) + genderOf(z) + animalKindOf(z), z).toBe(expected[z])
  })

  it('refuses a value that is not a zodiac', () => {
    expect(() => artOf('猫' as Zodiac)).toThrow(RangeError)
  })
})
