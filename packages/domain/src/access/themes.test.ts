import { describe, expect, it } from 'vitest'
import {
  colorSchemes,
  isColorScheme,
  isThemeName,
  privateDomainNotice,
  themeFeatures,
  themeNames,
} from './themes'
import type { Viewer } from './viewer'

describe('themes', () => {
  it('ships four themes', () => {
    expect(themeNames).toEqual(['theme1', 'theme2', 'theme3', 'theme4'])
    for (const name of themeNames) expect(isThemeName(name)).toBe(true)
    for (const other of ['', 'theme5', 'Theme1', 'toString']) expect(isThemeName(other)).toBe(false)
  })

  it('offers following the system, light and dark, and knows nothing else', () => {
    expect(colorSchemes).toEqual(['system', 'light', 'dark'])
    for (const scheme of colorSchemes) expect(isColorScheme(scheme)).toBe(true)
    for (const other of ['', 'Dark', 'auto', 'toString', undefined, 1])
      expect(isColorScheme(other)).toBe(false)
  })

  it('turns VIP on for theme1, theme2 and theme4 only', () => {
    expect(themeNames.filter((name) => themeFeatures[name].vipEnabled)).toEqual([
      'theme1',
      'theme2',
      'theme4',
    ])
  })

  it('gives theme4 its own home and theme2 the reset-password page', () => {
    expect(themeNames.map((name) => themeFeatures[name].homeLayout)).toEqual([
      'standard',
      'standard',
      'standard',
      'theme4',
    ])
    expect(themeNames.filter((name) => themeFeatures[name].resetPasswordPage)).toEqual(['theme2'])
  })
})

describe('privateDomainNotice', () => {
  const vip: Viewer = { hasToken: true, userInfo: { type: 'HY', vipLevel: 6 } }
  const member: Viewer = { hasToken: true, userInfo: { type: 'HY', vipLevel: 1 } }
  const trial: Viewer = { hasToken: true, userInfo: { type: 'TEST', vipLevel: 6 } }

  it('tells a VIP their domain in the themes with VIP features', () => {
    for (const theme of ['theme1', 'theme2', 'theme4'] as const) {
      expect(privateDomainNotice(theme, vip, ' vip001.example ')).toBe('vip001.example')
    }
  })

  it('says nothing in theme3, to non-VIPs, or without a domain', () => {
    expect(privateDomainNotice('theme3', vip, 'vip001.example')).toBeNull()
    expect(privateDomainNotice('theme1', member, 'vip001.example')).toBeNull()
    expect(privateDomainNotice('theme1', trial, 'vip001.example')).toBeNull()
    expect(privateDomainNotice('theme1', { hasToken: false }, 'vip001.example')).toBeNull()
    for (const none of ['', '  ', null, undefined])
      expect(privateDomainNotice('theme1', vip, none)).toBeNull()
  })
})
