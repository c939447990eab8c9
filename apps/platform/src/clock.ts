/** The platform's clock: real time, or real time sped up for demos and tests. */
export interface Clock {
  /** Current platform time, epoch milliseconds. */
  now(): number
  /** How many platform milliseconds pass per real millisecond. */
  readonly speed: number
}

/** A clock that runs `speed` times faster than real time, starting from the real time of its creation. */
export function createClock(speed = 1, realNow: () => number = Date.now): Clock {
  const origin = realNow()
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
