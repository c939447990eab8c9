import { themeNames } from '@liuhe/domain'
import { describe, expect, it } from 'vitest'
import { homeLayoutOf, theme4Shortcuts } from './homeLayout'

describe('homeLayoutOf', () => {
  it('gives theme4 its own home and every other theme the standard one', () => {
    expect(themeNames.map((theme) => [theme, homeLayoutOf(theme)])).toEqual([
      ['theme1', 'standard'],
      ['theme2', 'standard'],
      ['theme3', 'standard'],
      ['theme4', 'theme4'],
    ])
  })

  it('has a row of five shortcuts, each with an icon', () => {
    expect(theme4Shortcuts.map((s) => [s.label, s.href])).toEqual([
      ['开奖记录', '/lottery-record'],
      ['资料库', '/databases'],
      ['图库', '/gallery'],
      ['优惠活动', '/promotional'],
      ['在线客服', '/services'],
    ])
    expect(theme4Shortcuts.every((s) => s.icon)).toBe(true)
  })
})
