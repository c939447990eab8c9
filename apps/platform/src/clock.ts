/** The platform's clock: real time, or real time sped up for demos and tests. */
export interface Clock {
  /** Current platform time, epoch milliseconds. */
  now(): number
  /** How many platform milliseconds pass per real millisecond. */
  readonly speed: number
}

/**
 * A clock that runs `speed` times faster than real time from `origin`, a real time at which it reads that
 * same time (default: its creation; a restarted worker passes its primary's start, serve.ts).
 */
export function createClock(speed = 1, realNow: () => number = Date.now, origin = realNow()): Clock {
  return { speed, now: () => origin + (realNow() - origin) * speed }
}

/** A clock that only moves when told to (tests). */
export function createManualClock(
  start: number,
): Clock & { set(ms: number): void; advance(ms: number): void } {
  let current = start
  return {
    speed: 1,
    now: () => current,
    set: (ms) => {
      current = ms
    },
    advance: (ms) => {
      current += ms
    },
  }
}
