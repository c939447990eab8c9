import { type AnyPlay, type PlayOdds, playOddsSchema } from '@liuhe/domain'
import type { Db } from '../db'

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
export function createOddsStore(db: Db) {
  const byCompany = db.prepare('SELECT play_id AS playId, odds, closed FROM play_odds WHERE company_code = ?')
  const byPlay = db.prepare('SELECT odds, closed FROM play_odds WHERE company_code = ? AND play_id = ?')
  const upsert = db.prepare(
    `INSERT INTO play_odds (company_code, play_id, odds, closed) VALUES (?, ?, ?, ?)
     ON CONFLICT (company_code, play_id) DO UPDATE SET odds = excluded.odds, closed = excluded.closed`,
  )

  /** The stored odds of one company, by play id. */
  function storedOf(company: string): Map<string, { odds: PlayOdds; closed: boolean }> {
    const rows = byCompany.all(company) as { playId: string; odds: string; closed: number }[]
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
    offeredPlay(company: string, play: AnyPlay): OfferedPlay {
      const row = byPlay.get(company, play.id) as { odds: string; closed: number } | undefined
      return row
        ? { play, odds: JSON.parse(row.odds) as PlayOdds, closed: row.closed === 1 }
        : { play, odds: play.odds, closed: false }
    },
    /** How a company offers the given plays, in their order. */
    offered(company: string, plays: readonly AnyPlay[]): OfferedPlay[] {
      const stored = storedOf(company)
      return plays.map((play) => {
        const row = stored.get(play.id)
        return { play, odds: row?.odds ?? play.odds, closed: row?.closed ?? false }
      })
    },
    /** Sets a company's odds of a play, and whether it is closed (operators; tests); the odds are checked here. */
    setOdds(company: string, playId: string, odds: PlayOdds, closed = false): void {
      upsert.run(company, playId, JSON.stringify(playOddsSchema.parse(odds)), closed ? 1 : 0)
    },
  }
}

/** The odds store of one database. */
export type OddsStore = ReturnType<typeof createOddsStore>
