import { createLiuheApi } from '@liuhe/api'
import * as OpenCC from 'opencc-js'
import { describe, expect, it, vi } from 'vitest'
import { cachedConverter, convertData, converters, hantPlatform, keepTypedChatText } from './hant.server'

describe('cachedConverter', () => {
  it('converts once per text and answers repeats from the cache', () => {
    const convert = vi.fn((text: string) => `«${text}»`)
    const cached = cachedConverter(convert)
    expect(cached('开奖')).toBe('«开奖»')
    expect(cached('开奖')).toBe('«开奖»')
    expect(convert).toHaveBeenCalledTimes(1)
    expect(cached.size).toBe(1)
  })

  it('passes text without Chinese through untouched and uncached', () => {
    const convert = vi.fn((text: string) => `«${text}»`)
    const cached = cachedConverter(convert)
    expect(cached('110 / 2026-01-01')).toBe('110 / 2026-01-01')
    expect(convert).not.toHaveBeenCalled()
    expect(cached.size).toBe(0)
  })

  it('keeps at most maxEntries texts, dropping the least recently used', () => {
    const convert = vi.fn((text: string) => text)
    const cached = cachedConverter(convert, { maxEntries: 2 })
    cached('一')
    cached('二')
    cached('一') // 一 is now the most recent: 二 goes first.
    cached('三')
    expect(cached.size).toBe(2)
    convert.mockClear()
    cached('一')
    cached('三')
    expect(convert).not.toHaveBeenCalled()
    cached('二')
    expect(convert).toHaveBeenCalledWith('二')
  })

  it('never keeps texts longer than maxLength', () => {
    const cached = cachedConverter((text) => text, { maxLength: 3 })
    cached('六合彩开奖')
    expect(cached.size).toBe(0)
  })
})

describe('convertData', () => {
  const { toHant } = converters()

  it('converts every string and key of plain data, Hong Kong variant', () => {
    const odds = { kind: 'perCell', oddsMilli: { 马: 9500, 鸡: 12000 } }
    expect(convertData({ zodiacs: '鼠牛虎兔龙蛇马羊猴鸡狗猪', odds, n: 7, ok: true }, toHant)).toEqual({
      zodiacs: '鼠牛虎兔龍蛇馬羊猴雞狗豬',
      odds: { kind: 'perCell', oddsMilli: { 馬: 9500, 雞: 12000 } },
      n: 7,
      ok: true,
    })
    // Hong Kong usage over OpenCC's (vite/hkPhrases.ts): 设置 reads 設定.
    expect(convertData(['开奖', '设置', null], toHant)).toEqual(['開獎', '設定', null])
  })

  it('leaves what users typed in chat as typed; the platform’s system messages convert', () => {
    const message = (type: string, body: string) => ({
      id: 1,
      content: { type, body, userinfo: { user_id: 2, nickname: '老马', chatLevel: 1 } },
    })
    const rows = [
      message('text', '今天买马'),
      message('system', '欢迎进入聊天室'),
      message('hongbao', '恭喜发财'),
    ]
    const converted = convertData({ rows, total: 3 }, toHant, keepTypedChatText) as {
      rows: ReturnType<typeof message>[]
    }
    expect(converted.rows.map((row) => row.content.body)).toEqual(['今天买马', '歡迎進入聊天室', '恭喜发财'])
    expect(converted.rows[0]!.content.userinfo.nickname).toBe('老马')
  })
})

describe('hantPlatform', () => {
  /** A platform client whose answers come from `answer`, recording each request's URL and body. */
  function fakePlatform(answer: (url: URL) => unknown) {
    const sent: { url: URL; body: string }[] = []
    const fetch = async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input))
      sent.push({ url, body: init?.body ? String(init.body) : '' })
      const body = answer(url) as { data?: unknown }
      return Response.json(body, { status: 'data' in body ? 200 : 400 })
    }
    return { api: createLiuheApi({ origin: 'http://platform.test', fetch }), sent }
  }

  it('converts answers, and the messages of refusals', async () => {
    const { api } = fakePlatform((url) =>
      url.pathname.endsWith('/recordsList')
        ? {
            code: '0',
            data: {
              rows: [
                {
                  id: 1,
                  seq: 1,
                  room_id: 3,
                  channel: 'room',
                  created_at: '2026-01-01 00:00:00',
                  command: 0,
                  deleted: 0,
                  content: {
                    type: 'text',
                    body: '马上开奖',
                    userinfo: { user_id: 2, nickname: '阿马', chatLevel: 1, avatarId: 1, isGuest: 0 },
                  },
                },
              ],
              total: 1,
            },
          }
        : { code: 'SYS/DENIED', msg: '余额不足' },
    )
    const hant = hantPlatform(api)
    const records = await hant.chat.records({ room_id: 3, page: 1, limit: 20 })
    expect(records.rows[0]!.content.body).toBe('马上开奖')
    expect(records.rows[0]!.content.userinfo.nickname).toBe('阿马')
    await expect(hant.user.info()).rejects.toThrow('餘額不足')
  })

  it('sends a 繁體 bet form’s picks to the platform in Simplified', async () => {
    const { api, sent } = fakePlatform(() => ({ code: '0', data: { orders: [], money: 0, liveMoney: 0 } }))
    await hantPlatform(api).bets.place({
      gameId: 110,
      turnNum: '2026001',
      idempotencyKey: 'key-12345',
      bets: [{ playId: 'sm.texiao', selection: { kind: 'single', cell: '馬' }, stake: 10 }],
    })
    expect(JSON.parse(sent[0]!.body)).toMatchObject({ bets: [{ selection: { kind: 'single', cell: '马' } }] })
  })

  it('searches in Simplified, and sends what a user typed in chat as typed', async () => {
    const { api, sent } = fakePlatform(() => ({ code: '0', data: { ok: true } }))
    const hant = hantPlatform(api)
    await hant.search.search({ gameId: 110, q: '馬' }).catch(() => undefined)
    expect(sent[0]!.url.searchParams.get('q')).toBe('马')
    await hant.chat
      .sendHongbao({ room_id: 1, amount_fen: 100, count: 1, greeting: '買馬', idempotency_key: 'k-1' })
      .catch(() => undefined)
    expect(decodeURIComponent(sent[1]!.body)).toContain('買馬')
  })
})

describe('OpenCC, Hong Kong variant', () => {
  it('round-trips the zodiacs and the words of the plays', () => {
    const toHant = OpenCC.Converter({ from: 'cn', to: 'hk' })
    const toHans = OpenCC.Converter({ from: 'hk', to: 'cn' })
    for (const text of [
      '鼠牛虎兔龙蛇马羊猴鸡狗猪',
      '单双大小',
      '家禽野兽',
      '红波蓝波绿波',
      '尾大尾小',
      '合单合双',
    ]) {
      expect(toHans(toHant(text))).toBe(text)
    }
    expect(toHant('鼠牛虎兔龙蛇马羊猴鸡狗猪')).toBe('鼠牛虎兔龍蛇馬羊猴雞狗豬')
  })
})
