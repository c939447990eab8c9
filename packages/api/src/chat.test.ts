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

describe('chatApi', () => {
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
