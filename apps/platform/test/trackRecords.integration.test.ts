import { type ApiError, createLiuheApi } from '@liuhe/api'
import { fromChinaTime, RECORD_ISSUES, rateOf, trackRecordOf, zodiacOf } from '@liuhe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLotteryStore } from '../src/store/lottery'
import { SEARCH_ROWS } from '../src/store/search'
import { templateCatalogue } from '../src/templates/catalogue'
import { excludingRules } from '../src/templates/pickRules'
import { cardRowMaker } from '../src/templates/picks'
import { startTestPlatform } from './harness'
import { countIn } from './walletKit'

let env: Awaited<ReturnType<typeof startTestPlatform>>
const guest = () => createLiuheApi({ origin: env.origin })

beforeAll(async () => {
  env = await startTestPlatform(fromChinaTime(2026, 11, 22, 12))
})
afterAll(() => env.stop())

/** Template id of a catalogue card of game 110 (block 1). */
const idOf = (code: string) => 1001 + templateCatalogue.findIndex((s) => s.code === code)

/**
 * The notes of a card's lead series over the game's last `count` drawn issues, recomputed from the draws
 * with the seed's row makers: what the record must be made of, independently of the records table.
 */
async function recomputedNotes(gameId: number, code: string, count: number) {
  const spec = templateCatalogue.find((s) => s.code === code)!
  const label = spec.layout.kind === 'tabs' ? spec.layout.tabs[0]![0] : ''
  const make = cardRowMaker(spec, gameId, label)!
  const { rows: draws } = await createLotteryStore(env.queries).listDraws(
    gameId,
    { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER, atMs: env.clock.now() },
    { offset: 0, limit: count },
  )
  return draws.map((d, i) => ({
    turnNum: d.turnNum,
    note: make({ turnNum: d.turnNum, timeMs: d.openTime, draw: d }, i).note ?? '',
  }))
}

async function drawNext(gameId: number) {
  const response = await fetch(`${env.origin}/app-api/__test__/draw`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gameId }),
  })
  expect(response.status).toBe(200)
}

describe('GET /game-document/template/record', () => {
  it('answers the record of the last 100 real draws, as the draws score the card', async () => {
    for (const code of ['MB05', 'MB42']) {
      const record = await guest().templates.record(110, idOf(code))
      expect(record).toEqual(trackRecordOf(await recomputedNotes(110, code, RECORD_ISSUES)))
      expect(record.issues).toBe(100)
      expect(record.rates.map((r) => r.issues)).toEqual([10, 30, 100])
    }
  })

  it('agrees with the rows the card still shows for its last 10 issues', async () => {
    const card = await guest().templates.info(110, idOf('MB05'))
    const shown = card.groups.flatMap((g) =>
      g.items.map((i) => ({ turnNum: i.title.replace('期', ''), note: i.note })),
    )
    const record = await guest().templates.record(110, idOf('MB05'))
    expect(rateOf(record, 10)).toEqual(rateOf(trackRecordOf(shown), 10))
  })

  it('has no record for a pick list, and refuses an unknown card or another game', async () => {
    const pickList = templateCatalogue.findIndex((s) => s.layout.kind === 'pickList')
    const record = await guest().templates.record(110, 1001 + pickList)
    expect(record).toMatchObject({ streak: null, issues: 0 })
    await expect(guest().templates.record(110, 999_999)).rejects.toMatchObject({
      message: '模板不存在',
    } satisfies Partial<ApiError>)
    await expect(guest().templates.record(70, idOf('MB05'))).rejects.toMatchObject({ message: '模板不存在' })
  })

  it('takes in a new draw and keeps 100 issues', async () => {
    const before = await guest().templates.record(110, idOf('MB05'))
    const open = (await guest().lottery.openInfo(110)).cur.turnNum
    env.clock.advance(12 * 3_600_000)
    await drawNext(110)
    const after = await guest().templates.record(110, idOf('MB05'))
    expect(after.issues).toBe(100)
    expect(after).toEqual(trackRecordOf(await recomputedNotes(110, 'MB05', RECORD_ISSUES)))
    const newest = (await recomputedNotes(110, 'MB05', 1))[0]!
    expect(newest.turnNum).toBe(open)
    const hit = newest.note.endsWith('*')
    expect(after.streak!.kind).toBe(hit ? 'hit' : 'miss')
    if (before.streak!.kind === after.streak!.kind)
      expect(after.streak!.length).toBe(before.streak!.length + 1)
    else expect(after.streak!.length).toBe(1)
    const kept = await countIn(
      env.queries,
    )`SELECT MAX(n) AS n FROM (SELECT COUNT(*) AS n FROM template_records GROUP BY template_id) AS per_card`
    expect(kept).toBe(RECORD_ISSUES)
  })
})

describe('the records of a fast game', () => {
  it('keep the newest 100 issues of every card as minutes are drawn', async () => {
    const perCard = () =>
      env.queries
        .selectFrom('template_records as r')
        .innerJoin('templates as t', 't.template_id', 'r.template_id')
        .select((eb) => [
          'r.template_id as id',
          eb.fn.countAll<number>().as('n'),
          eb.fn.min('r.turn_num').as('oldest'),
          eb.fn.max('r.turn_num').as('newest'),
        ])
        .where('t.game_id', '=', 122)
        .groupBy('r.template_id')
        .orderBy('r.template_id')
        .execute()
    // The seed gives a fast game one draw; give one card 150 older issues, as a day of minutes would.
    const [card] = await perCard()
    expect(card).toBeDefined()
    await env.queries
      .insertInto('template_records')
      .values(
        Array.from({ length: 150 }, (_, i) => ({
          template_id: card!.id,
          turn_num: `20261121${String(i + 1).padStart(4, '0')}`,
          note: '开:马49*',
        })),
      )
      .execute()
    for (let i = 0; i < 2; i++) {
      env.clock.advance(60_000)
      await drawNext(122)
    }
    const latest = (
      await createLotteryStore(env.queries).listDraws(
        122,
        { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER, atMs: env.clock.now() },
        { offset: 0, limit: 1 },
      )
    ).rows[0]!
    const after = await perCard()
    for (const c of after) {
      expect(c.n).toBeLessThanOrEqual(RECORD_ISSUES)
      expect(c.newest).toBe(latest.turnNum)
    }
    // The filled card kept its newest 100 issues: the drawn minutes and the newest of the 150 older ones.
    const kept = (
      await env.queries
        .selectFrom('template_records')
        .select('turn_num')
        .where('template_id', '=', card!.id)
        .orderBy('turn_num')
        .execute()
    ).map((r) => r.turn_num)
    expect(kept).toHaveLength(RECORD_ISSUES)
    const older = kept.filter((t) => t.startsWith('20261121'))
    expect(older.length).toBeLessThan(150)
    expect(older).toEqual(
      Array.from({ length: 150 }, (_, i) => `20261121${String(i + 1).padStart(4, '0')}`).slice(
        150 - older.length,
      ),
    )
  })
})

describe('GET /game-document/template/ranking', () => {
  it('lists the most accurate cards of a game first, each with its record', async () => {
    const ranking = await guest().templates.ranking({ gameId: 110, rows: 50 })
    expect(ranking.length).toBeGreaterThan(20)
    const rates = ranking.map((t) => rateOf(t.record, 100))
    for (let i = 1; i < rates.length; i++)
      expect(rates[i - 1]!.hits / rates[i - 1]!.issues).toBeGreaterThanOrEqual(
        rates[i]!.hits / rates[i]!.issues,
      )
    expect(new Set(ranking.map((t) => t.gameId))).toEqual(new Set([110]))
    const mb05 = ranking.find((t) => t.templateId === idOf('MB05'))!
    expect(mb05.record).toEqual(await guest().templates.record(110, idOf('MB05')))
  })

  it('ranks over 10 issues when asked, limits the rows and refuses another window', async () => {
    const top = await guest().templates.ranking({ gameId: 110, window: 10, rows: 5 })
    expect(top).toHaveLength(5)
    const tens = top.map((t) => rateOf(t.record, 10).hits)
    expect(tens).toEqual([...tens].sort((a, b) => b - a))
    const bad = await fetch(`${env.origin}/app-api/game-document/template/ranking?gameId=110&window=20`)
    expect((await bad.json()).msg).toContain('参数错误')
  })
})

describe('GET /game-document/search', () => {
  it('finds cards and documents whose open picks hold 18 or its zodiac, grouped by kind', async () => {
    const results = await guest().search.search({ gameId: 110, q: '18' })
    expect(results.query).toEqual({ kind: 'number', number: 18, text: '18' })
    const zodiac = zodiacOf(18, env.clock.now())
    expect(results.tokens).toEqual(['18', zodiac])
    const holds = (picks: string) => picks.split(' ').some((p) => p === '18' || p === zodiac)
    // Independently of the store: the open rows whose JSON pick tokens hold 18 or its zodiac, read here (a
    // pick of a rule 'kill…', as SQL's NOT LIKE 'kill%' on it, rules its tokens out; one without a rule too).
    const owners = async (documents: boolean) => {
      const rows = await env.queries
        .selectFrom('template_items as i')
        .innerJoin('template_groups as g', 'g.group_id', 'i.group_id')
        .select(['i.pick', 'g.document_id', 'g.template_id'])
        .where('i.game_id', '=', 110)
        .where('i.note', '=', '')
        .where('i.pick', '!=', '')
        .where('g.document_id', documents ? 'is not' : 'is', null)
        .execute()
      const ids = rows
        .filter((row) => {
          const pick = JSON.parse(row.pick) as { tokens?: unknown[]; rule?: unknown }
          return (
            typeof pick.rule === 'string' &&
            !/^kill/i.test(pick.rule) &&
            (pick.tokens ?? []).some((token) => token === '18' || token === zodiac)
          )
        })
        .map((row) => (documents ? row.document_id : row.template_id))
      return [...new Set(ids)]
    }
    const cards = await owners(false)
    expect(cards.length).toBeGreaterThan(0)
    expect(results.templates.length).toBe(Math.min(cards.length, SEARCH_ROWS))
    for (const t of results.templates) {
      expect(holds(t.picks)).toBe(true)
      expect(cards).toContain(t.templateId)
    }
    const documents = await owners(true)
    expect(results.documents.length).toBe(Math.min(documents.length, SEARCH_ROWS))
    for (const d of results.documents) expect(documents).toContain(d.documentId)
  })

  it('finds 马 in picks, document names and gallery names; 馬 reads the same', async () => {
    const results = await guest().search.search({ gameId: 110, q: '马' })
    expect(results.query).toMatchObject({ kind: 'zodiac', zodiac: '马' })
    expect(results.templates.length).toBeGreaterThan(0)
    for (const t of results.templates) expect(`${t.name} ${t.picks}`).toContain('马')
    // A 杀肖 card rules its zodiacs out: never a match by pick.
    const kills = templateCatalogue
      .filter((s) => 'rule' in s.layout && excludingRules.has(s.layout.rule))
      .map((s) => s.code)
    expect(kills.length).toBeGreaterThan(0)
    for (const t of results.templates.filter((t) => t.picks !== ''))
      expect(kills).not.toContain(t.templateCode)
    expect(results.documents.some((d) => d.subName.startsWith('马会'))).toBe(true)
    expect(results.gallery.length).toBeGreaterThan(0)
    for (const g of results.gallery) expect(g.name).toContain('马')
    const traditional = await guest().search.search({ gameId: 110, q: '馬' })
    expect(traditional.templates).toEqual(results.templates)
  })

  it('finds by name, answers nothing for a blank box and refuses over-long text', async () => {
    const byName = await guest().search.search({ gameId: 110, q: '管家婆' })
    expect(byName.documents.length).toBeGreaterThan(0)
    expect(byName.templates).toEqual([])
    const blank = await guest().search.search({ gameId: 110, q: '  ' })
    expect(blank).toEqual({ query: { kind: 'empty' }, tokens: [], templates: [], documents: [], gallery: [] })
    await expect(guest().search.search({ gameId: 110, q: '码'.repeat(21) })).rejects.toMatchObject({
      message: '搜索内容不能超过20个字',
    })
    const none = await guest().search.search({ gameId: 110, q: '不存在的名字' })
    expect(none).toMatchObject({ templates: [], documents: [], gallery: [] })
  })
})
