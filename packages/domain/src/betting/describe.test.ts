import { describe, expect, it } from 'vitest'
import { playById } from './catalogue'
import { betInfoText, frozenOddsDisplay, frozenOddsText, selectionText } from './describe'

const play = (id: string) => {
  const found = playById(id)
  if (!found) throw new Error(id)
  return found
}

describe('bet texts', () => {
  it('reads every selection shape', () => {
    const tema = play('sm.tema.a')
    expect(selectionText(tema, { kind: 'single', cell: '07' })).toBe('07')
    expect(selectionText(tema, { kind: 'cells', cells: ['鼠', '牛'] })).toBe('鼠,牛')
    expect(selectionText(tema, { kind: 'danTuo', dan: ['01'], tuo: ['02', '03'] })).toBe('胆 01 拖 02,03')
  })

  it('writes the odds as figures, keyed when a play prices outcomes apart', () => {
    expect(frozenOddsText(1965)).toBe('1.965')
    expect(frozenOddsText({ 中二: 20000, 中三: 100000 })).toBe('中二 20 / 中三 100')
    expect(betInfoText(play('sm.tema.a'), { kind: 'single', cell: '07' }, 49000)).toBe('特码A 07 @49')
    expect(frozenOddsText(10_733_333)).toBe('10733.333')
    expect(frozenOddsDisplay(10_733_333)).toBe('10733')
    expect(frozenOddsDisplay({ 中二: 20_000, 中三: 110_500 })).toBe('中二 20 / 中三 110.5')
  })
})
