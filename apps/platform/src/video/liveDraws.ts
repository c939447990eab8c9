import type { GamePush } from '../gameSocket'
import { liveUrlOf } from '../routes/lottery'
import type { DrawRow, LotteryGameRow } from '../store/lottery'
import { drawShowOf, openNumAt } from './drawShow'
import type { DrawVideos } from './drawVideos'
import type { EncodeReport } from './frames'

/** Options of {@link createLiveDraws}. */
export interface LiveDrawsOptions {
  videos: DrawVideos
  /** Publishes a game-socket push (the hub's `publish`). */
  publish: (push: GamePush) => void
  /** Real time (epoch ms): the video plays in real time, whatever the platform's clock. */
  now?: () => number
  /** Told when a show's video could not be made (the result then goes out at once). */
  onError?: (error: unknown) => void
  /** Told what each video cost. */
  onEncoded?: (gameId: number, turnNum: string, report: EncodeReport) => void
}

/**
 * The live draw shows (开奖直播): a drawn six-mark turn's video is encoded (video/drawVideos.ts), then the show
 * starts: a VIDEO push (isStreaming, the live URL) at once and one more at each ball with the numbers out so
 * far, in step with the video's reveal times (video/drawShow.ts), and at its end `finish` — the caller's RESULT
 * and LIVE_URL_HISTORY pushes. A draw that is not a six-mark result, or whose video fails, finishes at once.
 */
export function createLiveDraws(options: LiveDrawsOptions) {
  const { videos, publish, now = Date.now, onError = () => undefined, onEncoded } = options
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      run()
    }, ms)
    timers.add(timer)
  }

  return {
    /**
     * Runs a draw's show; resolves when it has started (or finished at once), with its length in ms (0 when
     * there is no show).
     */
    async show(draw: DrawRow, game: LotteryGameRow, finish: () => void): Promise<number> {
      const show = drawShowOf(game, draw)
      if (!show) {
        finish()
        return 0
      }
      try {
        const report = await videos.encode(game.gameId, show)
        onEncoded?.(game.gameId, draw.turnNum, report)
      } catch (error) {
        onError(error)
        finish()
        return 0
      }
      videos.startLive(game.gameId, { turnNum: draw.turnNum, startedAt: now() })
      const video = (openNum: string): GamePush => ({
        type: 'VIDEO',
        gameId: game.gameId,
        turnNum: draw.turnNum,
        openNum,
        isStreaming: true,
        liveUrl: liveUrlOf(game.gameId),
      })
      publish(video(''))
      for (const ball of show.balls) later(ball.atMs, () => publish(video(openNumAt(show, ball.atMs))))
      later(show.durationMs, finish)
      return show.durationMs
    },
    /** Stops the shows under way (their remaining pushes are not sent). */
    close(): void {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}
/** The live draw shows. */
export type LiveDraws = ReturnType<typeof createLiveDraws>
