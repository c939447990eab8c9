/**
 * Gregorian dates (MMDD, China Standard Time) of Chinese New Year's day (正月初一), 1949–2101.
 * Generated once from an astronomical lunar calendar; the test suite cross-checks every year against an
 * independent implementation, so this table is data, not a guess.
 */
const FIRST_YEAR = 1949
const TABLE = [
  '0129 0217 0206 0127 0214 0203 0124 0212 0131 0218',
  '0208 0128 0215 0205 0125 0213 0202 0121 0209 0130',
  '0217 0206 0127 0215 0203 0123 0211 0131 0218 0207',
  '0128 0216 0205 0125 0213 0202 0220 0209 0129 0217',
  '0206 0127 0215 0204 0123 0210 0131 0219 0207 0128',
  '0216 0205 0124 0212 0201 0122 0209 0129 0218 0207',
  '0126 0214 0203 0123 0210 0131 0219 0208 0128 0216',
  '0205 0125 0212 0201 0122 0210 0129 0217 0206 0126',
  '0213 0203 0123 0211 0131 0219 0208 0128 0215 0204',
  '0124 0212 0201 0122 0210 0130 0217 0206 0126 0214',
  '0202 0123 0211 0201 0219 0208 0128 0215 0204 0124',
  '0212 0202 0121 0209 0129 0217 0205 0126 0214 0203',
  '0123 0211 0131 0219 0207 0127 0215 0205 0124 0212',
  '0202 0122 0209 0129 0217 0206 0126 0214 0203 0124',
  '0210 0130 0218 0207 0127 0215 0205 0125 0212 0201',
  '0121 0209 0129',
]
  .join(' ')
  .split(' ')

/** First Gregorian year covered by the lunar new year table. */
export const LUNAR_TABLE_FIRST_YEAR = FIRST_YEAR
/** Last Gregorian year covered by the lunar new year table. */
export const LUNAR_TABLE_LAST_YEAR = FIRST_YEAR + TABLE.length - 1

/** Month (1–12) and day of Chinese New Year (正月初一) in the given Gregorian year, China Standard Time. */
export function lunarNewYearDate(year: number): { month: number; day: number } {
  const mmdd = TABLE[year - FIRST_YEAR]
  if (mmdd === undefined) {
    throw new RangeError(`lunar new year is known for ${FIRST_YEAR}–${LUNAR_TABLE_LAST_YEAR}, not ${year}`)
  }
  return { month: Number(mmdd.slice(0, 2)), day: Number(mmdd.slice(2)) }
}
