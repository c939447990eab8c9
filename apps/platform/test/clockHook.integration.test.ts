import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLiuheApi } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { createAdvanceableClock, createClock, createManualClock } from '../src/clock'
import { createPlatform } from '../src/platform'
import { seed } from '../src/seed'
import { openEngine } from './engines'
import { dataDir, startTestPlatform, testEngine } from './harness'

// Sunday 2026-11-22, noon in China: Macau's turn of the day closes at 21:32.
const noon = fromChinaTime(2026, 11, 22, 12)

let env: Awaited<ReturnType<typeof startTestPlatform>>
const guest = () => createLiuheApi({ origin: env.origin })

beforeAll(async () => {
  env = await startTestPlatform(noon)
})
afterAll(() => env.stop())

const advance = (advanceMs: unknown, origin = env.origin) =>
  fetch(`${origin}/app-api/__test__/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  })

describe('POST /app-api/__test__/clock', () => {
  it('moves the clock past a daily close and answers once the closed turn is drawn', async () => {
    const before = await guest().lottery.openInfo(110)
    const toClose = before.cur.closeTime - before.serverTime
    const response = await advance(toClose + 1000)
    expect(response.status).toBe(200)
    expect(((await response.json()) as { data: { now: number } }).data.now).toBe(before.cur.closeTime + 1000)
    // No scheduler pass runs by itself here (the harness's scheduler is manual): the hook drew the turn.
    const after = await guest().lottery.openInfo(110)
    expect(after.serverTime).toBe(before.cur.closeTime + 1000)
    expect(after.pre.turnNum).toBe(before.cur.turnNum)
    expect(after.pre.openNum).toMatch(/^(\d{2},){6}\d{2}$/)
    expect(after.cur.turnNum).not.toBe(before.cur.turnNum)
    expect(after.cur.closeTime).toBeGreaterThan(after.serverTime)
  })

  it('draws a one-minute game’s turn that closed, and the next turn is open for bets', async () => {
    const before = await guest().lottery.openInfo(51)
    await advance(before.cur.closeTime - before.serverTime + 1000)
    const after = await guest().lottery.openInfo(51)
    expect(after.pre.turnNum).toBe(before.cur.turnNum)
    expect(after.cur.closeTime).toBe(before.cur.closeTime + 60_000)
    expect((after.cur.betEndTime ?? after.cur.closeTime) - after.serverTime).toBeGreaterThan(40_000)
  })

  it('refuses a move backwards or by more than a day', async () => {
    const now = env.clock.now()
    for (const advanceMs of [-1, 86_400_001, 'soon']) {
      expect((await advance(advanceMs)).status, String(advanceMs)).toBe(400)
    }
    expect(env.clock.now()).toBe(now)
  })
})

describe('where the clock cannot be moved', () => {
  // A database of their own, on the engine the suite runs on: its platforms never listen.
  let opened: Awaited<ReturnType<typeof openEngine>>
  const files = mkdtempSync(join(tmpdir(), 'liuhe-clock-hook-'))
  const storage = () => ({
    db: opened.db,
    chatUploadDir: join(files, 'chat-uploads'),
    videoDir: join(files, 'video'),
  })
  beforeAll(async () => {
    opened = await openEngine(testEngine())
    await seed(opened.db, dataDir, noon)
  })
  afterAll(async () => {
    await opened?.close()
    rmSync(files, { recursive: true, force: true })
  })
  const post = (platform: ReturnType<typeof createPlatform>) =>
    platform.app.request('/app-api/__test__/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 1000 }),
    })

  it('is not there without the test hooks', async () => {
    const clock = createAdvanceableClock(createManualClock(noon))
    const platform = createPlatform({ ...storage(), clock, scheduler: 'manual' })
    onTestFinished(() => platform.close())
    expect((await post(platform)).status).toBe(404)
    expect(clock.now()).toBe(noon)
  })

  it('refuses on a real clock, which cannot move', async () => {
    const platform = createPlatform({
      ...storage(),
      clock: createClock(1),
      testHooks: true,
      scheduler: 'manual',
    })
    onTestFinished(() => platform.close())
    const response = await post(platform)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ code: 'SYS/CONFLICT', msg: '时钟不可调' })
  })
})

describe('createAdvanceableClock', () => {
  it('reads its base clock plus every move', () => {
    const base = createManualClock(noon)
    const clock = createAdvanceableClock(base)
    clock.advance(5000)
    base.advance(100)
    clock.advance(2000)
    expect(clock.now()).toBe(noon + 7100)
  })
})
