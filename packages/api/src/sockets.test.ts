import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  connectGameSocket,
  type GameSocketStatus,
  parseGameSocketFrame,
  readLiveResult,
  type SocketLike,
  subscribeFrame,
} from './sockets'
import { fakeNetwork } from './testing/fakeNetwork'

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
      servers: () => ['ws://platform/ws-game/1'],
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

describe('connectGameSocket failover', () => {
  afterEach(() => void vi.useRealTimers())

  it('moves through the server list 1 s apart, reloads it 5 s after the last failed, and refetches on reconnect', () => {
    vi.useFakeTimers()
    const created: { url: string; fake: ReturnType<typeof fakeSocket> }[] = []
    const lists = [
      ['ws://a/ws-game/1', 'ws://b/ws-game/1', 'ws://c/ws-game/1'],
      ['ws://d/ws-game/2', 'ws://e/ws-game/2'],
    ]
    let loads = 0
    const results: string[] = []
    let refetches = 0
    const stop = connectGameSocket({
      servers: () => lists[Math.min(loads++, lists.length - 1)]!,
      gameId: 110,
      createSocket: (url) => {
        const fake = fakeSocket()
        created.push({ url, fake })
        return fake.socket
      },
      onResult: (result) => results.push(result.turnNum),
      onReconnect: () => refetches++,
    })
    const urls = () => created.map((c) => c.url.split('/')[2])
    const subscribe = (fake: ReturnType<typeof fakeSocket>) => {
      fake.socket.onopen?.({})
      fake.receive({ command: 'SUBSCRIBED', content: { gameId: 110 } })
    }

    // The first server works: no refetch on the first subscription; its pushes arrive.
    subscribe(created[0]!.fake)
    created[0]!.fake.receive({ command: 4, content: push })
    expect(refetches).toBe(0)
    expect(results).toEqual(['2026139'])

    // It closes: the next server is tried 1 s later, not before.
    created[0]!.fake.socket.close()
    vi.advanceTimersByTime(999)
    expect(urls()).toEqual(['a'])
    vi.advanceTimersByTime(1)
    expect(urls()).toEqual(['a', 'b'])

    // b fails before opening: c 1 s later.
    created[1]!.fake.socket.onerror?.({})
    vi.advanceTimersByTime(1000)
    expect(urls()).toEqual(['a', 'b', 'c'])

    // c fails too: the list is empty, so it is reloaded 5 s later and its first server tried.
    created[2]!.fake.socket.close()
    vi.advanceTimersByTime(4999)
    expect(urls()).toEqual(['a', 'b', 'c'])
    expect(loads).toBe(1)
    vi.advanceTimersByTime(1)
    expect(loads).toBe(2)
    expect(urls()).toEqual(['a', 'b', 'c', 'd'])

    // Subscribed again after the lost connection: the caller refetches once (a draw made while no socket
    // was connected is read then), and pushes flow from the new server.
    subscribe(created[3]!.fake)
    expect(refetches).toBe(1)
    created[3]!.fake.receive({ command: 4, content: { ...push, turnNum: '2026140' } })
    expect(results).toEqual(['2026139', '2026140'])

    // Stopped: a close starts no new attempt.
    stop()
    vi.advanceTimersByTime(60_000)
    expect(urls()).toEqual(['a', 'b', 'c', 'd'])
  })

  it('drops a silent server at the next heartbeat and fails over to the next one', () => {
    vi.useFakeTimers()
    const created: ReturnType<typeof fakeSocket>[] = []
    const urls: string[] = []
    connectGameSocket({
      servers: () => ['ws://a/ws-game/1', 'ws://b/ws-game/1'],
      gameId: 110,
      createSocket: (url) => {
        const fake = fakeSocket()
        created.push(fake)
        urls.push(url)
        return fake.socket
      },
      onResult: () => {},
    })
    created[0]!.socket.onopen?.({})
    // A PING at 15 s gets no PONG; at 30 s the socket is closed, and 1 s later b is tried.
    vi.advanceTimersByTime(30_000)
    expect(created[0]!.sent.at(-1)).toBe(JSON.stringify({ command: 'PING' }))
    expect(urls).toEqual(['ws://a/ws-game/1'])
    vi.advanceTimersByTime(1000)
    expect(urls).toEqual(['ws://a/ws-game/1', 'ws://b/ws-game/1'])
  })

  it('tries nothing while offline: a close then keeps the server, which is tried again as the network returns', () => {
    vi.useFakeTimers()
    const net = fakeNetwork()
    const urls: string[] = []
    const created: ReturnType<typeof fakeSocket>[] = []
    let refetches = 0
    const stop = connectGameSocket({
      servers: () => ['ws://a/ws-game/1', 'ws://b/ws-game/1'],
      gameId: 110,
      network: net.network,
      createSocket: (url) => {
        const fake = fakeSocket()
        created.push(fake)
        urls.push(url)
        return fake.socket
      },
      onResult: () => {},
      onReconnect: () => refetches++,
    })
    created[0]!.socket.onopen?.({})
    created[0]!.receive({ command: 'SUBSCRIBED', content: { gameId: 110 } })

    // The device goes offline and the socket closes: however long it stays offline, nothing is tried.
    net.set(false)
    created[0]!.socket.close()
    vi.advanceTimersByTime(60_000)
    expect(urls).toEqual(['ws://a/ws-game/1'])

    // Back online: the same server (it never failed) at once, and the subscription refetches.
    net.set(true)
    expect(urls).toEqual(['ws://a/ws-game/1', 'ws://a/ws-game/1'])
    created[1]!.socket.onopen?.({})
    created[1]!.receive({ command: 'SUBSCRIBED', content: { gameId: 110 } })
    expect(refetches).toBe(1)

    // A server failing while online still hands over to the next one after 1 s; going offline during that
    // wait holds the attempt until the network is back.
    created[1]!.socket.close()
    net.set(false)
    vi.advanceTimersByTime(5_000)
    expect(urls).toHaveLength(2)
    net.set(true)
    expect(urls.at(-1)).toBe('ws://b/ws-game/1')

    // Stopped while waiting for the network: it never connects again.
    created[2]!.socket.close()
    net.set(false)
    vi.advanceTimersByTime(1_000)
    stop()
    expect(net.waiting()).toBe(0)
    net.set(true)
    vi.advanceTimersByTime(60_000)
    expect(urls).toHaveLength(3)
  })
})
