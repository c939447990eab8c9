/** Offset of China Standard Time (UTC+8) in milliseconds; draws and deadlines are read in it. */
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

/** Calendar fields of an instant as seen in China Standard Time (UTC+8). */
export interface ChinaDateParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** Splits an instant (epoch milliseconds) into its China Standard Time calendar fields. */
export function chinaDateParts(epochMs: number): ChinaDateParts {
  const d = new Date(epochMs + CHINA_OFFSET_MS)
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  }
}

/** Epoch milliseconds of a China Standard Time wall-clock time. */
export function fromChinaTime(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): number {
  return Date.UTC(year, month - 1, day, hour, minute, second) - CHINA_OFFSET_MS
}

/**
 * Parses a platform time string `YYYY-MM-DD HH:mm:ss` (China Standard Time, as the platform writes it)
 * into epoch milliseconds; returns `NaN` when the text is not such a time.
 */
export function parseChinaTime(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim())
  if (!m) return Number.NaN
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m
  return fromChinaTime(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s))
}

/** Formats epoch milliseconds as `YYYY-MM-DD HH:mm:ss` in China Standard Time. */
export function formatChinaTime(epochMs: number): string {
  const p = chinaDateParts(epochMs)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`
}
