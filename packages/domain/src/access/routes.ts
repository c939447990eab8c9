import { loginRedirect } from './loginRedirect'
import { type Action, refusalOf } from './permissions'
import { type ThemeName, themeNames } from './themes'
import { isAgent, isLoggedIn, type Viewer } from './viewer'

/** One route of the route table. */
export interface RouteRule {
  /** Path pattern with `:param` segments. */
  pattern: string
  /** Needs login (redirects to /auth/login without an access token). */
  requiresAuth: boolean
  /** Agent area: needs login and userInfo.isDl. */
  agent: boolean
  /** Where the route redirects to at once (analytic parents). */
  redirect?: string
  /**
   * What the page does, when a signed-in role may still be refused it (recharge and withdraw pages refuse
   * trial accounts); checked with the permission table's {@link refusalOf}.
   */
  action?: Action
  /** Only in these themes; every theme when absent. */
  themes?: readonly ThemeName[]
}

const auth = (...patterns: string[]): RouteRule[] =>
  patterns.map((pattern) => ({ pattern, requiresAuth: true, agent: false }))
const open = (...patterns: string[]): RouteRule[] =>
  patterns.map((pattern) => ({ pattern, requiresAuth: false, agent: false }))
const agentArea = (...patterns: string[]): RouteRule[] =>
  patterns.map((pattern) => ({ pattern, requiresAuth: true, agent: true }))
const doing = (action: Action, rules: RouteRule[]): RouteRule[] => rules.map((rule) => ({ ...rule, action }))
const onlyIn = (themes: readonly ThemeName[], rules: RouteRule[]): RouteRule[] =>
  rules.map((rule) => ({ ...rule, themes }))

/** Every route of the product: the full route table, the public pages and theme2's additions. */
export const routeTable: readonly RouteRule[] = [
  ...open(
    '/',
    '/macau-lottery',
    '/recommend',
    '/game-center',
    '/gallery',
    '/gallery/:groupId',
    '/gallery-detail/:gameId/:groupId',
    '/auth',
    '/auth/login',
    '/auth/register',
    '/profile',
    '/template/:gameId/:templateId',
    '/services',
    '/chat-rooms',
    '/chat-rooms/:room_id',
    '/chat-rooms/:room_id/friends/:user_id',
    '/game/:id/chat-rooms/:room_id',
    '/talk/:app_id/:identity/:customer_id',
  ),
  ...doing(
    'recharge',
    auth(
      '/recharge',
      '/recharge/bank',
      '/recharge/failed',
      '/recharge/online/:order_id',
      '/recharge/qr-virtual/:order_id',
    ),
  ),
  ...doing('withdraw', auth('/withdraw-money', '/password-withdraw-money')),
  ...auth(
    '/profile-vip',
    '/personal-info',
    '/update-account',
    '/account-list',
    '/change-password',
    '/bills',
    '/bet-list',
    '/betting-bonus',
    '/live-betting',
    '/live-betting-detail',
    '/chat-rooms/:room_id/hong-bao',
    '/chat-rooms/:room_id/hong-bao/:hongbao_id',
    '/chat-rooms/:room_id/hong-bao/:hongbao_id/history',
    '/recharge-history',
    '/recharge-history/:id',
    '/withdraw-history',
    '/withdraw-history/:id',
    '/valid-withdraw',
    '/valid-withdraw/:id',
    '/setting-chat-color',
    '/security-center',
    '/bonus-center',
    '/notifications',
    '/responsible-gaming',
  ),
  ...onlyIn(
    ['theme1', 'theme3', 'theme4'],
    doing('recharge', auth('/recharge/third-party/:order_id', '/recharge/processing/:order_id')),
  ),
  ...agentArea(
    '/agent',
    '/agent/user-list',
    '/agent/user-detail/:id',
    '/agent/add-user',
    '/agent/team-overview',
    '/agent/create-link',
    '/agent/link/:id',
    '/agent/link/:id/update',
    '/agent/declare',
  ),
  ...open(
    '/game/95',
    '/game/95/game',
    '/game/95/chat',
    '/game/95/heat-map',
    '/game/95/joy-ming',
    '/game/:id',
    '/game/:id/analytic',
  ),
  { pattern: '/game/:id/analytic/special', requiresAuth: false, agent: false, redirect: 'history' },
  ...open(
    ...['history', 'big-small', 'both-side', 'last-number', 'range', 'trend'].map(
      (child) => `/game/:id/analytic/special/${child}`,
    ),
  ),
  { pattern: '/game/:id/analytic/zodiac', requiresAuth: false, agent: false, redirect: 'zodiac-reference' },
  ...open(
    ...['zodiac-reference', 'special-num', 'first-num', 'zodiac-trending', 'zodiac-types-trending'].map(
      (child) => `/game/:id/analytic/zodiac/${child}`,
    ),
    '/game/:id/analytic/lottery-helper',
    '/game/:id/tutorial',
  ),
  ...open(
    '/databases',
    '/promotional',
    '/lottery-record',
    '/lottery-history/:game_id',
    '/my-collection',
    '/promotional/:type/:id',
    '/setting',
    '/about',
    '/about/user-agreement',
    '/about/contact-us',
    '/about/privacy-agreement',
  ),
  ...onlyIn(
    ['theme2'],
    [
      ...open('/reset-password'),
      ...auth('/report', '/report/bet-list', '/report/live-betting'),
      ...doing('recharge', auth('/recharge/third-party', '/recharge/processing')),
    ],
  ),
]

/** Each pattern's segments, split once (routeAccess runs on every request of the app server). */
const patternParts = new Map<string, readonly string[]>()

function matchScore(pattern: string, segments: readonly string[]): number | undefined {
  let parts = patternParts.get(pattern)
  if (!parts) {
    parts = pattern.split('/').filter(Boolean)
    patternParts.set(pattern, parts)
  }
  if (parts.length !== segments.length) return undefined
  let score = 0
  for (const [i, part] of parts.entries()) {
    if (part.startsWith(':')) continue
    if (part !== segments[i]) return undefined
    score++
  }
  return score
}

/**
 * The route rule for a pathname (query, hash and a trailing slash ignored) in a theme, preferring the
 * most specific pattern (/game/95 over /game/:id); `undefined` for a path the app does not have.
 */
export function routeAccess(pathname: string, theme: ThemeName = 'theme1'): RouteRule | undefined {
  const segments = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean).map(decodeURIComponent)
  let best: { rule: RouteRule; score: number } | undefined
  for (const rule of routeTable) {
    if (rule.themes && !rule.themes.includes(theme)) continue
    const score = matchScore(rule.pattern, segments)
    if (score !== undefined && (!best || score > best.score)) best = { rule, score }
  }
  return best?.rule
}

/**
 * False when `pathname` is a page of other themes only (theme2's /report and /reset-password in theme1, the
 * order-less recharge pages of theme2 elsewhere): that build does not have the page. True otherwise.
 */
export function isPageOfTheme(pathname: string, theme: ThemeName): boolean {
  if (routeAccess(pathname, theme)) return true
  return !themeNames.some((other) => routeAccess(pathname, other))
}

/** Outcome of the route guard. */
export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden' }
  | { kind: 'refused'; message: string }

/**
 * The route guard: login-only and agent routes send a logged-out viewer to /auth/login with `redirectTo`;
 * agent routes refuse (navigation cancelled) a logged-in viewer without isDl; a page whose action the
 * viewer's role may not do (a trial account on a recharge or withdraw page) is refused with the permission
 * table's message; everything else is allowed.
 */
export function canAccess(route: RouteRule | undefined, viewer: Viewer, redirectTo = '/'): AccessDecision {
  if (!route || !route.requiresAuth) return { kind: 'allow' }
  if (!isLoggedIn(viewer)) return { kind: 'redirect', to: loginRedirect(redirectTo) }
  if (route.agent && !isAgent(viewer)) return { kind: 'forbidden' }
  const refusal = route.action ? refusalOf(viewer, route.action) : undefined
  if (refusal) return { kind: 'refused', message: refusal.message }
  return { kind: 'allow' }
}
