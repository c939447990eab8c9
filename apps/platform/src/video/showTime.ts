/**
 * The time the live draw shows run on (video/liveDraws.ts, routes/lottery.ts, video/drawVideos.ts' marks):
 * real time, since a video plays in real time whatever the platform's clock says. A test of the shows gives a
 * manual one ({@link createManualShowTime}) and moves it, so that it decides when each number comes out
 * rather than waiting the show's 26 seconds.
 */
export interface ShowTime {
  /** Epoch ms. */
  now(): number
  /** Runs `run` `ms` from now; answers what cancels it. */
  later(ms: number, run: () => void): () => void
}

/** Real time and real timers. */
export const realShowTime: ShowTime = {
  now: () => Date.now(),
  later: (ms, run) => {
    const timer = setTimeout(run, ms)
    return () => clearTimeout(timer)
  },
}

/**
 * A show time that moves only by `advance`: it runs the timers due by then in the order of their times (those
 * set for one time in the order they were set), each with `now()` at its own time, including timers a run
 * sets within the advance.
 */
export function createManualShowTime(startMs: number): ShowTime & { advance(ms: number): void } {
  let nowMs = startMs
  let order = 0
  const due: { atMs: number; order: number; run: () => void }[] = []
  return {
    now: () => nowMs,
    later(ms, run) {
      const timer = { atMs: nowMs + Math.max(0, ms), order: order++, run }
      due.push(timer)
      return () => {
        const index = due.indexOf(timer)
        if (index >= 0) due.splice(index, 1)
      }
    },
    advance(ms) {
      const until = nowMs + Math.max(0, ms)
      for (;;) {
        let next: (typeof due)[number] | undefined
        for (const timer of due)
          if (
            timer.atMs <= until &&
            (!next || timer.atMs < next.atMs || (timer.atMs === next.atMs && timer.order < next.order))
          )
            next = timer
        if (!next) break
        due.splice(due.indexOf(next), 1)
        nowMs = Math.max(nowMs, next.atMs)
        next.run()
      }
      nowMs = until
    },
  }
}
