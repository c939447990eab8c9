import { type AccessDecision, agentMessages, canAccess, type ThemeName, type Viewer } from '@liuhe/domain'
import { data } from '@remix-run/node'
import { isRouteOfTheme, type RouteAccess } from '#app/routeAccess.ts'
import { matchedRoutes } from '#app/server/auth/routeAccess.server.ts'
import { env } from '#app/server/platform/env.server.ts'

/**
 * Message when a member without agent rights asks for an agent page (the navigation is cancelled); the
 * platform refuses its agent calls with the same text.
 */
export const AGENT_ONLY_MESSAGE = agentMessages.notAgent

/** Query parameters Remix adds to its own requests; they are not part of the page address. */
const internalParams = ['index', '_data', '_routes']

/** The page address a request is for (path and query), as the login page should return to it. */
export function pageAddress(request: Request): string {
  const url = new URL(request.url)
  for (const name of internalParams) url.searchParams.delete(name)
  return `${url.pathname}${url.search}`
}

/** The route guard's verdict: the domain's decision, or `not-found` for a page this theme's build lacks. */
export type GuardDecision = AccessDecision | { kind: 'not-found' }

/**
 * The route guard's verdict for a request (docs/architecture.md, "Access per route"): every route the
 * address matches (layouts and the page) must declare its access, and each declaration must let the viewer
 * in; a route without a declaration, or an address no route matches, is denied (`undeclared`).
 */
export async function guardRequest(
  request: Request,
  viewer: Viewer,
  theme: ThemeName,
): Promise<GuardDecision> {
  const routes = await matchedRoutes(new URL(request.url).pathname)
  if (routes.length === 0) return { kind: 'undeclared' }
  const address = pageAddress(request)
  for (const { access } of routes) {
    if (access && !isRouteOfTheme(access, theme)) return { kind: 'not-found' }
    const decision = canAccess(access, viewer, address)
    if (decision.kind !== 'allow') return decision
  }
  return { kind: 'allow' }
}

/**
 * For the loader of a page only some builds have: a 404 in the others, as the guard answers (the loaders
 * of a request run beside the root's guard, so this one reads nothing for a page that is not there).
 */
export function requireRouteOfTheme(access: RouteAccess): void {
  if (!isRouteOfTheme(access, env.THEME)) throw data(null, { status: 404 })
}

/**
 * Where a refused navigation ends: back on the page it started from (the Referer, when it is one of ours
 * and another page), else home. A refusal cancels the navigation; the toast says why.
 */
export function refusedNavigationTarget(request: Request): string {
  const here = new URL(request.url)
  const referer = request.headers.get('Referer')
  if (!referer) return '/'
  try {
    const from = new URL(referer)
    if (from.origin !== here.origin || from.pathname === here.pathname) return '/'
    for (const name of internalParams) from.searchParams.delete(name)
    return `${from.pathname}${from.search}`
  } catch {
    return '/'
  }
}
