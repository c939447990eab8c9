import type { LotteryKind } from '../lottery/kinds'

/** The analytics pages, named by their route segment under `/game/{id}/analytic/`. */
export const analyticsViews = [
  'history',
  'big-small',
  'both-side',
  'last-number',
  'range',
  'trend',
  'zodiac-reference',
  'special-num',
  'first-num',
  'zodiac-trending',
  'zodiac-types-trending',
  'lottery-helper',
] as const
/** One analytics page. */
export type AnalyticsView = (typeof analyticsViews)[number]

const everyKind: readonly LotteryKind[] = ['sixMark', 'racing', 'quickThree', 'timeBased']
const sixMarkOnly: readonly LotteryKind[] = ['sixMark']

/**
 * Which lottery kinds each page applies to: history, the per-draw attribute table, two-sides, trend and the
 * 长龙 helper to every kind; tails, bands and the zodiac pages only to six-mark, whose balls carry them.
 */
export const analyticsViewKinds: Readonly<Record<AnalyticsView, readonly LotteryKind[]>> = {
  history: everyKind,
  'big-small': everyKind,
  'both-side': everyKind,
  'last-number': sixMarkOnly,
  range: sixMarkOnly,
  trend: everyKind,
  'zodiac-reference': sixMarkOnly,
  'special-num': sixMarkOnly,
  'first-num': sixMarkOnly,
  'zodiac-trending': sixMarkOnly,
  'zodiac-types-trending': sixMarkOnly,
  'lottery-helper': everyKind,
}

/** The analytics pages a lottery kind offers, in page order. */
export function analyticsViewsOf(kind: LotteryKind): AnalyticsView[] {
  return analyticsViews.filter((view) => analyticsViewKinds[view].includes(kind))
}
