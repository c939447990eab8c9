import { describe, expect, it } from 'vitest'
import { isRefusal, type ToggleInput, toggleView } from './useToggleFetcher'

type Follow = { gameId: number; isFollow: number }

const followed = (isFollow: number): Follow => ({ gameId: 7, isFollow })
const view = (input: Partial<ToggleInput<Follow>>) =>
  toggleView<Follow>({
    initial: false,
    requested: undefined,
    answer: undefined,
    lastAccepted: undefined,
    settledOf: (result) => result.isFollow === 1,
    ...input,
  })

describe('toggleView', () => {
  it('shows the rendered value while nothing was asked', () => {
    expect(view({ initial: true })).toEqual({ on: true, settledOn: true, accepted: undefined })
    expect(view({ initial: false })).toEqual({ on: false, settledOn: false, accepted: undefined })
  })

  it('shows the requested value while the request is in flight', () => {
    expect(view({ initial: false, requested: '1' })).toMatchObject({ on: true, settledOn: false })
    expect(view({ initial: true, requested: '0' })).toMatchObject({ on: false, settledOn: true })
  })

  it('settles on the accepted answer, whatever the page was rendered with', () => {
    expect(view({ initial: false, answer: followed(1) })).toEqual({
      on: true,
      settledOn: true,
      accepted: followed(1),
    })
    expect(view({ initial: false, answer: followed(0), lastAccepted: followed(1) }).on).toBe(false)
  })

  it('falls back after a refusal: to the rendered value, or to the last accepted answer', () => {
    const refused = { message: '请先登录' }
    expect(view({ initial: false, answer: refused })).toEqual({
      on: false,
      settledOn: false,
      accepted: undefined,
    })
    expect(view({ initial: false, answer: refused, lastAccepted: followed(1) })).toEqual({
      on: true,
      settledOn: true,
      accepted: followed(1),
    })
  })

  it('shows a new request over an earlier answer', () => {
    expect(view({ answer: followed(1), requested: '0' })).toMatchObject({ on: false, settledOn: true })
    expect(view({ answer: { message: '操作失败' }, requested: '1' }).on).toBe(true)
  })
})

describe('isRefusal', () => {
  it('tells a refusal from a result', () => {
    expect(isRefusal({ message: '请先登录' })).toBe(true)
    expect(isRefusal(followed(1))).toBe(false)
  })
})
