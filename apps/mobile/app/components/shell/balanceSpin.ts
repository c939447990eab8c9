import type { ThemeName } from '@liuhe/domain'

/** How long the balance refresh icon spins after a press, in ms. */
export const BALANCE_SPIN_MS = 500
/** The spin of the balance refresh on theme4's home header. */
export const THEME4_HOME_BALANCE_SPIN_MS = 1000

/** The balance refresh spin of a page: 1000 ms on theme4's home, {@link BALANCE_SPIN_MS} everywhere else. */
export function balanceSpinMs(theme: ThemeName, page: 'home' | 'other'): number {
  return theme === 'theme4' && page === 'home' ? THEME4_HOME_BALANCE_SPIN_MS : BALANCE_SPIN_MS
}
