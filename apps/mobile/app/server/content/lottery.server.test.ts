import { describe, expect, it } from 'vitest'
import { liveDrawOf, toDrawCardData } from './lottery.server'

const info = {
  gameId: 110,
  gameName: '新澳门六合彩',
  cur: { turnNum: '2026139', closeTime: 2000, liveUrl: '' },
  pre: {
    turnNum: '2026138',
    openNum: '38,22,06,24,20,46,49',
    isStreaming: false,
    openTime: '2026-05-18 21:32:32',
  },
  plan: { turnNum: '2026139', planTime: '2026-11-22 21:32:00', openNum: '' },
  serverTime: 1000,
}

describe('toDrawCardData', () => {
  it('shapes the previous result and the open turn', () => {
    expect(toDrawCardData(info)).toEqual({
      gameId: 110,
      gameName: '新澳门六合彩',
      previous: {
        turnNum: '2026138',
        numbers: [38, 22, 6, 24, 20, 46, 49],
        drawTime: Date.UTC(2026, 4, 18, 13, 32, 32),
      },
      next: { turnNum: '2026139', closeTime: 2000, serverTime: 1000 },
    })
  })

  it('shows no previous result while it is incomplete', () => {
    expect(toDrawCardData({ ...info, pre: { ...info.pre, openNum: '38,22' } }).previous).toBeNull()
  })
})

describe('liveDrawOf', () => {
  const absolute = (path: string) => (path ? `http://platform.test${path}` : '')

  it('is the planned turn and its stream while the platform says it is streaming', () => {
    const streaming = {
      ...info,
      cur: { ...info.cur, liveUrl: '/live/110/index.m3u8' },
      pre: { ...info.pre, isStreaming: true },
    }
    expect(liveDrawOf(streaming, absolute)).toEqual({
      turnNum: '2026139',
      src: 'http://platform.test/live/110/index.m3u8',
      numbers: [],
    })
  })

  it('is the streamed turn with the numbers out so far during a show (the open turn is the next one)', () => {
    const midShow = {
      ...info,
      cur: { ...info.cur, turnNum: '2026140', liveUrl: '/live/110/index.m3u8' },
      pre: { ...info.pre, isStreaming: true },
      plan: { turnNum: '2026139', planTime: '2026-05-19 21:32:00', openNum: '07,12,33' },
    }
    expect(liveDrawOf(midShow, absolute)).toEqual({
      turnNum: '2026139',
      src: 'http://platform.test/live/110/index.m3u8',
      numbers: [7, 12, 33],
    })
  })

  it('streams without an address when the platform gives none', () => {
    expect(liveDrawOf({ ...info, pre: { ...info.pre, isStreaming: true } }, absolute)).toEqual({
      turnNum: '2026139',
      src: '',
      numbers: [],
    })
  })

  it('is null outside a live draw', () => {
    expect(liveDrawOf(info, absolute)).toBeNull()
  })
})
