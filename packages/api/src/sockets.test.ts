import { describe, expect, it } from 'vitest'
import { parseGameSocketFrame, readLiveResult, subscribeFrame } from './sockets'

const push = {
  type: 'RESULT',
  gameId: 110,
  turnNum: '2026139',
  openNum: '01,02,03,04,05,06,07',
  isStreaming: false,
  liveUrl: '',
}

describe('game socket frames', () => {
  it('reads a result push whose content is a JSON string or an object', () => {
    expect(parseGameSocketFrame(JSON.stringify({ command: 4, content: JSON.stringify(push) }))).toEqual(push)
    expect(parseGameSocketFrame(JSON.stringify({ command: 4, content: push }))).toEqual(push)
  })

  it('ignores other commands, malformed frames and malformed content', () => {
    expect(parseGameSocketFrame(JSON.stringify({ command: 'PONG' }))).toBeUndefined()
    expect(parseGameSocketFrame('not json')).toBeUndefined()
    expect(parseGameSocketFrame(JSON.stringify({ command: 4, content: '{bad' }))).toBeUndefined()
    expect(parseGameSocketFrame(JSON.stringify({ command: 4, content: { type: 'RESULT' } }))).toBeUndefined()
  })

  it('subscribes to results, videos and live URL history of one game', () => {
    expect(JSON.parse(subscribeFrame(110))).toEqual({
      command: 'SUBSCRIBE',
      content: { gameId: 110, types: ['RESULT', 'VIDEO', 'LIVE_URL_HISTORY'] },
    })
  })
})

describe('readLiveResult', () => {
  it('accepts a push without openTime and rejects wrong types', () => {
    const { openTime: _drop, ...withoutTime } = { ...push, openTime: 'x' }
    expect(readLiveResult(withoutTime)).toEqual(withoutTime)
    expect(readLiveResult({ ...push, gameId: '110' })).toBeUndefined()
    expect(readLiveResult({ ...push, type: 'OTHER' })).toBeUndefined()
    expect(readLiveResult({ ...push, openTime: 5 })).toBeUndefined()
    expect(readLiveResult(null)).toBeUndefined()
  })
})
