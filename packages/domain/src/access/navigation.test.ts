import { describe, expect, it } from 'vitest'
import {
  activeNavItem,
  afterLoginTarget,
  authBackTarget,
  bottomNavigation,
  navKeys,
  navTapOutcome,
  sameSitePath,
} from './navigation'
import { themeNames } from './themes'

describe('afterLoginTarget', () => {
  it('returns to pages of this app and home otherwise', () => {
    expect(afterLoginTarget('/bills?x=1')).toBe('/bills?x=1')
    for (const bad of [
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      '/auth/login',
      '/auth',
      '/auth?x',
    ]) {
      expect(afterLoginTarget(bad), String(bad)).toBe('/')
    }
    expect(afterLoginTarget('/authors')).toBe('/authors')
  })

  it('refuses every way out of the site: schemes, protocol-relative, backslashes, control characters, encodings', () => {
    for (const bad of [
      'https://evil.example',
      'HTTPS://evil.example/',
      'http:evil.example',
      '//evil.example',
      '///evil.example',
      '////evil.example/x',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\u0000/evil.example',
      ' //evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '%2F%2Fevil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%5Cevil.example',
      '/%5C%5Cevil.example',
      '/%09/evil.example',
      '/.//evil.example',
      'evil.example',
      '@evil.example',
      '/%61uth/login',
    ]) {
      expect(afterLoginTarget(bad), JSON.stringify(bad)).toBe('/')
    }
  })

  it('keeps same-site paths with their query and hash as given', () => {
    expect(afterLoginTarget('/game/110?tab=2#bets')).toBe('/game/110?tab=2#bets')
    expect(afterLoginTarget('/search?q=%E7%89%B9%E7%A0%81')).toBe('/search?q=%E7%89%B9%E7%A0%81')
    expect(afterLoginTarget('/bills?next=//evil.example')).toBe('/bills?next=//evil.example')
  })
})

describe('sameSitePath', () => {
  it('keeps paths of this site, /auth pages included, and turns anything else into home', () => {
    expect(sameSitePath('/auth/login')).toBe('/auth/login')
    expect(sameSitePath('/responsible-gaming?tab=1#top')).toBe('/responsible-gaming?tab=1#top')
    for (const bad of [
      undefined,
      null,
      '',
      '/\\evil.example',
      '//evil.example',
      'https://evil.example',
      '/%5Cevil',
      '/%5C%5Cevil.example',
      '/\t/evil',
      '/\r\nSet-Cookie: a=b',
      '/x\nLocation: https://evil.example',
      '/%0d%0aSet-Cookie:%20a=b',
      'javascript:alert(1)',
      '/%2F%2Fevil.example',
    ]) {
      expect(sameSitePath(bad), JSON.stringify(bad)).toBe('/')
    }
  })
})

describe('authBackTarget', () => {
  it('goes home after a short history or a game chat page, back otherwise', () => {
    expect(authBackTarget(1, '/profile')).toBe('/')
    expect(authBackTarget(5, null)).toBe('/')
    expect(authBackTarget(5, '/game/110/chat-rooms/3')).toBe('/')
    expect(authBackTarget(5, '/profile')).toBeUndefined()
  })
})

describe('bottomNavigation', () => {
  const labels = (theme: keyof typeof bottomNavigation) => bottomNavigation[theme].map((item) => item.label)

  it('gives theme1 and theme3 the five standard entries', () => {
    expect(labels('theme1')).toEqual(['首页', '资料库', '游戏大厅', '图库', '我的'])
    expect(bottomNavigation.theme3).toEqual(bottomNavigation.theme1)
    expect(bottomNavigation.theme1.map((item) => item.href)).toEqual([
      '/',
      '/databases',
      '/game-center',
      '/gallery',
      '/profile',
    ])
  })

  it('labels the theme4 game-center entry 六合彩', () => {
    expect(labels('theme4')).toEqual(['首页', '资料库', '六合彩', '图库', '我的'])
    expect(bottomNavigation.theme4[2]).toMatchObject({ key: 'gameCenter', href: '/game-center' })
  })

  it('gives theme2 promotions and a bet list that needs login', () => {
    expect(labels('theme2')).toEqual(['首页', '优惠活动', '游戏大厅', '注单'])
    expect(bottomNavigation.theme2[3]).toMatchObject({ key: 'betList', href: '/report/bet-list' })
    expect(bottomNavigation.theme2.filter((item) => item.requiresLogin).map((item) => item.key)).toEqual([
      'betList',
    ])
  })

  it('has each destination once per theme', () => {
    for (const theme of themeNames) {
      const items = bottomNavigation[theme]
      expect(new Set(items.map((item) => item.key)).size, theme).toBe(items.length)
      for (const item of items) expect(navKeys).toContain(item.key)
    }
  })
})

describe('activeNavItem', () => {
  const items = bottomNavigation.theme1

  it('counts /, /macau-lottery and /recommend as home, and sub-paths for other entries', () => {
    for (const path of ['/', '/macau-lottery', '/recommend'])
      expect(activeNavItem(items, path)?.key).toBe('home')
    expect(activeNavItem(items, '/gallery/12')?.key).toBe('gallery')
    expect(activeNavItem(items, '/databases')?.key).toBe('database')
  })

  it('makes no entry active outside the bar', () => {
    for (const path of ['/auth/login', '/galleryx', '/game/110'])
      expect(activeNavItem(items, path)).toBeUndefined()
  })
})

describe('navTapOutcome', () => {
  const betList = bottomNavigation.theme2.find((item) => item.key === 'betList')!

  it("asks a guest to log in before theme2's bet list, then comes back to it", () => {
    expect(navTapOutcome(betList, false)).toEqual({
      kind: 'ask-login',
      loginHref: '/auth/login?redirectTo=%2Freport%2Fbet-list',
    })
    expect(navTapOutcome(betList, true)).toEqual({ kind: 'go' })
  })

  it('lets everyone open the other entries of every theme', () => {
    for (const theme of themeNames) {
      for (const item of bottomNavigation[theme].filter((entry) => entry.key !== 'betList')) {
        expect(navTapOutcome(item, false), `${theme} ${item.key}`).toEqual({ kind: 'go' })
      }
    }
  })
})
