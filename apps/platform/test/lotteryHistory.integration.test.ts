import { createLiuheApi } from '@liuhe/api'
import { fromChinaTime, parseChinaTime } from '@liuhe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HISTORY_MAX_ROWS } from '../src/routes/lottery'
import { issuePlus, macauIssueOn } from './drawCalendar'
import { startTestPlatform, testEngine } from './harness'

let env: Awaited<ReturnType<typeof startTestPlatform>>
let api: ReturnType<typeof createLiuheApi>

beforeAll(async () => {
  env = await startTestPlatform(fromChinaTime(2026, 11, 22, 12))
  api = createLiuheApi({ origin: env.origin })
})
afterAll(() => env.stop())

describe('GET /lottery/history for the analytics pages', () => {
  it('answers up to 1,000 stored draws in one page, newest first, without a gap', async () => {
    const page = await api.lottery.history({ gameId: 110, rows: HISTORY_MAX_ROWS })
    expect(page.rows).toHaveLength(1000)
    expect(page.totalCount).toBeGreaterThan(1000)
    const latest = macauIssueOn('2026-11-21')
    expect(page.rows[0]!.turnNum).toBe(latest)
    const times = page.rows.map((row) => parseChinaTime(row.openTime))
    for (let i = 1; i < times.length; i++) expect(times[i]!).toBeLessThan(times[i - 1]!)
    for (const row of page.rows) expect(row.openNum).toMatch(/^(\d{2},){6}\d{2}$/)
    // The second page continues where the first ended.
    const next = await api.lottery.history({ gameId: 110, page: 2, rows: 999 })
    expect(next.rows[0]!.turnNum).toBe(page.rows[999]!.turnNum)
  })

  it('answers 1,000 computed turns of an interval game, one step apart', async () => {
    const page = await api.lottery.history({ gameId: 10, rows: 1000 })
    expect(page.rows).toHaveLength(1000)
    const first = parseChinaTime(page.rows[0]!.openTime)
    const last = parseChinaTime(page.rows[999]!.openTime)
    expect(first - last).toBe(999 * 10 * 60 * 1000)
    expect(page.rows[1]!.turnNum).toBe(issuePlus(page.rows[0]!.turnNum, -1))
  })

  it('refuses more than 1,000 rows with the parameter name', async () => {
    const response = await fetch(`${env.origin}/app-api/lottery/history?gameId=110&rows=1001`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ code: 'SYS/BAD_REQUEST', msg: '参数错误：rows' })
  })

  // SQLite's query plan: PostgreSQL's planner chooses by its statistics, which a test database's size sways.
  if (testEngine() === 'sqlite')
    it('reads stored draws through the draws_by_time index', () => {
      const plan = env
        .db!.prepare(
          `EXPLAIN QUERY PLAN SELECT * FROM draws WHERE game_id = ? AND open_time >= ? AND open_time < ?
         ORDER BY open_time DESC, turn_num DESC LIMIT ? OFFSET ?`,
        )
        .all(110, 0, Number.MAX_SAFE_INTEGER, 1000, 0) as { detail: string }[]
      const details = plan.map((step) => step.detail).join(' | ')
      expect(details).toContain('USING INDEX draws_by_time')
      expect(details).not.toMatch(/SCAN draws(?! USING)/)
    })
})
