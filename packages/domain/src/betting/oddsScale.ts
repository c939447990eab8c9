// The unit of odds, apart from the odds arithmetic (odds.ts) so that showing odds (oddsDisplay.ts) loads
// without it: the betting page's first load shows odds, its quote comes later (apps/mobile/app/routes/game.$id._index/ConfirmDialog.ts).

/** Thousandths in one unit of decimal odds: odds 1.965 are 1965 thousandths. */
export const ODDS_SCALE = 1000

/** The highest odds the platform stores and sends (`playOddsSchema`): 100 000, in thousandths. */
export const MAX_ODDS_MILLI = 100_000_000

/** True when `value` is odds in thousandths: a positive safe integer. */
export function isOddsMilli(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
}
