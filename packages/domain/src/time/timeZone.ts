import { fromChinaTime, parseChinaTime } from './chinaTime'

/** A system time zone: an offset from UTC in minutes, or text such as 'Asia/Shanghai', '+8', 'UTC+08:00'. */
export type TimeZoneSetting = number | string

/** Wall-clock fields of an instant in some time zone. */
export interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const OFFSET_TEXT = /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i

/** Reads '+8', '-05:30', 'UTC+8' or 'GMT+0800' as an offset in minutes; `undefined` when it is not one. */
export function parseUtcOffset(text: string): number | undefined {
  const m = OFFSET_TEXT.exec(text.trim())
  if (!m) return undefined
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0)
  return m[1] === '-' ? -minutes : minutes
}

function partsAtOffset(epochMs: number, offsetMinutes: number): WallClock {
  const d = new Date(epochMs + offsetMinutes * 60_000)
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  }
}

/**
 * Wall-clock time of an instant in the system time zone. Offsets are applied directly; IANA names are
 * resolved with `Intl.DateTimeFormat`. An unknown zone throws a `RangeError`.
 */
export function wallClockIn(timeZone: TimeZoneSetting, epochMs: number): WallClock {
  if (typeof timeZone === 'number') return partsAtOffset(epochMs, timeZone)
  const offset = parseUtcOffset(timeZone)
  if (offset !== undefined) return partsAtOffset(epochMs, offset)
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: timeZone.trim(),
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  })
  const field = (type: string) => Number(format.formatToParts(epochMs).find((p) => p.type === type)?.value)
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  }
}

/** A parsed maintenance range: from/to as wall-clock numbers, daily when given as times of day. */
export interface MaintainRange {
  daily: boolean
  from: number
  to: number
}

const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/

function readBound(text: string): { daily: boolean; value: number } | undefined {
  const t = TIME_OF_DAY.exec(text)
  if (t) return { daily: true, value: Number(t[1]) * 3600 + Number(t[2]) * 60 + Number(t[3] ?? 0) }
  // Parsed as if UTC+8 only to get a comparable number for the wall-clock text; the zone comes later.
  const ms = parseChinaTime(text.replaceAll('/', '-'))
  return Number.isNaN(ms) ? undefined : { daily: false, value: ms }
}

/**
 * Reads a game's `maintain` text 'start~end': either two date-times ('2026-05-01 02:00:00~2026-05-01
 * 06:00:00'; '/' also separates the date, the time is optional) or two times of day ('02:00~06:00', which may wrap past midnight). Empty or
 * unreadable text (no maintenance) reads as `undefined`.
 */
export function parseMaintainRange(maintain: string | null | undefined): MaintainRange | undefined {
  const parts = (maintain ?? '').split('~').map((p) => p.trim())
  if (parts.length !== 2) return undefined
  const from = readBound(parts[0]!)
  const to = readBound(parts[1]!)
  if (!from || !to || from.daily !== to.daily) return undefined
  return { daily: from.daily, from: from.value, to: to.value }
}

/**
 * True when `nowMs`, read in the system time zone, lies inside the `maintain` range (both ends included).
 * Date-time ranges compare the full wall-clock time; daily ranges compare the time of day.
 */
export function isInMaintenance(
  maintain: string | null | undefined,
  nowMs: number,
  timeZone: TimeZoneSetting,
): boolean {
  const range = parseMaintainRange(maintain)
  if (!range) return false
  const w = wallClockIn(timeZone, nowMs)
  if (range.daily) {
    const now = w.hour * 3600 + w.minute * 60 + w.second
    return range.from <= range.to
      ? now >= range.from && now <= range.to
      : now >= range.from || now <= range.to
  }
  const now = fromChinaTime(w.year, w.month, w.day, w.hour, w.minute, w.second)
  return now >= range.from && now <= range.to
}
