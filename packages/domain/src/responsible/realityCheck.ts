import { formatFen } from '../money/fen'

/** Minutes of play between reality checks, unless the member chooses otherwise. */
export const DEFAULT_REALITY_CHECK_MINUTES = 60
/** The intervals a member may choose, minutes. */
export const realityCheckIntervals = [15, 30, 45, 60, 90, 120] as const

/** True when `minutes` is one of {@link realityCheckIntervals}. */
export function isRealityCheckInterval(minutes: number): boolean {
  return (realityCheckIntervals as readonly number[]).includes(minutes)
}

/** When the next reality check is due: `intervalMinutes` after the session started or the last 继续. */
export function nextRealityCheckAt(sinceMs: number, intervalMinutes: number): number {
  return sinceMs + intervalMinutes * 60_000
}

/** How long a stretch of play reads: 1小时5分钟, 45分钟. */
export function formatPlayedTime(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000))
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest}分钟`
  return rest === 0 ? `${hours}小时` : `${hours}小时${rest}分钟`
}

/** The net result of a session in fen, as a signed 元 text: +120.00元, -35.50元, 0.00元. */
export function formatNetResult(netFen: number): string {
  const text = formatFen(Math.abs(netFen))
  if (netFen > 0) return `+${text}元`
  if (netFen < 0) return `-${text}元`
  return `${text}元`
}

/** What a reality check shows. */
export interface RealityCheckSummary {
  playedText: string
  netText: string
  /** Lost money over the session. */
  losing: boolean
  message: string
}

/**
 * The reality check's summary: time played since `startedAt` and the net result (payouts + refunds − stakes)
 * of the session.
 */
export function realityCheckSummary(startedAt: number, nowMs: number, netFen: number): RealityCheckSummary {
  const playedText = formatPlayedTime(nowMs - startedAt)
  const netText = formatNetResult(netFen)
  return {
    playedText,
    netText,
    losing: netFen < 0,
    message: `您已连续游戏${playedText}，本次净输赢${netText}。`,
  }
}
