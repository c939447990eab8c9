import { type LedgerType, ledgerTypeLabel } from '../money/ledger'

/**
 * 打码量 (wagering requirement): money credited to a member — a recharge, a claimed reward or rebate — must
 * be wagered `multiple` times over in valid bets before it can be withdrawn without a deduction.
 *
 * The rule, as {@link turnoverAudit} states it:
 * - A valid bet is a settled bet's stake (stake × 注; a doubled niu niu bet counts its stake, not its hold).
 *   Pending, cancelled and deleted bets count nothing.
 * - Requirements are met oldest first: a valid bet counts toward the oldest requirement that is not met yet
 *   and existed when the bet was settled, the rest of it toward the next one. A bet settled before a
 *   requirement was created never counts toward it, and what no requirement needs is not kept for later.
 * - Withdrawing starts a new audit: the requirements a withdrawal request finds are closed by it (a rejected
 *   withdrawal opens them again), so only open requirements are passed in.
 * - A member may withdraw without a deduction when what is still missing is within the relax quota
 *   (放宽额度). Otherwise each requirement not met costs `deductPercent` percent of its amount.
 */
export interface TurnoverRequirement {
  id: number
  type: LedgerType
  /** What was credited, fen. */
  amountFen: number
  /** How many times the amount must be wagered (1 = once). */
  multiple: number
  createdAt: number
}

/** A settled bet as the audit reads it: its stake and when it was settled. */
export interface ValidBet {
  validFen: number
  settledAt: number
}

/** The audit's settings: the tolerated shortfall, and the deduction when it is exceeded. */
export interface TurnoverRules {
  relaxQuotaFen: number
  /** Percent of an unmet requirement's amount deducted from a withdrawal. */
  deductPercent: number
}

/** One requirement after the audit. */
export interface TurnoverRow {
  id: number
  type: LedgerType
  /** The ledger type's label (转账充值, 活动奖励, …). */
  typeLabel: string
  amountFen: number
  multiple: number
  /** Valid bets the requirement needs, fen. */
  requiredFen: number
  /** Valid bets counted toward it, fen. */
  countedFen: number
  met: boolean
  /** What withdrawing now deducts for it (0 when met or within the relax quota). */
  deductFen: number
  createdAt: number
}

/** The audit of a member's open requirements. */
export interface TurnoverAudit {
  rows: TurnoverRow[]
  requiredFen: number
  countedFen: number
  relaxQuotaFen: number
  deductFen: number
  /** True when the member may withdraw without a deduction. */
  withdrawable: boolean
}

/** A bet's valid amount (fen): its stake once settled, nothing otherwise. */
export function validBetFen(bet: { status: number; stakeFen: number; betCount: number }): number {
  return bet.status === 1 ? bet.stakeFen * bet.betCount : 0
}

/** The valid bets a requirement of `amountFen` credited `multiple` times over needs, fen. */
export function requiredTurnoverFen(amountFen: number, multiple: number): number {
  return Math.round((amountFen * Math.round(multiple * 100)) / 100)
}

/** Audits the open requirements against the valid bets (see {@link TurnoverRequirement} for the rule). */
export function turnoverAudit(
  requirements: readonly TurnoverRequirement[],
  bets: readonly ValidBet[],
  rules: TurnoverRules,
): TurnoverAudit {
  const rows = [...requirements]
    .sort((a, b) => a.createdAt - b.createdAt || a.id - b.id)
    .map((r) => ({ ...r, requiredFen: requiredTurnoverFen(r.amountFen, r.multiple), countedFen: 0 }))
  const ordered = [...bets].sort((a, b) => a.settledAt - b.settledAt)
  for (const bet of ordered) {
    let left = bet.validFen
    for (const row of rows) {
      if (left <= 0 || row.createdAt > bet.settledAt) break
      const take = Math.min(left, row.requiredFen - row.countedFen)
      row.countedFen += take
      left -= take
    }
  }
  const requiredFen = rows.reduce((sum, r) => sum + r.requiredFen, 0)
  const countedFen = rows.reduce((sum, r) => sum + r.countedFen, 0)
  const withdrawable = requiredFen - countedFen <= rules.relaxQuotaFen
  const audited = rows.map((r) => {
    const met = r.countedFen >= r.requiredFen
    const deductFen =
      met || withdrawable ? 0 : Math.floor((r.amountFen * Math.round(rules.deductPercent * 100)) / 10_000)
    return { ...r, typeLabel: ledgerTypeLabel(r.type), met, deductFen }
  })
  return {
    rows: audited,
    requiredFen,
    countedFen,
    relaxQuotaFen: rules.relaxQuotaFen,
    deductFen: audited.reduce((sum, r) => sum + r.deductFen, 0),
    withdrawable,
  }
}
