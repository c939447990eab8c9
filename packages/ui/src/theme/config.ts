import type { ThemeName } from './themes'

/** Icon names a bottom-navigation item may use; the Icon primitive draws each of them. */
export const navIconNames = [
  'home',
  'database',
  'gameCenter',
  'gallery',
  'profile',
  'betList',
  'promotions',
] as const
/** An icon name of a bottom-navigation item. */
export type NavIconName = (typeof navIconNames)[number]

/** One entry of the bottom navigation. */
export interface NavItem {
  /** Stable key, also used as a test id. */
  key: string
  /** Visible label, e.g. 首页. */
  label: string
  /** Where the entry goes. */
  href: string
  /** Icon drawn above the label. */
  icon: NavIconName
  /** Paths that mark this entry active: exact matches, and sub-paths of any path other than `/`. */
  activePaths: readonly string[]
  /** True when a guest must log in first (the app asks before navigating). */
  requiresLogin?: boolean
}

/** What a theme changes besides its looks. */
export interface ThemeConfig {
  /** Bottom-navigation entries, left to right. */
  navItems: readonly NavItem[]
  /** Whether VIP features (VIP card, levels, private-domain notice) are on. */
  vipEnabled: boolean
  /** Colour used when a configured colour is missing. */
  fallbackColor: string
}

const fallbackColor = '#fafafa'

const home: NavItem = {
  key: 'home',
  label: '首页',
  href: '/',
  icon: 'home',
  activePaths: ['/', '/macau-lottery', '/recommend'],
}
const database: NavItem = {
  key: 'database',
  label: '资料库',
  href: '/databases',
  icon: 'database',
  activePaths: ['/databases'],
}
const gameCenter: NavItem = {
  key: 'gameCenter',
  label: '游戏大厅',
  href: '/game-center',
  icon: 'gameCenter',
  activePaths: ['/game-center'],
}
const gallery: NavItem = {
  key: 'gallery',
  label: '图库',
  href: '/gallery',
  icon: 'gallery',
  activePaths: ['/gallery'],
}
const profile: NavItem = {
  key: 'profile',
  label: '我的',
  href: '/profile',
  icon: 'profile',
  activePaths: ['/profile'],
}
const promotions: NavItem = {
  key: 'promotions',
  label: '优惠活动',
  href: '/promotional',
  icon: 'promotions',
  activePaths: ['/promotional'],
}
const betList: NavItem = {
  key: 'betList',
  label: '注单',
  href: '/report/bet-list',
  icon: 'betList',
  activePaths: ['/report/bet-list', '/report/live-betting'],
  requiresLogin: true,
}

const theme1Nav = [home, database, gameCenter, gallery, profile] as const

/** Per-theme configuration: navigation, VIP switch and fallback colour. */
export const themeConfigs: Readonly<Record<ThemeName, ThemeConfig>> = {
  theme1: { navItems: theme1Nav, vipEnabled: true, fallbackColor },
  theme2: { navItems: [home, promotions, gameCenter, betList], vipEnabled: true, fallbackColor },
  theme3: { navItems: theme1Nav, vipEnabled: false, fallbackColor },
  theme4: {
    navItems: [home, database, { ...gameCenter, label: '六合彩' }, gallery, profile],
    vipEnabled: true,
    fallbackColor,
  },
}

function matchesPath(activePath: string, pathname: string): boolean {
  if (activePath === pathname) return true
  return activePath !== '/' && pathname.startsWith(`${activePath}/`)
}

/** The navigation entry that `pathname` makes active, if any. */
export function activeNavItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  return items.find((item) => item.activePaths.some((path) => matchesPath(path, pathname)))
}
