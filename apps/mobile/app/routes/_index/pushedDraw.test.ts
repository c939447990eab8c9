import type { LiveResult } from '@liuhe/api'
import { parseChinaTime } from '@liuhe/domain'
import { describe, expect, it } from 'vitest'
import type { DrawCardData } from '#app/server/content/lottery.server.ts'
import { createPushedDrawStore, isLaterTurn, withPush } from './pushedDraw'

const draw: DrawCardData = {
  gameId: 110,
  gameName: '新澳门六合彩',
  previous: { turnNum: '2026138', numbers: [1, 2, 3, 4, 5, 6, 7], drawTime: 0 },
  next: { turnNum: '2026139', closeTime: 0, serverTime: 0 },
}

const push = (changes: Partial<LiveResult>): LiveResult => ({
  type: 'RESULT',
  gameId: 110,
  turnNum: '2026139',
  openNum: '05,17,23,31,38,42,49',
  isStreaming: false,
  liveUrl: '',
  openTime: '2026-05-19 21:32:00',
  ...changes,
})

describe('withPush', () => {
  it('shows a newer complete result as the previous draw', () => {
    expect(withPush(draw, push({})).previous).toEqual({
      turnNum: '2026139',
      numbers: [5, 17, 23, 31, 38, 42, 49],
      drawTime: parseChinaTime('2026-05-19 21:32:00'),
    })
  })

  it('keeps the card for no push, a video push, the same turn or an incomplete result', () => {
    expect(withPush(draw, undefined)).toBe(draw)
    expect(withPush(draw, push({ type: 'VIDEO' }))).toBe(draw)
    expect(withPush(draw, push({ turnNum: '2026138' }))).toBe(draw)
    expect(withPush(draw, push({ openNum: '05,17,23' }))).toBe(draw)
  })

  it('never goes back: a push older than the loaded draw, or of another game, leaves the card alone', () => {
    expect(withPush(draw, push({ turnNum: '2026137' }))).toBe(draw)
    expect(withPush(draw, push({ gameId: 10 }))).toBe(draw)
    // A revalidation answered with the draw before the push (a cached copy): the push still shows.
    expect(withPush(draw, push({ turnNum: '2026140' })).previous?.turnNum).toBe('2026140')
  })
})

describe('isLaterTurn', () => {
  it('compares turn numbers by length, then by their digits', () => {
    expect(isLaterTurn('2026139', '2026138')).toBe(true)
    expect(isLaterTurn('2026138', '2026139')).toBe(false)
    expect(isLaterTurn('2026139', '2026139')).toBe(false)
    expect(isLaterTurn('2027001', '2026365')).toBe(true)
    expect(isLaterTurn('20261205001', '2026139')).toBe(true)
    expect(isLaterTurn('2026139', undefined)).toBe(true)
  })
})

describe('createPushedDrawStore', () => {
  it('keeps the latest result of a game, tells its readers, ignores other pushes and older turns', () => {
    const store = createPushedDrawStore()
    let told = 0
    const unsubscribe = store.subscribe(() => told++)
    store.set(push({ type: 'LIVE_URL_HISTORY' }))
    expect(store.get()).toBeUndefined()
    store.set(push({}))
    expect(store.get()?.turnNum).toBe('2026139')
    store.set(push({ turnNum: '2026138' }))
    store.set(push({}))
    expect(store.get()?.turnNum).toBe('2026139')
    expect(told).toBe(1)
    // Another game's result (home switched games) replaces it.
    store.set(push({ gameId: 10, turnNum: '1' }))
    expect(store.get()?.gameId).toBe(10)
    unsubscribe()
    store.set(push({ gameId: 10, turnNum: '2' }))
    expect(told).toBe(2)
  })
})
