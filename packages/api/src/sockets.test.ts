import { describe, expect, it } from 'vitest'
import {
  connectGameSocket,
  type GameSocketStatus,
  parseGameSocketFrame,
  readLiveResult,
  type SocketLike,
  subscribeFrame,
} from './sockets'

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

/** A socket the test drives by hand: it opens, answers and closes when the test says. */
function fakeSocket() {
  const sent: string[] = []
  const socket: SocketLike = {
    readyState: 0,
    send: (data) => void sent.push(data),
    close: () => socket.onclose?.({}),
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  }
  return { socket, sent, receive: (frame: unknown) => socket.onmessage?.({ data: JSON.stringify(frame) }) }
}

describe('connectGameSocket', () => {
  it('reports subscribed only when the server confirms the subscription of its game', () => {
    const fake = fakeSocket()
    const statuses: GameSocketStatus[] = []
    const stop = connectGameSocket({
      url: 'ws://platform/ws-game/1',
      gameId: 110,
      createSocket: () => fake.socket,
      onResult: () => {},
      onStatus: (status) => statuses.push(status),
    })
    fake.socket.onopen?.({})
    expect(fake.sent).toEqual([subscribeFrame(110)])
    fake.receive({ command: 'SUBSCRIBED', content: { gameId: 70 } })
    expect(statuses).toEqual(['connecting', 'open'])
    fake.receive({ command: 'SUBSCRIBED', content: { gameId: 110 } })
    expect(statuses).toEqual(['connecting', 'open', 'subscribed'])
    stop()
    expect(statuses.at(-1)).toBe('closed')
  })
})
