import { guestViewer, type Viewer } from '@liuhe/domain'
import { describe, expect, it, vi } from 'vitest'
import { guardRequest, pageAddress, refusedNavigationTarget } from './guard.server.ts'

// The routes an address matches: none for /nowhere, else one route module that declares nothing.
vi.mock('./routeAccess.server.ts', () => ({
  matchedRoutes: async (pathname: string) =>
    pathname === '/nowhere' ? [] : [{ id: 'routes/undeclared', access: undefined }],
}))

const request = (url: string, referer?: string) =>
  new Request(url, { headers: referer ? { Referer: referer } : {} })

describe('refusedNavigationTarget', () => {
  it('goes back to the page the navigation started from', () => {
    expect(refusedNavigationTarget(request('http://app/recharge', 'http://app/profile?tab=1'))).toBe(
      '/profile?tab=1',
    )
    // Remix's own data requests carry internal parameters; the page address leaves them out.
    expect(
      refusedNavigationTarget(request('http://app/recharge?_data=root', 'http://app/game-center?_data=x')),
    ).toBe('/game-center')
  })

  it('goes home without a referer, from another site, or from the refused page itself', () => {
    expect(refusedNavigationTarget(request('http://app/recharge'))).toBe('/')
    expect(refusedNavigationTarget(request('http://app/recharge', 'https://evil.example/profile'))).toBe('/')
    expect(refusedNavigationTarget(request('http://app/recharge', 'http://app/recharge'))).toBe('/')
    expect(refusedNavigationTarget(request('http://app/recharge', 'not a url'))).toBe('/')
  })
})

describe('pageAddress', () => {
  it('keeps the path and query without Remix parameters', () => {
    expect(pageAddress(request('http://app/bills?x=1&_data=root&index'))).toBe('/bills?x=1')
  })
})

describe('guardRequest', () => {
  const agent: Viewer = { hasToken: true, userInfo: { type: 'HY', isDl: 1, vipLevel: 1 }, extInfo: {} }

  it('denies a route without a declaration, and an address no route matches, to everyone', async () => {
    for (const viewer of [guestViewer, agent]) {
      for (const path of ['/undeclared', '/nowhere']) {
        expect(await guardRequest(new Request(`http://app${path}`), viewer, 'theme1'), path).toEqual({
          kind: 'undeclared',
        })
      }
    }
  })
})
