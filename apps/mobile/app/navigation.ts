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
