import type { Bill, RechargeOrder, Withdrawal } from '@liuhe/api'
import { recordedWithdrawDeduction, withdrawDeductionNote, yuanToFen } from '@liuhe/domain'

/** One bill as the page shows it (fen). */
export interface BillView {
  id: number
  typeLabel: string
  wallet: 'main' | 'live'
  amountFen: number
  balanceFen: number
  reference: string
  time: string
  /** A withdrawal's bill: what it deducted and what reached the card (domain `withdrawDeductionNote`). */
  note?: string
}

/** How a record's status is coloured: waiting, finished well, or ended without money moving. */
export type RecordTone = 'pending' | 'done' | 'failed'

/** One recharge or withdrawal of a history list (fen). */
export interface RecordView {
  orderNo: string
  title: string
  amountFen: number
  statusText: string
  tone: RecordTone
  time: string
}

/** A bill's reference as the list shows it: a bet row of several orders names the first and the count. */
export function referenceText(ref: string): string {
  const refs = ref.split(',').filter(Boolean)
  return refs.length > 1 ? `${refs[0]} 等${refs.length}单` : ref
}

export function toBillView(bill: Bill): BillView {
  return {
    id: bill.id,
    typeLabel: bill.typeLabel,
    wallet: bill.wallet,
    amountFen: yuanToFen(bill.amount),
    balanceFen: yuanToFen(bill.balance),
    reference: referenceText(bill.ref),
    time: bill.createdAt,
    ...(bill.withdrawal ? { note: withdrawalNote(bill.withdrawal) } : {}),
  }
}

/** A withdrawal's deduction line, from the figures the platform stored with it (元). */
export function withdrawalNote(withdrawal: { amount: number; fee: number; deduct: number }): string {
  return withdrawDeductionNote(
    recordedWithdrawDeduction({
      amountFen: yuanToFen(withdrawal.amount),
      feeFen: yuanToFen(withdrawal.fee),
      deductFen: yuanToFen(withdrawal.deduct),
    }),
  )
}

const rechargeTones: Record<RechargeOrder['status'], RecordTone> = {
  pending: 'pending',
  paid: 'pending',
  credited: 'done',
  cancelled: 'failed',
  expired: 'failed',
}

const withdrawTones: Record<Withdrawal['status'], RecordTone> = {
  pending: 'pending',
  approved: 'done',
  rejected: 'failed',
}

export function toRechargeRecord(order: RechargeOrder): RecordView {
  return {
    orderNo: order.orderNo,
    title: order.channelName,
    amountFen: yuanToFen(order.amount),
    statusText: order.statusText,
    tone: rechargeTones[order.status],
    time: order.createdAt,
  }
}

export function toWithdrawRecord(withdrawal: Withdrawal): RecordView {
  return {
    orderNo: withdrawal.orderNo,
    title: `${withdrawal.bankName} ${withdrawal.cardNo.slice(-4)}`,
    amountFen: yuanToFen(withdrawal.amount),
    statusText: withdrawal.statusText,
    tone: withdrawTones[withdrawal.status],
    time: withdrawal.createdAt,
  }
}

/** Tone of a recharge order's or a withdrawal's status, for the detail pages. */
export const recordToneOf = {
  recharge: (status: RechargeOrder['status']) => rechargeTones[status],
  withdraw: (status: Withdrawal['status']) => withdrawTones[status],
}

/** The texts of the wallet record pages. */
export const recordTexts = {
  empty: '暂无数据',
  end: '没有更多数据了',
  yuan: '元',
} as const
