import { describe, expect, it } from 'vitest'
import { afterLoginTarget, authBackTarget } from './navigation'

describe('afterLoginTarget', () => {
  it('returns to pages of this app and home otherwise', () => {
    expect(afterLoginTarget('/bills?x=1')).toBe('/bills?x=1')
    for (const bad of [
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      '/auth/login',
      '/auth',
      '/auth?x',
    ]) {
      expect(afterLoginTarget(bad), String(bad)).toBe('/')
    }
    expect(afterLoginTarget('/authors')).toBe('/authors')
  })
})

describe('authBackTarget', () => {
  it('goes home after a short history or a game chat page, back otherwise', () => {
    expect(authBackTarget(1, '/profile')).toBe('/')
    expect(authBackTarget(5, null)).toBe('/')
    expect(authBackTarget(5, '/game/110/chat-rooms/3')).toBe('/')
    expect(authBackTarget(5, '/profile')).toBeUndefined()
  })
})
