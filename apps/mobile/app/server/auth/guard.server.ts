import { agentMessages, canAccess, routeAccess, type ThemeName, type Viewer } from '@liuhe/domain'

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

/** The route guard's verdict for a request: go on, log in first, or stay out (agent pages). */
export function guardRequest(request: Request, viewer: Viewer, theme: ThemeName) {
  const address = pageAddress(request)
  return canAccess(routeAccess(new URL(request.url).pathname, theme), viewer, address)
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
