import { describe, expect, it } from 'vitest'
import { pageAddress, refusedNavigationTarget } from './guard.server.ts'

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
