import type { RechargeStatus } from './recharge'
import type { WithdrawStatus } from './withdraw'

/** Where a step of an order's life stands: passed, where the order waits now, a failed end, or still ahead. */
export const timelineStepStates = ['done', 'current', 'failed', 'upcoming'] as const
/** A timeline step's state. */
export type TimelineStepState = (typeof timelineStepStates)[number]

/** One step of an order's status timeline, its time in China time when known. */
export interface TimelineStep {
  label: string
  state: TimelineStepState
  time: string | null
  /** A line under the step (a refusal's reason). */
  note?: string
}

/** The step labels of the recharge and withdrawal timelines. */
export const timelineTexts = {
  submitted: '提交订单',
  awaitingPayment: '等待支付',
  paid: '已付款',
  confirming: '等待确认',
  credited: '已到账',
  cancelled: '已取消',
  expired: '已过期',
  applied: '提交申请',
  reviewing: '审核中',
  reviewed: '审核完成',
  paidOut: '已出款',
  rejected: '已拒绝',
} as const

/** A recharge order as the timeline reads it (times in China time, status as shown). */
export interface RechargeTimelineInput {
  status: RechargeStatus
  createdAt: string
  expiresAt: string
  paidAt: string | null
  creditedAt: string | null
}

/**
 * A recharge order's timeline: submitted, then paid, then credited. A pending order waits at payment, a
 * paid bank transfer waits at the operator's confirmation; a cancelled or expired order ends in a failed step
 * after the last one it reached.
 */
export function rechargeTimeline(order: RechargeTimelineInput): TimelineStep[] {
  const submitted: TimelineStep = { label: timelineTexts.submitted, state: 'done', time: order.createdAt }
  switch (order.status) {
    case 'pending':
      return [
        submitted,
        { label: timelineTexts.awaitingPayment, state: 'current', time: null },
        { label: timelineTexts.credited, state: 'upcoming', time: null },
      ]
    case 'paid':
      return [
        submitted,
        { label: timelineTexts.paid, state: 'done', time: order.paidAt },
        { label: timelineTexts.confirming, state: 'current', time: null },
        { label: timelineTexts.credited, state: 'upcoming', time: null },
      ]
    case 'credited':
      return [
        submitted,
        { label: timelineTexts.paid, state: 'done', time: order.paidAt ?? order.creditedAt },
        { label: timelineTexts.credited, state: 'done', time: order.creditedAt },
      ]
    case 'cancelled':
      return [
        submitted,
        ...(order.paidAt ? [{ label: timelineTexts.paid, state: 'done' as const, time: order.paidAt }] : []),
        { label: timelineTexts.cancelled, state: 'failed', time: null },
      ]
    case 'expired':
      return [submitted, { label: timelineTexts.expired, state: 'failed', time: order.expiresAt }]
  }
}

/** A withdrawal as the timeline reads it. */
export interface WithdrawTimelineInput {
  status: WithdrawStatus
  createdAt: string
  decidedAt: string | null
  reason: string
}

/** A withdrawal's timeline: applied, reviewed, then paid out or rejected (with the reason). */
export function withdrawTimeline(withdrawal: WithdrawTimelineInput): TimelineStep[] {
  const applied: TimelineStep = { label: timelineTexts.applied, state: 'done', time: withdrawal.createdAt }
  switch (withdrawal.status) {
    case 'pending':
      return [
        applied,
        { label: timelineTexts.reviewing, state: 'current', time: null },
        { label: timelineTexts.paidOut, state: 'upcoming', time: null },
      ]
    case 'approved':
      return [
        applied,
        { label: timelineTexts.reviewed, state: 'done', time: null },
        { label: timelineTexts.paidOut, state: 'done', time: withdrawal.decidedAt },
      ]
    case 'rejected':
      return [
        applied,
        { label: timelineTexts.reviewed, state: 'done', time: null },
        {
          label: timelineTexts.rejected,
          state: 'failed',
          time: withdrawal.decidedAt,
          ...(withdrawal.reason ? { note: withdrawal.reason } : {}),
        },
      ]
  }
}
