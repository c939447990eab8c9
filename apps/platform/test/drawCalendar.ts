/**
 * Expected issue numbers of the draws the platform generates after the real feeds end, worked out from the
 * calendar alone (no platform or domain code), so a test does not check the code against itself. Dates are
 * China calendar dates written `YYYY-MM-DD`.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** Hong Kong draws on Tuesday, Thursday and Saturday (0 = Sunday). */
export const hongKongWeekdays = [2, 4, 6] as const
const everyDay = [0, 1, 2, 3, 4, 5, 6] as const

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS
const dateOf = (dayNo: number) => new Date(dayNo * DAY_MS).toISOString().slice(0, 10)
const weekdayOf = (dayNo: number) => new Date(dayNo * DAY_MS).getUTCDay()

/** How many dates from `from` to `to` (both included) fall on one of `weekdays`. */
export function countDays(from: string, to: string, weekdays: readonly number[] = everyDay): number {
  let count = 0
  for (let d = dayNumber(from); d <= dayNumber(to); d++) if (weekdays.includes(weekdayOf(d))) count++
  return count
}

/** The last date on or before `date` that falls on one of `weekdays`. */
export function lastDayOnOrBefore(date: string, weekdays: readonly number[]): string {
  let d = dayNumber(date)
  while (!weekdays.includes(weekdayOf(d))) d--
  return dateOf(d)
}

/**
 * The Macau issue drawn on a 2026 `date` after the feed: the feed ends with 2026138 on 2026-05-18 and the
 * game draws every day, so 2026-05-19 is 2026139 and each later day one more.
 */
export function macauIssueOn(date: string): string {
  return String(2026139 + countDays('2026-05-19', date) - 1)
}

/**
 * The Hong Kong issue drawn on a 2026 draw day `date`: the sequence restarts each year, so it is the year
 * followed by how many Tuesdays, Thursdays and Saturdays of 2026 there are up to that date.
 */
export function hongKongIssueOn(date: string): string {
  return `2026${String(countDays('2026-01-01', date, hongKongWeekdays)).padStart(3, '0')}`
}

/** An issue number plus `n` (within one year's sequence). */
export const issuePlus = (issue: string, n: number) => String(Number(issue) + n)
