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
import { createKeyedQueue } from '../chat/queue'
import { ConflictError, NotFoundError, RefusedError } from '../errors'
import { refuseChangedRequest, requestHash } from '../http/requestHash'
import { newOrderNo } from '../orderNo'
import type { Stores } from '../store'
import type { CurrentUser } from '../store/user'
import type { BankCardRow, PayoutAccount, WithdrawalRow } from '../store/withdrawals'
import { walletRulesOf, withdrawLimitOf } from './config'
import { refuseTrial } from './recharge'

/**
 * The withdrawal-password checks of each member in this process, one after another, as when they were
 * synchronous: each sees the lock the one before it set, so no more than `CASH_PASSWORD_LOCK.failures`
 * passwords are tried before the lock ({@link fundPasswordRefusal}; it runs outside transactions).
 */
const inMemberOrder = createKeyedQueue<number>()

/**
 * Compares a typed withdrawal password with the member's, counting wrong ones in the database (every process,
 * a restart): while locked every comparison is refused, even of the right one, without hashing; the
 * `CASH_PASSWORD_LOCK.failures`-th wrong one in a row locks for `CASH_PASSWORD_LOCK.durationMs`; a right one
 * before that starts the count again. Answers the refusal (locked or wrong), or `undefined` when it matches.
 * A member's checks run one at a time ({@link inMemberOrder}).
 */
export function fundPasswordRefusal(
  stores: Stores,
  userId: number,
  given: string,
  stored: string,
  nowMs: number,
): Promise<CashPasswordRefusal | undefined> {
  return inMemberOrder(userId, () => checkedRefusal(stores, userId, given, stored, nowMs))
}

/** {@link fundPasswordRefusal}'s check, out of order. */
async function checkedRefusal(
  stores: Stores,
  userId: number,
  given: string,
  stored: string,
  nowMs: number,
): Promise<CashPasswordRefusal | undefined> {
  const locks = stores.guessLocks
  if ((await locks.fundPasswordLockedUntil(userId)) > nowMs) return cashPasswordRefusals.locked
  if (verifyPassword(given, stored)) {
    await locks.clearFundPasswordFailures(userId)
    return undefined
  }
  const { failures, durationMs } = CASH_PASSWORD_LOCK
  return (await locks.recordFundPasswordFailure(userId, failures, nowMs + durationMs))
    ? cashPasswordRefusals.locked
    : cashPasswordRefusals.wrong
}

/**
 * The withdrawal-password check of the error catalogue: UC/CASH_PASSWORD_NULL when none is set,
 * UC/CASH_PASSWORD when none is given, UC/CASH_PASSWORD_LOCKED after too many wrong ones
 * ({@link fundPasswordRefusal}), UC/CASH_PASSWORD_ERROR when it is wrong.
 */
export async function checkCashPassword(
  stores: Stores,
  user: CurrentUser,
  given: string | undefined,
  nowMs: number,
): Promise<void> {
  const stored = (await stores.users.findUserProfile(user.userId)).fundPwdHash
  let refusal = cashPasswordRefusal(stored !== null, given, () => true)
  if (!refusal) refusal = await fundPasswordRefusal(stores, user.userId, given!, stored!, nowMs)
  if (refusal) throw new RefusedError(refusal.code, refusal.message)
}

/**
 * Approves every pending withdrawal whose review time has passed, telling each member. Called before
 * withdrawals are read or decided, so a read never shows as pending what is approved by then, and a late
 * rejection finds it approved.
 */
export async function approveDueWithdrawals(stores: Stores, nowMs: number): Promise<void> {
  await stores.transaction(async (tx) => {
    for (const approved of await tx.withdrawals.approveDue(nowMs)) {
      await tx.messages.pushOnce(
        approved.userId,
        `withdraw:${approved.orderNo}`,
        inboxMessages.withdrawApproved(approved),
        approved.at,
      )
    }
  })
}

/** The audit of a member's open turnover requirements (打码量) against their valid bets. */
export async function turnoverAuditOf(stores: Stores, userId: number): Promise<TurnoverAudit> {
  const rules = await walletRulesOf(stores)
  const requirements = await stores.withdrawals.openRequirements(userId)
  const since = Math.min(...requirements.map((r) => r.createdAt))
  const bets = requirements.length ? await stores.withdrawals.validBetsSince(userId, since) : []
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
  return stores.transaction(async (tx) => {
    // The member's requests one at a time: the key, the day's total and the turnover are read, then written.
    await tx.wallet.lockBalances(user.userId)
    const answer = async (withdrawal: WithdrawalRow) => {
      const balances = await tx.wallet.balancesOf(user.userId)
      return {
        ...withdrawalView(withdrawal),
        money: fenToYuan(balances.moneyFen),
        liveMoney: fenToYuan(balances.liveMoneyFen),
      }
    }
    if (request.idempotencyKey) {
      const repeated = await tx.withdrawals.findWithdrawalByKey(user.userId, request.idempotencyKey)
      if (repeated) {
        refuseChangedRequest(repeated.requestHash, hash)
        return answer(repeated)
      }
    }
    const amountFen = yuanToFen(request.amount)
    const limit = await withdrawLimitOf(tx)
    const today = await tx.withdrawals.requestedSince(user.userId, chinaDayStart(nowMs))
    const problem = withdrawLimitError({ amountFen, kind: request.account.kind }, today, limit)
    if (problem) throw refused(problem)
    const rules = await walletRulesOf(tx)
    // The same rule the withdraw form shows as the amount is typed.
    const deduction = withdrawDeduction(amountFen, {
      feeRate: limit.feeRate,
      turnoverDeductFen: (await turnoverAuditOf(tx, user.userId)).deductFen,
      deductPercent: rules.deductPercent,
    })
    if (deduction.refusal) throw refused(deduction.refusal)

    const orderNo = newOrderNo('W', nowMs)
    const id = await tx.withdrawals.insertWithdrawal({
      orderNo,
      userId: user.userId,
      ...request.account,
      amountFen,
      feeFen: deduction.feeFen,
      deductFen: deduction.turnoverFen,
      idemKey: request.idempotencyKey ?? null,
      requestHash: request.idempotencyKey ? hash : null,
      createdAt: nowMs,
      autoApproveAt: nowMs + rules.withdrawReviewMinutes * 60_000,
    })
    await tx.wallet.post({
      userId: user.userId,
      type: 'withdraw',
      amountFen: -amountFen,
      ref: orderNo,
      at: nowMs,
    })
    await tx.withdrawals.clearRequirements(user.userId, id)
    return answer((await tx.withdrawals.findWithdrawal(orderNo))!)
  })
}

/** One of the member's withdrawals as it stands now. */
export async function withdrawalOf(stores: Stores, user: CurrentUser, orderNo: string, nowMs: number) {
  await approveDueWithdrawals(stores, nowMs)
  const withdrawal = await stores.withdrawals.findWithdrawal(orderNo)
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
  return stores.transaction(async (tx) => {
    const withdrawal = await tx.withdrawals.reject(orderNo, reason, nowMs)
    if (!withdrawal) {
      if (!(await tx.withdrawals.findWithdrawal(orderNo))) throw new NotFoundError('提现记录不存在')
      throw new ConflictError('WITHDRAW/STATUS', '该提现已处理')
    }
    await tx.wallet.post({
      userId: withdrawal.userId,
      type: 'withdrawReturn',
      amountFen: withdrawal.amountFen,
      ref: orderNo,
      at: nowMs,
    })
    await tx.withdrawals.reopenRequirements(withdrawal.id)
    await tx.messages.pushOnce(
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
  return stores.transaction(async (tx) => {
    // The member's cards saved one at a time: the number and the count are checked, then written.
    await tx.wallet.lockBalances(user.userId)
    const same = await tx.withdrawals.findCardByNumber(user.userId, input.account.cardNo)
    if (same && same.id !== input.id) throw new RefusedError('BANK/DUPLICATE', '该卡号已绑定')
    let id = input.id
    if (id === undefined) {
      const { maxBankCards } = await walletRulesOf(tx)
      if ((await tx.withdrawals.cardsOf(user.userId)).length >= maxBankCards) {
        throw new RefusedError('BANK/TOO_MANY', `最多绑定${maxBankCards}张银行卡`)
      }
      id = await tx.withdrawals.insertCard(user.userId, input.account, nowMs)
    } else {
      if (!(await tx.withdrawals.findCard(user.userId, id))) throw new NotFoundError('银行卡不存在')
      await tx.withdrawals.updateCard(user.userId, id, input.account, nowMs)
    }
    return bankCardView((await tx.withdrawals.findCard(user.userId, id))!)
  })
}
