import { readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { bottomNavigation, guestViewer, themeNames, type Viewer } from '@liuhe/domain'
import { setFileScope } from '@vanilla-extract/css/fileScope'
import { beforeAll, describe, expect, it } from 'vitest'
import type { RouteAccess } from '#app/routeAccess.ts'
import { guardRequest } from './guard.server.ts'
import { matchedRoutes, routeManifest } from './routeAccess.server.ts'

const appDir = join(import.meta.dirname, '../..')
const routesDir = join(appDir, 'routes')

/**
 * The route modules of `app/routes`, walked as Remix finds them (vite.config.ts): every `.ts`/`.tsx` file but
 * a test, and every folder's `route.tsx`; paths under `app/`.
 */
function walkRoutes(): string[] {
  const files: string[] = []
  for (const name of readdirSync(routesDir).sort()) {
    const path = join(routesDir, name)
    if (statSync(path).isDirectory()) {
      const route = readdirSync(path).find((file) => /^route\.tsx?$/.test(file))
      if (route) files.push(`routes/${name}/${route}`)
    } else if (/\.tsx?$/.test(name) && !name.includes('.test.')) {
      files.push(`routes/${name}`)
    }
  }
  return files
}

/** Whether a value is a declaration the guard can read. */
function isDeclaration(value: unknown): value is RouteAccess {
  if (typeof value !== 'object' || value === null) return false
  const { kind, themes } = value as { kind?: unknown; themes?: unknown }
  if (kind !== 'public' && kind !== 'member' && kind !== 'agent') return false
  return themes === undefined || (Array.isArray(themes) && themes.every((t) => themeNames.includes(t)))
}

const files = walkRoutes()
const modules = new Map<string, { access?: unknown }>()

beforeAll(async () => {
  // The route modules import vanilla-extract styles, which need a file scope outside the Vite plugin.
  setFileScope('app/server/auth/routeAccess.server.test.ts', '@liuhe/mobile')
  for (const file of files) modules.set(file, await import(/* @vite-ignore */ join(appDir, file)))
}, 120_000)

describe('every route declares its access', () => {
  it('walks app/routes and finds an access declaration in each route module', () => {
    expect(files.length).toBeGreaterThan(100)
    const undeclared = files.filter((file) => !isDeclaration(modules.get(file)?.access))
    expect(
      undeclared,
      'route modules without `export const access = publicRoute() | memberRoute() | …`',
    ).toEqual([])
  })

  it('nests the routes as Remix does, so the guard reads the declarations of the routes a request runs', () => {
    const require = createRequire(import.meta.url)
    const { flatRoutes } = require('@remix-run/dev/dist/config/flat-routes.js') as {
      flatRoutes: (appDir: string, ignored: string[]) => Record<string, Record<string, unknown>>
    }
    const remix = Object.fromEntries(
      Object.entries(flatRoutes(appDir, ['**/*.test.*'])).map(([id, { parentId, path, index }]) => [
        id,
        { id, parentId, ...(path === undefined ? {} : { path }), ...(index ? { index } : {}) },
      ]),
    )
    expect(routeManifest(files)).toEqual(remix)
  })
})

describe('the declarations', () => {
  const leaf = async (path: string) => (await matchedRoutes(path)).at(-1)?.access

  it('classify the lists of docs/product.md', async () => {
    for (const path of [
      '/withdraw-money',
      '/bet-list',
      '/recharge/online/9',
      '/chat-rooms/1/hong-bao/2/history',
      '/valid-withdraw/3',
      '/notifications',
    ]) {
      expect((await leaf(path))?.kind, path).toBe('member')
    }
    for (const path of ['/agent', '/agent/link/5/update', '/agent/declare']) {
      expect((await leaf(path))?.kind, path).toBe('agent')
    }
    for (const path of [
      '/',
      '/game/12',
      '/game/95',
      '/game/12/analytic/zodiac/first-num',
      '/about/contact-us',
      '/my-collection',
      '/chat-rooms/1',
      '/search',
      '/template-ranking/110',
      '/logout',
      '/no-such-page',
    ]) {
      expect((await leaf(path))?.kind, path).toBe('public')
    }
  })

  it('name what recharge and withdraw pages do, so trial accounts are refused them', async () => {
    for (const path of ['/recharge', '/recharge/bank', '/recharge/online/7', '/recharge/third-party/7']) {
      expect(await leaf(path), path).toMatchObject({ kind: 'member', action: 'recharge' })
    }
    for (const path of ['/withdraw-money', '/password-withdraw-money']) {
      expect(await leaf(path), path).toMatchObject({ kind: 'member', action: 'withdraw' })
    }
  })

  it("keep theme2's own pages out of the other builds", async () => {
    for (const path of ['/report', '/report/bet-list', '/report/live-betting', '/reset-password']) {
      expect((await leaf(path))?.themes, path).toEqual(['theme2'])
    }
    expect((await leaf('/recharge/third-party'))?.themes).toEqual(['theme2'])
    expect((await leaf('/recharge/third-party/9'))?.themes).toEqual(['theme1', 'theme3', 'theme4'])
  })

  it('let the bottom navigation ask for login exactly where the guard does', async () => {
    for (const theme of themeNames) {
      for (const item of bottomNavigation[theme]) {
        for (const path of [item.href, ...item.activePaths]) {
          const access = await leaf(path)
          expect(access && (!access.themes || access.themes.includes(theme)), `${theme} ${path}`).toBe(true)
          expect(access?.kind === 'member', `${theme} ${path}`).toBe(item.requiresLogin)
        }
      }
    }
  })
})

describe('guardRequest', () => {
  const member: Viewer = { hasToken: true, userInfo: { type: 'HY', vipLevel: 1 }, extInfo: { rechMoney: 0 } }
  const trial: Viewer = { hasToken: true, userInfo: { type: 'TEST', vipLevel: 1 }, extInfo: { rechMoney: 0 } }
  const guard = (path: string, viewer: Viewer, theme: (typeof themeNames)[number] = 'theme1') =>
    guardRequest(new Request(`http://app.test${path}`), viewer, theme)

  it('applies the declaration of the page and of its layouts', async () => {
    expect(await guard('/bills?x=1', guestViewer)).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirectTo=%2Fbills%3Fx%3D1',
    })
    expect(await guard('/bills', member)).toEqual({ kind: 'allow' })
    expect((await guard('/agent/declare', member)).kind).toBe('forbidden')
    expect((await guard('/recharge/bank', trial)).kind).toBe('refused')
    expect(await guard('/auth/login', guestViewer)).toEqual({ kind: 'allow' })
  })

  it('answers not found for a page of other builds', async () => {
    expect(await guard('/report/bet-list', member)).toEqual({ kind: 'not-found' })
    expect(await guard('/report/bet-list', member, 'theme2')).toEqual({ kind: 'allow' })
  })
})
