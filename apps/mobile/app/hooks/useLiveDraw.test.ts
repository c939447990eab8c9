import type { LiveResult } from '@liuhe/api/sockets'
import { describe, expect, it } from 'vitest'
import { initialLiveDraw, type LiveDrawMemory, nextLiveDraw } from './useLiveDraw'

const LIVE = 'http://platform.test/live/110/index.m3u8'
const REPLAY = 'http://platform.test/live/110/replay/2026139.m3u8'

const push = (type: LiveResult['type'], changes: Partial<LiveResult> = {}): LiveResult => ({
  type,
  gameId: 110,
  turnNum: '2026139',
  openNum: '',
  isStreaming: type === 'VIDEO',
  liveUrl: '',
  ...changes,
})

const idle = initialLiveDraw(110, null)
const streaming = nextLiveDraw(idle, { kind: 'push', push: push('VIDEO'), src: LIVE })

describe('nextLiveDraw', () => {
  it('starts from the live draw the lottery info reported', () => {
    expect(initialLiveDraw(110, { turnNum: '2026139', src: LIVE }).show).toEqual({
      phase: 'streaming',
      turnNum: '2026139',
      src: LIVE,
      numbers: [],
      run: 0,
    })
    expect(idle.show).toBeNull()
    // Read mid-show: the numbers out so far.
    expect(initialLiveDraw(110, { turnNum: '2026139', src: LIVE, numbers: [7, 12] }).show).toMatchObject({
      phase: 'streaming',
      numbers: [7, 12],
    })
  })

  it('streams on a VIDEO push, keeping the numbers drawn so far', () => {
    expect(streaming.show).toEqual({ phase: 'streaming', turnNum: '2026139', src: LIVE, numbers: [], run: 1 })
    const twoDrawn = nextLiveDraw(streaming, {
      kind: 'push',
      push: push('VIDEO', { openNum: '05,17' }),
      src: LIVE,
    })
    expect(twoDrawn.show?.numbers).toEqual([5, 17])
    expect(twoDrawn.show?.run).toBe(1)
    // The stream announced again (its video starting after all): the numbers stay, the player loads anew.
    const again = nextLiveDraw(twoDrawn, { kind: 'push', push: push('VIDEO'), src: LIVE })
    expect(again.show).toMatchObject({ numbers: [5, 17], run: 2 })
  })

  it('ends the stream on the result or a VIDEO that stops streaming', () => {
    expect(nextLiveDraw(streaming, { kind: 'push', push: push('RESULT'), src: '' }).show?.phase).toBe('ended')
    const stopped = push('VIDEO', { isStreaming: false })
    expect(nextLiveDraw(streaming, { kind: 'push', push: stopped, src: '' }).show?.phase).toBe('ended')
    expect(nextLiveDraw(idle, { kind: 'push', push: push('RESULT'), src: '' })).toBe(idle)
  })

  it('ignores pushes of another game', () => {
    expect(nextLiveDraw(idle, { kind: 'push', push: push('VIDEO', { gameId: 48 }), src: LIVE })).toBe(idle)
  })

  it('plays a replay only once its address has been pushed', () => {
    expect(nextLiveDraw(idle, { kind: 'replay', turnNum: '2026139' })).toBe(idle)
    const known = nextLiveDraw(idle, { kind: 'push', push: push('LIVE_URL_HISTORY'), src: REPLAY })
    expect(known.replays).toEqual({ '2026139': REPLAY })
    const replaying = nextLiveDraw(known, { kind: 'replay', turnNum: '2026139' })
    expect(replaying.show).toEqual({ phase: 'replay', turnNum: '2026139', src: REPLAY, numbers: [], run: 0 })
    expect(nextLiveDraw(replaying, { kind: 'close' }).show).toBeNull()
  })

  it('cannot close a live stream', () => {
    expect(nextLiveDraw(streaming, { kind: 'close' })).toBe(streaming)
  })

  it('keeps what pushes said on a reload of the same turn, and starts over for another game', () => {
    const ended: LiveDrawMemory = nextLiveDraw(streaming, { kind: 'push', push: push('RESULT'), src: '' })
    const reloaded = nextLiveDraw(ended, {
      kind: 'loaded',
      gameId: 110,
      live: { turnNum: '2026139', src: LIVE },
    })
    expect(reloaded).toBe(ended)
    expect(nextLiveDraw(ended, { kind: 'loaded', gameId: 110, live: null })).toBe(ended)
    expect(nextLiveDraw(ended, { kind: 'loaded', gameId: 48, live: null })).toEqual(initialLiveDraw(48, null))
    const nextTurn = nextLiveDraw(ended, {
      kind: 'loaded',
      gameId: 110,
      live: { turnNum: '2026140', src: LIVE },
    })
    expect(nextTurn.show).toEqual({ phase: 'streaming', turnNum: '2026140', src: LIVE, numbers: [], run: 0 })
  })

  it('takes the numbers a reload read mid-show when the pushes brought fewer', () => {
    const loaded = (numbers: number[]) =>
      nextLiveDraw(streaming, {
        kind: 'loaded',
        gameId: 110,
        live: { turnNum: '2026139', src: LIVE, numbers },
      })
    expect(loaded([7, 12]).show).toMatchObject({ phase: 'streaming', numbers: [7, 12], run: 1 })
    const twoPushed = nextLiveDraw(streaming, {
      kind: 'push',
      push: push('VIDEO', { openNum: '07,12' }),
      src: LIVE,
    })
    expect(
      nextLiveDraw(twoPushed, {
        kind: 'loaded',
        gameId: 110,
        live: { turnNum: '2026139', src: LIVE, numbers: [7] },
      }),
    ).toBe(twoPushed)
  })
})
