import { formatWalletFen } from '../money/money'
import { withdrawFeeFen, withdrawMessages } from './withdraw'

/**
 * What a withdrawal costs and why: the fee (`feeRate` percent of the amount, {@link withdrawFeeFen}) and the
 * turnover deduction (what the open 打码量 requirements not met cost, `turnoverAudit`'s `deductFen`). One
 * rule for the withdraw form (shown as the amount is typed), the platform (the figures it stores with the
 * order, apps/platform/src/wallet/withdraw.ts) and the records that show them (the order, its bill, the
 * 打码量 page).
 */
export interface WithdrawDeduction {
  amountFen: number
  /** The fee, fen. */
  feeFen: number
  /** The turnover (打码量) deduction, fen. */
  turnoverFen: number
  /** Both together, fen. */
  totalFen: number
  /** What reaches the card: the amount less both, never below 0. */
  actualFen: number
  /** Each part that costs something, fee first. */
  parts: WithdrawDeductionPart[]
  /** The parts' reasons joined (empty when the withdrawal is free). */
  reason: string
  /** Why it is refused: nothing would reach the card (only once an amount is given). */
  refusal?: string
}

/** One part of a withdrawal's deduction. */
export interface WithdrawDeductionPart {
  kind: 'fee' | 'turnover'
  fen: number
  reason: string
}

/** What a withdrawal is charged: the fee rate (percent) and the turnover audit's deduction. */
export interface WithdrawCharges {
  feeRate: number
  /** `turnoverAudit(...).deductFen` of the member's open requirements. */
  turnoverDeductFen: number
  /** Percent of each unmet requirement deducted (the wallet rules' `deductPercent`), for the reason. */
  deductPercent?: number | undefined
}

/** The texts of a withdrawal's deduction. */
export const withdrawDeductionTexts = {
  free: '免费',
  fee: (rate?: number) => (rate === undefined ? '手续费' : `手续费${rate}%`),
  turnover: (percent?: number) =>
    percent === undefined ? '打码量未达标' : `打码量未达标，扣除未达标入账金额的${percent}%`,
  separator: '；',
} as const

const yuanText = (fen: number) => `¥${formatWalletFen(fen)}`

function deductionOf(
  amountFen: number,
  fee: { fen: number; rate?: number | undefined },
  turnover: { fen: number; percent?: number | undefined },
): WithdrawDeduction {
  const parts: WithdrawDeductionPart[] = []
  if (fee.fen > 0) parts.push({ kind: 'fee', fen: fee.fen, reason: withdrawDeductionTexts.fee(fee.rate) })
  if (turnover.fen > 0) {
    parts.push({
      kind: 'turnover',
      fen: turnover.fen,
      reason: withdrawDeductionTexts.turnover(turnover.percent),
    })
  }
  const totalFen = fee.fen + turnover.fen
  const actualFen = Math.max(0, amountFen - totalFen)
  return {
    amountFen,
    feeFen: fee.fen,
    turnoverFen: turnover.fen,
    totalFen,
    actualFen,
    parts,
    reason: parts.map((p) => p.reason).join(withdrawDeductionTexts.separator),
    ...(amountFen > 0 && actualFen <= 0 ? { refusal: withdrawMessages.nothingLeft } : {}),
  }
}

/** What withdrawing `amountFen` now deducts and why (see {@link WithdrawDeduction}). */
export function withdrawDeduction(amountFen: number, charges: WithdrawCharges): WithdrawDeduction {
  return deductionOf(
    amountFen,
    { fen: withdrawFeeFen(amountFen, charges.feeRate), rate: charges.feeRate },
    { fen: charges.turnoverDeductFen, percent: charges.deductPercent },
  )
}

/** A requested withdrawal's deduction from the figures stored with it (the rates of that day unknown). */
export function recordedWithdrawDeduction(withdrawal: {
  amountFen: number
  feeFen: number
  deductFen: number
}): WithdrawDeduction {
  return deductionOf(withdrawal.amountFen, { fen: withdrawal.feeFen }, { fen: withdrawal.deductFen })
}

/** One line for a record: 提现扣除 ¥25.00（打码量未达标），实际到账 ¥175.00, or 手续费 免费，实际到账 ¥200.00. */
export function withdrawDeductionNote(deduction: WithdrawDeduction): string {
  const arrives = `实际到账 ${yuanText(deduction.actualFen)}`
  return deduction.totalFen > 0
    ? `提现扣除 ${yuanText(deduction.totalFen)}（${deduction.reason}），${arrives}`
    : `手续费 ${withdrawDeductionTexts.free}，${arrives}`
}

/** The deduction as the form's 手续费 line shows it: ¥25.00, or 免费. */
export function withdrawDeductionAmountText(deduction: WithdrawDeduction): string {
  return deduction.totalFen > 0 ? yuanText(deduction.totalFen) : withdrawDeductionTexts.free
}
