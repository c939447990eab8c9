import { themeNames } from '@liuhe/domain'
import { describe, expect, it } from 'vitest'
import { themeClass } from './themes'

describe('themeClass', () => {
  it("gives each of the product's themes its own class", () => {
    expect(Object.keys(themeClass)).toEqual([...themeNames])
    expect(new Set(themeNames.map((name) => themeClass[name])).size).toBe(themeNames.length)
  })
})
