import { describe, expect, it } from 'vitest'
import { isPushOfType, type LiveResult, parseGameSocketFrame } from './sockets'
import { fileName, templateItemSchema } from './templates'

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
      locked: 'login',
    }
    expect(templateItemSchema.safeParse(item).success).toBe(true)
    expect(templateItemSchema.safeParse({ ...item, locked: 'vip' }).success).toBe(false)
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
