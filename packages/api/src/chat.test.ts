import { describe, expect, it, vi } from 'vitest'
import { chatApi } from './chat'
import type { ApiError } from './errors'
import { createHttp } from './http'

function fakeFetch(status: number, body: unknown) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status }),
  )
}

const card = {
  message_id: 9,
  game_id: 110,
  game_name: '新澳门六合彩',
  turn_num: '2026326',
  play_id: 'sm.tema.a',
  play_name: '特码A',
  lines: [{ selection: { kind: 'single', cell: '07' }, picks: '07', stake: 20, bet_count: 1, odds: '49' }],
  bet_end_time: 1,
  state: 'open',
  hidden: 0,
  seeded: 0,
}
const userinfo = { user_id: 1, nickname: 'a', chatLevel: 0, avatarId: 1, isGuest: 0 }
const cardMessage = (bet_card: unknown) => ({
  id: 9,
  seq: 1,
  room_id: 2,
  channel: 'room',
  created_at: '1',
  command: 1,
  deleted: 0,
  content: { type: 'betcard', body: '晒单', bet_card, userinfo },
})

describe('chatApi', () => {
  it('shares bet cards as JSON with the order numbers and reads the card back', async () => {
    const fetch = fakeFetch(200, { data: cardMessage(card) })
    const chat = chatApi(createHttp({ origin: 'http://p.test', token: 't', fetch }))
    const shared = await chat.shareBetCard(['B1234ABCD'])
    expect(shared.content.bet_card).toEqual(card)
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('http://p.test/api-messen/api/chat/bet-card/share')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ order_nos: ['B1234ABCD'] })
  })

  it('refuses a bet card answer of an unknown state or without its lines', async () => {
    for (const bad of [
      { ...card, state: 'paid' },
      { ...card, lines: undefined },
    ]) {
      const chat = chatApi(createHttp({ origin: 'http://p.test', fetch: fakeFetch(200, { data: bad }) }))
      await expect(chat.betCard(9)).rejects.toMatchObject({ name: 'ApiError' })
    }
  })

  it('marks a room read as a form (with or without the message) and reads the unread counts', async () => {
    const mark = fakeFetch(200, { data: { room_id: 3, last_read_id: 40 } })
    const chat = chatApi(createHttp({ origin: 'http://p.test', token: 't', fetch: mark }))
    expect(await chat.markRead({ room_id: 3 })).toEqual({ room_id: 3, last_read_id: 40 })
    await chat.markRead({ room_id: 3, message_id: 39 })
    const [url, init] = mark.mock.calls[0]!
    expect(url).toBe('http://p.test/api-messen/api/chat/read')
    expect(init?.method).toBe('POST')
    expect(String(init?.body)).toBe('room_id=3')
    expect(String(mark.mock.calls[1]![1]?.body)).toBe('room_id=3&message_id=39')

    const counts = { rooms: [{ room_id: 3, unread: 2, last_read_id: 40 }], total: 2 }
    const unread = chatApi(createHttp({ origin: 'http://p.test', fetch: fakeFetch(200, { data: counts }) }))
    expect(await unread.unread()).toEqual(counts)
    const bad = chatApi(
      createHttp({ origin: 'http://p.test', fetch: fakeFetch(200, { data: { rooms: 1 } }) }),
    )
    await expect(bad.unread()).rejects.toMatchObject({ name: 'ApiError' })
  })

  it('calls the chat base /api-messen, also in encrypted mode', async () => {
    const fetch = fakeFetch(200, { data: { rows: [], total: 0 } })
    const chat = chatApi(createHttp({ origin: 'http://p.test', token: 't', encrypted: true, fetch }))
    expect(await chat.records({ room_id: 3, talk_type: 2 })).toEqual({ rows: [], total: 0 })
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('http://p.test/api-messen/api/v1/recordsList?room_id=3&page=1&limit=150&talk_type=2')
    expect(init?.headers).toMatchObject({ authorization: 'Bearer t' })
  })

  it('sends forms and multipart uploads as POST', async () => {
    const fetch = fakeFetch(200, { data: { url: '/api-messen/chat/uploads/a.png' } })
    const chat = chatApi(createHttp({ origin: 'http://p.test', fetch }))
    await chat.uploadImage(new Blob([new Uint8Array([1])]), 'a.png')
    const [, init] = fetch.mock.calls[0]!
    expect(init?.method).toBe('POST')
    expect(init?.body).toBeInstanceOf(FormData)
    expect(init?.headers).not.toHaveProperty('content-type')
  })

  it('reads 405 as chat unavailable with the platform message', async () => {
    const fetch = fakeFetch(405, { code: 'CHAT/UNAVAILABLE', msg: '聊天室目前不可用' })
    const error = (await chatApi(createHttp({ origin: 'http://p.test', fetch }))
      .rooms()
      .catch((e: unknown) => e)) as ApiError
    expect(error).toMatchObject({ code: 'CHAT/UNAVAILABLE', status: 405, message: '聊天室目前不可用' })
  })
})
