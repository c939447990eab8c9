import type { PlayFamily } from '../betting/types'

/**
 * 洗码 (wash-code rebate): a member earns back a share of their valid bets. The share is the member's rebate
 * rate (`userInfo.rebate`, default 8) in per mille: 8 returns 8 ‰, 0.8 %, of the valid bets. Each game kind
 * is worked out on its own and rounded down to the fen; the claim is the sum of the kinds.
 */
export const REBATE_RATE_UNIT = 1000

/** The game kinds the wash-code page lists, by play family. */
export const washCodeKindNames: Readonly<Record<PlayFamily, string>> = {
  sixMark: '六合彩',
  racing: '赛车',
  quickThree: '快三',
  timeBased: '时时彩',
  luckyNiuNiu: '幸运牛牛',
}

/** Valid bets of one game kind not yet rebated, fen. */
export interface KindTurnover {
  kind: PlayFamily
  validFen: number
}

/** One row of the wash-code page. */
export interface WashCodeRow {
  kind: PlayFamily
  kindName: string
  validFen: number
  /** The rate applied, per mille. */
  rate: number
  rebateFen: number
}

/** The rebate of `validFen` at `rate` per mille, rounded down to the fen (rates to 1/100 ‰). */
export function rebateFen(validFen: number, rate: number): number {
  if (!(rate > 0) || validFen <= 0) return 0
  return Math.floor((validFen * Math.round(rate * 100)) / (REBATE_RATE_UNIT * 100))
}

/** The wash-code page: one row per game kind with valid bets, in catalogue order, and the totals. */
export function washCodeOf(
  turnover: readonly KindTurnover[],
  rate: number,
): { rows: WashCodeRow[]; validFen: number; rebateFen: number } {
  const byKind = new Map<PlayFamily, number>()
  for (const t of turnover) byKind.set(t.kind, (byKind.get(t.kind) ?? 0) + t.validFen)
  const rows = (Object.keys(washCodeKindNames) as PlayFamily[])
    .filter((kind) => (byKind.get(kind) ?? 0) > 0)
    .map((kind) => {
      const validFen = byKind.get(kind)!
      return { kind, kindName: washCodeKindNames[kind], validFen, rate, rebateFen: rebateFen(validFen, rate) }
    })
  return {
    rows,
    validFen: rows.reduce((sum, r) => sum + r.validFen, 0),
    rebateFen: rows.reduce((sum, r) => sum + r.rebateFen, 0),
  }
}
