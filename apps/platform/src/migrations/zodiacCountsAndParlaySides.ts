import type { Db } from '../db'

/** 总肖 cells added to the catalogue with their default odds (thousandths), as `@liuhe/domain` priced them. */
const zodiacCountCells: Readonly<Record<string, number>> = {
  '2肖': 100_000_000,
  '3肖': 388_941,
  '4肖': 16_869,
}
/** 过关 leg options added to the catalogue; their default price is the 1.92 of 大. */
const parlaySideCells = ['合大', '合小', '合单', '合双', '尾大', '尾小'] as const
const PARLAY_SIDE_DEFAULT = 1_920

/**
 * Migration 17: 总肖 sells 2肖, 3肖 and 4肖 on their own, and 过关 legs take 合大 合小 合单 合双 尾大 尾小
 * (packages/domain `sixMarkPlays`). A company's stored per-cell odds of those plays gain the new cells and
 * keep every price already set: 总肖's new counts take the catalogue's figures; the new 过关 options take the
 * company's own 大 price, since each holds 24 of the 48 numbers that are not 和, as 大 does. A cell already
 * there, and odds of another kind (one figure for every cell), are left as they are. The figures are written
 * here, not read from the catalogue, so this step does the same on every file whatever the catalogue says
 * later.
 */
export function zodiacCountsAndParlaySides(db: Db): void {
  const rows = db
    .prepare(
      `SELECT company_code AS company, play_id AS playId, odds FROM play_odds WHERE play_id IN ${ZODIAC_COUNT_AND_PARLAY_PLAYS}`,
    )
    .all() as { company: string; playId: string; odds: string }[]
  const update = db.prepare('UPDATE play_odds SET odds = ? WHERE company_code = ? AND play_id = ?')
  for (const row of rows) {
    const odds = withZodiacCountsAndParlaySides(row.playId, row.odds)
    if (odds !== undefined) update.run(odds, row.company, row.playId)
  }
}

/** The plays migration 17 changes, as an SQL list. */
export const ZODIAC_COUNT_AND_PARLAY_PLAYS = "('sm.zongxiao', 'sm.guoguan')"

/**
 * Migration 17's change to one stored odds row (`play_odds.odds` JSON) of one of its plays: the odds with the
 * new cells, or undefined when the row is left as it is (odds of another kind). Shared by the PostgreSQL twin
 * (storage/postgres/migrations.ts).
 */
export function withZodiacCountsAndParlaySides(playId: string, stored: string): string | undefined {
  const odds = JSON.parse(stored) as { kind: string; oddsMilli: Record<string, number> }
  if (odds.kind !== 'perCell') return undefined
  const added =
    playId === 'sm.zongxiao'
      ? zodiacCountCells
      : Object.fromEntries(parlaySideCells.map((cell) => [cell, odds.oddsMilli.大 ?? PARLAY_SIDE_DEFAULT]))
  const oddsMilli = { ...added, ...odds.oddsMilli }
  return JSON.stringify({ ...odds, oddsMilli })
}
