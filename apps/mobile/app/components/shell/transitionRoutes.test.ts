import { describe, expect, it } from 'vitest'
import { pageTransition } from './transitionRoutes.ts'

describe('pageTransition', () => {
  it('slides the animated routes in going forward, and nothing else', () => {
    for (const to of [
      '/lottery-record',
      '/lottery-history/110',
      '/game/110',
      '/game/110/analytic/special/history',
      '/bills',
      '/bet-list',
      '/report/bet-list',
      '/services',
      '/recharge',
      '/recharge/bank?x=1',
    ]) {
      expect(pageTransition('/profile', to, 'forward'), to).toBe('default')
    }
    for (const to of ['/', '/profile', '/notifications', '/game-center', '/recharge-history', '/billsx']) {
      expect(pageTransition('/bills', to, 'forward'), to).toBe('none')
    }
  })

  it('leaves overlays with overlay-back and the other routes with back', () => {
    expect(pageTransition('/services', '/profile', 'back')).toBe('overlay-back')
    expect(pageTransition('/recharge/bank', '/recharge', 'back')).toBe('overlay-back')
    expect(pageTransition('/bills', '/profile', 'back')).toBe('back')
    expect(pageTransition('/game/110', '/', 'back')).toBe('back')
    expect(pageTransition('/profile', '/bet-list', 'back')).toBe('back')
    expect(pageTransition('/profile', '/', 'back')).toBe('none')
  })

  it('does not animate a change within one page (its query or hash)', () => {
    expect(pageTransition('/bills?type=1', '/bills?type=2', 'forward')).toBe('none')
    expect(pageTransition('/game/110#a', '/game/110', 'back')).toBe('none')
  })
})
