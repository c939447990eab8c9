import { describe, expect, it, vi } from 'vitest'
import {
  type ChatServerFrame,
  chatCommands,
  chatSocketUrl,
  connectChatSocket,
  parseChatFrame,
  readChatMessage,
} from './chatSocket'
import type { SocketLike } from './sockets'
import { fakeNetwork } from './testing/fakeNetwork'

const message = {
  id: 7,
  seq: 3,
  room_id: 1,
  channel: 'room',
  created_at: '1700000000000',
  command: 1,
  deleted: 0,
  content: {
    type: 'text',
    body: '<b>hi</b>',
    userinfo: { user_id: 1, nickname: 'a', chatLevel: 0, avatarId: 1, isGuest: 0 },
  },
}

class FakeSocket implements SocketLike {
  readyState = 0
  sent: string[] = []
  onopen: ((ev: unknown) => void) | null = null
  onmessage: ((ev: { data: unknown }) => void) | null = null
  onclose: ((ev: unknown) => void) | null = null
  onerror: ((ev: unknown) => void) | null = null
  send(data: string) {
    this.sent.push(data)
  }
  close() {
    this.readyState = 3
    this.onclose?.({})
  }
  open() {
    this.readyState = 1
    this.onopen?.({})
  }
}

describe('chat socket frames', () => {
  it('reads frames with a numeric command and rejects others', () => {
    expect(parseChatFrame(JSON.stringify({ command: 1, content: message }))).toEqual({
      command: 1,
      content: message,
    })
    expect(parseChatFrame('nope')).toBeUndefined()
    expect(parseChatFrame(JSON.stringify({ command: 'PONG' }))).toBeUndefined()
  })

  it('reads a message and rejects one without userinfo or with an unknown type', () => {
    expect(readChatMessage(message)).toEqual(message)
    expect(readChatMessage({ ...message, content: { ...message.content, userinfo: null } })).toBeUndefined()
    expect(readChatMessage({ ...message, content: { ...message.content, type: 'html' } })).toBeUndefined()
  })

  it('builds the socket URL with the token and the guest flag', () => {
    expect(chatSocketUrl('http://h:1', '/ws-chat', 't k', false)).toBe('ws://h:1/ws-chat?token=t+k')
    expect(chatSocketUrl('https://h', 'wss://c/ws', 'x', true)).toBe('wss://c/ws?token=x&isGuest=1')
  })
})

describe('connectChatSocket', () => {
  it('reports the rooms the server accepted the join of, and no others', () => {
    const sockets: FakeSocket[] = []
    const joined: number[] = []
    const frames: ChatServerFrame[] = []
    const handle = connectChatSocket({
      url: 'ws://x',
      rooms: [1, 2],
      onFrame: (f) => frames.push(f),
      onJoined: (room) => joined.push(room),
      createSocket: () => {
        const s = new FakeSocket()
        sockets.push(s)
        return s
      },
    })
    sockets[0]!.open()
    const ack = (content: Record<string, unknown>) =>
      sockets[0]!.onmessage?.({ data: JSON.stringify({ command: chatCommands.ack, content }) })
    ack({ ref: 'join:2', ok: true, room_id: 2, seq: 5 })
    ack({ ref: 'join:1', ok: false, code: 'CHAT/FORBIDDEN' })
    ack({ ref: 'other', ok: true })
    expect(joined).toEqual([2])
    expect(frames).toHaveLength(3)
    handle.close()
  })

  it('joins its rooms on open and stops reconnecting after the too-many-tabs command', () => {
    const sockets: FakeSocket[] = []
    const frames: ChatServerFrame[] = []
    let limitedCalls = 0
    const handle = connectChatSocket({
      url: 'ws://x',
      rooms: [1, 2],
      onFrame: (f) => frames.push(f),
      onTooManyTabs: () => limitedCalls++,
      createSocket: () => {
        const s = new FakeSocket()
        sockets.push(s)
        return s
      },
      reconnectDelayMs: 0,
    })
    sockets[0]!.open()
    expect(sockets[0]!.sent.map((s) => JSON.parse(s))).toEqual([
      { command: 'JOIN', room_id: 1, ref: 'join:1' },
      { command: 'JOIN', room_id: 2, ref: 'join:2' },
    ])
    expect(handle.send({ command: 'SEND', room_id: 1, type: 'text', body: 'hi' })).toBe(true)
    sockets[0]!.onmessage?.({ data: JSON.stringify({ command: chatCommands.tooManyTabs, content: {} }) })
    sockets[0]!.close()
    expect(handle.limited).toBe(true)
    expect(limitedCalls).toBe(1)
    expect(frames).toHaveLength(1)
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(sockets).toHaveLength(1)
        resolve()
      }, 5),
    )
  })

  it('does not reconnect once the server closed it because its login ended (4001, 4002, 4003)', () => {
    vi.useFakeTimers()
    try {
      for (const code of [4001, 4002, 4003]) {
        const sockets: FakeSocket[] = []
        const ended: number[] = []
        const handle = connectChatSocket({
          url: 'ws://x',
          onFrame: () => {},
          onEnded: (c) => ended.push(c),
          network: fakeNetwork().network,
          createSocket: () => {
            const s = new FakeSocket()
            sockets.push(s)
            return s
          },
        })
        sockets[0]!.open()
        sockets[0]!.readyState = 3
        sockets[0]!.onclose?.({ code })
        vi.advanceTimersByTime(60_000)
        expect(sockets).toHaveLength(1)
        expect(ended).toEqual([code])
        expect(handle.ended).toBe(code)
      }
      // Any other close (a restart: 1006, 1001) still reconnects.
      const sockets: FakeSocket[] = []
      const handle = connectChatSocket({
        url: 'ws://x',
        onFrame: () => {},
        network: fakeNetwork().network,
        createSocket: () => {
          const s = new FakeSocket()
          sockets.push(s)
          return s
        },
      })
      sockets[0]!.open()
      sockets[0]!.onclose?.({ code: 1006 })
      vi.advanceTimersByTime(3_000)
      expect(sockets).toHaveLength(2)
      expect(handle.ended).toBeUndefined()
      handle.close()
    } finally {
      vi.useRealTimers()
    }
  })

  it('reconnects after a close only once the device is online again', () => {
    vi.useFakeTimers()
    try {
      const net = fakeNetwork()
      const sockets: FakeSocket[] = []
      connectChatSocket({
        url: 'ws://x',
        rooms: [1],
        onFrame: () => {},
        network: net.network,
        createSocket: () => {
          const s = new FakeSocket()
          sockets.push(s)
          return s
        },
      })
      sockets[0]!.open()
      net.set(false)
      sockets[0]!.close()
      vi.advanceTimersByTime(60_000)
      expect(sockets).toHaveLength(1)
      net.set(true)
      expect(sockets).toHaveLength(2)
      sockets[1]!.open()
      expect(sockets[1]!.sent.map((s) => JSON.parse(s))).toEqual([
        { command: 'JOIN', room_id: 1, ref: 'join:1' },
      ])
      // Online, a close reconnects after the usual 3 s.
      sockets[1]!.close()
      vi.advanceTimersByTime(2_999)
      expect(sockets).toHaveLength(2)
      vi.advanceTimersByTime(1)
      expect(sockets).toHaveLength(3)
    } finally {
      vi.useRealTimers()
    }
  })
})
