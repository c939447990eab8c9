import { themeNames } from '@liuhe/domain'
import { describe, expect, it } from 'vitest'
import { BALANCE_SPIN_MS, balanceSpinMs } from './balanceSpin.ts'

describe('balanceSpinMs', () => {
  it("spins 500 ms, and 1000 ms on theme4's home", () => {
    expect(BALANCE_SPIN_MS).toBe(500)
    for (const theme of themeNames) {
      expect(balanceSpinMs(theme, 'other')).toBe(500)
      expect(balanceSpinMs(theme, 'home')).toBe(theme === 'theme4' ? 1000 : 500)
    }
  })
})
