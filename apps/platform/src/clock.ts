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

/**
 * A clock the test hooks can move forward (`POST /app-api/__test__/clock`, routes/testHooks.ts): `base`'s
 * time plus everything it was moved by. serve.ts uses it only where the test hooks are on; the offset lives
 * in the worker, so a worker started again (supervisor.ts) reads `base`'s time again.
 */
export function createAdvanceableClock(base: Clock): Clock & { advance(ms: number): void } {
  let offset = 0
  return {
    speed: base.speed,
    now: () => base.now() + offset,
    advance: (ms) => {
      offset += ms
    },
  }
}

/** True for a clock that can be moved forward (the manual clock of the tests, the test hooks' clock). */
export function canAdvance(clock: Clock): clock is Clock & { advance(ms: number): void } {
  return typeof (clock as { advance?: unknown }).advance === 'function'
}
