import { z } from 'zod'
import { fenToYuan, yuanToFenRounded } from '../money/fen'
import { chinaDateParts, fromChinaTime } from '../time/chinaTime'

/** The periods a member's limits count over, in China (Asia/Shanghai, UTC+8) calendar terms. */
export const limitPeriods = ['day', 'week', 'month'] as const
/** One limit period. */
export type LimitPeriod = (typeof limitPeriods)[number]

/** What a limit caps: money put in (充值), or money lost on bets (stakes − payouts). */
export const limitKinds = ['deposit', 'loss'] as const
/** One kind of limit. */
export type LimitKind = (typeof limitKinds)[number]

/** How a limit period reads in a form label and a refusal (每日充值限额). */
export const limitPeriodNames: Readonly<Record<LimitPeriod, string>> = {
  day: '每日',
  week: '每周',
  month: '每月',
}
/** How the current period reads (今日剩余额度). */
export const currentPeriodNames: Readonly<Record<LimitPeriod, string>> = {
  day: '今日',
  week: '本周',
  month: '本月',
}
/** How a limit kind reads. */
export const limitKindNames: Readonly<Record<LimitKind, string>> = { deposit: '充值', loss: '亏损' }

/** A raise waits this long before it applies (lowering applies at once). */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000

/** The largest limit a member may set, 元. */
export const MAX_LIMIT_YUAN = 10_000_000

const DAY_MS = 86_400_000

/**
 * The period containing `nowMs`, as epoch ms `[fromMs, toMs)`: the China calendar day, the week from Monday
 * 00:00, or the month from the 1st 00:00.
 */
export function limitPeriodRange(period: LimitPeriod, nowMs: number): { fromMs: number; toMs: number } {
  const p = chinaDateParts(nowMs)
  if (period === 'day') {
    const fromMs = fromChinaTime(p.year, p.month, p.day)
    return { fromMs, toMs: fromMs + DAY_MS }
  }
  if (period === 'week') {
    const dayStart = fromChinaTime(p.year, p.month, p.day)
    // getUTCDay of the China wall-clock date: 0 = Sunday; weeks start on Monday.
    const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()
    const fromMs = dayStart - ((weekday + 6) % 7) * DAY_MS
    return { fromMs, toMs: fromMs + 7 * DAY_MS }
  }
  return {
    fromMs: fromChinaTime(p.year, p.month, 1),
    toMs: p.month === 12 ? fromChinaTime(p.year + 1, 1, 1) : fromChinaTime(p.year, p.month + 1, 1),
  }
}

/**
 * One limit as stored: the amount in force (`null` = no limit) and a raise waiting for its 24 h
 * (`pendingFen` may be `null`: removing a limit is a raise too).
 */
export interface LimitState {
  amountFen: number | null
  pending?: { amountFen: number | null; effectiveAt: number } | undefined
}

/** Every limit of a member: kind × period. */
export type LimitSettings = Record<LimitKind, Record<LimitPeriod, LimitState>>

/** A member who has set nothing. */
export function emptyLimits(): LimitSettings {
  const none = (): Record<LimitPeriod, LimitState> => ({
    day: { amountFen: null },
    week: { amountFen: null },
    month: { amountFen: null },
  })
  return { deposit: none(), loss: none() }
}

/** The limit as it stands at `nowMs`: a due raise has become the amount in force. */
export function settleLimit(state: LimitState, nowMs: number): LimitState {
  if (state.pending && nowMs >= state.pending.effectiveAt) return { amountFen: state.pending.amountFen }
  return state
}

/** The amount in force at `nowMs` (`null` = no limit). */
export function effectiveLimitFen(state: LimitState, nowMs: number): number | null {
  return settleLimit(state, nowMs).amountFen
}

/** Every limit of a member settled at `nowMs`. */
export function settleLimits(limits: LimitSettings, nowMs: number): LimitSettings {
  const out = emptyLimits()
  for (const kind of limitKinds) {
    for (const period of limitPeriods) out[kind][period] = settleLimit(limits[kind][period], nowMs)
  }
  return out
}

/** True when `next` is a lower (stricter) limit than `current`; `null` is no limit, the highest. */
function isLower(next: number | null, current: number | null): boolean {
  if (next === null) return false
  return current === null || next < current
}

/**
 * A member changes a limit to `nextFen` (`null` removes it) at `nowMs`. Lowering (or setting a first limit)
 * applies at once and drops any waiting raise; keeping the amount in force drops a waiting raise; raising
 * (or removing) waits {@link LIMIT_RAISE_DELAY_MS} with the current amount in force until then; the same
 * raise asked again keeps its time.
 */
export function changeLimit(state: LimitState, nextFen: number | null, nowMs: number): LimitState {
  const settled = settleLimit(state, nowMs)
  const current = settled.amountFen
  if (nextFen === current) return { amountFen: current }
  // Asking again for the raise already waiting keeps its time (a form sent again does not restart the 24 h).
  if (settled.pending && settled.pending.amountFen === nextFen) return settled
  if (isLower(nextFen, current)) return { amountFen: nextFen }
  return { amountFen: current, pending: { amountFen: nextFen, effectiveAt: nowMs + LIMIT_RAISE_DELAY_MS } }
}

/** Applies a whole form of limits (each kind × period; `undefined` leaves one as it is). */
export function changeLimits(
  limits: LimitSettings,
  next: Partial<Record<LimitKind, Partial<Record<LimitPeriod, number | null>>>>,
  nowMs: number,
): LimitSettings {
  const out = settleLimits(limits, nowMs)
  for (const kind of limitKinds) {
    for (const period of limitPeriods) {
      const value = next[kind]?.[period]
      if (value !== undefined) out[kind][period] = changeLimit(out[kind][period], value, nowMs)
    }
  }
  return out
}

/** A refusal of a deposit or bet by the member's own limit. */
export interface LimitRefusal {
  kind: LimitKind
  period: LimitPeriod
  limitFen: number
  usedFen: number
  message: string
}

/** The text of a refusal: 已超出您设置的每日充值限额（500元），今日剩余额度200元. */
export function limitRefusalMessage(
  kind: LimitKind,
  period: LimitPeriod,
  limitFen: number,
  usedFen: number,
): string {
  const left = Math.max(0, limitFen - usedFen)
  return `已超出您设置的${limitPeriodNames[period]}${limitKindNames[kind]}限额（${fenToYuan(limitFen)}元），${currentPeriodNames[period]}剩余额度${fenToYuan(left)}元`
}

/**
 * Checks an amount against a member's limits of one kind: `usedFen` is what the period has counted so far
 * (deposits made, or the net loss: stakes − payouts, never below zero), `amountFen` what the new deposit or
 * bet adds (a bet counts in full: it may be lost). The first limit it goes over (day, week, month) is the
 * refusal; `undefined` when it fits all.
 */
export function checkLimit(
  kind: LimitKind,
  limits: Record<LimitPeriod, LimitState>,
  usedFen: Record<LimitPeriod, number>,
  amountFen: number,
  nowMs: number,
): LimitRefusal | undefined {
  for (const period of limitPeriods) {
    const limitFen = effectiveLimitFen(limits[period], nowMs)
    if (limitFen === null) continue
    const used = Math.max(0, usedFen[period])
    if (used + amountFen > limitFen) {
      return {
        kind,
        period,
        limitFen,
        usedFen: used,
        message: limitRefusalMessage(kind, period, limitFen, used),
      }
    }
  }
  return undefined
}

/** A limit field of the form, 元: empty = no limit, else a whole number from 1 to {@link MAX_LIMIT_YUAN}. */
export const limitAmountField = z
  .string()
  .trim()
  .max(12)
  .refine((s) => s === '' || /^\d+$/.test(s), { message: '限额须为整数（元）' })
  .transform((s) => (s === '' ? null : Number(s)))
  .refine((n) => n === null || (n >= 1 && n <= MAX_LIMIT_YUAN), {
    message: `限额须在1至${MAX_LIMIT_YUAN}元之间`,
  })

/** The limits form: one field per kind × period (`depositDay`, `lossMonth`, …), 元 as text. */
export const limitsFormSchema = z.object({
  depositDay: limitAmountField,
  depositWeek: limitAmountField,
  depositMonth: limitAmountField,
  lossDay: limitAmountField,
  lossWeek: limitAmountField,
  lossMonth: limitAmountField,
})
/** The limits form as read. */
export type LimitsForm = z.infer<typeof limitsFormSchema>

/** The form field of a kind and period. */
export function limitFieldName(kind: LimitKind, period: LimitPeriod): keyof LimitsForm {
  return `${kind}${period[0]!.toUpperCase()}${period.slice(1)}` as keyof LimitsForm
}

/** A read limits form as the fen changes {@link changeLimits} takes. */
export function limitsFormToFen(form: LimitsForm): Record<LimitKind, Record<LimitPeriod, number | null>> {
  const out = { deposit: {}, loss: {} } as Record<LimitKind, Record<LimitPeriod, number | null>>
  for (const kind of limitKinds) {
    for (const period of limitPeriods) {
      const yuan = form[limitFieldName(kind, period)]
      out[kind][period] = yuan === null ? null : yuanToFenRounded(yuan)
    }
  }
  return out
}
