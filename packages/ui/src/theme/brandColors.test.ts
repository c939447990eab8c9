import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { themeBrandColor } from './brandColors'
import { themeNames } from './themes'

const here = dirname(fileURLToPath(import.meta.url))

describe('themeBrandColor', () => {
  for (const theme of themeNames) {
    it(`is the brand colour ${theme} paints with`, () => {
      const source = readFileSync(join(here, `${theme}.css.ts`), 'utf8')
      const brand = /color: \{\s*brand: '(#[0-9a-f]{6})'/i.exec(source)?.[1]
      expect(brand).toBe(themeBrandColor[theme])
    })
  }
})
