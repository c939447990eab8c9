import { describe, expect, it } from 'vitest'
import { isThemeName, themeFeatures, themeNames } from './themes'

describe('themes', () => {
  it('ships four themes', () => {
    expect(themeNames).toEqual(['theme1', 'theme2', 'theme3', 'theme4'])
    for (const name of themeNames) expect(isThemeName(name)).toBe(true)
    for (const other of ['', 'theme5', 'Theme1', 'toString']) expect(isThemeName(other)).toBe(false)
  })

  it('turns VIP on for theme1, theme2 and theme4 only', () => {
    expect(themeNames.filter((name) => themeFeatures[name].vipEnabled)).toEqual([
      'theme1',
      'theme2',
      'theme4',
    ])
  })
})
