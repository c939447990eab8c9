import {
  ADULT_REQUIRED_MESSAGE,
  activeBlock,
  blockRefusalMessage,
  checkLimit,
  effectiveLimitFen,
  type LimitKind,
  type LimitPeriod,
  type LimitSettings,
  limitPeriodRange,
  limitPeriods,
  responsibleCodes,
} from '@liuhe/domain'
import { RefusedError } from '../errors'
import type { Stores } from '../store'
import type { ResponsibleSettings } from '../store/responsible'

/** What a member has used of each period so far, fen: deposits made, or the net loss on bets (≥ 0). */
export async function periodUsage(stores: Stores, userId: number, kind: LimitKind, nowMs: number) {
  const used = {} as Record<LimitPeriod, number>
  for (const period of limitPeriods) {
    const { fromMs, toMs } = limitPeriodRange(period, nowMs)
    used[period] =
      kind === 'deposit'
        ? await stores.responsible.depositsBetween(userId, fromMs, toMs)
        : Math.max(0, -(await stores.responsible.netBetween(userId, fromMs, toMs)))
  }
  return used
}

/** Refuses a pause in force (`RG/BLOCKED`). */
function refuseBlocked(settings: ResponsibleSettings, nowMs: number): void {
  const block = activeBlock(settings.block, nowMs)
  if (block) throw new RefusedError(responsibleCodes.blocked, blockRefusalMessage(block))
}

/**
 * Refuses a member in a cool-off or self-exclusion (`RG/BLOCKED`). Betting and recharging check it (in
 * {@link assertMayBet} and {@link assertMayDeposit}); the chat service calls it before storing a message a
 * member sends (browsing and reading stay open).
 */
export async function assertNotBlocked(stores: Stores, userId: number, nowMs: number): Promise<void> {
  refuseBlocked(await stores.responsible.settingsOf(userId), nowMs)
}

/**
 * The check a chat message goes through before it is stored: a member in a cool-off or self-exclusion may
 * read the chat but not send (throws `RefusedError` `RG/BLOCKED` with the Chinese reason).
 */
export const assertMayChat = assertNotBlocked

/** Refuses an amount over one of the member's own limits of a kind. */
async function assertWithinLimits(
  stores: Stores,
  userId: number,
  kind: LimitKind,
  limits: LimitSettings,
  amountFen: number,
  nowMs: number,
): Promise<void> {
  // Most members set no limit: then nothing is summed (a busy member's form would read their whole history).
  if (limitPeriods.every((period) => effectiveLimitFen(limits[kind][period], nowMs) === null)) return
  const used = await periodUsage(stores, userId, kind, nowMs)
  const refusal = checkLimit(kind, limits[kind], used, amountFen, nowMs)
  if (refusal) {
    throw new RefusedError(
      kind === 'deposit' ? responsibleCodes.depositLimit : responsibleCodes.lossLimit,
      refusal.message,
    )
  }
}

/**
 * No pause in force (`RG/BLOCKED`), 18+ confirmed (`RG/ADULT_REQUIRED`; the app opens its dialog), and the
 * amount within the member's limits of `kind`. The settings are read once, with the member's row locked on
 * PostgreSQL (`lockedSettingsOf`): two forms of one member at the same time are checked one after the other,
 * each against the totals the other left, as on SQLite, where the transaction holds the write lock.
 */
async function assertMay(
  stores: Stores,
  userId: number,
  kind: LimitKind,
  amountFen: number,
  nowMs: number,
): Promise<void> {
  const settings = await stores.responsible.lockedSettingsOf(userId)
  refuseBlocked(settings, nowMs)
  if (settings.adultConfirmedAt === null)
    throw new RefusedError(responsibleCodes.adult, ADULT_REQUIRED_MESSAGE)
  await assertWithinLimits(stores, userId, kind, settings.limits, amountFen, nowMs)
}

/**
 * The responsible-gambling checks of a bet form, in the caller's transaction before anything is written:
 * no pause in force, 18+ confirmed, and the whole stake within the loss limits (a stake may be lost).
 */
export function assertMayBet(
  stores: Stores,
  userId: number,
  amountFen: number,
  nowMs: number,
): Promise<void> {
  return assertMay(stores, userId, 'loss', amountFen, nowMs)
}

/** The same for a new recharge order: no pause, 18+ confirmed, the amount within the deposit limits. */
export function assertMayDeposit(
  stores: Stores,
  userId: number,
  amountFen: number,
  nowMs: number,
): Promise<void> {
  return assertMay(stores, userId, 'deposit', amountFen, nowMs)
}
