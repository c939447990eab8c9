import { ApiError, connectGameSocket, createLiuheApi, type LiveResult, type SocketLike } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { lotteryCatalogue } from '../src/seed/lotteryCatalogue'
import { hongKongIssueOn, issuePlus, macauIssueOn } from './drawCalendar'
import { startTestPlatform } from './harness'

let env: Awaited<ReturnType<typeof startTestPlatform>>
let api: ReturnType<typeof createLiuheApi>

beforeAll(async () => {
  env = await startTestPlatform(fromChinaTime(2026, 11, 22, 12))
  api = createLiuheApi({ origin: env.origin })
})
afterAll(() => env.stop())

const recommendGridIds = [
  10, 34, 42, 43, 44, 45, 46, 47, 48, 51, 70, 71, 81, 90, 92, 93, 95, 96, 97, 98, 99, 102, 104, 105, 106, 110,
  122, 123, 124,
]

describe('lottery catalogue', () => {
  it('has every game the recommend grid names, each with openInfo (API and static) and a tile', async () => {
    expect(lotteryCatalogue.map((g) => g.gameId).sort((a, b) => a - b)).toEqual(recommendGridIds)
    const shapes: Record<string, RegExp> = {
      sixMark: /^(\d{2},){6}\d{2}$/,
      racing: /^(\d{2},){9}\d{2}$/,
      quickThree: /^[1-6],[1-6],[1-6]$/,
      timeBased: /^(\d,){4}\d$/,
    }
    for (const game of lotteryCatalogue) {
      const info = await api.lottery.openInfo(game.gameId)
      expect(info.gameName).toBe(game.gameName)
      expect(info.pre.openNum, String(game.gameId)).toMatch(shapes[game.kind]!)
      expect(info.cur.closeTime).toBeGreaterThan(env.clock.now())
      expect(await api.lottery.openInfoStatic(game.gameId)).toEqual(info)
    }
    const tile = await fetch(`${env.origin}/sys-upload/games/lottery-95.svg`)
    expect(tile.headers.get('content-type')).toContain('image/svg+xml')
    expect(await tile.text()).toContain('幸运牛牛')
  })

  it('numbers interval turns by China date and turn of the day', async () => {
    const info = await api.lottery.openInfo(122)
    // 12:00 closes the 720th one-minute turn; 12:01 closes the 721st.
    expect(info.pre).toMatchObject({ turnNum: '202611220720', openTime: '2026-11-22 12:00:00' })
    expect(info.cur.turnNum).toBe('202611220721')
    expect((await api.lottery.openInfo(81)).cur.turnNum).toBe('202611220073')
  })

  it('serves the real Hong Kong history with issue numbers as YYYYNNN, then the turns drawn since', async () => {
    const info = await api.lottery.openInfo(70)
    // The platform drew every Tuesday, Thursday and Saturday since the feed ended, the last on Saturday 11-21.
    expect(info.pre).toMatchObject({
      turnNum: hongKongIssueOn('2026-11-21'),
      openTime: '2026-11-21 21:30:00',
    })
    // Next draw: Tuesday 2026-11-24 21:30.
    expect(info.cur).toMatchObject({
      turnNum: hongKongIssueOn('2026-11-24'),
      closeTime: fromChinaTime(2026, 11, 24, 21, 30),
    })
    const first = await api.lottery.history({ gameId: 70, date: '1993', rows: 200 })
    expect(first.totalCount).toBe(first.rows.length)
    expect(first.rows.at(-1)).toMatchObject({ turnNum: '1993001', openNum: '01,08,13,24,35,43,33' })
    // The feed's last issue is kept as it was drawn; the next turn continues 2025, and 2026 starts at 001.
    const lastOf2025 = await api.lottery.history({ gameId: 70, date: '2025', rows: 2 })
    expect(lastOf2025.rows.map((r) => r.turnNum)).toEqual(['2025135', '2025134'])
    expect(lastOf2025.rows[1]).toMatchObject({ openNum: '07,10,11,19,25,30,45' })
    const firstOf2026 = await api.lottery.history({ gameId: 70, date: '2026', rows: 200 })
    expect(firstOf2026.rows.at(-1)).toMatchObject({ turnNum: '2026001', openTime: '2026-01-01 21:30:00' })
  })
})

describe('GET /lottery/history', () => {
  it('pages stored draws newest first with the total count', async () => {
    const latest = macauIssueOn('2026-11-21')
    const page = await api.lottery.history({ gameId: 110, page: 1, rows: 5 })
    expect(page.rows).toHaveLength(5)
    expect(page.rows[0]).toMatchObject({ turnNum: latest, openTime: '2026-11-21 21:32:00' })
    const second = await api.lottery.history({ gameId: 110, page: 2, rows: 5 })
    expect(second.rows[0]!.turnNum).toBe(issuePlus(latest, -5))
    expect(second.totalCount).toBe(page.totalCount)
    // The real feed's last draw is further down, as the feed has it.
    const feedEnd = await api.lottery.history({ gameId: 110, page: 2, rows: Number(latest) - 2026138 })
    expect(feedEnd.rows[0]).toMatchObject({
      turnNum: '2026138',
      openNum: '38,22,06,24,20,46,49',
      openTime: '2026-05-18 21:32:32',
    })
  })

  it('reaches a year back for interval games, and filters a China date', async () => {
    const page = await api.lottery.history({ gameId: 122, rows: 3 })
    expect(page.rows.map((r) => r.turnNum)).toEqual(['202611220720', '202611220719', '202611220718'])
    expect(page.totalCount).toBeGreaterThan(365 * 1440 - 1441)
    const day = await api.lottery.history({ gameId: 122, date: '2026-11-21', rows: 1 })
    expect(day.totalCount).toBe(1440)
    expect(day.rows[0]).toMatchObject({ turnNum: '202611211440', openTime: '2026-11-22 00:00:00' })
    const old = await api.lottery.history({ gameId: 34, date: '2026-03-01', rows: 2 })
    expect(old.totalCount).toBe(288)
    expect(old.rows[0]!.openNum.split(',').sort()).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
    ])
  })

  it('groups by year (six-mark) or date (interval games)', async () => {
    expect((await api.lottery.historyGroups(110)).map((g) => g.groupKey)).toEqual(['2026', '2025', '2024'])
    const dates = await api.lottery.historyGroups(47)
    expect(dates[0]).toEqual({ groupKey: '2026-11-22', groupType: 'date', count: 720 })
    expect(dates[1]).toEqual({ groupKey: '2026-11-21', groupType: 'date', count: 1440 })
  })

  it('lists play categories per kind', async () => {
    expect((await api.lottery.playCategories(110)).map((c) => c.playCateName)).toContain('特码')
    expect((await api.lottery.playCategories(10)).map((c) => c.playCateName)).toContain('冠亚和')
  })

  it('answers bad input with 400 and the parameter name', async () => {
    for (const [query, param] of [
      ['gameId=110&rows=0', 'rows'],
      ['gameId=110&rows=abc', 'rows'],
      ['gameId=110&page=-1', 'page'],
      ['gameId=110&date=2026-13-01', 'date'],
      ['rows=5', 'gameId'],
    ] as const) {
      const response = await fetch(`${env.origin}/app-api/lottery/history?${query}`)
      expect(response.status, query).toBe(400)
      expect(await response.json()).toEqual({ code: 'SYS/BAD_REQUEST', msg: `参数错误：${param}` })
    }
    const error = await api.lottery.history({ gameId: 99999 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
  })

  it('answers the live stream with the no-resource message', async () => {
    const response = await fetch(`${env.origin}/live/110/index.m3u8`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ code: 'LIVE/NO_RESOURCE', msg: '暂无视频资源，请稍后在观看！' })
  })
})

describe('game socket pushes', () => {
  function subscribe(gameId: number, received: LiveResult[]) {
    return new Promise<void>((resolve) => {
      const stop = connectGameSocket({
        servers: () => [`${env.origin.replace('http', 'ws')}/ws-game/cat-${gameId}`],
        gameId,
        createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
        onResult: (result) => received.push(result),
        onStatus: (status) => status === 'subscribed' && resolve(),
      })
      afterAll(stop)
    })
  }

  it('pushes RESULT for a fast game when the clock passes its close time', async () => {
    const received: LiveResult[] = []
    await subscribe(122, received)
    env.clock.advance(61_000)
    await env.platform.tick()
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1)
    expect(received[0]).toMatchObject({
      type: 'RESULT',
      gameId: 122,
      turnNum: '202611220721',
      isStreaming: false,
    })
    expect((await api.lottery.openInfo(122)).pre.openNum).toBe(received[0]!.openNum)
  })

  it('pushes VIDEO when a daily game starts streaming, and openInfo reports it', async () => {
    const received: LiveResult[] = []
    await subscribe(110, received)
    env.clock.set(fromChinaTime(2026, 11, 22, 21, 30, 30))
    await env.platform.tick()
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1)
    expect(received[0]).toMatchObject({
      type: 'VIDEO',
      turnNum: macauIssueOn('2026-11-22'),
      isStreaming: true,
      liveUrl: '/live/110/index.m3u8',
    })
    const info = await api.lottery.openInfo(110)
    expect(info.pre.isStreaming).toBe(true)
    expect(info.cur.liveUrl).toBe('/live/110/index.m3u8')
  })
})
