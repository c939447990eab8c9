import { describe, expect, it } from 'vitest'
import { hkDraws, macauDraws } from '../test-support/draws'
import { ballColor, ballColorLabels, ballColors, ballLabel, isSixMarkNumber } from './ballColor'

describe('ballColor', () => {
  it('splits 1–49 into 17 red, 16 blue and 16 green', () => {
    const counts = { red: 0, blue: 0, green: 0 }
    for (let n = 1; n <= 49; n++) counts[ballColor(n)]++
    expect(counts).toEqual({ red: 17, blue: 16, green: 16 })
  })

  it('agrees with the wave colour of every ball of the real Macau feed', () => {
    let checked = 0
    for (const draw of macauDraws) {
      draw.numbers.forEach((n, i) => {
        expect(ballColor(n), `${draw.issue} ball ${n}`).toBe(draw.wave[i])
        checked++
      })
    }
    expect(checked).toBe(870 * 7)
  })

  it('gives every ball of the real Hong Kong history a colour', () => {
    for (const draw of hkDraws) {
      for (const n of [...draw.numbers, draw.special]) expect(ballColors).toContain(ballColor(n))
    }
  })

  it('refuses numbers outside 1–49', () => {
    for (const bad of [0, 50, -1, 1.5, Number.NaN]) {
      expect(isSixMarkNumber(bad)).toBe(false)
      expect(() => ballColor(bad)).toThrow(RangeError)
    }
  })

  it('labels numbers with two digits and colours in Chinese', () => {
    expect(ballLabel(7)).toBe('07')
    expect(ballLabel(49)).toBe('49')
    expect(ballColorLabels[ballColor(7)]).toBe('红波')
  })
})
