import { beforeAll, expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import { NotFoundError } from '../errors'
import { createLotteryStore, type DrawRow } from './lottery'

const daily = { kind: 'daily', hour: 21, minute: 32 } as const
const everyMinute = { kind: 'interval', minutes: 1 } as const

/** A games row naming every column a multi-row insert must name. */
const game = (
  gameId: number,
  gameName: string,
  more: { type?: string; sort?: number; schedule?: object },
) => ({
  game_id: gameId,
  game_name: gameName,
  category: 'LOTTERY',
  type: more.type ?? 'LOTTERY',
  lottery_kind: more.type === undefined || more.type === 'LOTTERY' ? 'sixMark' : null,
  schedule: more.schedule ? JSON.stringify(more.schedule) : null,
  sort: more.sort ?? 0,
  maintain: '',
})

const draw = (
  gameId: number,
  turnNum: string,
  openTime: number,
  openNum = '01,02,03,04,05,06,07',
): DrawRow => ({
  gameId,
  turnNum,
  openTime,
  openNum,
})

describeEachEngine('the lottery store', (db) => {
  beforeAll(async () => {
    await db()
      .insertInto('games')
      .values([
        game(110, '澳门六合彩', { sort: 2, schedule: daily }),
        game(70, '香港六合彩', { sort: 2, schedule: daily }),
        game(122, '极速六合彩', { sort: 1, schedule: everyMinute }),
        game(1001, 'Mahjong Ways', { type: 'ELECTRONIC', sort: 0 }),
      ])
      .execute()
  })

  it('answers nothing for a database without draws', async () => {
    const store = createLotteryStore(db())
    expect(await store.latestDraw(110, Number.MAX_SAFE_INTEGER)).toBeUndefined()
    expect(await store.drawOfTurn(110, '2026001')).toBeUndefined()
    expect(await store.listDraws(110, { fromMs: 0, toMs: 10, atMs: 10 }, { offset: 0, limit: 5 })).toEqual({
      rows: [],
      total: 0,
    })
    expect(await store.countDrawsByYear(110, Number.MAX_SAFE_INTEGER)).toEqual([])
    expect(await store.insertDraws([], 'feed')).toBe(0)
  })

  it('finds lottery games only, lists them in catalogue order and refuses an unknown one', async () => {
    const store = createLotteryStore(db())
    expect(await store.findLotteryGame(122)).toEqual({
      gameId: 122,
      gameName: '极速六合彩',
      lotteryKind: 'sixMark',
      schedule: everyMinute,
      maintain: '',
    })
    expect(await store.findLotteryGame(1001)).toBeUndefined()
    expect(await store.findLotteryGame(5)).toBeUndefined()
    // Past 2^53 (and past BIGINT) an id names no game on either engine.
    expect(await store.findLotteryGame(1e20)).toBeUndefined()
    expect(await store.findLotteryGame(Number.NaN)).toBeUndefined()
    expect((await store.listLotteryGames()).map((g) => g.gameId)).toEqual([122, 70, 110])
    expect((await store.requireLotteryGame(110)).gameName).toBe('澳门六合彩')
    const refusal = await store.requireLotteryGame(1001).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(NotFoundError)
    expect((refusal as Error).message).toBe('游戏不存在')
  })

  it('stores a draw once: a turn drawn again changes nothing and answers false', async () => {
    const store = createLotteryStore(db())
    expect(await store.insertDraw(draw(70, '2025001', 1_000), 'feed')).toBe(true)
    expect(await store.insertDraw(draw(70, '2025001', 2_000, '11,12,13,14,15,16,17'), 'generated')).toBe(
      false,
    )
    expect(await store.drawOfTurn(70, '2025001')).toEqual(draw(70, '2025001', 1_000))
    const stored = await db()
      .selectFrom('draws')
      .select(['generated'])
      .where('game_id', '=', 70)
      .where('turn_num', '=', '2025001')
      .executeTakeFirstOrThrow()
    expect(stored.generated).toBe(0)
  })

  it('stores many draws in statements of several hundred, counting only the new ones', async () => {
    const store = createLotteryStore(db())
    const draws = Array.from({ length: 1_203 }, (_, i) =>
      draw(122, `20261122${String(i + 1).padStart(4, '0')}`, 100_000 + i * 60_000),
    )
    // The first 3 are there already (one of them with other numbers, kept).
    await store.insertDraws([{ ...draws[0]!, openNum: '09,09,09,09,09,09,09' }, ...draws.slice(1, 3)], 'feed')
    expect(await store.insertDraws(draws, 'generated')).toBe(1_200)
    expect(await store.insertDraws(draws, 'generated')).toBe(0)
    const { n } = await db()
      .selectFrom('draws')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('game_id', '=', 122)
      .where('generated', '=', 1)
      .executeTakeFirstOrThrow()
    expect(Number(n)).toBe(1_200)
    expect((await store.drawOfTurn(122, '202611220001'))?.openNum).toBe('09,09,09,09,09,09,09')
    expect(await store.latestDraw(122, Number.MAX_SAFE_INTEGER)).toEqual(draws.at(-1))
  })

  it('answers the latest draw at a time, the later turn of two drawn at the same time first', async () => {
    const store = createLotteryStore(db())
    await store.insertDraws(
      [
        draw(110, '2025364', 5_000),
        draw(110, '2025365', 6_000),
        draw(110, '2026001', 6_000),
        draw(110, '2026002', 9_000),
      ],
      'feed',
    )
    expect((await store.latestDraw(110, 8_999))?.turnNum).toBe('2026001')
    expect((await store.latestDraw(110, 9_000))?.turnNum).toBe('2026002')
    expect((await store.latestDraw(110, 5_000))?.turnNum).toBe('2025364')
    expect(await store.latestDraw(110, 4_999)).toBeUndefined()
  })

  it('pages the draws of a range newest first, the total counting the whole range up to the time asked', async () => {
    const store = createLotteryStore(db())
    const range = { fromMs: 5_000, toMs: 9_001, atMs: Number.MAX_SAFE_INTEGER }
    expect(await store.listDraws(110, range, { offset: 0, limit: 2 })).toEqual({
      rows: [draw(110, '2026002', 9_000), draw(110, '2026001', 6_000)],
      total: 4,
    })
    expect(await store.listDraws(110, range, { offset: 2, limit: 5 })).toEqual({
      rows: [draw(110, '2025365', 6_000), draw(110, '2025364', 5_000)],
      total: 4,
    })
    // Not past `atMs`; `toMs` is exclusive.
    expect(await store.listDraws(110, { ...range, atMs: 8_999 }, { offset: 0, limit: 9 })).toMatchObject({
      total: 3,
    })
    expect(await store.listDraws(110, { ...range, toMs: 9_000 }, { offset: 0, limit: 0 })).toEqual({
      rows: [],
      total: 3,
    })
  })

  it('counts the draws per issue year, newest year first, up to the time asked', async () => {
    const store = createLotteryStore(db())
    expect(await store.countDrawsByYear(110, Number.MAX_SAFE_INTEGER)).toEqual([
      { year: '2026', count: 2 },
      { year: '2025', count: 2 },
    ])
    expect(await store.countDrawsByYear(110, 5_999)).toEqual([{ year: '2025', count: 1 }])
  })
})
