import { chinaDateParts } from './chinaTime'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/**
 * Reads a timestamp that may be Unix seconds or epoch milliseconds: a ten-digit number (or numeric text) is
 * seconds, anything else numeric is milliseconds. Returns `NaN` for text that is not a number.
 */
export function toEpochMs(value: number | string): number {
  const text = String(value).trim()
  if (!/^-?\d+(\.\d+)?$/.test(text)) return Number.NaN
  const n = Number(text)
  return /^\d{10}$/.test(text.split('.')[0]!) ? n * 1000 : n
}

/**
 * How long ago `thenMs` was at `nowMs`: under an hour the clock time `HH:mm` (China Standard Time), then
 * `N小时前` under 24 hours, `N天前` under 30 days, `N个月前` under 12 months (30-day months), else `N年前`.
 * A time in the future (a skewed clock) also shows as `HH:mm`.
 */
export function relativeTime(thenMs: number, nowMs: number): string {
  const elapsed = nowMs - thenMs
  if (elapsed < HOUR_MS) {
    const { hour, minute } = chinaDateParts(thenMs)
    return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
  }
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}小时前`
  const days = Math.floor(elapsed / DAY_MS)
  if (days < 30) return `${days}天前`
  const months = Math.floor(days / 30)
  if (months < 12) return `${months}个月前`
  return `${Math.max(1, Math.floor(days / 365))}年前`
}
