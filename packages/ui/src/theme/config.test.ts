import { describe, expect, it } from 'vitest'
import { activeNavItem, navIconNames, themeConfigs } from './config'
import { themeClass, themeNames } from './themes'

const labels = (name: keyof typeof themeConfigs) => themeConfigs[name].navItems.map((item) => item.label)

describe('themes', () => {
  it('has four themes, each with its own class', () => {
    expect(themeNames).toEqual(['theme1', 'theme2', 'theme3', 'theme4'])
    expect(new Set(themeNames.map((name) => themeClass[name])).size).toBe(4)
  })
})

describe('themeConfigs', () => {
  it('gives theme1 and theme3 the five entries of the spec', () => {
    expect(labels('theme1')).toEqual(['首页', '资料库', '游戏大厅', '图库', '我的'])
    expect(labels('theme3')).toEqual(labels('theme1'))
    expect(themeConfigs.theme1.navItems.map((item) => item.href)).toEqual([
      '/',
      '/databases',
      '/game-center',
      '/gallery',
      '/profile',
    ])
  })

  it('labels the theme4 game-center entry 六合彩', () => {
    expect(labels('theme4')).toEqual(['首页', '资料库', '六合彩', '图库', '我的'])
    expect(themeConfigs.theme4.navItems[2]?.href).toBe('/game-center')
  })

  it('gives theme2 promotions and a bet list that needs login', () => {
    expect(labels('theme2')).toEqual(['首页', '优惠活动', '游戏大厅', '注单'])
    const betList = themeConfigs.theme2.navItems[3]
    expect(betList).toMatchObject({ href: '/report/bet-list', requiresLogin: true, icon: 'betList' })
    expect(themeConfigs.theme2.navItems.filter((item) => item.requiresLogin)).toHaveLength(1)
  })

  it('turns VIP on for theme1, theme2 and theme4 only, with the #fafafa fallback', () => {
    expect(themeNames.filter((name) => themeConfigs[name].vipEnabled)).toEqual(['theme1', 'theme2', 'theme4'])
    for (const name of themeNames) expect(themeConfigs[name].fallbackColor).toBe('#fafafa')
  })

  it('uses only known icons', () => {
    for (const name of themeNames) {
      for (const item of themeConfigs[name].navItems) expect(navIconNames).toContain(item.icon)
    }
  })

  it('counts /, /macau-lottery and /recommend as home, and sub-paths for other entries', () => {
    const items = themeConfigs.theme1.navItems
    for (const path of ['/', '/macau-lottery', '/recommend'])
      expect(activeNavItem(items, path)?.key).toBe('home')
    expect(activeNavItem(items, '/gallery/12')?.key).toBe('gallery')
    expect(activeNavItem(items, '/databases')?.key).toBe('database')
    expect(activeNavItem(items, '/auth/login')).toBeUndefined()
  })
})
