import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countdown } from './countdown'
import {
  COUNTDOWN_RESTART_MS,
  clockOffset,
  countdownNeedsRestart,
  DRAW_POLL_INTERVAL_MS,
  DRAW_POLL_MAX_MS,
  drawPollStep,
  platformNow,
} from './drawClock'

describe('clock offset', () => {
  it('recovers platform time from any client clock', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2e12 }),
        fc.integer({ min: -1e10, max: 1e10 }),
        fc.nat(1e7),
        (server, skew, later) => {
          const clientReceived = server + skew
          const offset = clockOffset(server, clientReceived)
          expect(platformNow(clientReceived + later, offset)).toBe(server + later)
        },
      ),
    )
  })

  it('gives the same countdown whatever the client clock says', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.nat(1e8),
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.nat(1e6),
        (server, ahead, skew, elapsed) => {
          const close = server + ahead
          const offset = clockOffset(server, server + skew)
          const viaOffset = countdown(close, platformNow(server + skew + elapsed, offset))
          expect(viaOffset).toEqual(countdown(close, server, elapsed))
          expect(viaOffset.totalMs).toBeLessThanOrEqual(ahead)
        },
      ),
    )
  })
})

describe('countdown restart', () => {
  it('restarts every 60 s', () => {
    expect(COUNTDOWN_RESTART_MS).toBe(60_000)
    expect(countdownNeedsRestart(1000, 60_999)).toBe(false)
    expect(countdownNeedsRestart(1000, 61_000)).toBe(true)
  })
})

describe('drawPollStep', () => {
  it('polls every 3 s for up to 5 minutes', () => {
    expect([DRAW_POLL_INTERVAL_MS, DRAW_POLL_MAX_MS]).toEqual([3000, 300_000])
    expect(drawPollStep(0, 299_999, '1,2,3')).toBe('poll')
    expect(drawPollStep(0, 300_000, '1,2,3')).toBe('stop-timeout')
  })

  it('stops as soon as the 7th number appears', () => {
    expect(drawPollStep(0, 3000, '1,2,3,4,5,6,7')).toBe('stop-complete')
    expect(drawPollStep(0, 400_000, '1,2,3,4,5,6,7')).toBe('stop-complete')
    expect(drawPollStep(0, 3000, '')).toBe('poll')
  })

  it('knows when other kinds are complete', () => {
    expect(drawPollStep(0, 3000, '05,09,01,02,04,10,08,07,06,03', 'racing')).toBe('stop-complete')
    expect(drawPollStep(0, 3000, '05,09,01', 'racing')).toBe('poll')
    expect(drawPollStep(0, 3000, '2,5,6', 'quickThree')).toBe('stop-complete')
    expect(drawPollStep(0, 3000, '1,2,3,4,5,6,7', 'timeBased')).toBe('poll')
  })
})
