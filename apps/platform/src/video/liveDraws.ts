import { randomUUID } from 'node:crypto'
import type { GamePush } from '../gameSocket'
import { liveUrlOf } from '../routes/lottery'
import type { DrawRow, LotteryGameRow } from '../store/lottery'
import { type DrawShow, drawShowOf, openNumAt } from './drawShow'
import type { DrawVideos, ShowOwner } from './drawVideos'
import type { EncodeReport } from './frames'
import { realShowTime, type ShowTime } from './showTime'

/** Options of {@link createLiveDraws}. */
export interface LiveDrawsOptions {
  videos: DrawVideos
  /** Publishes a game-socket push (the hub's `publish`). */
  publish: (push: GamePush) => void
  /** The time the shows run on (default real time: the video plays in real time, whatever the platform's clock). */
  time?: ShowTime
  /** Told when a show's video could not be made (the result then goes out at once). */
  onError?: (error: unknown) => void
  /** Told what each video cost. */
  onEncoded?: (gameId: number, turnNum: string, report: EncodeReport) => void
  /** This platform, as the owner of the shows it runs (drawVideos.ts `markPending`). */
  owner?: ShowOwner
}

/**
 * The live draw shows (开奖直播): a drawn six-mark turn's video is encoded (video/drawVideos.ts), then the show
 * starts: a VIDEO push (isStreaming, the live URL) at once and one more at each ball with the numbers out so
 * far, in step with the video's reveal times (video/drawShow.ts), and at its end `finish` — the caller's RESULT
 * and LIVE_URL_HISTORY pushes. A draw that is not a six-mark result, or whose video fails, finishes at once.
 * A show is marked under way on disk until it finishes: `resume` finishes one a stopped platform left.
 */
export function createLiveDraws(options: LiveDrawsOptions) {
  const { videos, publish, time = realShowTime, onError = () => undefined, onEncoded } = options
  const { now } = time
  const owner = options.owner ?? { pid: process.pid, instance: randomUUID() }
  /** The cancels of the timers set and not yet run. */
  const timers = new Set<() => void>()
  const later = (ms: number, run: () => void) => {
    const cancel = time.later(ms, () => {
      timers.delete(cancel)
      run()
    })
    timers.add(cancel)
  }

  /** `finish`, once the show's mark is cleared. */
  const finished = (gameId: number, turnNum: string, finish: () => void) => () => {
    videos.clearPending(gameId, turnNum)
    finish()
  }
  /** The show's pushes from `fromMs` into it: VIDEO now and at each reveal still to come, then `done`. */
  const stream = (gameId: number, show: DrawShow, fromMs: number, done: () => void) => {
    const video = (openNum: string): GamePush => ({
      type: 'VIDEO',
      gameId,
      turnNum: show.turnNum,
      openNum,
      isStreaming: true,
      liveUrl: liveUrlOf(gameId),
    })
    if (fromMs < show.durationMs) publish(video(openNumAt(show, fromMs)))
    for (const ball of show.balls)
      if (ball.atMs > fromMs) later(ball.atMs - fromMs, () => publish(video(openNumAt(show, ball.atMs))))
    later(Math.max(0, show.durationMs - fromMs), done)
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
      videos.markPending(game.gameId, draw.turnNum, owner, now())
      const done = finished(game.gameId, draw.turnNum, finish)
      try {
        const report = await videos.encode(game.gameId, show)
        onEncoded?.(game.gameId, draw.turnNum, report)
      } catch (error) {
        onError(error)
        done()
        return 0
      }
      videos.startLive(game.gameId, { turnNum: draw.turnNum, startedAt: now() })
      stream(game.gameId, show, 0, done)
      return show.durationMs
    },
    /**
     * Finishes a show a stopped platform left under way: when its video had started, the reveals still to
     * come and then `finish` at the show's time (the live playlist, read from the video's start, closes then
     * too); when it had not, `finish` at once (the result without a video).
     */
    resume(draw: DrawRow, game: LotteryGameRow, finish: () => void): void {
      const done = finished(game.gameId, draw.turnNum, finish)
      const show = drawShowOf(game, draw)
      const live = videos.live(game.gameId)
      if (!show || live?.turnNum !== draw.turnNum || !videos.segments(game.gameId, draw.turnNum)) {
        done()
        return
      }
      videos.markPending(game.gameId, draw.turnNum, owner, now())
      stream(game.gameId, show, Math.max(0, now() - live.startedAt), done)
    },
    /** Whether `pending` is a show of a platform still running (another process, or this platform). */
    ownedElsewhere(pending: ShowOwner): boolean {
      if (pending.pid === owner.pid) return pending.instance === owner.instance
      try {
        process.kill(pending.pid, 0)
        return true
      } catch (error) {
        // EPERM: a process of another user holds the id, so it is not a platform on this data file.
        return (
          (error as NodeJS.ErrnoException).code !== 'ESRCH' &&
          (error as NodeJS.ErrnoException).code !== 'EPERM'
        )
      }
    },
    /** Stops the shows under way (their remaining pushes are not sent). */
    close(): void {
      for (const cancel of timers) cancel()
      timers.clear()
    },
  }
}
/** The live draw shows. */
export type LiveDraws = ReturnType<typeof createLiveDraws>
