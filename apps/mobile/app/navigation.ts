import { bottomNavigation, type NavItem, type NavKey, type ThemeName } from '@liuhe/domain'
import type { BottomNavItem, IconName } from '@liuhe/ui'

/** The icon the bottom bar draws for each destination. */
const navIcons: Readonly<Record<NavKey, IconName>> = {
  home: 'home',
  database: 'database',
  gameCenter: 'gameCenter',
  gallery: 'gallery',
  profile: 'profile',
  promotions: 'promotions',
  betList: 'betList',
}

/** One entry of the bottom bar: the theme's navigation entry with its icon. */
export type AppNavItem = NavItem & BottomNavItem

/** The bottom bar of a theme, left to right: the domain's entries of that theme, each with its icon. */
export function bottomNavItems(theme: ThemeName): AppNavItem[] {
  return bottomNavigation[theme].map((item) => ({ ...item, icon: navIcons[item.key] }))
}

/** Where the app header's logo, 登录 and 注册 lead. */
export const headerLinks = {
  homeHref: '/',
  loginHref: '/auth/login',
  registerHref: '/auth/register',
} as const

/** The pages a draw card links to: the game's past results, the replays of past draws and its analysis. */
export function drawCardLinks(gameId: number) {
  return {
    historyHref: `/lottery-history/${gameId}`,
    replaysHref: `/lottery-history/${gameId}?type=live-lottery`,
    analysisHref: `/game/${gameId}/analytic`,
  }
}

/** The live view (开奖直播) with no game: ads that lead there mean the game of the page that shows them. */
export const LIVE_VIEW_PATH = '/lottery-live'

/**
 * A link made for the game on show: the bare live view `/lottery-live` (with any query or hash) becomes
 * `/lottery-live/{gameId}`; any other link is kept as is.
 */
export function linkForGame(href: string, gameId: number): string {
  const match = /^\/lottery-live\/?([?#].*)?$/.exec(href)
  return match ? `${LIVE_VIEW_PATH}/${gameId}${match[1] ?? ''}` : href
}

/** Ad HTML with every `href` made for the game on show ({@link linkForGame}). */
export function htmlLinksForGame(html: string, gameId: number): string {
  return html.replace(/href="([^"]*)"/g, (_, href: string) => `href="${linkForGame(href, gameId)}"`)
}
