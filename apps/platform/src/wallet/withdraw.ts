import {
  CASH_PASSWORD_LOCK,
  type CashPasswordRefusal,
  cashPasswordRefusal,
  cashPasswordRefusals,
  fenToYuan,
  formatChinaTime,
  inboxMessages,
  maskAccountNumber,
  type TurnoverAudit,
  turnoverAudit,
  withdrawDeduction,
  withdrawLimitError,
  withdrawStatusTexts,
  yuanToFen,
} from '@liuhe/domain'
import { verifyPassword } from '../auth/passwords'
import { chinaDayStart } from '../betting/records'
import { ConflictError, NotFoundError, RefusedError } from '../errors'
import { refuseChangedRequest, requestHash } from '../http/requestHash'
import type { Stores } from '../store'
import type { CurrentUser } from '../store/user'
import type { BankCardRow, PayoutAccount, WithdrawalRow } from '../store/withdrawals'
import { walletRulesOf, withdrawLimitOf } from './config'
import { newOrderNo, refuseTrial } from './recharge'

/**
 * Compares a typed withdrawal password with the member's, counting wrong ones in SQLite (every process, a
 * restart): while locked every comparison is refused, even of the right one, without hashing; the
 * `CASH_PASSWORD_LOCK.failures`-th wrong one in a row locks for `CASH_PASSWORD_LOCK.durationMs`; a right one
 * before that starts the count again. Answers the refusal (locked or wrong), or `undefined` when it matches.
 */
export function fundPasswordRefusal(
  stores: Stores,
  userId: number,
  given: string,
  stored: string,
  nowMs: number,
): CashPasswordRefusal | undefined {
  const locks = stores.guessLocks
  if (locks.fundPasswordLockedUntil(userId) > nowMs) return cashPasswordRefusals.locked
  if (verifyPassword(given, stored)) {
    locks.clearFundPasswordFailures(userId)
    return undefined
  }
  const { failures, durationMs } = CASH_PASSWORD_LOCK
  return locks.recordFundPasswordFailure(userId, failures, nowMs + durationMs)
    ? cashPasswordRefusals.locked
    : cashPasswordRefusals.wrong
}

/**
 * The withdrawal-password check of the error catalogue: UC/CASH_PASSWORD_NULL when none is set,
 * UC/CASH_PASSWORD when none is given, UC/CASH_PASSWORD_LOCKED after too many wrong ones
 * ({@link fundPasswordRefusal}), UC/CASH_PASSWORD_ERROR when it is wrong.
 */
export function checkCashPassword(
  stores: Stores,
  user: CurrentUser,
  given: string | undefined,
  nowMs: number,
): void {
  const stored = stores.users.findUserProfile(user.userId).fundPwdHash
  let refusal = cashPasswordRefusal(stored !== null, given, () => true)
  if (!refusal) refusal = fundPasswordRefusal(stores, user.userId, given!, stored!, nowMs)
  if (refusal) throw new RefusedError(refusal.code, refusal.message)
}

/**
 * Approves every pending withdrawal whose review time has passed, telling each member. Called before
 * withdrawals are read or decided, so a read never shows as pending what is approved by then, and a late
 * rejection finds it approved.
 */
export async function approveDueWithdrawals(stores: Stores, nowMs: number): Promise<void> {
  await stores.transactionAsync(async (tx) => {
    for (const approved of tx.withdrawals.approveDue(nowMs)) {
      tx.messages.pushOnce(
        approved.userId,
        `withdraw:${approved.orderNo}`,
        inboxMessages.withdrawApproved(approved),
        approved.at,
      )
    }
  })
}

/** The audit of a member's open turnover requirements (打码量) against their valid bets. */
export function turnoverAuditOf(stores: Stores, userId: number): TurnoverAudit {
  const rules = walletRulesOf(stores)
  const requirements = stores.withdrawals.openRequirements(userId)
  const since = Math.min(...requirements.map((r) => r.createdAt))
  const bets = requirements.length ? stores.withdrawals.validBetsSince(userId, since) : []
  return turnoverAudit(requirements, bets, {
    relaxQuotaFen: yuanToFen(rules.relaxQuota),
    deductPercent: rules.deductPercent,
  })
}

/**
 * The 打码量 answer (`/api/userWithdraw/validWithdraw/queryAll`): 元, with one row per requirement, and the
 * percent an unmet one costs (`deductPercent`), so the withdraw form words the deduction as the platform
 * takes it (`withdrawDeduction` of @liuhe/domain).
 */
export function validWithdrawView(audit: TurnoverAudit, deductPercent: number) {
  return {
    relaxQuota: fenToYuan(audit.relaxQuotaFen),
    deductPercent,
    requireDML: fenToYuan(audit.requiredFen),
    rows: audit.rows.map((row) => ({
      id: row.id,
      type: row.type,
      typeLabel: row.typeLabel,
      amount: fenToYuan(row.amountFen),
      multiple: row.multiple,
      requireDml: fenToYuan(row.requiredFen),
      dml: fenToYuan(row.countedFen),
      met: row.met,
      deduct: fenToYuan(row.deductFen),
      createdAt: formatChinaTime(row.createdAt),
    })),
    sumAllDeduct: fenToYuan(audit.deductFen),
    sumAllDml: fenToYuan(audit.countedFen),
    yetWithdraw: audit.withdrawable,
  }
}

/** A saved card as answers show it: the number masked. */
export function bankCardView(card: BankCardRow) {
  return {
    id: card.id,
    kind: card.kind,
    bankName: card.bankName,
    accountName: card.accountName,
    cardNo: maskAccountNumber(card.cardNo, card.kind),
    updatedAt: formatChinaTime(card.updatedAt),
  }
}

/** A withdrawal as the API answers it: 元, China time, the card masked. */
export function withdrawalView(withdrawal: WithdrawalRow) {
  const { amountFen, feeFen, deductFen } = withdrawal
  return {
    orderNo: withdrawal.orderNo,
    kind: withdrawal.kind,
    bankName: withdrawal.bankName,
    accountName: withdrawal.accountName,
    cardNo: maskAccountNumber(withdrawal.cardNo, withdrawal.kind),
    amount: fenToYuan(amountFen),
    fee: fenToYuan(feeFen),
    deduct: fenToYuan(deductFen),
    /** What reaches the card: the amount less the fee and the turnover deduction. */
    actualAmount: fenToYuan(amountFen - feeFen - deductFen),
    status: withdrawal.status,
    statusText: withdrawStatusTexts[withdrawal.status],
    reason: withdrawal.reason,
    createdAt: formatChinaTime(withdrawal.createdAt),
    decidedAt: withdrawal.decidedAt === null ? null : formatChinaTime(withdrawal.decidedAt),
  }
}

/** A withdrawal request's answer: the withdrawal and the balances after it. */
export type WithdrawAnswer = ReturnType<typeof withdrawalView> & { money: number; liveMoney: number }

/** What a withdrawal form carries once its card is known and its password checked. */
export interface WithdrawRequest {
  /** 元, at most two decimals. */
  amount: number
  account: PayoutAccount
  idempotencyKey?: string | undefined
}

const refused = (message: string) => new RefusedError('WITHDRAW/REFUSED', message)

/**
 * Requests a withdrawal, in one transaction: a repeated idempotency key answers the withdrawal it made
 * (422 when the key comes with another amount or card, `refuseChangedRequest`);
 * otherwise the amount must keep within the withdraw limits (single, per day in China time), the fee and
 * the turnover deduction are worked out, and the amount is held from the balance with a `withdraw` ledger
 * row (余额不足 when it does not cover it, and nothing is written). The request closes the member's open
 * turnover requirements; it is approved by itself once its review time passes unless rejected before.
 */
export async function requestWithdrawal(
  stores: Stores,
  user: CurrentUser,
  request: WithdrawRequest,
  nowMs: number,
): Promise<WithdrawAnswer> {
  refuseTrial(user)
  const hash = requestHash({ amountFen: yuanToFen(request.amount), account: request.account })
  return stores.transactionAsync(async (tx) => {
    const answer = (withdrawal: WithdrawalRow) => {
      const balances = tx.wallet.balancesOf(user.userId)
      return {
        ...withdrawalView(withdrawal),
        money: fenToYuan(balances.moneyFen),
        liveMoney: fenToYuan(balances.liveMoneyFen),
      }
    }
    if (request.idempotencyKey) {
      const repeated = tx.withdrawals.findWithdrawalByKey(user.userId, request.idempotencyKey)
      if (repeated) {
        refuseChangedRequest(repeated.requestHash, hash)
        return answer(repeated)
      }
    }
    const amountFen = yuanToFen(request.amount)
    const limit = withdrawLimitOf(tx)
    const today = tx.withdrawals.requestedSince(user.userId, chinaDayStart(nowMs))
    const problem = withdrawLimitError({ amountFen, kind: request.account.kind }, today, limit)
    if (problem) throw refused(problem)
    // The same rule the withdraw form shows as the amount is typed.
    const deduction = withdrawDeduction(amountFen, {
      feeRate: limit.feeRate,
      turnoverDeductFen: turnoverAuditOf(tx, user.userId).deductFen,
      deductPercent: walletRulesOf(tx).deductPercent,
    })
    if (deduction.refusal) throw refused(deduction.refusal)

    const orderNo = newOrderNo('W', nowMs)
    const id = tx.withdrawals.insertWithdrawal({
      orderNo,
      userId: user.userId,
      ...request.account,
      amountFen,
      feeFen: deduction.feeFen,
      deductFen: deduction.turnoverFen,
      idemKey: request.idempotencyKey ?? null,
      requestHash: request.idempotencyKey ? hash : null,
      createdAt: nowMs,
      autoApproveAt: nowMs + walletRulesOf(tx).withdrawReviewMinutes * 60_000,
    })
    tx.wallet.post({
      userId: user.userId,
      type: 'withdraw',
      amountFen: -amountFen,
      ref: orderNo,
      at: nowMs,
    })
    tx.withdrawals.clearRequirements(user.userId, id)
    return answer(tx.withdrawals.findWithdrawal(orderNo)!)
  })
}

/** One of the member's withdrawals as it stands now. */
export async function withdrawalOf(stores: Stores, user: CurrentUser, orderNo: string, nowMs: number) {
  await approveDueWithdrawals(stores, nowMs)
  const withdrawal = stores.withdrawals.findWithdrawal(orderNo)
  if (!withdrawal || withdrawal.userId !== user.userId) throw new NotFoundError('提现记录不存在')
  return withdrawal
}

/**
 * Rejects a withdrawal still under review (the back office's decision; a test hook stands in for it), in one
 * transaction: the held amount goes back with a `withdrawReturn` ledger row, the turnover requirements the
 * request closed open again, and the member is told. A withdrawal approved already cannot be rejected.
 */
export async function rejectWithdrawal(stores: Stores, orderNo: string, reason: string, nowMs: number) {
  await approveDueWithdrawals(stores, nowMs)
  return stores.transactionAsync(async (tx) => {
    const withdrawal = tx.withdrawals.reject(orderNo, reason, nowMs)
    if (!withdrawal) {
      if (!tx.withdrawals.findWithdrawal(orderNo)) throw new NotFoundError('提现记录不存在')
      throw new ConflictError('WITHDRAW/STATUS', '该提现已处理')
    }
    tx.wallet.post({
      userId: withdrawal.userId,
      type: 'withdrawReturn',
      amountFen: withdrawal.amountFen,
      ref: orderNo,
      at: nowMs,
    })
    tx.withdrawals.reopenRequirements(withdrawal.id)
    tx.messages.pushOnce(
      withdrawal.userId,
      `withdraw:${orderNo}`,
      inboxMessages.withdrawRejected({ orderNo, amountFen: withdrawal.amountFen, reason }),
      nowMs,
    )
    return withdrawalView(withdrawal)
  })
}

/**
 * Saves a card or USDT address (a new one, or one of the member's by id). A number the member has saved
 * already, or more cards than allowed, is refused.
 */
export async function saveBankCard(
  stores: Stores,
  user: CurrentUser,
  input: { id?: number | undefined; account: PayoutAccount },
  nowMs: number,
) {
  return stores.transactionAsync(async (tx) => {
    const same = tx.withdrawals.findCardByNumber(user.userId, input.account.cardNo)
    if (same && same.id !== input.id) throw new RefusedError('BANK/DUPLICATE', '该卡号已绑定')
    let id = input.id
    if (id === undefined) {
      if (tx.withdrawals.cardsOf(user.userId).length >= walletRulesOf(tx).maxBankCards) {
        throw new RefusedError('BANK/TOO_MANY', `最多绑定${walletRulesOf(tx).maxBankCards}张银行卡`)
      }
      id = tx.withdrawals.insertCard(user.userId, input.account, nowMs)
    } else {
      if (!tx.withdrawals.findCard(user.userId, id)) throw new NotFoundError('银行卡不存在')
      tx.withdrawals.updateCard(user.userId, id, input.account, nowMs)
    }
    return bankCardView(tx.withdrawals.findCard(user.userId, id)!)
  })
}
