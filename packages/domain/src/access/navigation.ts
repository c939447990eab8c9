import { loginRedirect } from './loginRedirect'
import type { ThemeName } from './themes'

/** A backslash or a control character (browsers drop tabs and new lines from URLs, read `\\` as `/`). */
function hasUnsafeCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0)
    if (char === '\\' || code < 0x20 || code === 0x7f) return true
  }
  return false
}

/** A stand-in origin the target is resolved against: a target that keeps it is a path of this site. */
const SAME_SITE = 'http://same-site.invalid'

/**
 * The one check of a redirect target the app takes from a request (a form's or a query's `redirectTo`, a
 * page's own address): the target when it is a path of this site (starts with a single '/', no '//' or
 * '/\\' a browser would read as another host, no scheme, no backslash or control character, also once
 * %-decoded), otherwise home ('/'). A value that is unsafe is never returned, so no redirect built from it
 * leaves the site or carries a CR/LF into the `Location` header.
 */
export function sameSitePath(target: string | null | undefined): string {
  return safePathOf(target) ?? '/'
}

/**
 * Where to go after login: the `redirectTo` page when it is a path of this app ({@link sameSitePath}) and
 * not an /auth page, otherwise home. Refusing other values keeps the login page from being an open redirect.
 */
export function afterLoginTarget(redirectTo: string | null | undefined): string {
  const target = safePathOf(redirectTo)
  return target === undefined || /^\/auth(\/|$)/.test(decodedPath(target)) ? '/' : target
}

/** The %-decoded path of a safe target (its query and fragment cut off). */
function decodedPath(target: string): string {
  return decodeURIComponent(new URL(target, SAME_SITE).pathname)
}

/** A target that is a path of this site, trimmed; undefined otherwise ({@link sameSitePath}). */
function safePathOf(redirectTo: string | null | undefined): string | undefined {
  const target = (redirectTo ?? '').trim()
  // Only a path of this site: no scheme (`javascript:`, `https:`), no `//host`, and nothing a browser strips
  // or turns into a slash on the way (backslashes, tabs, new lines and other control characters).
  if (!target.startsWith('/') || hasUnsafeCharacter(target)) return undefined
  let url: URL
  try {
    url = new URL(target, SAME_SITE)
  } catch {
    return undefined
  }
  if (url.origin !== SAME_SITE || url.pathname.startsWith('//')) return undefined
  let path = url.pathname
  try {
    path = decodeURIComponent(path)
  } catch {
    return undefined
  }
  if (path.startsWith('//') || hasUnsafeCharacter(path)) return undefined
  return target
}

/** Pattern of a game chat page, from which the auth pages' back button returns home. */
const GAME_CHAT_PAGE = /^\/game\/[^/]+\/chat-rooms\//

/**
 * The auth shell's back button: home when the history is short (the auth page was opened directly) or the
 * previous page was a game chat page; otherwise `undefined`, meaning go back in history.
 */
export function authBackTarget(
  historyLength: number,
  previousPath: string | null | undefined,
): '/' | undefined {
  if (historyLength <= 1 || !previousPath) return '/'
  return GAME_CHAT_PAGE.test(previousPath) ? '/' : undefined
}

/** Destinations of the bottom navigation; the app draws each with its own icon. */
export const navKeys = [
  'home',
  'database',
  'gameCenter',
  'gallery',
  'profile',
  'promotions',
  'betList',
] as const
/** One destination of the bottom navigation. */
export type NavKey = (typeof navKeys)[number]

/** One entry of the bottom navigation. */
export interface NavItem {
  /** Which destination this is; stable across themes. */
  key: NavKey
  /** Visible label, e.g. 首页. */
  label: string
  /** Where the entry goes. */
  href: string
  /** Paths that mark this entry active: exact matches, and sub-paths of any path other than `/`. */
  activePaths: readonly string[]
  /** True when a guest must log in first (the route guard sends guests to login). */
  requiresLogin: boolean
}

const home: NavItem = {
  key: 'home',
  label: '首页',
  href: '/',
  activePaths: ['/', '/macau-lottery', '/recommend'],
  requiresLogin: false,
}
const database: NavItem = {
  key: 'database',
  label: '资料库',
  href: '/databases',
  activePaths: ['/databases'],
  requiresLogin: false,
}
const gameCenter: NavItem = {
  key: 'gameCenter',
  label: '游戏大厅',
  href: '/game-center',
  activePaths: ['/game-center'],
  requiresLogin: false,
}
const gallery: NavItem = {
  key: 'gallery',
  label: '图库',
  href: '/gallery',
  activePaths: ['/gallery'],
  requiresLogin: false,
}
const profile: NavItem = {
  key: 'profile',
  label: '我的',
  href: '/profile',
  activePaths: ['/profile'],
  requiresLogin: false,
}
const promotions: NavItem = {
  key: 'promotions',
  label: '优惠活动',
  href: '/promotional',
  activePaths: ['/promotional'],
  requiresLogin: false,
}
const betList: NavItem = {
  key: 'betList',
  label: '注单',
  href: '/report/bet-list',
  activePaths: ['/report/bet-list', '/report/live-betting'],
  requiresLogin: true,
}

const standardNavigation = [home, database, gameCenter, gallery, profile] as const

/**
 * The bottom navigation of each theme, left to right: theme1 and theme3 show the five standard entries,
 * theme4 the same with the game center labelled 六合彩, theme2 home, promotions, game center and bet list.
 */
export const bottomNavigation: Readonly<Record<ThemeName, readonly NavItem[]>> = {
  theme1: standardNavigation,
  theme2: [home, promotions, gameCenter, betList],
  theme3: standardNavigation,
  theme4: [home, database, { ...gameCenter, label: '六合彩' }, gallery, profile],
}

function matchesPath(activePath: string, pathname: string): boolean {
  if (activePath === pathname) return true
  return activePath !== '/' && pathname.startsWith(`${activePath}/`)
}

/** The navigation entry that `pathname` makes active, if any (pages outside the bar make none active). */
export function activeNavItem<Item extends Pick<NavItem, 'activePaths'>>(
  items: readonly Item[],
  pathname: string,
): Item | undefined {
  return items.find((item) => item.activePaths.some((path) => matchesPath(path, pathname)))
}

/**
 * What a tap on a navigation entry does: `go` to its page, or `ask-login` when a guest taps an entry that
 * needs login (theme2's bet list): a modal asks to log in first, and its confirm goes to `loginHref`.
 */
export function navTapOutcome(
  item: Pick<NavItem, 'href' | 'requiresLogin'>,
  signedIn: boolean,
): { kind: 'go' } | { kind: 'ask-login'; loginHref: string } {
  if (!item.requiresLogin || signedIn) return { kind: 'go' }
  return { kind: 'ask-login', loginHref: loginRedirect(item.href) }
}

/** Texts of the modal that asks a guest to log in before opening an entry of the bottom navigation. */
export const navLoginPromptTexts = {
  title: '温馨提示',
  message: '请先登录',
  cancel: '取消',
  confirm: '确定',
} as const
