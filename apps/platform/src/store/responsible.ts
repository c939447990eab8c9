import {
  type BlockKind,
  type BlockState,
  emptyLimits,
  type LimitPeriod,
  type LimitSettings,
  limitKinds,
  limitPeriods,
} from '@liuhe/domain'
import type { Db } from '../db'

/** A member's responsible-gambling settings as stored (defaults for a member who has set nothing). */
export interface ResponsibleSettings {
  adultConfirmedAt: number | null
  limits: LimitSettings
  block: BlockState | null
  realityCheckMinutes: number
}

interface Row {
  adultConfirmedAt: number | null
  limits: string
  blockKind: BlockKind | null
  blockStartedAt: number | null
  blockUntil: number | null
  realityCheckMinutes: number
}

/** Stored limits JSON over the defaults, so a member who set only some limits reads all of them. */
function readLimits(json: string): LimitSettings {
  const stored = JSON.parse(json) as Partial<LimitSettings>
  const limits = emptyLimits()
  for (const kind of limitKinds) {
    for (const period of limitPeriods) {
      const one = stored[kind]?.[period]
      if (one) limits[kind][period] = one
    }
  }
  return limits
}

/**
 * Per-member responsible-gambling settings, and the period totals the limits are checked against: deposits
 * (recharge orders not cancelled or expired, so orders waiting for payment count) and the net loss on bets
 * (ledger rows of bets and casino rounds, their payouts and refunds).
 */
export function createResponsibleStore(db: Db) {
  const select = db.prepare(
    `SELECT adult_confirmed_at AS adultConfirmedAt, limits, block_kind AS blockKind,
            block_started_at AS blockStartedAt, block_until AS blockUntil,
            reality_check_minutes AS realityCheckMinutes
     FROM responsible_settings WHERE user_id = ?`,
  )
  const ensure = db.prepare(
    'INSERT INTO responsible_settings (user_id, updated_at) VALUES (?, ?) ON CONFLICT (user_id) DO NOTHING',
  )
  const setAdult = db.prepare(
    `UPDATE responsible_settings SET adult_confirmed_at = COALESCE(adult_confirmed_at, ?), updated_at = ?
     WHERE user_id = ?`,
  )
  const setLimits = db.prepare('UPDATE responsible_settings SET limits = ?, updated_at = ? WHERE user_id = ?')
  const setBlock = db.prepare(
    `UPDATE responsible_settings SET block_kind = ?, block_started_at = ?, block_until = ?, updated_at = ?
     WHERE user_id = ?`,
  )
  const setInterval = db.prepare(
    'UPDATE responsible_settings SET reality_check_minutes = ?, updated_at = ? WHERE user_id = ?',
  )
  const deposits = db.prepare(
    `SELECT COALESCE(SUM(amount_fen), 0) AS fen FROM recharge_orders
     WHERE user_id = ? AND created_at >= ? AND created_at < ? AND status IN ('pending', 'paid', 'credited')`,
  )
  // Stakes are negative rows, payouts and refunds positive: the loss is minus their sum.
  const net = db.prepare(
    `SELECT COALESCE(SUM(amount_fen), 0) AS fen FROM ledger
     WHERE user_id = ? AND created_at >= ? AND created_at < ?
       AND type IN ('bet', 'payout', 'refund', 'casinoBet', 'casinoPayout')`,
  )

  return {
    /** A member's settings (defaults when none are stored). */
    settingsOf(userId: number): ResponsibleSettings {
      const row = select.get(userId) as Row | undefined
      if (!row) {
        return { adultConfirmedAt: null, limits: emptyLimits(), block: null, realityCheckMinutes: 60 }
      }
      return {
        adultConfirmedAt: row.adultConfirmedAt,
        limits: readLimits(row.limits),
        block: row.blockKind
          ? { kind: row.blockKind, startedAt: row.blockStartedAt ?? 0, until: row.blockUntil }
          : null,
        realityCheckMinutes: row.realityCheckMinutes,
      }
    },
    /** Records the 18+ confirmation (the first one stays). */
    confirmAdult(userId: number, nowMs: number): void {
      ensure.run(userId, nowMs)
      setAdult.run(nowMs, nowMs, userId)
    },
    saveLimits(userId: number, limits: LimitSettings, nowMs: number): void {
      ensure.run(userId, nowMs)
      setLimits.run(JSON.stringify(limits), nowMs, userId)
    },
    saveBlock(userId: number, block: BlockState, nowMs: number): void {
      ensure.run(userId, nowMs)
      setBlock.run(block.kind, block.startedAt, block.until, nowMs, userId)
    },
    saveRealityCheck(userId: number, minutes: number, nowMs: number): void {
      ensure.run(userId, nowMs)
      setInterval.run(minutes, nowMs, userId)
    },
    /** Deposits (orders not cancelled or expired) of `[fromMs, toMs)`, fen. */
    depositsBetween(userId: number, fromMs: number, toMs: number): number {
      return (deposits.get(userId, fromMs, toMs) as { fen: number }).fen
    },
    /** Net result of betting over `[fromMs, toMs)`, fen: payouts + refunds − stakes (negative = lost). */
    netBetween(userId: number, fromMs: number, toMs: number): number {
      return (net.get(userId, fromMs, toMs) as { fen: number }).fen
    },
  }
}

/** The responsible-gambling store of one database. */
export type ResponsibleStore = ReturnType<typeof createResponsibleStore>
/** A period's totals of one kind. */
export type PeriodTotals = Record<LimitPeriod, number>
