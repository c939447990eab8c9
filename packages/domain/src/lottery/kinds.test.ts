import { describe, expect, it } from 'vitest'
import { isValidResult, lotteryKinds, readResult } from './kinds'
import { drawFrequencyLabels, drawFrequencyOf } from './schedule'

describe('readResult', () => {
  it('splits the special (7th) number off a six-mark result', () => {
    expect(readResult('sixMark', '38,22,06,24,20,46,49')).toEqual({
      kind: 'sixMark',
      normal: [38, 22, 6, 24, 20, 46],
      special: 49,
    })
  })

  it('reads racing positions, dice and digits with their sums', () => {
    expect(readResult('racing', '03,10,01,02,04,05,06,07,08,09')).toEqual({
      kind: 'racing',
      positions: [3, 10, 1, 2, 4, 5, 6, 7, 8, 9],
    })
    expect(readResult('quickThree', '1,1,6')).toEqual({ kind: 'quickThree', dice: [1, 1, 6], sum: 8 })
    expect(readResult('timeBased', '0,9,9,0,5')).toEqual({
      kind: 'timeBased',
      digits: [0, 9, 9, 0, 5],
      sum: 23,
    })
  })

  it('reads incomplete or impossible results as null', () => {
    expect(readResult('sixMark', '38,22,06')).toBeNull()
    expect(readResult('sixMark', '38,22,06,24,20,46,46')).toBeNull()
    expect(readResult('sixMark', '38,22,06,24,20,46,50')).toBeNull()
    expect(readResult('racing', '01,01,02,03,04,05,06,07,08,09')).toBeNull()
    expect(readResult('quickThree', '0,1,2')).toBeNull()
    expect(readResult('timeBased', '1,2,3,4,10')).toBeNull()
    for (const kind of lotteryKinds) expect(readResult(kind, '')).toBeNull()
  })

  it('checks fractional numbers too', () => {
    expect(isValidResult('quickThree', [1, 2, 2.5])).toBe(false)
  })
})

describe('draw frequency labels', () => {
  it('labels 1, 3, 5, 10 minute and daily schedules', () => {
    expect(drawFrequencyOf({ kind: 'interval', minutes: 1 })).toBe('1min')
    expect(drawFrequencyOf({ kind: 'interval', minutes: 10 })).toBe('10min')
    expect(drawFrequencyOf({ kind: 'interval', minutes: 7 })).toBeUndefined()
    expect(drawFrequencyOf({ kind: 'daily', hour: 21, minute: 32 })).toBe('daily')
    expect(drawFrequencyOf({ kind: 'weekly', weekdays: [2, 4, 6], hour: 21, minute: 30 })).toBe('daily')
    expect(drawFrequencyLabels['3min']).toBe('3分钟')
  })
})
