import { isValidResult, type LotteryKind } from '../lottery/kinds'
import { parseOpenNum } from '../lottery/openNum'

/** The countdown is re-synchronised with the platform every 60 s. */
export const COUNTDOWN_RESTART_MS = 60_000
/** When the countdown ends, lottery info is polled every 3 s … */
export const DRAW_POLL_INTERVAL_MS = 3_000
/** … for at most 5 minutes. */
export const DRAW_POLL_MAX_MS = 300_000

/**
 * Offset of the client's clock from the platform's: `serverTime` as received minus the client time of
 * receipt. Add it to a client time to get platform time.
 */
export function clockOffset(serverTime: number, clientReceivedMs: number): number {
  return serverTime - clientReceivedMs
}

/** The platform time now, from the client clock and the offset measured at the last fetch. */
export function platformNow(clientNowMs: number, offsetMs: number): number {
  return clientNowMs + offsetMs
}

/** True when the countdown started (or last re-synchronised) at `syncedAtMs` should restart at `nowMs`. */
export function countdownNeedsRestart(syncedAtMs: number, nowMs: number): boolean {
  return nowMs - syncedAtMs >= COUNTDOWN_RESTART_MS
}

/** What the draw card does at one polling tick. */
export type DrawPollStep = 'poll' | 'stop-complete' | 'stop-timeout'

/**
 * One tick of the draw polling that starts when the countdown ends: stop as soon as the result is complete
 * (six-mark: its 7th, special number; other kinds: all their numbers), stop after 5 minutes, otherwise poll
 * again in 3 s.
 */
export function drawPollStep(
  startedAtMs: number,
  nowMs: number,
  openNum: string,
  kind: LotteryKind = 'sixMark',
): DrawPollStep {
  if (isValidResult(kind, parseOpenNum(openNum))) return 'stop-complete'
  if (nowMs - startedAtMs >= DRAW_POLL_MAX_MS) return 'stop-timeout'
  return 'poll'
}
