import { describe, expect, it } from 'vitest'
import { createManualShowTime } from './showTime'

describe('createManualShowTime', () => {
  it('stands still until advanced, then runs the timers due in time order, each at its own time', () => {
    const time = createManualShowTime(1_000)
    const runs: string[] = []
    time.later(3_000, () => runs.push(`b@${time.now()}`))
    time.later(1_000, () => runs.push(`a@${time.now()}`))
    time.later(3_000, () => runs.push(`c@${time.now()}`))
    time.later(9_000, () => runs.push(`late@${time.now()}`))
    expect(time.now()).toBe(1_000)
    expect(runs).toEqual([])
    time.advance(3_000)
    expect(runs).toEqual(['a@2000', 'b@4000', 'c@4000'])
    expect(time.now()).toBe(4_000)
  })

  it('runs a timer set by a running one when it falls within the same advance, and never a cancelled one', () => {
    const time = createManualShowTime(0)
    const runs: number[] = []
    const cancel = time.later(500, () => runs.push(-1))
    time.later(1_000, () => {
      runs.push(time.now())
      time.later(1_000, () => runs.push(time.now()))
      time.later(5_000, () => runs.push(time.now()))
    })
    cancel()
    time.advance(2_500)
    expect(runs).toEqual([1_000, 2_000])
    time.advance(10_000)
    expect(runs).toEqual([1_000, 2_000, 6_000])
    expect(time.now()).toBe(12_500)
  })
})
