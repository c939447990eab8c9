import { describe, expect, it } from 'vitest'
import { fromChinaTime } from '../time/chinaTime'
import {
  activeBlock,
  blockEnd,
  blockOptionById,
  blockRefusalMessage,
  changeLimit,
  changeLimits,
  checkLimit,
  effectiveLimitFen,
  emptyLimits,
  isRealityCheckInterval,
  LIMIT_RAISE_DELAY_MS,
  limitPeriodRange,
  limitsFormSchema,
  limitsFormToFen,
  nextRealityCheckAt,
  realityCheckSummary,
  responsibleTexts,
  startBlock,
} from '.'

const H = 3_600_000

describe('limit periods (China calendar)', () => {
  it('a day runs from 00:00 to 00:00 China time, not UTC', () => {
    // 2026-11-25 23:30 China = 15:30 UTC.
    const now = fromChinaTime(2026, 11, 25, 23, 30)
    expect(limitPeriodRange('day', now)).toEqual({
      fromMs: fromChinaTime(2026, 11, 25),
      toMs: fromChinaTime(2026, 11, 26),
    })
    // 00:10 China on the 26th is still the 25th in UTC, but a new China day.
    expect(limitPeriodRange('day', fromChinaTime(2026, 11, 26, 0, 10)).fromMs).toBe(
      fromChinaTime(2026, 11, 26),
    )
  })

  it('a week starts on Monday, a Sunday belongs to the week before', () => {
    // 2026-11-25 is a Wednesday; 2026-11-29 a Sunday; 2026-11-30 a Monday.
    expect(limitPeriodRange('week', fromChinaTime(2026, 11, 25, 12)).fromMs).toBe(fromChinaTime(2026, 11, 23))
    expect(limitPeriodRange('week', fromChinaTime(2026, 11, 29, 23, 59)).fromMs).toBe(
      fromChinaTime(2026, 11, 23),
    )
    expect(limitPeriodRange('week', fromChinaTime(2026, 11, 30)).fromMs).toBe(fromChinaTime(2026, 11, 30))
    const week = limitPeriodRange('week', fromChinaTime(2026, 11, 25))
    expect(week.toMs - week.fromMs).toBe(7 * 24 * H)
  })

  it('a month runs from the 1st, December into January', () => {
    expect(limitPeriodRange('month', fromChinaTime(2026, 12, 31, 23))).toEqual({
      fromMs: fromChinaTime(2026, 12, 1),
      toMs: fromChinaTime(2027, 1, 1),
    })
  })
})

describe('changing a limit', () => {
  const now = fromChinaTime(2026, 11, 25, 10)

  it('a first limit and a lower one apply at once', () => {
    const first = changeLimit({ amountFen: null }, 50_000, now)
    expect(first).toEqual({ amountFen: 50_000 })
    expect(changeLimit(first, 20_000, now)).toEqual({ amountFen: 20_000 })
  })

  it('a raise waits 24 hours, then applies', () => {
    const raised = changeLimit({ amountFen: 20_000 }, 90_000, now)
    expect(raised).toEqual({
      amountFen: 20_000,
      pending: { amountFen: 90_000, effectiveAt: now + LIMIT_RAISE_DELAY_MS },
    })
    expect(effectiveLimitFen(raised, now + LIMIT_RAISE_DELAY_MS - 1)).toBe(20_000)
    expect(effectiveLimitFen(raised, now + LIMIT_RAISE_DELAY_MS)).toBe(90_000)
  })

  it('removing a limit is a raise; lowering again drops the waiting raise', () => {
    const removed = changeLimit({ amountFen: 20_000 }, null, now)
    expect(removed.pending).toEqual({ amountFen: null, effectiveAt: now + LIMIT_RAISE_DELAY_MS })
    expect(effectiveLimitFen(removed, now + H)).toBe(20_000)
    expect(effectiveLimitFen(removed, now + LIMIT_RAISE_DELAY_MS)).toBeNull()
    expect(changeLimit(removed, 10_000, now + H)).toEqual({ amountFen: 10_000 })
    expect(changeLimit(removed, 20_000, now + H)).toEqual({ amountFen: 20_000 })
  })

  it('the same raise asked again keeps its time; another raise starts the 24 hours again', () => {
    const raised = changeLimit({ amountFen: 20_000 }, 90_000, now)
    expect(changeLimit(raised, 90_000, now + H)).toEqual(raised)
    expect(changeLimit(raised, 95_000, now + H).pending).toEqual({
      amountFen: 95_000,
      effectiveAt: now + H + LIMIT_RAISE_DELAY_MS,
    })
  })

  it('a whole form changes only the fields given', () => {
    const limits = changeLimits(emptyLimits(), { deposit: { day: 50_000 } }, now)
    const next = changeLimits(limits, { deposit: { day: 60_000 }, loss: { week: 1_000 } }, now)
    expect(next.deposit.day.amountFen).toBe(50_000)
    expect(next.deposit.day.pending?.amountFen).toBe(60_000)
    expect(next.loss.week).toEqual({ amountFen: 1_000 })
    expect(next.deposit.month).toEqual({ amountFen: null })
  })
})

describe('checking an amount against the limits', () => {
  const now = fromChinaTime(2026, 11, 25, 10)
  const limits = { day: { amountFen: 50_000 }, week: { amountFen: 100_000 }, month: { amountFen: null } }

  it('fits up to the limit exactly, refuses one fen over', () => {
    expect(
      checkLimit('deposit', limits, { day: 30_000, week: 30_000, month: 0 }, 20_000, now),
    ).toBeUndefined()
    const refusal = checkLimit('deposit', limits, { day: 30_000, week: 30_000, month: 0 }, 20_001, now)
    expect(refusal?.period).toBe('day')
    expect(refusal?.message).toBe('已超出您设置的每日充值限额（500元），今日剩余额度200元')
  })

  it('checks the week when the day fits', () => {
    const refusal = checkLimit('loss', limits, { day: 0, week: 95_000, month: 0 }, 10_000, now)
    expect(refusal?.message).toBe('已超出您设置的每周亏损限额（1000元），本周剩余额度50元')
  })

  it('a net win counts as no loss', () => {
    expect(checkLimit('loss', limits, { day: -80_000, week: -80_000, month: 0 }, 50_000, now)).toBeUndefined()
  })
})

describe('the limits form', () => {
  it('reads empty fields as no limit and amounts as fen', () => {
    const form = limitsFormSchema.parse({
      depositDay: '500',
      depositWeek: '',
      depositMonth: ' ',
      lossDay: '100',
      lossWeek: '',
      lossMonth: '',
    })
    expect(limitsFormToFen(form).deposit).toEqual({ day: 50_000, week: null, month: null })
    expect(limitsFormToFen(form).loss.day).toBe(10_000)
  })

  it('refuses decimals, zero and too much with a Chinese message', () => {
    const base = {
      depositDay: '',
      depositWeek: '',
      depositMonth: '',
      lossDay: '',
      lossWeek: '',
      lossMonth: '',
    }
    const decimal = limitsFormSchema.safeParse({ ...base, depositDay: '1.5' })
    expect(decimal.error?.issues[0]?.message).toBe('限额须为整数（元）')
    const zero = limitsFormSchema.safeParse({ ...base, lossWeek: '0' })
    expect(zero.error?.issues[0]?.message).toBe('限额须在1至10000000元之间')
    expect(limitsFormSchema.safeParse({ ...base, lossWeek: '10000001' }).success).toBe(false)
  })
})

describe('cool-off and self-exclusion', () => {
  const now = fromChinaTime(2026, 8, 31, 20)

  it('cool-offs last hours, self-exclusion calendar months, or forever', () => {
    expect(blockEnd(blockOptionById('cool-24h')!, now)).toBe(now + 24 * H)
    expect(blockEnd(blockOptionById('cool-6w')!, now)).toBe(now + 42 * 24 * H)
    // 31 August + 6 months: the last day of February.
    expect(blockEnd(blockOptionById('exclude-6m')!, now)).toBe(fromChinaTime(2027, 2, 28, 20))
    expect(blockEnd(blockOptionById('exclude-1y')!, now)).toBe(fromChinaTime(2027, 8, 31, 20))
    expect(blockEnd(blockOptionById('exclude-forever')!, now)).toBeNull()
  })

  it('is in force until its end, and then over', () => {
    const started = startBlock(null, blockOptionById('cool-24h')!, now)
    if (!started.ok) throw new Error('refused')
    expect(activeBlock(started.block, now + 24 * H - 1)).toBe(started.block)
    expect(activeBlock(started.block, now + 24 * H)).toBeUndefined()
    expect(blockRefusalMessage(started.block)).toBe(
      '您正处于冷静期中，2026-09-01 20:00前不能投注、充值或发言',
    )
  })

  it('cannot be shortened while in force, may be lengthened', () => {
    const week = startBlock(null, blockOptionById('cool-7d')!, now)
    if (!week.ok) throw new Error('refused')
    const shorter = startBlock(week.block, blockOptionById('cool-24h')!, now + H)
    expect(shorter).toEqual({ ok: false, message: '您已处于更长的冷静期或自我排除中，不能缩短或提前结束' })
    const longer = startBlock(week.block, blockOptionById('exclude-forever')!, now + H)
    expect(longer.ok && longer.block).toEqual({ kind: 'selfExclusion', startedAt: now + H, until: null })
    if (!longer.ok) throw new Error('refused')
    expect(startBlock(longer.block, blockOptionById('exclude-1y')!, now + 400 * 24 * H).ok).toBe(false)
    expect(blockRefusalMessage(longer.block)).toBe('您已选择永久自我排除，不能投注、充值或发言')
  })
})

describe('the reality check', () => {
  it('is due N minutes after the start or the last 继续, and sums up the session', () => {
    const start = fromChinaTime(2026, 11, 25, 10)
    expect(nextRealityCheckAt(start, 60)).toBe(start + H)
    const summary = realityCheckSummary(start, start + 65 * 60_000, -12_050)
    expect(summary).toEqual({
      playedText: '1小时5分钟',
      netText: '-120.50元',
      losing: true,
      message: '您已连续游戏1小时5分钟，本次净输赢-120.50元。',
    })
    expect(realityCheckSummary(start, start + 45 * 60_000, 3_000).netText).toBe('+30.00元')
    expect(realityCheckSummary(start, start + 2 * H, 0).playedText).toBe('2小时')
    expect([15, 60, 120].every(isRealityCheckInterval)).toBe(true)
    expect(isRealityCheckInterval(7)).toBe(false)
  })

  it('asks before a pause in words that say it cannot be ended early', () => {
    expect(responsibleTexts.blockConfirm('冷静期', '7天')).toBe(
      '确定开始7天的冷静期吗？开始后不能提前结束，期间不能投注、充值或发言。',
    )
  })
})
