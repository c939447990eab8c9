import type { LiveResult } from '@liuhe/api'
import { parseChinaTime } from '@liuhe/domain'
import { describe, expect, it } from 'vitest'
import type { DrawCardData } from '#app/server/content/lottery.server.ts'
import { withPush } from './useLiveDrawCard'

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
})
