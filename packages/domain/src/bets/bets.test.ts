import { describe, expect, it } from 'vitest'
import { fromChinaTime } from '../time/chinaTime'
import {
  betCancelTexts,
  betDisplayState,
  betListTabs,
  betModelLabel,
  betResultOf,
  betStatusOf,
  cancelModeLabel,
  cancelOrderNoParam,
  isCancellable,
  selectAllCancellable,
  statusForTab,
  toggleCancelSelection,
} from './bets'

const now = fromChinaTime(2026, 5, 18, 21, 0)
const open = '2026-05-18 21:30:00'
const closed = '2026-05-18 20:59:59'

describe('status and result codes', () => {
  it('maps every status and result code', () => {
    expect([0, 1, 2, 3, 4].map(betStatusOf)).toEqual([
      'pending',
      'settled',
      'cancelled',
      'deleted',
      'chaseStopped',
    ])
    expect(['0', '1', '2'].map(betResultOf)).toEqual(['notWon', 'paidOut', 'draw'])
    expect(betStatusOf(9)).toBeUndefined()
    expect(betResultOf(null)).toBeUndefined()
  })

  it('maps every tab to its status', () => {
    expect(betListTabs.map((t) => [t.id, statusForTab(t.id)])).toEqual([
      [1, undefined],
      [2, 0],
      [3, 1],
      [4, 2],
      [5, undefined],
    ])
  })
})

describe('isCancellable', () => {
  it('needs cancel enabled, a pending status and an open deadline read as UTC+8', () => {
    expect(isCancellable({ status: 0, betEndTime: open }, 1, now)).toBe(true)
    expect(isCancellable({ status: '0', betEndTime: open }, '1', now)).toBe(true)
    expect(isCancellable({ status: 0, betEndTime: open }, 0, now)).toBe(false)
    expect(isCancellable({ status: 0, betEndTime: closed }, 1, now)).toBe(false)
    expect(isCancellable({ status: 0 }, 1, now)).toBe(false)
    for (const status of [1, 2, 3, 4]) expect(isCancellable({ status, betEndTime: open }, 1, now)).toBe(false)
    // 21:30 in Beijing is 13:30 UTC: at 13:00 UTC the bet is still open.
    expect(isCancellable({ status: 0, betEndTime: open }, 1, Date.UTC(2026, 4, 18, 13))).toBe(true)
  })
})

describe('betDisplayState (every status)', () => {
  it('shows each status and result', () => {
    const rows = [
      [{ status: 0, betEndTime: open }, 'cancellable'],
      [{ status: 0, betEndTime: open, trackOrderNo: 'T1' }, 'cancellable-chase'],
      [{ status: 0, betEndTime: closed, trackOrderNo: 'T1' }, 'unsettled'],
      [{ status: 1, result: 0 }, 'notWon'],
      [{ status: 1, result: 1 }, 'paidOut'],
      [{ status: 1, result: 2 }, 'draw'],
      [{ status: 1 }, 'notWon'],
      [{ status: 2 }, 'cancelled'],
      [{ status: 3 }, 'deleted'],
      [{ status: 4 }, 'chaseStopped'],
      [{ status: 7 }, 'unsettled'],
    ] as const
    for (const [order, state] of rows)
      expect(betDisplayState(order, 1, now), JSON.stringify(order)).toBe(state)
    expect(betDisplayState({ status: 0, betEndTime: open }, 0, now)).toBe('unsettled')
  })

  it('labels the model 信 or 官', () => {
    expect(betModelLabel(1)).toBe('信')
    expect(betModelLabel('1')).toBe('信')
    expect(betModelLabel(2)).toBe('官')
    expect(betModelLabel(undefined)).toBe('官')
  })
})

describe('cancel mode', () => {
  const a = { orderNo: 'A', status: 0, betEndTime: open }
  const b = { orderNo: 'B', status: 1, betEndTime: open }
  const c = { orderNo: 'C', status: 0, betEndTime: open }

  it('ticks only cancellable rows and unticks any', () => {
    expect(toggleCancelSelection([], a, 1, now)).toEqual({ selected: ['A'] })
    expect(toggleCancelSelection(['A'], a, 1, now)).toEqual({ selected: [] })
    expect(toggleCancelSelection(['A'], b, 1, now)).toEqual({ selected: ['A'], message: '该记录不能撤销！' })
  })

  it('selects all cancellable rows and joins them for the request', () => {
    expect(selectAllCancellable([a, b, c], 1, now)).toEqual(['A', 'C'])
    expect(cancelOrderNoParam(['A', 'C'])).toBe('A,C')
  })

  it('uses the texts of docs/product.md', () => {
    expect(cancelModeLabel(false)).toBe('撤单')
    expect(cancelModeLabel(true)).toBe('取消')
    expect(betCancelTexts.success).toBe('撤销成功')
    expect(betCancelTexts.disabled).toBe('注单状态不能撤单，请刷新页面！')
  })
})
