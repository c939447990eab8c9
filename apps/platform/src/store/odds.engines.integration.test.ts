import { type AnyPlay, playById } from '@liuhe/domain'
import { expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import { SEEDED_ODDS_COMPANY } from '../migrations/ledger'
import { createOddsStore } from './odds'

const play = (id: string): AnyPlay => {
  const found = playById(id)
  if (!found) throw new Error(`no play ${id}`)
  return found
}

describeEachEngine('the odds store', (db) => {
  const temaA = play('sm.tema.a')
  const temaB = play('sm.tema.b')
  const zhengma = play('sm.zhengma')

  it('offers a play a company sets no odds for at the catalogue odds, open', async () => {
    const odds = createOddsStore(db())
    expect(await odds.offeredPlay('NONE', temaA)).toEqual({ play: temaA, odds: temaA.odds, closed: false })
    expect(await odds.offered('NONE', [temaB, temaA])).toEqual([
      { play: temaB, odds: temaB.odds, closed: false },
      { play: temaA, odds: temaA.odds, closed: false },
    ])
    expect(await odds.offered('NONE', [])).toEqual([])
  })

  it("reads the migration's odds of the seeded company", async () => {
    const odds = createOddsStore(db())
    const offered = await odds.offeredPlay(SEEDED_ODDS_COMPANY, temaA)
    expect(offered.closed).toBe(false)
    expect(offered.odds).toEqual(temaA.odds)
  })

  it("sets a company's odds and closed flag, read one by one and in the order asked, others untouched", async () => {
    const odds = createOddsStore(db())
    await odds.setOdds('SET', temaA.id, { kind: 'flat', oddsMilli: 45_000 })
    await odds.setOdds('SET', temaB.id, { kind: 'flat', oddsMilli: 43_000 }, true)
    expect(await odds.offeredPlay('SET', temaA)).toEqual({
      play: temaA,
      odds: { kind: 'flat', oddsMilli: 45_000 },
      closed: false,
    })
    expect(await odds.offeredPlay('SET', temaB)).toMatchObject({ closed: true })
    expect(await odds.offered('SET', [zhengma, temaB, temaA])).toEqual([
      { play: zhengma, odds: zhengma.odds, closed: false },
      { play: temaB, odds: { kind: 'flat', oddsMilli: 43_000 }, closed: true },
      { play: temaA, odds: { kind: 'flat', oddsMilli: 45_000 }, closed: false },
    ])
    // Another company, and the seeded one, still have their own.
    expect(await odds.offeredPlay('OTHER', temaA)).toEqual({ play: temaA, odds: temaA.odds, closed: false })
    expect((await odds.offeredPlay(SEEDED_ODDS_COMPANY, temaA)).odds).toEqual(temaA.odds)
  })

  it('replaces the odds and reopens a play it set again', async () => {
    const odds = createOddsStore(db())
    await odds.setOdds('AGAIN', temaA.id, { kind: 'flat', oddsMilli: 40_000 }, true)
    await odds.setOdds('AGAIN', temaA.id, { kind: 'flat', oddsMilli: 41_000 })
    expect(await odds.offeredPlay('AGAIN', temaA)).toEqual({
      play: temaA,
      odds: { kind: 'flat', oddsMilli: 41_000 },
      closed: false,
    })
    const rows = await db().selectFrom('play_odds').selectAll().where('company_code', '=', 'AGAIN').execute()
    expect(rows).toHaveLength(1)
  })

  it('refuses odds of no known shape, writing nothing', async () => {
    const odds = createOddsStore(db())
    await expect(odds.setOdds('BAD', temaA.id, { kind: 'flat', oddsMilli: -5 } as never)).rejects.toThrow()
    await expect(odds.setOdds('BAD', temaA.id, { kind: 'nonsense' } as never)).rejects.toThrow()
    expect(await odds.offeredPlay('BAD', temaA)).toEqual({ play: temaA, odds: temaA.odds, closed: false })
  })

  it('company codes are compared byte for byte', async () => {
    const odds = createOddsStore(db())
    await odds.setOdds('Ab', temaA.id, { kind: 'flat', oddsMilli: 46_000 })
    expect((await odds.offeredPlay('Ab', temaA)).odds).toEqual({ kind: 'flat', oddsMilli: 46_000 })
    expect((await odds.offeredPlay('AB', temaA)).odds).toEqual(temaA.odds)
  })
})
