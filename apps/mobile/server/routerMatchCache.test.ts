import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import Module, { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  applyRouterMatchCache,
  patchedRemixServer,
  patchedRouter,
  patchedServerRuntime,
  patchedStaticRouter,
  publishedText,
  routeMatchingFiles,
} from './routerMatchCache.mjs'

const require = createRequire(import.meta.url)
const repositoryRoot = resolve(import.meta.dirname, '../../..')
/** The router build the app server loads (the package's CommonJS `main`). */
const installed = require.resolve('@remix-run/router')
const published = publishedText(installed)

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

/** Loads a router build from its text (each its own module instance). */
function load(text: string, name: string): MatchRoutes {
  const dir = mkdtempSync(join(tmpdir(), 'liuhe-router-'))
  writeFileSync(join(dir, `${name}.cjs`), text)
  return require(join(dir, `${name}.cjs`)).matchRoutes
}

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

/** Loads a CommonJS file's text as if it were the installed file (its own requires resolve from there). */
function loadInPlace(text: string, file: string): Record<string, unknown> {
  const internals = Module as unknown as { _nodeModulePaths(from: string): string[] }
  const module = new Module(file) as Module & { _compile(text: string, file: string): void }
  module.filename = file
  module.paths = internals._nodeModulePaths(dirname(file))
  module._compile(text, file)
  return module.exports
}

describe("the app server's route matching caches", () => {
  it('each patch finds the code it expects in the installed file the app server loads', () => {
    const files = routeMatchingFiles(repositoryRoot)
    expect(files.map((f) => f.name).sort()).toEqual([
      '@remix-run/react',
      '@remix-run/router',
      '@remix-run/server-runtime',
      'react-router-dom',
    ])
    for (const { file, patch } of files) expect(patch(publishedText(file)), file).not.toBeNull()
  })

  it('a kept match is copied for each caller: changing one answer changes no later one', () => {
    const patchedMatch = load(patchedRouter(published) as string, 'copies')
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

  it("the static router keeps one data route table per route table, and the Remix server's entry still loads", () => {
    const files = routeMatchingFiles(repositoryRoot)
    const staticFile = files.find((f) => f.name === 'react-router-dom')?.file as string
    const remixFile = files.find((f) => f.name === '@remix-run/react')?.file as string
    type StaticRouter = { routes: { id: string; path?: string; children?: unknown[] }[] }
    const { createStaticRouter } = loadInPlace(
      patchedStaticRouter(publishedText(staticFile)) as string,
      staticFile,
    ) as { createStaticRouter(routes: Route[], context: unknown): StaticRouter }
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
    const remix = loadInPlace(patchedRemixServer(publishedText(remixFile)) as string, remixFile)
    expect(typeof remix.RemixServer).toBe('function')
  })

  it("gives every loader of one request the same copy of it, without the router's parameters", async () => {
    const files = routeMatchingFiles(repositoryRoot)
    const dataFile = files.find((f) => f.name === '@remix-run/server-runtime')?.file as string
    type CallRouteLoader = (args: {
      loadContext: unknown
      loader: (args: { request: Request }) => unknown
      params: Record<string, string>
      request: Request
      routeId: string
      singleFetch: boolean
    }) => Promise<unknown>
    const runtime = (text: string) =>
      (loadInPlace(text, dataFile) as { callRouteLoader: CallRouteLoader }).callRouteLoader
    const loadersSee = async (callRouteLoader: CallRouteLoader, request: Request, singleFetch = true) => {
      const seen: Request[] = []
      for (const routeId of ['root', 'routes/_index'])
        await callRouteLoader({
          loadContext: {},
          loader: ({ request }) => seen.push(request),
          params: {},
          request,
          routeId,
          singleFetch,
        })
      return seen
    }
    const url = 'http://localhost/?index&_routes=root&game=70'
    const patched = runtime(patchedServerRuntime(publishedText(dataFile)) as string)
    const [root, index] = await loadersSee(patched, new Request(url))
    // What the app keeps per request (app/viewer.server.ts) is then made once, however many loaders ask.
    expect(index).toBe(root)
    expect(root?.url).toBe('http://localhost/?game=70')
    const [, data] = await loadersSee(patched, new Request('http://localhost/?_data=root&game=70'), false)
    expect(data?.url).toBe('http://localhost/?game=70')
    // Another request gets its own copy.
    const [other] = await loadersSee(patched, new Request(url))
    expect(other).not.toBe(root)
    // The published runtime made one copy per loader.
    const [first, second] = await loadersSee(runtime(publishedText(dataFile)), new Request(url))
    expect(second).not.toBe(first)
    expect(second?.url).toBe(first?.url)
  })

  it('match every path as the published router does, on repeat and with a new route table', () => {
    const publishedMatch = load(published, 'published')
    const patchedMatch = load(patchedRouter(published) as string, 'patched')
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

  it('patches an install once, patches an older patch again from the published copy, and keeps a newer published file', () => {
    const root = mkdtempSync(join(tmpdir(), 'liuhe-root-'))
    const dir = join(root, 'node_modules/@remix-run/router/dist')
    mkdirSync(dir, { recursive: true })
    const file = join(dir, 'router.cjs.js')
    const kept = join(dir, 'router.cjs.orig.js')
    const warnings: string[] = []
    const warn = (message: string) => void warnings.push(message)
    const patched = patchedRouter(published) as string

    writeFileSync(file, published)
    expect(applyRouterMatchCache(root, warn)).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(patched)
    expect(readFileSync(kept, 'utf8')).toBe(published)
    expect(applyRouterMatchCache(root, warn)).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(patched)

    // An install patched by the first version of the patch (its mark without "v2").
    writeFileSync(file, `/* liuhe: route matching caches */\n${published}`)
    expect(applyRouterMatchCache(root, warn)).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(patched)

    // npm installed a newer router over the patched one: the newer file is the published copy kept.
    const newer = `// a newer release\n${published}`
    writeFileSync(file, newer)
    expect(applyRouterMatchCache(root, warn)).toBe(true)
    expect(readFileSync(kept, 'utf8')).toBe(newer)
    expect(readFileSync(file, 'utf8')).toBe(patchedRouter(newer))

    // A release whose code the patch does not know is left as it is, with a warning.
    writeFileSync(file, '"use strict";\nexports.matchRoutes = () => null;\n')
    expect(applyRouterMatchCache(root, warn)).toBe(false)
    expect(readFileSync(file, 'utf8')).toContain('exports.matchRoutes = () => null')
    expect(warnings).toEqual([expect.stringContaining('@remix-run/router changed')])
  })
})
