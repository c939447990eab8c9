import { expect, it } from 'vitest'
import { describeEachEngine, newUser } from '../../test/engines'
import { type CasinoWagerRow, createCasinoStore } from './casino'

const round = (userId: number, roundNo: string, more: Partial<CasinoWagerRow> = {}): CasinoWagerRow => ({
  roundNo,
  userId,
  liveCode: 'AG',
  gameCode: 'AG_LIVE_VIP',
  gameName: 'AG贵宾厅',
  stakeFen: 1_000,
  validFen: 1_000,
  payoutFen: 0,
  outcome: 'lose',
  createdAt: 100,
  ...more,
})

describeEachEngine('the casino store', (db) => {
  it('stores rounds, finds one by number, and refuses a number played before', async () => {
    const store = createCasinoStore(db())
    const userId = await newUser(db(), 'casino01')
    const row = round(userId, 'C1', { payoutFen: 1_950, outcome: 'win' })
    await store.insert(row)
    expect(await store.findRound('C1')).toEqual(row)
    expect(await store.findRound('C404')).toBeUndefined()
    await expect(store.insert(round(userId, 'C1'))).rejects.toThrow()
  })

  it('totals a member’s rounds per game of those asked, in [from, to), by game code then provider', async () => {
    const store = createCasinoStore(db())
    const userId = await newUser(db(), 'casino02')
    const other = await newUser(db(), 'casino03')
    const rows = [
      round(userId, 'T1', {
        gameCode: 'BJL',
        liveCode: 'KY',
        gameName: '百家乐',
        stakeFen: 100,
        validFen: 90,
        payoutFen: 0,
      }),
      round(userId, 'T2', {
        gameCode: 'BJL',
        liveCode: 'KY',
        gameName: '百家乐',
        stakeFen: 200,
        validFen: 200,
        payoutFen: 390,
        createdAt: 199,
      }),
      round(userId, 'T3', {
        gameCode: 'BJL',
        liveCode: 'AG',
        gameName: '百家乐AG',
        stakeFen: 300,
        validFen: 300,
        payoutFen: 0,
      }),
      round(userId, 'T4', { gameCode: 'AG_LIVE_VIP', stakeFen: 400, validFen: 400, payoutFen: 800 }),
      round(userId, 'T5', { gameCode: 'BJL', liveCode: 'KY', createdAt: 200 }),
      round(userId, 'T6', { gameCode: 'OTHER' }),
      round(other, 'T7', { gameCode: 'BJL', liveCode: 'KY' }),
    ]
    for (const row of rows) await store.insert(row)
    const query = { userId, gameCodes: ['BJL', 'AG_LIVE_VIP', 'NONE'], fromMs: 100, toMs: 200 }
    expect(await store.totalsByGame(query)).toEqual([
      {
        liveCode: 'AG',
        gameCode: 'AG_LIVE_VIP',
        gameName: 'AG贵宾厅',
        betCount: 1,
        stakeFen: 400,
        validFen: 400,
        payoutFen: 800,
      },
      {
        liveCode: 'AG',
        gameCode: 'BJL',
        gameName: '百家乐AG',
        betCount: 1,
        stakeFen: 300,
        validFen: 300,
        payoutFen: 0,
      },
      {
        liveCode: 'KY',
        gameCode: 'BJL',
        gameName: '百家乐',
        betCount: 2,
        stakeFen: 300,
        validFen: 290,
        payoutFen: 390,
      },
    ])
    expect(await store.totalsByGame({ ...query, gameCodes: [] })).toEqual([])
    expect(await store.totalsByGame({ ...query, gameCodes: ['NONE'] })).toEqual([])
  })

  it('pages a member’s rounds in [from, to) newest first, of one game or all, with the count', async () => {
    const store = createCasinoStore(db())
    const userId = await newUser(db(), 'casino04')
    for (const [no, at, gameCode] of [
      ['P1', 100, 'A'],
      ['P2', 300, 'B'],
      ['P3', 300, 'A'],
      ['P4', 200, 'A'],
      ['P5', 400, 'A'],
    ] as const) {
      await store.insert(round(userId, no, { createdAt: at, gameCode }))
    }
    const all = { userId, gameCode: null, fromMs: 100, toMs: 400, limit: 2, offset: 0 }
    const first = await store.roundsOf(all)
    expect(first.total).toBe(4)
    // Same time: the later stored first.
    expect(first.rows.map((r) => r.roundNo)).toEqual(['P3', 'P2'])
    expect((await store.roundsOf({ ...all, offset: 2 })).rows.map((r) => r.roundNo)).toEqual(['P4', 'P1'])
    const ofA = await store.roundsOf({ ...all, gameCode: 'A', limit: 10 })
    expect(ofA.total).toBe(3)
    expect(ofA.rows.map((r) => r.roundNo)).toEqual(['P3', 'P4', 'P1'])
    expect(ofA.rows[0]).toEqual(round(userId, 'P3', { createdAt: 300, gameCode: 'A' }))
    expect(await store.roundsOf({ ...all, gameCode: 'Z' })).toEqual({ rows: [], total: 0 })
  })

  it('uses a launch ticket once, even when shown together, and forgets the expired ones', async () => {
    const store = createCasinoStore(db())
    expect(await store.recordLaunchTicketUse('h1', 1_000, 500)).toBe(true)
    expect(await store.recordLaunchTicketUse('h1', 1_000, 600)).toBe(false)
    const together = await Promise.all(
      [1, 2, 3].map(() => createCasinoStore(db()).recordLaunchTicketUse('h2', 1_000, 700)),
    )
    expect(together.filter(Boolean)).toHaveLength(1)
    // Past its expiry the record is gone (the ticket itself is refused as expired before it gets here).
    expect(await store.recordLaunchTicketUse('h3', 5_000, 1_001)).toBe(true)
    const kept = await db()
      .selectFrom('casino_launch_tickets_used')
      .select('ticket_hash')
      .orderBy('ticket_hash')
      .execute()
    expect(kept).toEqual([{ ticket_hash: 'h3' }])
  })
})
