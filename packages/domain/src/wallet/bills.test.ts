import { describe, expect, it } from 'vitest'
import { billsFilterOf, billTypeFilters } from './bills'

// 2026-11-22 12:00 China time.
const now = Date.UTC(2026, 10, 22, 4)

describe('bills filter', () => {
  it('offers 全部 then every ledger type', () => {
    expect(billTypeFilters[0]).toEqual({ value: '', label: '全部' })
    expect(billTypeFilters.find((f) => f.value === 'rebate')?.label).toBe('洗码返水')
  })

  it('defaults to every type over the last 7 days', () => {
    expect(billsFilterOf({}, now)).toEqual({
      type: null,
      range: { startDate: '2026-11-16', endDate: '2026-11-22' },
      message: null,
    })
    expect(billsFilterOf({ type: 'nonsense' }, now).type).toBeNull()
  })

  it('keeps a valid type and range', () => {
    expect(billsFilterOf({ type: 'bet', startDate: '2026-11-01', endDate: '2026-11-03' }, now)).toEqual({
      type: 'bet',
      range: { startDate: '2026-11-01', endDate: '2026-11-03' },
      message: null,
    })
  })

  it('replaces a refused range by the default one and says why', () => {
    const future = billsFilterOf({ startDate: '2026-11-20', endDate: '2026-11-23' }, now)
    expect(future.range).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' })
    expect(future.message).toBe('结束日期不能晚于今天')
    expect(billsFilterOf({ startDate: '2026-11-20', endDate: '2026-11-19' }, now).message).toBe(
      '结束日期不能早于开始日期',
    )
    expect(billsFilterOf({ startDate: '2026-02-30' }, now).message).toBe('日期格式不正确')
  })
})
