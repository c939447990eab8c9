import { describe, expect, it } from 'vitest'
import { lotteryKinds } from '../lottery/kinds'
import { analyticsViewKinds, analyticsViews, analyticsViewsOf } from './views'

describe('analytics views', () => {
  it('offers six-mark every page and the other kinds the pages their results carry', () => {
    expect(analyticsViewsOf('sixMark')).toEqual([...analyticsViews])
    for (const kind of lotteryKinds.filter((k) => k !== 'sixMark'))
      expect(analyticsViewsOf(kind)).toEqual(['history', 'big-small', 'both-side', 'trend', 'lottery-helper'])
  })

  it('names every page with at least the six-mark kind', () => {
    for (const view of analyticsViews) expect(analyticsViewKinds[view]).toContain('sixMark')
  })
})
