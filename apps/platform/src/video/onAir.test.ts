import { fromChinaTime } from '@liuhe/domain'
import { describe, expect, it } from 'vitest'
import { drawShowOf } from './drawShow'
import { ENCODE_WAIT_MS, showStateAt } from './onAir'

const show = drawShowOf(
  { gameName: '新澳门六合彩' },
  { turnNum: '2026139', openNum: '01,12,23,34,45,46,49', openTime: fromChinaTime(2026, 5, 19, 21, 32) },
)!
const T0 = 1_800_000_000_000
const live = { turnNum: '2026139', startedAt: T0 }

describe('showStateAt', () => {
  it('streams from the start to the end of the show, with the numbers revealed so far', () => {
    const marks = { pendingSince: T0 - 2_000, live }
    expect(showStateAt(show, marks, T0)).toEqual({ phase: 'streaming', openNum: '' })
    expect(showStateAt(show, marks, T0 + 6_500)).toEqual({ phase: 'streaming', openNum: '01,12' })
    expect(showStateAt(show, marks, T0 + 22_000)).toEqual({
      phase: 'streaming',
      openNum: '01,12,23,34,45,46,49',
    })
    expect(showStateAt(show, marks, T0 + 25_999)).toMatchObject({ phase: 'streaming' })
    // The show is over: the draw is answered as is.
    expect(showStateAt(show, marks, T0 + 26_000)).toBeNull()
  })

  it('keeps the draw back while its video is encoded, for a while at most', () => {
    const earlier = { turnNum: '2026138', startedAt: T0 - 86_400_000 }
    expect(showStateAt(show, { pendingSince: T0, live: earlier }, T0 + 1_000)).toEqual({ phase: 'encoding' })
    expect(showStateAt(show, { pendingSince: T0, live: undefined }, T0 + 1_000)).toEqual({
      phase: 'encoding',
    })
    expect(showStateAt(show, { pendingSince: T0, live: earlier }, T0 + ENCODE_WAIT_MS)).toBeNull()
  })

  it('answers the draw as is when its show is neither marked nor running', () => {
    expect(showStateAt(show, { pendingSince: undefined, live: undefined }, T0)).toBeNull()
    expect(
      showStateAt(show, { pendingSince: undefined, live: { turnNum: '2026138', startedAt: T0 } }, T0 + 1_000),
    ).toBeNull()
  })
})
