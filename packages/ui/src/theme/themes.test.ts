import { colorSchemes, themeNames } from '@liuhe/domain'
import { describe, expect, it } from 'vitest'
import { allThemeClasses, themeClass, themeSchemeClass } from './themes'

describe('themeClass', () => {
  it("gives each of the product's themes its own class", () => {
    expect(Object.keys(themeClass)).toEqual([...themeNames])
    expect(new Set(themeNames.map((name) => themeClass[name])).size).toBe(themeNames.length)
  })

  it('gives every theme a class per colour scheme, the light one being themeClass', () => {
    for (const name of themeNames) {
      expect(Object.keys(themeSchemeClass[name]).sort()).toEqual([...colorSchemes].sort())
      expect(themeSchemeClass[name].light).toBe(themeClass[name])
    }
    expect(new Set(allThemeClasses).size).toBe(themeNames.length * colorSchemes.length)
  })
})
