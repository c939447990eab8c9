import { CHINA_OFFSET_MS, chinaDateParts, fromChinaTime } from '../time/chinaTime'

/** When a lottery game draws, in China Standard Time. */
export type DrawSchedule =
  | { kind: 'daily'; hour: number; minute: number }
  | { kind: 'weekly'; weekdays: readonly number[]; hour: number; minute: number }
  | { kind: 'interval'; minutes: number }

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The first scheduled draw time strictly after `afterMs` (epoch ms). Weekly schedules use weekdays
 * 0 = Sunday … 6 = Saturday; interval schedules draw on multiples of the interval since midnight.
 */
export function nextDrawTime(schedule: DrawSchedule, afterMs: number): number {
  if (schedule.kind === 'interval') {
    const step = schedule.minutes * 60 * 1000
    const local = afterMs + CHINA_OFFSET_MS
    return Math.floor(local / step) * step + step - CHINA_OFFSET_MS
  }
  const { year, month, day } = chinaDateParts(afterMs)
  for (let offset = 0; offset <= 7; offset++) {
    const candidate = fromChinaTime(year, month, day, schedule.hour, schedule.minute) + offset * DAY_MS
    if (candidate <= afterMs) continue
    if (schedule.kind === 'daily') return candidate
    const weekday = new Date(candidate + CHINA_OFFSET_MS).getUTCDay()
    if (schedule.weekdays.includes(weekday)) return candidate
  }
  throw new RangeError('weekly schedule has no weekday')
}

/**
 * The issue number of the turn after `previous`, drawn at `drawTimeMs`. Six-mark issues are the year
 * followed by a three-digit sequence that restarts at 001 each year (2026138 → 2026139, then 2027001).
 */
export function nextTurnNumber(previous: string | undefined, drawTimeMs: number): string {
  const year = chinaDateParts(drawTimeMs).year
  const match = previous ? /^(\d{4})(\d+)$/.exec(previous) : null
  if (!match || Number(match[1]) !== year) return `${year}001`
  const width = match[2]!.length
  return `${year}${String(Number(match[2]) + 1).padStart(width, '0')}`
}

/** Draw frequencies the product labels: 1, 3, 5 and 10 minutes (fast games) and daily (Hong Kong style). */
export const drawFrequencies = ['1min', '3min', '5min', '10min', 'daily'] as const
/** One draw frequency. */
export type DrawFrequency = (typeof drawFrequencies)[number]

/**
 * Chinese labels of the draw frequencies (1 min fast games, 3, 5, 10 min, daily): the plain Chinese words
 * for them.
 */
export const drawFrequencyLabels: Readonly<Record<DrawFrequency, string>> = {
  '1min': '1分钟',
  '3min': '3分钟',
  '5min': '5分钟',
  '10min': '10分钟',
  daily: '每日',
}

/**
 * Frequency of a schedule: interval schedules of 1, 3, 5 or 10 minutes by their length, daily and weekly
 * (Hong Kong: Tue/Thu/Sat) schedules as daily-style; any other interval has no label (`undefined`).
 */
export function drawFrequencyOf(schedule: DrawSchedule): DrawFrequency | undefined {
  if (schedule.kind !== 'interval') return 'daily'
  const key = `${schedule.minutes}min`
  return (drawFrequencies as readonly string[]).includes(key) ? (key as DrawFrequency) : undefined
}

/**
 * How long before its draw a turn stops taking bets (封盘): ten seconds on a 1-minute game, thirty on the
 * other fast games, and two minutes on daily and weekly games, when their live draw show starts.
 */
export function betCloseLeadMs(schedule: DrawSchedule): number {
  if (schedule.kind !== 'interval') return 2 * 60 * 1000
  return schedule.minutes <= 1 ? 10 * 1000 : 30 * 1000
}

/** When a turn drawn at `drawTimeMs` stops taking bets. */
export function betEndTimeOf(schedule: DrawSchedule, drawTimeMs: number): number {
  return drawTimeMs - betCloseLeadMs(schedule)
}
