import { formatChinaTime } from '@liuhe/domain'
import type { GameSocketHub } from '../gameSocket'
import type { OpenTurn, SchedulerEvents } from '../scheduler'
import { intervalMs } from '../scheduler'
import type { DrawRow, LotteryGameRow } from '../store/lottery'
import { liveUrlOf, replayUrlOf } from './lottery'

/**
 * The scheduler's game-socket announcements: `VIDEO` (isStreaming, live URL) when a daily or weekly game's
 * draw show starts, `RESULT` for every draw, then `LIVE_URL_HISTORY` (the replay URL) for streamed games.
 */
export function lotteryPushes(hub: GameSocketHub): Required<SchedulerEvents> {
  return {
    onStreamStart(game: LotteryGameRow, turn: OpenTurn) {
      hub.publish({
        type: 'VIDEO',
        gameId: game.gameId,
        turnNum: turn.turnNum,
        openNum: '',
        isStreaming: true,
        liveUrl: liveUrlOf(game.gameId),
      })
    },
    onDraw(draw: DrawRow, game?: LotteryGameRow) {
      const openTime = formatChinaTime(draw.openTime)
      const base = { gameId: draw.gameId, turnNum: draw.turnNum, openNum: draw.openNum, openTime }
      hub.publish({ type: 'RESULT', ...base, isStreaming: false, liveUrl: '' })
      if (game && !intervalMs(game)) {
        hub.publish({
          type: 'LIVE_URL_HISTORY',
          ...base,
          isStreaming: false,
          liveUrl: replayUrlOf(draw.gameId, draw.turnNum),
        })
      }
    },
  }
}
