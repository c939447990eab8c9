import {
  type BlockKind,
  type BlockState,
  emptyLimits,
  type LimitPeriod,
  type LimitSettings,
  limitKinds,
  limitPeriods,
} from '@liuhe/domain'
import type { SelectQueryBuilder, Updateable } from 'kysely'
import { preparedQuery } from '../storage/prepared'
import { isPostgres, lockWithinTransaction, type Queries } from '../storage/queries'
import type { Database, ResponsibleSettingsTable } from '../storage/schema'

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

/** A member's settings row, and the same row locked for an update (storage/queries.ts `lockedForUpdate`): every
 * bet form reads it, so both are compiled once (storage/prepared.ts). */
const settingsColumns = [
  'adult_confirmed_at as adultConfirmedAt',
  'limits',
  'block_kind as blockKind',
  'block_started_at as blockStartedAt',
  'block_until as blockUntil',
  'reality_check_minutes as realityCheckMinutes',
] as const
const settingsRow = preparedQuery<{ userId: number }, Row>((db, p) =>
  db
    .selectFrom('responsible_settings')
    .select(settingsColumns)
    .where('user_id', '=', p.userId)
    .$castTo<Row>(),
)
const lockedSettingsRow = preparedQuery<{ userId: number }, Row>((db, p) =>
  db
    .selectFrom('responsible_settings')
    .select(settingsColumns)
    .where('user_id', '=', p.userId)
    .forUpdate()
    .$castTo<Row>(),
)

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

/** A stored row as {@link ResponsibleSettings}. */
function settingsFrom(row: Row | undefined): ResponsibleSettings {
  if (!row) return { adultConfirmedAt: null, limits: emptyLimits(), block: null, realityCheckMinutes: 60 }
  return {
    adultConfirmedAt: row.adultConfirmedAt,
    limits: readLimits(row.limits),
    block: row.blockKind
      ? { kind: row.blockKind, startedAt: row.blockStartedAt ?? 0, until: row.blockUntil }
      : null,
    realityCheckMinutes: row.realityCheckMinutes,
  }
}

/** The ledger types of betting: stakes (negative rows), payouts and refunds (positive). */
const bettingTypes = ['bet', 'payout', 'refund', 'casinoBet', 'casinoPayout']

/**
 * Per-member responsible-gambling settings, and the period totals the limits are checked against: deposits
 * (recharge orders not cancelled or expired, so orders waiting for payment count) and the net loss on bets
 * (ledger rows of bets and casino rounds, their payouts and refunds).
 */
export function createResponsibleStore(db: Queries) {
  /**
   * Writes `changes` to a member's row, created (with the schema's defaults for the rest) when missing: one
   * statement, so a concurrent first write of the same member updates the row the other inserted.
   */
  const save = async (
    userId: number,
    nowMs: number,
    changes: Omit<Updateable<ResponsibleSettingsTable>, 'user_id' | 'updated_at'>,
  ): Promise<void> => {
    await db
      .insertInto('responsible_settings')
      .values({ user_id: userId, updated_at: nowMs, ...changes })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...changes, updated_at: nowMs }))
      .execute()
  }
  /** The sum of `amount_fen` over what `query` selects, fen (0 for none); BIGINT, so both engines answer a number. */
  const sumOf = async (
    query: SelectQueryBuilder<Database, 'recharge_orders' | 'ledger', object>,
  ): Promise<number> => {
    const { fen } = await query
      .select((eb) =>
        eb.cast<number>(eb.fn.coalesce(eb.fn.sum<number>('amount_fen'), eb.lit(0)), 'bigint').as('fen'),
      )
      .executeTakeFirstOrThrow()
    return Number(fen)
  }

  return {
    /** A member's settings (defaults when none are stored). */
    async settingsOf(userId: number): Promise<ResponsibleSettings> {
      return settingsFrom(await settingsRow.first(db, { userId }))
    },
    /**
     * {@link settingsOf}, read for a decision the caller's transaction then acts on (a bet within the limits,
     * a change of the limits or the pause): on PostgreSQL the member's row stays locked till the transaction
     * ends (storage/queries.ts `lockedForUpdate`), so one member's such decisions are taken one after another,
     * as every transaction is on SQLite. A member with no row yet has none to lock: the member's settings lock
     * (storage/queries.ts `lockWithinTransaction`) is taken instead and the row read again, so of two first
     * changes at the same time the second waits for the first and decides on what it wrote. Inside a
     * transaction only.
     */
    async lockedSettingsOf(userId: number): Promise<ResponsibleSettings> {
      const row = await (isPostgres(db) ? lockedSettingsRow : settingsRow).first(db, { userId })
      if (row || !isPostgres(db)) return settingsFrom(row)
      await lockWithinTransaction(db, `responsible:${userId}`)
      return settingsFrom(await lockedSettingsRow.first(db, { userId }))
    },
    /** Records the 18+ confirmation (the first one stays). */
    async confirmAdult(userId: number, nowMs: number): Promise<void> {
      await db
        .insertInto('responsible_settings')
        .values({ user_id: userId, adult_confirmed_at: nowMs, updated_at: nowMs })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet((eb) => ({
            adult_confirmed_at: eb.fn.coalesce('responsible_settings.adult_confirmed_at', eb.val(nowMs)),
            updated_at: nowMs,
          })),
        )
        .execute()
    },
    saveLimits(userId: number, limits: LimitSettings, nowMs: number): Promise<void> {
      return save(userId, nowMs, { limits: JSON.stringify(limits) })
    },
    saveBlock(userId: number, block: BlockState, nowMs: number): Promise<void> {
      return save(userId, nowMs, {
        block_kind: block.kind,
        block_started_at: block.startedAt,
        block_until: block.until,
      })
    },
    saveRealityCheck(userId: number, minutes: number, nowMs: number): Promise<void> {
      return save(userId, nowMs, { reality_check_minutes: minutes })
    },
    /** Deposits (orders not cancelled or expired) of `[fromMs, toMs)`, fen. */
    depositsBetween(userId: number, fromMs: number, toMs: number): Promise<number> {
      return sumOf(
        db
          .selectFrom('recharge_orders')
          .where('user_id', '=', userId)
          .where('created_at', '>=', fromMs)
          .where('created_at', '<', toMs)
          .where('status', 'in', ['pending', 'paid', 'credited']),
      )
    },
    /** Net result of betting over `[fromMs, toMs)`, fen: payouts + refunds − stakes (negative = lost). */
    netBetween(userId: number, fromMs: number, toMs: number): Promise<number> {
      // Stakes are negative rows, payouts and refunds positive: the loss is minus their sum.
      return sumOf(
        db
          .selectFrom('ledger')
          .where('user_id', '=', userId)
          .where('created_at', '>=', fromMs)
          .where('created_at', '<', toMs)
          .where('type', 'in', bettingTypes),
      )
    },
  }
}

/** The responsible-gambling store of one database. */
export type ResponsibleStore = ReturnType<typeof createResponsibleStore>
/** A period's totals of one kind. */
export type PeriodTotals = Record<LimitPeriod, number>
