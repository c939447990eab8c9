import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// The route matching caches are patches of the installed packages (patch-package, run by `postinstall`:
// patches/ and apps/mobile/patches/, docs/architecture.md "Route matching"). These tests load the files the
// app server loads, resolved as the app resolves them, and fail when an install left them without the caches.
const fromApp = createRequire(resolve(import.meta.dirname, '../package.json'))
/** The router build the app server loads (the package's CommonJS `main`), patched. */
const routerFile = fromApp.resolve('@remix-run/router')
/** The same router's UMD build, which no patch touches: the published code. */
const publishedRouterFile = join(dirname(routerFile), 'router.umd.js')
const remixServerFile = join(dirname(fromApp.resolve('@remix-run/react')), 'server.js')
const staticRouterFile = createRequire(remixServerFile).resolve('react-router-dom/server')

interface Route {
  id: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
  children?: Route[]
}
type MatchRoutes = (
  routes: Route[],
  location: string,
  basename?: string,
) => { route: Route; params: Record<string, string>; pathname: string; pathnameBase: string }[] | null

const patchedMatch: MatchRoutes = fromApp(routerFile).matchRoutes
const publishedMatch: MatchRoutes = fromApp(publishedRouterFile).matchRoutes

/** A route table of the app's shapes: layouts, indexes, params, optional segments, a splat, case. */
const routes: Route[] = [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'home', index: true },
      {
        id: 'game',
        path: 'game/:gameId',
        children: [
          { id: 'game-index', index: true },
          { id: 'tutorial', path: 'tutorial' },
          {
            id: 'analytic',
            path: 'analytic',
            children: [
              { id: 'analytic-index', index: true },
              { id: 'helper', path: 'lottery-helper' },
              { id: 'view', path: ':kind/:view?' },
            ],
          },
        ],
      },
      { id: 'template', path: 'template/:gameId/:templateId' },
      { id: 'history', path: 'lottery-history/:gameId' },
      { id: 'bills', path: 'bills' },
      { id: 'valid', path: 'valid-withdraw/:id?' },
      { id: 'about', path: 'about/*' },
      { id: 'Case', path: 'CaseOnly', caseSensitive: true },
      { id: 'agent', path: 'agent', children: [{ id: 'agent-page', path: ':page' }] },
      { id: 'notFound', path: '*' },
    ],
  },
]

const paths = [
  '/',
  '/game/110',
  '/game/110/',
  '/game/10/tutorial',
  '/game/110/analytic',
  '/game/110/analytic/lottery-helper',
  '/game/110/analytic/special/trend',
  '/game/110/analytic/special',
  '/template/110/1001',
  '/lottery-history/70',
  '/bills',
  '/BILLS',
  '/valid-withdraw',
  '/valid-withdraw/12',
  '/about/us/team',
  '/CaseOnly',
  '/caseonly',
  '/agent',
  '/agent/report',
  '/unknown/deep/path',
  '/game/%E4%B8%AD',
]

const summary = (matches: ReturnType<MatchRoutes>) =>
  matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, base: m.pathnameBase })) ??
  null

describe("the app server's route matching caches", () => {
  it('are in the files the app server loads (the install applied the patches)', () => {
    for (const file of [routerFile, remixServerFile, staticRouterFile])
      expect(readFileSync(file, 'utf8'), file).toContain('liuhe: route matching caches')
    // The browser's bundle is built from the ES module builds, which stay as published.
    expect(readFileSync(join(dirname(routerFile), 'router.js'), 'utf8')).not.toContain('liuhe')
  })

  it('match every path as the published router does, on repeat and with a new route table', () => {
    for (let round = 0; round < 3; round++) {
      // A fresh table each round (as a render makes one) and the same table again (as the handler keeps it).
      const table = round === 2 ? structuredClone(routes) : routes
      for (const path of paths) {
        expect(summary(patchedMatch(table, path)), path).toEqual(summary(publishedMatch(table, path)))
        expect(summary(patchedMatch(table, path, '/game')), path).toEqual(
          summary(publishedMatch(table, path, '/game')),
        )
      }
    }
  })

  it('copy a kept match for each caller: changing one answer changes no later one', () => {
    const first = patchedMatch(routes, '/game/110/analytic/special/trend')
    const second = patchedMatch(routes, '/game/110/analytic/special/trend')
    expect(second).toEqual(first)
    expect(second).not.toBe(first)
    if (!first || !second) throw new Error('no match')
    // As the router makes them, the matches of one answer share one params object.
    expect(new Set(second.map((m) => m.params)).size).toBe(1)
    const [changed] = first
    if (!changed) throw new Error('no match')
    changed.params.gameId = '999'
    changed.pathname = '/changed'
    const third = patchedMatch(routes, '/game/110/analytic/special/trend')
    expect(third?.[0]?.params.gameId).toBe('110')
    expect(third?.[0]?.pathname).toBe('/')
  })

  it("keep one data route table per route table in the static router, and the Remix server's entry loads", () => {
    type StaticRouter = { routes: { id: string; path?: string; children?: unknown[] }[] }
    const { createStaticRouter } = fromApp(staticRouterFile) as {
      createStaticRouter(routes: Route[], context: unknown): StaticRouter
    }
    const context = (url: string) => ({
      basename: '/',
      location: { pathname: url, search: '', hash: '', state: null, key: 'default' },
      matches: [],
      loaderData: {},
      actionData: null,
      errors: null,
    })
    const one = createStaticRouter(routes, context('/bills'))
    const again = createStaticRouter(routes, context('/game/110'))
    const other = createStaticRouter(structuredClone(routes), context('/bills'))
    expect(again.routes).toBe(one.routes)
    expect(other.routes).not.toBe(one.routes)
    expect(other.routes).toEqual(one.routes)
    expect(one.routes[0]?.children?.length).toBe(routes[0]?.children?.length)
    expect(typeof fromApp(remixServerFile).RemixServer).toBe('function')
  })
})
