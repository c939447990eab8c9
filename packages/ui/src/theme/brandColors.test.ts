import { describe, expect, it } from 'vitest'
import { themeBrandColor } from './brandColors'
import { themeNames } from './themes'

describe('themeBrandColor', () => {
  it('is a plain hex colour for every theme, one per theme', () => {
    for (const theme of themeNames) expect(themeBrandColor[theme]).toMatch(/^#[0-9a-f]{6}$/i)
    expect(new Set(themeNames.map((theme) => themeBrandColor[theme])).size).toBe(themeNames.length)
  })

  it('is theme1’s lucky red, the colour the browser bar showed before themes had their own', () => {
    expect(themeBrandColor.theme1).toBe('#d6202a')
  })
})
