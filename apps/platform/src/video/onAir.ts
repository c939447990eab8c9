import type { DrawShow } from './drawShow'
import { openNumAt } from './drawShow'
import type { LiveShow } from './drawVideos'

/**
 * How long a drawn turn whose show is marked under way but not started (its video being encoded) is kept
 * from the lottery info; past it the draw is answered as is (a show that never starts does not hide it).
 */
export const ENCODE_WAIT_MS = 120_000

/**
 * Where a drawn six-mark turn's show stands, as the lottery info answers it (routes/lottery.ts
 * `buildOpenInfo`): `encoding` while its video is made (the numbers are not out yet), `streaming` during the
 * show with the numbers revealed so far (the same as the VIDEO pushes, video/liveDraws.ts), or null once the
 * show is over or when there is none (the draw is answered as is).
 */
export type ShowState = { phase: 'encoding' } | { phase: 'streaming'; openNum: string } | null

/**
 * The state of `show` at real time `realNow`: `pendingSince` is when its show was marked under way
 * (undefined when it is not), `live` the game's running or last show (drawVideos.ts).
 */
export function showStateAt(
  show: DrawShow,
  marks: { pendingSince: number | undefined; live: LiveShow | undefined },
  realNow: number,
): ShowState {
  const { pendingSince, live } = marks
  if (live?.turnNum === show.turnNum && realNow >= live.startedAt) {
    const elapsed = realNow - live.startedAt
    return elapsed < show.durationMs ? { phase: 'streaming', openNum: openNumAt(show, elapsed) } : null
  }
  if (pendingSince !== undefined && realNow - pendingSince < ENCODE_WAIT_MS) return { phase: 'encoding' }
  return null
}
