import { ApiError, connectGameSocket, createLiuheApi, type LiveResult, type SocketLike } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { issuePlus, macauIssueOn } from './drawCalendar'
import { startTestPlatform } from './harness'

let env: Awaited<ReturnType<typeof startTestPlatform>>

beforeAll(async () => {
  env = await startTestPlatform(fromChinaTime(2026, 11, 22, 12))
})
afterAll(() => env.stop())

// At 12:00 on 2026-11-22 the latest Macau draw is the previous evening's, drawn by the platform after the
// real feed ended; the evening's turn is open.
const latestIssue = macauIssueOn('2026-11-21')
const openIssue = macauIssueOn('2026-11-22')

describe('GET /v/lottery/openInfo', () => {
  it('answers the latest Macau draw, the open turn and the server time', async () => {
    const api = createLiuheApi({ origin: env.origin })
    const info = await api.lottery.openInfo(110)
    expect(info.lotteryKind).toBe('sixMark')
    expect(info.pre).toEqual({
      turnNum: latestIssue,
      openNum: expect.stringMatching(/^(\d{2},){6}\d{2}$/),
      isStreaming: false,
      openTime: '2026-11-21 21:32:00',
    })
    expect(info.cur.turnNum).toBe(openIssue)
    expect(info.cur.closeTime).toBe(fromChinaTime(2026, 11, 22, 21, 32))
    expect(info.serverTime).toBe(env.clock.now())
    expect(info.plan.planTime).toBe('2026-11-22 21:32:00')
  })

  it('is also served as static JSON at the host root', async () => {
    const response = await fetch(`${env.origin}/sys-upload/data/lotery/110.json`)
    expect(response.status).toBe(200)
    expect(((await response.json()) as { data: { pre: { turnNum: string } } }).data.pre.turnNum).toBe(
      latestIssue,
    )
  })

  it('answers an unknown game with a typed 400 error', async () => {
    const api = createLiuheApi({ origin: env.origin })
    const error = await api.lottery.openInfo(99999).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'SYS/NOT_FOUND', status: 400, message: '游戏不存在' })
  })

  it('answers a malformed game id with 400, never 500', async () => {
    for (const query of ['', '?gameId=', '?gameId=abc', '?gameId=-1']) {
      const response = await fetch(`${env.origin}/app-api/v/lottery/openInfo${query}`)
      expect(response.status, query).toBe(400)
      expect(await response.json()).toEqual({ code: 'SYS/BAD_REQUEST', msg: '参数错误：gameId' })
    }
  })
})

describe('draw scheduler and game socket', () => {
  it('pushes RESULT to a subscriber when a draw is made, and openInfo moves on', async () => {
    const received: LiveResult[] = []
    const opened = new Promise<void>((resolve) => {
      const stop = connectGameSocket({
        servers: () => [`${env.origin.replace('http', 'ws')}/ws-game/test-${Date.now()}`],
        gameId: 110,
        createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
        onResult: (result) => received.push(result),
        onStatus: (status) => status === 'subscribed' && resolve(),
      })
      afterAll(stop)
    })
    await opened
    // The scheduler draws once the clock has passed the close time.
    env.clock.set(fromChinaTime(2026, 11, 22, 21, 32, 1))
    await env.platform.tick()
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(2)
    const push = received[0]!
    expect(received[1]).toMatchObject({
      type: 'LIVE_URL_HISTORY',
      turnNum: openIssue,
      liveUrl: `/live/110/replay/${openIssue}.m3u8`,
    })
    expect(push).toMatchObject({
      type: 'RESULT',
      gameId: 110,
      turnNum: openIssue,
      openTime: '2026-11-22 21:32:00',
    })
    const numbers = push.openNum.split(',').map(Number)
    expect(numbers).toHaveLength(7)
    expect(new Set(numbers).size).toBe(7)
    expect(numbers.every((n) => n >= 1 && n <= 49)).toBe(true)

    const info = await createLiuheApi({ origin: env.origin }).lottery.openInfo(110)
    expect(info.pre.turnNum).toBe(openIssue)
    expect(info.pre.openNum).toBe(push.openNum)
    expect(info.cur.turnNum).toBe(issuePlus(openIssue, 1))
  })

  it('draws on demand through the test hook, once per turn', async () => {
    const first = await fetch(`${env.origin}/app-api/__test__/draw`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gameId: 110 }),
    })
    expect(first.status).toBe(200)
    const bad = await fetch(`${env.origin}/app-api/__test__/draw`, { method: 'POST', body: '{}' })
    expect(bad.status).toBe(400)
  })
})
