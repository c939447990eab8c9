import { bottomNavigation, themeNames } from '@liuhe/domain'
import { describe, expect, it } from 'vitest'
import { bottomNavItems, drawCardLinks, headerLinks, htmlLinksForGame, linkForGame } from './navigation'
import { matchedRouteIds } from './server/auth/routeAccess.server.ts'

describe('bottomNavItems', () => {
  it("draws each theme's domain entries, in order, each with an icon", () => {
    for (const theme of themeNames) {
      const items = bottomNavItems(theme)
      expect(items.map(({ icon, ...item }) => item)).toEqual(bottomNavigation[theme])
      for (const item of items) expect(item.icon, `${theme} ${item.key}`).toBeTruthy()
    }
    expect(bottomNavItems('theme2').map((item) => item.icon)).toEqual([
      'home',
      'promotions',
      'gameCenter',
      'betList',
    ])
  })
})

describe('links of ui components', () => {
  it('lead to routes of the app', () => {
    const paths = [...Object.values(headerLinks), ...Object.values(drawCardLinks(110))]
    // A page of its own, not the not-found page (`routes/$`).
    for (const path of paths) expect(matchedRouteIds(path).at(-1), path).not.toBe('routes/$')
    expect(drawCardLinks(110)).toEqual({
      historyHref: '/lottery-history/110',
      replaysHref: '/lottery-history/110?type=live-lottery',
      // 资料分析 opens the game's draw analytics, not its betting page (issue 43).
      analysisHref: '/game/110/analytic',
    })
  })
})

describe('linkForGame', () => {
  it("makes the bare live view the game's, keeping its query and hash", () => {
    expect(linkForGame('/lottery-live', 70)).toBe('/lottery-live/70')
    expect(linkForGame('/lottery-live/', 70)).toBe('/lottery-live/70')
    expect(linkForGame('/lottery-live?from=ad#top', 70)).toBe('/lottery-live/70?from=ad#top')
    expect(matchedRouteIds(linkForGame('/lottery-live', 70)).at(-1)).toBe('routes/lottery-live.$gameId')
  })

  it('keeps every other link', () => {
    for (const href of ['/lottery-live/110', '/lottery-lives', '/game/70', 'https://x.test/lottery-live', ''])
      expect(linkForGame(href, 70)).toBe(href)
  })

  it("rewrites an ad's links", () => {
    expect(htmlLinksForGame('<a href="/lottery-live"><b>开奖直播</b></a><a href="/game/70">x</a>', 70)).toBe(
      '<a href="/lottery-live/70"><b>开奖直播</b></a><a href="/game/70">x</a>',
    )
  })

  it('the bare live view is a page of its own (it opens the live game)', () => {
    expect(matchedRouteIds('/lottery-live').at(-1)).toBe('routes/lottery-live._index')
  })
})
