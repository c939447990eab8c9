import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createLiuheApi } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPlatform } from '../src/platform'
import { catchUpDraws } from '../src/scheduler'
import { seed } from '../src/seed'
import type { Queries } from '../src/storage/queries'
import { createStores } from '../src/store'
import { ISSUE_ROWS_KEPT } from '../src/store/templateSettlement'
import {
  countDays,
  hongKongIssueOn,
  hongKongWeekdays,
  issuePlus,
  lastDayOnOrBefore,
  macauIssueOn,
} from './drawCalendar'
import { openEngine } from './engines'
import { dataDir, startTestPlatform, testEngine } from './harness'
import { countIn } from './walletKit'

// Monday 2026-11-23, noon in China: half a year after the Macau feed ends (2026138 on 2026-05-18) and
// eleven months after the Hong Kong one (2025134 on 2025-12-28).
const now = fromChinaTime(2026, 11, 23, 12)

type TestPlatform = Awaited<ReturnType<typeof startTestPlatform>>

const turnsOf = async (db: Queries, gameId: number, generated: 0 | 1) =>
  (
    await db
      .selectFrom('draws')
      .select('turn_num')
      .where('game_id', '=', gameId)
      .where('generated', '=', generated)
      .orderBy('open_time')
      .execute()
  ).map((r) => r.turn_num)

describe('a platform started months after the real feeds end', () => {
  let env: TestPlatform
  beforeAll(async () => {
    env = await startTestPlatform(now)
  }, 60_000)
  afterAll(() => env.stop())

  it('has drawn Macau every day since the feed, the latest last night', async () => {
    const latest = macauIssueOn('2026-11-22')
    expect(latest).toBe(String(2026139 + countDays('2026-05-19', '2026-11-22') - 1))
    const info = await createLiuheApi({ origin: env.origin }).lottery.openInfo(110)
    expect(info.pre).toMatchObject({ turnNum: latest, openTime: '2026-11-22 21:32:00' })
    expect(info.cur).toMatchObject({
      turnNum: issuePlus(latest, 1),
      closeTime: fromChinaTime(2026, 11, 23, 21, 32),
    })
    const issues = Array.from({ length: Number(latest) - 2026138 }, (_, i) => String(2026139 + i))
    expect(await turnsOf(env.queries, 110, 1)).toEqual(issues)
  })

  it('has drawn Hong Kong on every Tuesday, Thursday and Saturday since, from 2026001 in the new year', async () => {
    const day = lastDayOnOrBefore('2026-11-22', hongKongWeekdays)
    const latest = hongKongIssueOn(day)
    const info = await createLiuheApi({ origin: env.origin }).lottery.openInfo(70)
    expect(info.pre).toMatchObject({ turnNum: latest, openTime: `${day} 21:30:00` })
    // Tuesday 2025-12-30 still belongs to 2025's sequence.
    const issuesOf2026 = Array.from({ length: Number(latest.slice(4)) }, (_, i) => issuePlus('2026001', i))
    expect(await turnsOf(env.queries, 70, 1)).toEqual(['2025135', ...issuesOf2026])
    expect(await turnsOf(env.queries, 70, 1)).toHaveLength(countDays('2025-12-29', day, hongKongWeekdays))
  })

  it('draws seven distinct numbers from 01 to 49 for every generated six-mark turn', async () => {
    const rows = await env.queries
      .selectFrom('draws')
      .select('open_num')
      .where('game_id', 'in', [110, 70])
      .where('generated', '=', 1)
      .execute()
    expect(rows.length).toBeGreaterThan(300)
    for (const { open_num } of rows) {
      const numbers = open_num.split(',').map(Number)
      expect(new Set(numbers).size, open_num).toBe(7)
      expect(
        numbers.every((n) => n >= 1 && n <= 49),
        open_num,
      ).toBe(true)
    }
  })

  it('adds nothing when started again', async () => {
    const count = countIn(env.queries)
    const draws = await count`SELECT COUNT(*) AS n FROM draws`
    const rows = await count`SELECT COUNT(*) AS n FROM template_items`
    const messages = await count`SELECT COUNT(*) AS n FROM chat_messages`
    expect(await catchUpDraws(createStores(env.queries).lottery, now)).toEqual([])
    const again = createPlatform({ ...env.storage, clock: env.clock, scheduler: 'manual' })
    await again.listen(0, '127.0.0.1')
    await again.close()
    expect(await count`SELECT COUNT(*) AS n FROM draws`).toBe(draws)
    expect(await count`SELECT COUNT(*) AS n FROM template_items`).toBe(rows)
    // Nothing was caught up, so no room got a line.
    expect(await count`SELECT COUNT(*) AS n FROM chat_messages`).toBe(messages)
  })

  it(
    'keeps the feed rows at generated = 0 and flags every draw the platform makes with 1',
    { timeout: 60_000 },
    async () => {
      env.clock.set(fromChinaTime(2026, 11, 23, 21, 32, 1))
      await env.platform.tick()
      const hook = await fetch(`${env.origin}/app-api/__test__/draw`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ gameId: 70 }),
      })
      expect(hook.status).toBe(200)
      expect((await turnsOf(env.queries, 110, 1)).at(-1)).toBe(macauIssueOn('2026-11-23'))

      const flags = (gameId: number, op: '<=' | '>', turnNum: string) =>
        env.queries
          .selectFrom('draws')
          .select('generated')
          .distinct()
          .where('game_id', '=', gameId)
          .where('turn_num', op, turnNum)
          .orderBy('generated')
          .execute()
      expect(await flags(110, '<=', '2026138')).toEqual([{ generated: 0 }])
      expect(await flags(110, '>', '2026138')).toEqual([{ generated: 1 }])
      expect(await flags(70, '<=', '2025134')).toEqual([{ generated: 0 }])
      expect(await flags(70, '>', '2025134')).toEqual([{ generated: 1 }])
      expect(
        await env.queries
          .selectFrom('draws')
          .select('generated')
          .distinct()
          .where('game_id', 'not in', [110, 70])
          .execute(),
      ).toEqual([{ generated: 1 }])
      // Every real draw of the feed is there, flagged 0 (the feed repeats one issue under a wrong year).
      const feed = JSON.parse(readFileSync(join(dataDir, 'macau-marksix-draws.json'), 'utf8')) as {
        draws: { issue: string; openTime: string }[]
      }
      const real = feed.draws.filter((d) => d.openTime.startsWith(d.issue.slice(0, 4))).map((d) => d.issue)
      expect(await turnsOf(env.queries, 110, 0)).toEqual(real)
    },
  )
})

/** Everything the cards show, without row ids and sort keys (their order is kept). */
const cardState = async (db: Queries) => ({
  groups: await db
    .selectFrom('template_groups')
    .select(['group_id', 'template_id', 'document_id', 'group_name', 'sort'])
    .orderBy('group_id')
    .execute(),
  items: await db
    .selectFrom('template_items')
    .select([
      'group_id',
      'game_id',
      'turn_num',
      'title',
      'content',
      'content2',
      'content3',
      'note',
      'sub_name',
      'updated_time',
      'multi_contents',
      'icon_url',
      'require_login',
      'require_recharge',
      'template_type',
      'active_cover',
      'redirect',
      'pick',
    ])
    .orderBy('group_id')
    .orderBy('sort', 'desc')
    .orderBy('item_id')
    .execute(),
  polls: await db.selectFrom('template_polls').selectAll().orderBy('poll_id').execute(),
  options: await db
    .selectFrom('template_poll_options')
    .selectAll()
    .orderBy('poll_id')
    .orderBy('option_id')
    .execute(),
})

describe('a platform whose data file was last running weeks ago', () => {
  // Stopped on 2026-10-10: more missed Macau turns than a card group keeps rows, fewer Hong Kong ones.
  const seededAt = fromChinaTime(2026, 10, 10, 12)
  let env: TestPlatform
  beforeAll(async () => {
    env = await startTestPlatform(now, { seededAtMs: seededAt })
  }, 60_000)
  afterAll(() => env.stop())

  it('draws the missed turns and settles them: the cards predict the open issue, the missed ones scored', async () => {
    const api = createLiuheApi({ origin: env.origin })
    expect((await api.lottery.openInfo(110)).pre.turnNum).toBe(macauIssueOn('2026-11-22'))
    const open = macauIssueOn('2026-11-23')
    const card = await api.templates.info(110, 1002)
    const rows = card.groups[0]!.items
    expect(rows.map((r) => r.title)).toEqual(
      Array.from({ length: ISSUE_ROWS_KEPT }, (_, i) => `${issuePlus(open, -i)}期`),
    )
    expect(rows[0]!.note).toBe('')
    for (const row of rows.slice(1)) expect(row.note, row.title).toMatch(/^开:.\d{2}\*?$/)
    expect(card.vote?.gameTurn).toBe(open)
    const hongKong = await api.templates.info(70, 2002)
    expect(hongKong.groups[0]!.items[0]).toMatchObject({
      title: `${hongKongIssueOn('2026-11-24')}期`,
      note: '',
    })
  })

  it("writes each game's room the lines of its latest caught-up draw only, as a live draw does", async () => {
    const lines = async (gameId: number) =>
      (
        await env.queries
          .selectFrom('chat_messages as m')
          .innerJoin('chat_rooms as r', 'r.id', 'm.room_id')
          .select('m.body')
          .where('r.game_id', '=', gameId)
          .where('m.type', '=', 'system')
          .where('m.seeded', '=', 0)
          .orderBy('m.seq')
          .execute()
      ).map((r) => r.body)
    const latest = macauIssueOn('2026-11-22')
    const macau = await lines(110)
    expect(macau.filter((body) => body.includes('开奖：'))).toEqual([
      expect.stringMatching(new RegExp(`^新澳门六合彩 第${latest}期开奖：(\\d{2} ){6}\\d{2}$`)),
    ])
    // Nothing else but the draw's 长龙, when one runs.
    expect(macau.filter((body) => !body.includes('开奖：')).every((body) => body.startsWith('长龙：'))).toBe(
      true,
    )
    const hongKong = (await lines(70)).filter((body) => body.includes('开奖：'))
    expect(hongKong).toEqual([
      expect.stringContaining(
        `第${hongKongIssueOn(lastDayOnOrBefore('2026-11-22', hongKongWeekdays))}期开奖：`,
      ),
    ])
  })

  it('ends with the cards as settling each missed draw in turn would', { timeout: 60_000 }, async () => {
    const { db, close } = await openEngine(testEngine())
    try {
      await seed(db, dataDir, seededAt)
      const { lottery, templateSettlement } = createStores(db)
      const missed = await catchUpDraws(lottery, now)
      expect(missed.filter((d) => d.gameId === 110).length).toBeGreaterThan(ISSUE_ROWS_KEPT)
      expect(missed.filter((d) => d.gameId === 70).length).toBeLessThan(ISSUE_ROWS_KEPT)
      for (const draw of missed) await templateSettlement.settleTemplateDraw(draw)
      expect(await cardState(env.queries)).toEqual(await cardState(db))
    } finally {
      await close()
    }
  })
})

describe('a running platform whose clock jumps over several draw days (a machine that slept)', () => {
  let env: TestPlatform
  beforeAll(async () => {
    env = await startTestPlatform(now)
  }, 60_000)
  afterAll(() => env.stop())

  it('draws every missed daily turn on its next pass, in order, none skipped', async () => {
    const before = macauIssueOn('2026-11-22')
    env.clock.set(fromChinaTime(2026, 11, 26, 22))
    await env.platform.tick()
    // 23, 24, 25 and 26 November were each due once.
    expect((await turnsOf(env.queries, 110, 1)).slice(-5)).toEqual([
      before,
      issuePlus(before, 1),
      issuePlus(before, 2),
      issuePlus(before, 3),
      issuePlus(before, 4),
    ])
    const info = await createLiuheApi({ origin: env.origin }).lottery.openInfo(110)
    expect(info.pre).toMatchObject({ turnNum: issuePlus(before, 4), openTime: '2026-11-26 21:32:00' })
  })
})
