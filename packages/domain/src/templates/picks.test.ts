import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { zodiacsBySeason } from '../lottery/groupings'
import { zodiacs } from '../lottery/zodiac'
import { type PickHighlight, pickHighlights, picksOf } from './picks'

const hits = (code: string, content: string, note: string, highlight?: PickHighlight) =>
  picksOf(code, content, note, highlight)
    .filter((pick) => pick.hit)
    .map((pick) => pick.text)

describe('picksOf', () => {
  it('reads numbers, zodiac runs and words, in order', () => {
    expect(picksOf('MB27', '猴鸡 07，书、合数大', '')).toEqual([
      { kind: 'text', text: '猴', hit: false },
      { kind: 'text', text: '鸡', hit: false },
      { kind: 'number', value: 7, text: '07', hit: false },
      { kind: 'text', text: '书', hit: false },
      { kind: 'text', text: '合数大', hit: false },
    ])
    expect(picksOf('MB10', null, '开:马49*')).toEqual([])
    expect(picksOf('MB10', '  ', undefined)).toEqual([])
  })

  it('marks numbers and zodiacs of the note', () => {
    expect(hits('MB10', '07 12 49', '开:马49*')).toEqual(['49'])
    expect(hits('MB05', '猪 马 虎', '开:马49*')).toEqual(['马'])
    expect(hits('MB27', '猴鸡龙马 01 49', '开:马49*')).toEqual(['马', '49'])
  })

  it('marks every six-mark number exactly when the note holds it', () => {
    const content = Array.from({ length: 49 }, (_, i) => String(i + 1).padStart(2, '0')).join(' ')
    for (let n = 1; n <= 49; n++)
      expect(hits('MB10', content, `开:${n}`)).toEqual([String(n).padStart(2, '0')])
  })

  it('marks every zodiac exactly when the note names it', () => {
    for (const zodiac of zodiacs) expect(hits('MB05', zodiacs.join(''), `开:${zodiac}01`)).toEqual([zodiac])
  })

  it('marks season, arts and gender groups, sum-size ranges and the MB07 digit', () => {
    expect(hits('MB20', '春-夏', '开:马49', 'season')).toEqual(['夏'])
    expect(hits('MB19', '琴 书', '开:马49', 'art')).toEqual(['书'])
    expect(hits('MB21', '男', '开:马49', 'gender')).toEqual(['男'])
    expect(hits('MB22', '合数大 合数小', '开:马49合数大', 'sumSize')).toEqual(['合数大'])
    expect(hits('MB22', '合数大 合数小', '开:鼠01', 'sumSize')).toEqual(['合数小'])
    expect(hits('MB07', '4尾 9尾', '开:马49', 'lastDigit')).toEqual(['9尾'])
    expect(hits('MB07', '3尾 9尾', '3尾', 'lastDigit')).toEqual(['3尾'])
  })

  it('splits MB20 on its separators only', () => {
    expect(picksOf('MB20', '春：夏-秋', '').map((pick) => pick.text)).toEqual(['春', '夏', '秋'])
    expect(picksOf('MB19', '春：夏', '').map((pick) => pick.text)).toEqual(['春：夏'])
  })

  it('marks the season of the note under the season rule only', () => {
    for (const [season, members] of Object.entries(zodiacsBySeason)) {
      const note = `开:${members[0]}01`
      expect(hits('MB20', '春-夏-秋-冬', note, 'season')).toEqual([season])
      expect(hits('MB20', '春-夏-秋-冬', note)).toEqual([])
    }
  })

  it('never marks a word without its highlight rule, whatever the note', () => {
    const ruleOf: readonly (readonly [string, PickHighlight])[] = [
      ['琴', 'art'],
      ['春', 'season'],
      ['男', 'gender'],
      ['合数大', 'sumSize'],
      ['合数小', 'sumSize'],
      ['3尾', 'lastDigit'],
    ]
    fc.assert(
      fc.property(
        fc.constantFrom(...ruleOf),
        fc.string(),
        fc.constantFrom(undefined, ...pickHighlights),
        ([word, rule], note, highlight) => {
          fc.pre(highlight !== rule)
          expect(picksOf('MB19', word, note, highlight)[0]?.hit).toBe(false)
        },
      ),
    )
  })
})
