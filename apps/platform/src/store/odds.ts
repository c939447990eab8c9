import { type AnyPlay, type PlayOdds, playOddsSchema } from '@liuhe/domain'
import { preparedQuery } from '../storage/prepared'
import type { Queries } from '../storage/queries'

/** One play's stored odds: every bet form reads them, so the query is compiled once (storage/prepared.ts). */
const playOddsRow = preparedQuery<{ company: string; playId: string }, { odds: string; closed: number }>(
  (db, p) =>
    db
      .selectFrom('play_odds')
      .select(['odds', 'closed'])
      .where('company_code', '=', p.company)
      .where('play_id', '=', p.playId),
)

/** A play as one company offers it: its odds (thousandths) and whether it is closed. */
export interface OfferedPlay {
  play: AnyPlay
  odds: PlayOdds
  closed: boolean
}

/**
 * Each company's odds and closed plays. A play without a stored row (a company that sets no odds, or a play
 * added to the catalogue later) is offered at the catalogue's default odds.
 */
export function createOddsStore(db: Queries) {
  /** The stored odds of one company, by play id. */
  async function storedOf(company: string): Promise<Map<string, { odds: PlayOdds; closed: boolean }>> {
    const rows = await db
      .selectFrom('play_odds')
      .select(['play_id as playId', 'odds', 'closed'])
      .where('company_code', '=', company)
      .execute()
    return new Map(
      rows.map((row) => [
        row.playId,
        { odds: playOddsSchema.parse(JSON.parse(row.odds)), closed: row.closed === 1 },
      ]),
    )
  }

  return {
    /**
     * How a company offers one play (a bet form reads only the plays it uses). The stored odds were checked
     * when they were written, so they are read back as they are.
     */
    async offeredPlay(company: string, play: AnyPlay): Promise<OfferedPlay> {
      const row = await playOddsRow.first(db, { company, playId: play.id })
      return row
        ? { play, odds: JSON.parse(row.odds) as PlayOdds, closed: row.closed === 1 }
        : { play, odds: play.odds, closed: false }
    },
    /** How a company offers the given plays, in their order. */
    async offered(company: string, plays: readonly AnyPlay[]): Promise<OfferedPlay[]> {
      const stored = await storedOf(company)
      return plays.map((play) => {
        const row = stored.get(play.id)
        return { play, odds: row?.odds ?? play.odds, closed: row?.closed ?? false }
      })
    },
    /** Sets a company's odds of a play, and whether it is closed (operators; tests); the odds are checked here. */
    async setOdds(company: string, playId: string, odds: PlayOdds, closed = false): Promise<void> {
      const row = {
        company_code: company,
        play_id: playId,
        odds: JSON.stringify(playOddsSchema.parse(odds)),
        closed: closed ? 1 : 0,
      }
      await db
        .insertInto('play_odds')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['company_code', 'play_id'])
            .doUpdateSet((eb) => ({ odds: eb.ref('excluded.odds'), closed: eb.ref('excluded.closed') })),
        )
        .execute()
    },
  }
}

/** The odds store of one database. */
export type OddsStore = ReturnType<typeof createOddsStore>
