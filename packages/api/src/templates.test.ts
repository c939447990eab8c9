import { describe, expect, it, vi } from 'vitest'
import { createHttp } from './http'
import { isPushOfType, type LiveResult, parseGameSocketFrame } from './sockets'
import { fileName, templateItemSchema, templatesApi } from './templates'

describe('fileName', () => {
  it('builds the static file name of a query, leaving out undefined values', () => {
    expect(fileName({ gameId: 110, templateId: undefined, page: 2, rows: 100 })).toBe(
      'gameId=110&page=2&rows=100.json',
    )
    expect(fileName({ gameId: 110, playCateName: '生肖' })).toBe(
      'gameId=110&playCateName=%E7%94%9F%E8%82%96.json',
    )
  })
})

describe('templateItemSchema', () => {
  it('refuses an unknown lock state', () => {
    const item = {
      id: 1,
      title: '2026139期',
      content: '',
      content2: '',
      content3: '',
      note: '',
      subName: '',
      updatedTime: 0,
      sort: 1,
      multiContents: [],
      iconUrl: '',
      requireLogin: 1,
      requireRecharge: 0,
      templateType: 1,
      activeCover: 0,
      redirect: '',
      locked: 'login-locked',
    }
    expect(templateItemSchema.safeParse(item).success).toBe(true)
    // The lock is said in the domain's words only.
    expect(templateItemSchema.safeParse({ ...item, locked: 'login' }).success).toBe(false)
    expect(templateItemSchema.safeParse({ ...item, locked: 'vip' }).success).toBe(false)
  })
})

describe('templates.likes', () => {
  const card = {
    id: 1002,
    gameId: 110,
    templateCode: 'MB04',
    name: '一肖中特',
    subName: '',
    note1: '',
    note2: '',
    colorTheme: '#c81e1e,#f0434b',
    playCateName: '生肖',
    like: 1,
    likeCount: 1,
    agreeCount: 0,
    disagreeCount: 0,
    vote: null,
    groups: [],
  }
  const apiAnswering = (body: unknown) => {
    const fetch = vi.fn(async (_url: string | URL | Request) => new Response(JSON.stringify(body)))
    return {
      fetch,
      templates: templatesApi(createHttp({ origin: 'http://platform.test', token: 't', fetch })),
    }
  }

  it('asks for a page of favourites and keeps the total count', async () => {
    const { fetch, templates } = apiAnswering({ data: [card], totalCount: 21 })
    expect(await templates.likes({ page: 2, rows: 10 })).toEqual({ rows: [card], totalCount: 21 })
    const url = new URL(String(fetch.mock.calls[0]![0]))
    expect(url.pathname).toBe('/app-api/game-document/template/likes')
    expect(url.searchParams.get('page')).toBe('2')
    expect(url.searchParams.get('rows')).toBe('10')
  })

  it('refuses an answer with a card the caller did not favourite', async () => {
    const { templates } = apiAnswering({ data: [{ ...card, like: 0 }], totalCount: 1 })
    await expect(templates.likes()).rejects.toThrow()
  })
})

describe('VIDEO and LIVE_URL_HISTORY pushes', () => {
  it('parses and narrows them', () => {
    const video: LiveResult = {
      type: 'VIDEO',
      gameId: 110,
      turnNum: '2026139',
      openNum: '',
      isStreaming: true,
      liveUrl: '/live/110/index.m3u8',
    }
    const push = parseGameSocketFrame(JSON.stringify({ command: 4, content: JSON.stringify(video) }))!
    expect(isPushOfType(push, 'VIDEO')).toBe(true)
    expect(isPushOfType(push, 'LIVE_URL_HISTORY')).toBe(false)
  })
})
