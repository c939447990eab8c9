import { z } from 'zod'
import { fenToYuan, yuanToFenRounded } from '../money/fen'
import { registerPatterns } from '../validation/register'

/** The withdraw-limit config (`withdraw_limit.json`); amounts in 元, `feeRate` in percent of the amount. */
export interface WithdrawLimit {
  minAmount: number
  maxAmount: number
  /** Withdrawals a member may request per China day (rejected ones do not count). */
  dailyTimes: number
  /** Most a member may request per China day, 元. */
  dailyMaxAmount: number
  /** Percent of the amount kept as the fee (0 = free). */
  feeRate: number
  /** Smallest withdrawal to a USDT address, 元. */
  usdtMinAmount: number
}

/** Where a withdrawal goes: a bank card, or a USDT address. */
export const payoutKinds = ['bank', 'usdt'] as const
/** Where a withdrawal goes. */
export type PayoutKind = (typeof payoutKinds)[number]

/**
 * Wrong withdrawal passwords in a row that lock every check of it (the check, withdrawing, saving a card,
 * changing it with the old one), and for how long: a 4-digit password has only 10,000 values.
 */
export const CASH_PASSWORD_LOCK = { failures: 5, durationMs: 15 * 60_000 } as const

/**
 * The withdrawal-password refusals of the error catalogue, in the order they are checked: none set (the app
 * sends the member to set one), none given (the app opens the password dialog), locked after too many wrong
 * ones (`CASH_PASSWORD_LOCK`; even the right one is refused until it ends), a wrong one.
 */
export const cashPasswordRefusals = {
  notSet: { code: 'UC/CASH_PASSWORD_NULL', message: '请先设置取款密码' },
  required: { code: 'UC/CASH_PASSWORD', message: '请输入取款密码' },
  locked: {
    code: 'UC/CASH_PASSWORD_LOCKED',
    message: `取款密码错误次数过多，请${CASH_PASSWORD_LOCK.durationMs / 60_000}分钟后再试`,
  },
  wrong: { code: 'UC/CASH_PASSWORD_ERROR', message: '交易密码输入错误！' },
} as const
/** One withdrawal-password refusal. */
export type CashPasswordRefusal = (typeof cashPasswordRefusals)[keyof typeof cashPasswordRefusals]

/**
 * The withdrawal-password check of a money-moving request: `undefined` when the password given is the one
 * set, otherwise the refusal. `matches` is asked only when a password is set and given (it hashes).
 */
export function cashPasswordRefusal(
  hasPassword: boolean,
  given: string | null | undefined,
  matches: (password: string) => boolean,
): CashPasswordRefusal | undefined {
  if (!hasPassword) return cashPasswordRefusals.notSet
  if (given === null || given === undefined || given === '') return cashPasswordRefusals.required
  return matches(given) ? undefined : cashPasswordRefusals.wrong
}

/** The texts of a refused withdrawal. */
export const withdrawMessages = {
  range: (min: number, max: number) => `单笔提现金额须在${min}至${max}元之间`,
  usdtMin: (min: number) => `USDT提现最低${min}元`,
  dailyTimes: (times: number) => `今日提现次数已达上限（${times}次）`,
  dailyAmount: (max: number) => `今日提现总额不能超过${max}元`,
  nothingLeft: '扣除手续费后提现金额不足',
} as const

/** What a member has requested today (rejected withdrawals left out). */
export interface WithdrawnToday {
  count: number
  totalFen: number
}

/** Why a withdrawal of `amountFen` is refused by the limits, or `undefined` when they allow it. */
export function withdrawLimitError(
  request: { amountFen: number; kind: PayoutKind },
  today: WithdrawnToday,
  limit: WithdrawLimit,
): string | undefined {
  const amount = fenToYuan(request.amountFen)
  if (request.kind === 'usdt' && amount < limit.usdtMinAmount)
    return withdrawMessages.usdtMin(limit.usdtMinAmount)
  if (amount < limit.minAmount || amount > limit.maxAmount) {
    return withdrawMessages.range(limit.minAmount, limit.maxAmount)
  }
  if (today.count >= limit.dailyTimes) return withdrawMessages.dailyTimes(limit.dailyTimes)
  if (today.totalFen + request.amountFen > yuanToFenRounded(limit.dailyMaxAmount)) {
    return withdrawMessages.dailyAmount(limit.dailyMaxAmount)
  }
  return undefined
}

/** The fee of a withdrawal, fen: `feeRate` percent of the amount, rounded to the fen. */
export function withdrawFeeFen(amountFen: number, feeRate: number): number {
  return Math.round((amountFen * Math.round(feeRate * 10_000)) / 1_000_000)
}

/**
 * A withdrawal's life: `pending` while it is reviewed, then `approved` (paid out; the hold stays spent) or
 * `rejected` (the hold goes back to the balance).
 */
export const withdrawStatuses = ['pending', 'approved', 'rejected'] as const
/** A withdrawal's status. */
export type WithdrawStatus = (typeof withdrawStatuses)[number]

/** What the history pages show for each status. */
export const withdrawStatusTexts: Readonly<Record<WithdrawStatus, string>> = {
  pending: '审核中',
  approved: '提现成功',
  rejected: '提现失败',
}

/** The status a withdrawal has at `nowMs`: a pending one whose review time has passed is approved. */
export function withdrawStatusAt(
  withdrawal: { status: WithdrawStatus; autoApproveAt: number },
  nowMs: number,
): WithdrawStatus {
  return withdrawal.status === 'pending' && withdrawal.autoApproveAt <= nowMs ? 'approved' : withdrawal.status
}

/**
 * A card number or address as answers show it: the last four characters, the rest hidden. Bank cards read
 * `**** **** **** 1234`; a USDT address keeps its first four as well (`TXyz****…abcd`), since members
 * recognise an address by both ends.
 */
export function maskAccountNumber(number: string, kind: PayoutKind = 'bank'): string {
  const text = number.replace(/\s+/g, '')
  if (text.length <= 4) return text
  if (kind === 'usdt') return `${text.slice(0, 4)}****${text.slice(-4)}`
  return `**** **** **** ${text.slice(-4)}`
}

/** The texts of a refused card. */
export const bankCardMessages = {
  bankName: '请输入开户银行',
  accountName: '请输入正确的持卡人姓名',
  cardNo: '请输入正确的银行卡号',
  address: '请输入正确的USDT地址',
} as const

/** A USDT address: TRC20 (`T` + 33 base58 characters) or ERC20 (`0x` + 40 hex digits). */
export const usdtAddressPattern = /^(T[1-9A-HJ-NP-Za-km-z]{33}|0x[0-9a-fA-F]{40})$/

/** A bank card or USDT address as typed. */
export interface BankCardValues {
  kind: PayoutKind
  bankName?: string | null
  accountName?: string | null
  cardNo?: string | null
}

/** The first problem with a card or address, or `undefined` when it can be saved (spaces in numbers are ignored). */
export function bankCardError(card: BankCardValues): string | undefined {
  const number = (card.cardNo ?? '').replace(/\s+/g, '')
  if (card.kind === 'usdt') return usdtAddressPattern.test(number) ? undefined : bankCardMessages.address
  const bankName = (card.bankName ?? '').trim()
  if (bankName.length < 2 || bankName.length > 30) return bankCardMessages.bankName
  if (!registerPatterns.fullName.test((card.accountName ?? '').trim())) return bankCardMessages.accountName
  return /^\d{12,19}$/.test(number) ? undefined : bankCardMessages.cardNo
}

/** zod schema of a card form: the same rules as {@link bankCardError}, numbers without spaces. */
export const bankCardSchema = z
  .object({
    kind: z.enum(payoutKinds).default('bank'),
    bankName: z.string().max(60).optional(),
    accountName: z.string().max(60).optional(),
    cardNo: z.string().max(80),
  })
  .transform((card, ctx) => {
    const message = bankCardError(card)
    if (message) {
      ctx.addIssue({ code: 'custom', path: [card.kind === 'usdt' ? 'cardNo' : fieldOf(message)], message })
      return z.NEVER
    }
    return {
      kind: card.kind,
      bankName: card.kind === 'usdt' ? 'USDT' : (card.bankName ?? '').trim(),
      accountName: card.kind === 'usdt' ? '' : (card.accountName ?? '').trim(),
      cardNo: card.cardNo.replace(/\s+/g, ''),
    }
  })

function fieldOf(message: string): string {
  if (message === bankCardMessages.bankName) return 'bankName'
  if (message === bankCardMessages.accountName) return 'accountName'
  return 'cardNo'
}
