import { chinaDateParts, parseChinaTime } from './chinaTime'

/** The date formats the product shows. */
export const dateFormats = ['YYYY-MM-DD', 'YYYY/MM/DD', 'YYYY/MM/DD HH:mm', 'HH:mm'] as const
/** One of the product's date formats. */
export type DateFormat = (typeof dateFormats)[number]

const two = (n: number) => String(n).padStart(2, '0')

/**
 * Formats epoch milliseconds in China Standard Time as YYYY-MM-DD, YYYY/MM/DD, YYYY/MM/DD HH:mm or the time of
 * day HH:mm (a draw time such as the live tab's 21:32).
 */
export function formatDate(epochMs: number, format: DateFormat): string {
  const p = chinaDateParts(epochMs)
  if (format === 'HH:mm') return `${two(p.hour)}:${two(p.minute)}`
  const separator = format === 'YYYY-MM-DD' ? '-' : '/'
  const date = [p.year, two(p.month), two(p.day)].join(separator)
  return format === 'YYYY/MM/DD HH:mm' ? `${date} ${two(p.hour)}:${two(p.minute)}` : date
}

/** True when a bet deadline `betEndTime` ('YYYY-MM-DD HH:mm:ss', read as UTC+8) has passed at `nowMs`. */
export function isChinaTimePassed(text: string, nowMs: number): boolean {
  const deadline = parseChinaTime(text)
  return Number.isNaN(deadline) || deadline <= nowMs
}

/** Number of days of the live report's default range: today minus 6 to today. */
export const REPORT_DEFAULT_DAYS = 7

/** A report's date range as YYYY-MM-DD strings. */
export interface ReportRange {
  startDate: string
  endDate: string
}

/** Default report range: today − 6 … today, in China Standard Time. */
export function defaultReportRange(nowMs: number): ReportRange {
  return {
    startDate: formatDate(nowMs - (REPORT_DEFAULT_DAYS - 1) * 86_400_000, 'YYYY-MM-DD'),
    endDate: formatDate(nowMs, 'YYYY-MM-DD'),
  }
}

/** Why a report range is refused. */
export type ReportRangeError = 'invalid-date' | 'start-in-future' | 'end-in-future' | 'end-before-start'

/** What the report pages say about a refused range. */
export const reportRangeMessages: Readonly<Record<ReportRangeError, string>> = {
  'invalid-date': '日期格式不正确',
  'start-in-future': '开始日期不能晚于今天',
  'end-in-future': '结束日期不能晚于今天',
  'end-before-start': '结束日期不能早于开始日期',
}

/**
 * Checks a report range: both dates valid YYYY-MM-DD, neither after today (China Standard Time), and the end
 * not before the start. Returns the first problem, or `undefined` when the range is fine.
 */
export function reportRangeError(range: ReportRange, nowMs: number): ReportRangeError | undefined {
  const isDate = (d: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(d) && formatDate(parseChinaTime(d), 'YYYY-MM-DD') === d
  if (!isDate(range.startDate) || !isDate(range.endDate)) return 'invalid-date'
  const today = formatDate(nowMs, 'YYYY-MM-DD')
  if (range.startDate > today) return 'start-in-future'
  if (range.endDate > today) return 'end-in-future'
  if (range.endDate < range.startDate) return 'end-before-start'
  return undefined
}

/** True when a YYYY-MM-DD date may be picked in a report or birthday picker: not after today. */
export function isSelectableDate(date: string, nowMs: number): boolean {
  return date <= formatDate(nowMs, 'YYYY-MM-DD')
}
