import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { patchedRouter } from './routerMatchCache.mjs'

const require = createRequire(import.meta.url)
/** The router build the app server loads (the package's CommonJS `main`). */
const installed = require.resolve('@remix-run/router')
const publishedFile = installed.replace(/\.js$/, '.orig.js')
const published = readFileSync(existsSync(publishedFile) ? publishedFile : installed, 'utf8')

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

describe("the app server's route matching caches", () => {
  it('the patch finds the code it expects in the installed router', () => {
    expect(patchedRouter(published)).not.toBeNull()
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
})
