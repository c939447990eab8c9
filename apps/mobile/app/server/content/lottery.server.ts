import type { OpenInfo } from '@liuhe/api'
import { parseChinaTime, parseOpenNum, readResult } from '@liuhe/domain'

/** What a draw card renders, shaped from the platform's lottery info. */
export interface DrawCardData {
  gameId: number
  gameName: string
  previous: { turnNum: string; numbers: number[]; drawTime: number } | null
  next: { turnNum: string; closeTime: number; serverTime: number }
}

/**
 * Shapes lottery info into the draw card's data; the previous result is read by the game's lottery kind
 * (six-mark when the platform does not say) and left out while it is incomplete.
 */
export function toDrawCardData(info: OpenInfo): DrawCardData {
  const complete = info.pre.turnNum && readResult(info.lotteryKind ?? 'sixMark', info.pre.openNum)
  return {
    gameId: info.gameId,
    gameName: info.gameName,
    previous: complete
      ? {
          turnNum: info.pre.turnNum,
          numbers: parseOpenNum(info.pre.openNum),
          drawTime: parseChinaTime(info.pre.openTime),
        }
      : null,
    next: { turnNum: info.cur.turnNum, closeTime: info.cur.closeTime, serverTime: info.serverTime },
  }
}

/** A live draw shown on home: the turn being streamed and its stream address as the browser reaches it. */
export interface LiveDraw {
  turnNum: string
  /** Absolute HLS address; empty when the platform streams without one. */
  src: string
  /** The numbers out so far (a page read mid-show). */
  numbers: number[]
}

/**
 * The live draw under way when the lottery info was read (pre.isStreaming), or null: the streamed turn and
 * the numbers out so far are the plan's (the platform's open info follows a running show,
 * apps/platform/src/routes/lottery.ts `buildOpenInfo`), the stream is cur.liveUrl. `absolute` turns a
 * platform path into an address the browser reaches (`platformUrl`: the live playlist is not an upload).
 */
export function liveDrawOf(info: OpenInfo, absolute: (path: string) => string): LiveDraw | null {
  if (!info.pre.isStreaming) return null
  return {
    turnNum: info.plan.turnNum,
    src: absolute(info.cur.liveUrl),
    numbers: parseOpenNum(info.plan.openNum),
  }
}
