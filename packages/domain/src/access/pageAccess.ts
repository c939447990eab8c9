import { loginRedirect } from './loginRedirect'
import { type Action, refusalOf } from './permissions'
import { isAgent, isLoggedIn, type Viewer } from './viewer'

/**
 * Who may open a page (docs/product.md, "Who may do what"): anyone, a signed-in member, or an agent. A
 * member page may name what it does (`recharge`, `withdraw`) when a signed-in role may still be refused it
 * (trial accounts), checked with the permission table's {@link refusalOf}. The app declares one per route.
 */
export type PageAccess = { kind: 'public' } | { kind: 'member'; action?: Action } | { kind: 'agent' }

/** Outcome of the route guard. */
export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden' }
  | { kind: 'refused'; message: string }
  | { kind: 'undeclared' }

/**
 * The route guard: member and agent pages send a logged-out viewer to /auth/login with `redirectTo`; agent
 * pages refuse (navigation cancelled) a logged-in viewer without isDl; a page whose action the viewer's role
 * may not do (a trial account on a recharge or withdraw page) is refused with the permission table's
 * message; public pages are open. A page that declares nothing is denied (`undeclared`): access is never
 * granted by default.
 */
export function canAccess(access: PageAccess | undefined, viewer: Viewer, redirectTo = '/'): AccessDecision {
  if (!access) return { kind: 'undeclared' }
  if (access.kind === 'public') return { kind: 'allow' }
  if (!isLoggedIn(viewer)) return { kind: 'redirect', to: loginRedirect(redirectTo) }
  if (access.kind === 'agent') return isAgent(viewer) ? { kind: 'allow' } : { kind: 'forbidden' }
  const refusal = access.action ? refusalOf(viewer, access.action) : undefined
  if (refusal) return { kind: 'refused', message: refusal.message }
  return { kind: 'allow' }
}
