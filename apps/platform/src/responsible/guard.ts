import {
  ADULT_REQUIRED_MESSAGE,
  activeBlock,
  blockRefusalMessage,
  checkLimit,
  effectiveLimitFen,
  type LimitKind,
  type LimitPeriod,
  limitPeriodRange,
  limitPeriods,
  responsibleCodes,
} from '@liuhe/domain'
import { RefusedError } from '../errors'
import type { Stores } from '../store'

/** What a member has used of each period so far, fen: deposits made, or the net loss on bets (≥ 0). */
export function periodUsage(stores: Stores, userId: number, kind: LimitKind, nowMs: number) {
  const used = {} as Record<LimitPeriod, number>
  for (const period of limitPeriods) {
    const { fromMs, toMs } = limitPeriodRange(period, nowMs)
    used[period] =
      kind === 'deposit'
        ? stores.responsible.depositsBetween(userId, fromMs, toMs)
        : Math.max(0, -stores.responsible.netBetween(userId, fromMs, toMs))
  }
  return used
}

/**
 * Refuses a member in a cool-off or self-exclusion (`RG/BLOCKED`). Betting and recharging call it; the chat
 * service calls it before storing a message a member sends (browsing and reading stay open).
 */
export function assertNotBlocked(stores: Stores, userId: number, nowMs: number): void {
  const block = activeBlock(stores.responsible.settingsOf(userId).block, nowMs)
  if (block) throw new RefusedError(responsibleCodes.blocked, blockRefusalMessage(block))
}

/**
 * The check a chat message goes through before it is stored: a member in a cool-off or self-exclusion may
 * read the chat but not send (throws `RefusedError` `RG/BLOCKED` with the Chinese reason).
 */
export const assertMayChat = assertNotBlocked

/** Refuses a member who has not confirmed being 18 or over (`RG/ADULT_REQUIRED`; the app opens its dialog). */
function assertAdult(stores: Stores, userId: number): void {
  if (stores.responsible.settingsOf(userId).adultConfirmedAt === null) {
    throw new RefusedError(responsibleCodes.adult, ADULT_REQUIRED_MESSAGE)
  }
}

/** Refuses an amount over one of the member's own limits of a kind. */
function assertWithinLimits(
  stores: Stores,
  userId: number,
  kind: LimitKind,
  amountFen: number,
  nowMs: number,
) {
  const { limits } = stores.responsible.settingsOf(userId)
  // Most members set no limit: then nothing is summed (a busy member's form would read their whole history).
  if (limitPeriods.every((period) => effectiveLimitFen(limits[kind][period], nowMs) === null)) return
  const refusal = checkLimit(kind, limits[kind], periodUsage(stores, userId, kind, nowMs), amountFen, nowMs)
  if (refusal) {
    throw new RefusedError(
      kind === 'deposit' ? responsibleCodes.depositLimit : responsibleCodes.lossLimit,
      refusal.message,
    )
  }
}

/**
 * The responsible-gambling checks of a bet form, in the caller's transaction before anything is written:
 * no pause in force, 18+ confirmed, and the whole stake within the loss limits (a stake may be lost).
 */
export function assertMayBet(stores: Stores, userId: number, amountFen: number, nowMs: number): void {
  assertNotBlocked(stores, userId, nowMs)
  assertAdult(stores, userId)
  assertWithinLimits(stores, userId, 'loss', amountFen, nowMs)
}

/** The same for a new recharge order: no pause, 18+ confirmed, the amount within the deposit limits. */
export function assertMayDeposit(stores: Stores, userId: number, amountFen: number, nowMs: number): void {
  assertNotBlocked(stores, userId, nowMs)
  assertAdult(stores, userId)
  assertWithinLimits(stores, userId, 'deposit', amountFen, nowMs)
}
