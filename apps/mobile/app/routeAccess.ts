import type { Action, PageAccess, ThemeName } from '@liuhe/domain'

/**
 * What a route module declares as `export const access` (docs/architecture.md, "Access per route"): who may
 * open it (the domain's `PageAccess`) and, for a page only some company builds have, those themes. The root
 * loader's guard reads the declaration of every route a request matches and denies a route without one.
 */
export type RouteAccess = PageAccess & {
  /** Only in these themes (another build answers 404); every theme when absent. */
  themes?: readonly ThemeName[]
}

/** Anyone may open it, guests too. */
export function publicRoute(options: { themes?: readonly ThemeName[] } = {}): RouteAccess {
  return { kind: 'public', ...options }
}

/** A signed-in member; with `action`, a role the permission table refuses it is refused (trial accounts). */
export function memberRoute(options: { action?: Action; themes?: readonly ThemeName[] } = {}): RouteAccess {
  return { kind: 'member', ...options }
}

/** The agent area: a signed-in member with agent rights. */
export function agentRoute(): RouteAccess {
  return { kind: 'agent' }
}

/** True when the build of `theme` has the route. */
export function isRouteOfTheme(access: RouteAccess, theme: ThemeName): boolean {
  return !access.themes || access.themes.includes(theme)
}
