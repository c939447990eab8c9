import { describe, expect, it } from 'vitest'
import { zodiacOf } from '../lottery/zodiac'
import { fromChinaTime } from '../time'
import {
  parseSearchQuery,
  SEARCH_MAX_LENGTH,
  searchNameText,
  searchNumberText,
  searchPickTokens,
} from './search'

describe('parseSearchQuery', () => {
  it('reads a blank box as empty', () => {
    expect(parseSearchQuery('')).toEqual({ kind: 'empty' })
    expect(parseSearchQuery('   ')).toEqual({ kind: 'empty' })
    expect(parseSearchQuery(null)).toEqual({ kind: 'empty' })
  })

  it('reads one or two digits naming 1–49 as a number', () => {
    expect(parseSearchQuery(' 18 ')).toEqual({ kind: 'number', number: 18, text: '18' })
    expect(parseSearchQuery('07')).toEqual({ kind: 'number', number: 7, text: '07' })
    expect(parseSearchQuery('7')).toEqual({ kind: 'number', number: 7, text: '7' })
    expect(searchNumberText(7)).toBe('07')
  })

  it('reads 0, 50 and longer digit runs as text', () => {
    expect(parseSearchQuery('0')).toEqual({ kind: 'text', text: '0' })
    expect(parseSearchQuery('50')).toEqual({ kind: 'text', text: '50' })
    expect(parseSearchQuery('2026139')).toEqual({ kind: 'text', text: '2026139' })
  })

  it('reads a zodiac, 马肖 and the traditional 馬 as the zodiac', () => {
    expect(parseSearchQuery('马')).toEqual({ kind: 'zodiac', zodiac: '马', text: '马' })
    expect(parseSearchQuery('马肖')).toEqual({ kind: 'zodiac', zodiac: '马', text: '马肖' })
    expect(parseSearchQuery('馬')).toEqual({ kind: 'zodiac', zodiac: '马', text: '馬' })
    expect(parseSearchQuery('龍')).toEqual({ kind: 'zodiac', zodiac: '龙', text: '龍' })
  })

  it('reads other words as text, collapsing spaces', () => {
    expect(parseSearchQuery('  四肖   八码 ')).toEqual({ kind: 'text', text: '四肖 八码' })
    expect(parseSearchQuery('马会')).toEqual({ kind: 'text', text: '马会' })
  })

  it('refuses text over the limit with a Chinese message', () => {
    expect(() => parseSearchQuery('码'.repeat(SEARCH_MAX_LENGTH + 1))).toThrow('搜索内容不能超过20个字')
    expect(parseSearchQuery('码'.repeat(SEARCH_MAX_LENGTH)).kind).toBe('text')
  })
})

describe('searchPickTokens and searchNameText', () => {
  const at = fromChinaTime(2026, 11, 22, 12)

  it('finds a number as itself and as its zodiac of the year', () => {
    const tokens = searchPickTokens(parseSearchQuery('18'), at)
    expect(tokens).toEqual(['18', zodiacOf(18, at)])
    expect(searchPickTokens(parseSearchQuery('7'), at)[0]).toBe('07')
    expect(searchNameText(parseSearchQuery('07'))).toBe('07')
  })

  it('finds a zodiac as itself, in picks and names, 馬 as 马', () => {
    expect(searchPickTokens(parseSearchQuery('馬'), at)).toEqual(['马'])
    expect(searchNameText(parseSearchQuery('馬'))).toBe('马')
  })

  it('finds text in names only, and nothing for a blank box', () => {
    expect(searchPickTokens(parseSearchQuery('管家婆'), at)).toEqual([])
    expect(searchNameText(parseSearchQuery('管家婆'))).toBe('管家婆')
    expect(searchNameText(parseSearchQuery(''))).toBeUndefined()
  })
})
