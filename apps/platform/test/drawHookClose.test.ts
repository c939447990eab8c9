import { fromChinaTime } from '@liuhe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform } from './harness'

/*
 * The draw hook's `close` for a game drawn every few minutes (十分六合彩): the clock moves to the open turn's
 * close and that turn is drawn by the hook, not left to the scheduler (tests/perf/drawVideo.mjs draws so).
 */

const GAME_ID = 81

let env: Awaited<ReturnType<typeof startTestPlatform>>

beforeAll(async () => {
  env = await startTestPlatform(fromChinaTime(2026, 11, 22, 12, 3))
})
afterAll(async () => {
  await env?.stop()
})

const openInfo = async () =>
  (await (await fetch(`${env.origin}/app-api/v/lottery/openInfo?gameId=${GAME_ID}`)).json()).data as {
    cur: { turnNum: string; closeTime: number }
    pre: { turnNum: string; openNum: string }
  }
const draw = (body: object) =>
  fetch(`${env.origin}/app-api/__test__/draw`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gameId: GAME_ID, ...body }),
  })

describe('the draw hook with close', () => {
  it('draws the open turn of an interval game at its close, and the next turn opens', async () => {
    const before = await openInfo()
    const response = await draw({ close: true })
    expect(response.status).toBe(200)
    const drawn = (await response.json()).data as { turnNum: string; openNum: string }
    expect(drawn.turnNum).toBe(before.cur.turnNum)
    expect(env.clock.now()).toBe(before.cur.closeTime)
    const after = await openInfo()
    expect(after.pre).toMatchObject({ turnNum: before.cur.turnNum, openNum: drawn.openNum })
    expect(after.cur.turnNum).not.toBe(before.cur.turnNum)
    // Without close the hook finds that turn drawn: the clock has not moved past the next close.
    const again = await draw({})
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ code: 'SYS/CONFLICT', msg: '本期已开奖' })
  })
})
