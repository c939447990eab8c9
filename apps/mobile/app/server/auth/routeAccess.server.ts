import { matchRoutes } from '@remix-run/react'
import type { RouteAccess } from '#app/routeAccess.ts'

/** A route of the router's tree (react-router's `RouteObject`, as `matchRoutes` takes it). */
type RouteObject = Parameters<typeof matchRoutes>[0][number]

/**
 * The access declarations of the app's route modules (docs/architecture.md, "Access per route"), found the
 * way Remix finds the modules: `routes/<name>.ts(x)` and `routes/<folder>/route.ts(x)`, never a test beside
 * them (vite.config.ts). Loaded on first use, so that importing the guard loads no route module.
 */
const declarations = import.meta.glob<RouteAccess | undefined>(
  ['../../routes/*.{ts,tsx}', '../../routes/*/route.{ts,tsx}', '!../../routes/**/*.test.*'],
  { import: 'access' },
)

/** One route of the manifest, as Remix's flat routes name and nest it. */
export interface RouteEntry {
  id: string
  parentId: string
  /** Relative to the parent's path; none for an index or a pathless route. */
  path?: string
  index?: true
}

/** A route file's id: `routes/auth.login` for `routes/auth.login.tsx`, the folder for a folder route. */
export function routeIdOf(file: string): string {
  const parts = file.split('/')
  if (parts.length > 2) return parts.slice(0, -1).join('/')
  return file.replace(/\.[jt]sx?$/, '')
}

/** The URL segments of a route id's name ('.' and '/' separate; `[…]` escapes; `$x` params; `(…)` optional). */
function segmentsOf(name: string): { segment: string; raw: string }[] {
  const segments: { segment: string; raw: string }[] = []
  let segment = ''
  let raw = ''
  let escaped = false
  let optional = false
  for (let i = 0; i < name.length; i++) {
    const char = name[i]!
    if (escaped) {
      raw += char
      if (char === ']') escaped = false
      else segment += char
      continue
    }
    if (char === '[') {
      escaped = true
      raw += char
    } else if ((char === '.' || char === '/') && !optional) {
      if (segment) segments.push({ segment, raw })
      segment = ''
      raw = ''
    } else if (char === '(' && !optional) {
      optional = true
      raw += char
    } else if (char === ')' && optional) {
      optional = false
      segment += '?'
      raw += char
    } else if (char === '$' && !segment) {
      segment += i === name.length - 1 ? '*' : ':'
      raw += char
    } else {
      segment += char
      raw += char
    }
  }
  if (segment) segments.push({ segment, raw })
  return segments
}

/** The full path of a route id, as Remix's flat routes make it (pathless `_x` segments left out). */
function fullPathOf(id: string, index: boolean): string | undefined {
  let segments = segmentsOf(id.slice('routes/'.length))
  if (index) segments = segments.slice(0, -1)
  const path = segments
    .filter(({ segment, raw }) => !(segment.startsWith('_') && raw.startsWith('_')))
    .map(({ segment, raw }) => (segment.endsWith('_') && raw.endsWith('_') ? segment.slice(0, -1) : segment))
  return path.length ? path.join('/') : undefined
}

/**
 * The route manifest of route files (paths under `app/`), nested as Remix nests flat routes: a route's parent
 * is the longest other route id that prefixes it at a `.` or `/`; paths are relative to the parent's.
 */
export function routeManifest(files: readonly string[]): Record<string, RouteEntry> {
  const ids = [...new Set(files.map(routeIdOf))].sort((a, b) => b.length - a.length)
  const full = new Map<string, string | undefined>()
  const manifest: Record<string, RouteEntry> = {}
  const orphans: string[] = []
  for (const id of ids) {
    const index = id.endsWith('_index')
    full.set(id, fullPathOf(id, index))
    manifest[id] = { id, parentId: 'root', ...(index ? { index: true as const } : {}) }
    for (let i = orphans.length - 1; i >= 0; i--) {
      const child = orphans[i]!
      if (child.startsWith(id) && ['.', '/'].includes(child.charAt(id.length))) {
        manifest[child]!.parentId = id
        orphans.splice(i, 1)
      }
    }
    orphans.push(id)
  }
  for (const id of ids) {
    const entry = manifest[id]!
    let path = full.get(id)
    const parentPath = entry.parentId === 'root' ? undefined : full.get(entry.parentId)
    if (parentPath && path) path = path.slice(parentPath.length).replace(/^\//, '').replace(/\/$/, '')
    if (path) entry.path = path
  }
  return manifest
}

/** The router's route tree of a manifest, under a root route. */
function routeTree(manifest: Record<string, RouteEntry>): RouteObject[] {
  const childrenOf = (parentId: string): RouteObject[] =>
    Object.values(manifest)
      .filter((entry) => entry.parentId === parentId)
      .map((entry) =>
        entry.index
          ? { id: entry.id, path: entry.path, index: true }
          : { id: entry.id, path: entry.path, children: childrenOf(entry.id) },
      )
  return [{ id: 'root', path: '', children: childrenOf('root') }]
}

const files = new Map(Object.entries(declarations).map(([file, load]) => [file.replace('../../', ''), load]))
const fileOfId = new Map([...files.keys()].map((file) => [routeIdOf(file), file]))
let tree: RouteObject[] | undefined

/** One route a request matched, with its declaration (none when the module declares nothing). */
export interface MatchedRoute {
  id: string
  access: RouteAccess | undefined
}

/** The ids of the routes Remix runs for a pathname, outermost first (layouts, then the page). */
export function matchedRouteIds(pathname: string): string[] {
  tree ??= routeTree(routeManifest([...files.keys()]))
  return (matchRoutes(tree, pathname) ?? []).map(({ route }) => route.id!).filter((id) => id !== 'root')
}

/**
 * The routes Remix runs for a pathname, outermost first, each with its declaration; empty when no route
 * matches.
 */
export async function matchedRoutes(pathname: string): Promise<MatchedRoute[]> {
  return Promise.all(
    matchedRouteIds(pathname).map(async (id) => ({ id, access: await files.get(fileOfId.get(id)!)!() })),
  )
}
