import { describe, expect, it } from 'vitest'
import { isCompleteSixMark, parseOpenNum } from './openNum'

describe('parseOpenNum', () => {
  it('reads comma- or space-separated numbers in draw order', () => {
    expect(parseOpenNum('38,22,06,24,20,46,49')).toEqual([38, 22, 6, 24, 20, 46, 49])
    expect(parseOpenNum(' 1 2, 3 ')).toEqual([1, 2, 3])
  })

  it('reads empty or malformed text as no result', () => {
    expect(parseOpenNum('')).toEqual([])
    expect(parseOpenNum('1,x,3')).toEqual([])
  })

  it('knows a complete six-mark result', () => {
    expect(isCompleteSixMark(parseOpenNum('38,22,06,24,20,46,49'))).toBe(true)
    expect(isCompleteSixMark(parseOpenNum('38,22,06'))).toBe(false)
  })
})
