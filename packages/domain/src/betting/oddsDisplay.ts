import { isOddsMilli, ODDS_SCALE } from './oddsScale'

/** Most significant figures odds show; the whole part always shows in full. */
const DISPLAY_FIGURES = 5

/**
 * Odds as every screen shows them (grid, slip, confirmation, bet list, 长龙 quick bets): at most five
 * significant figures and at most three decimals, rounded down so they never promise more than a win
 * pays, trailing zeros dropped: 1965 → '1.965', 44595 → '44.595', 150555 → '150.55', 10733333 → '10733'.
 * `formatOddsMilli` stays the exact writer for stored and sent text (docs/product.md, "Money and odds").
 */
export function oddsDisplay(oddsMilli: number): string {
  if (!isOddsMilli(oddsMilli)) throw new RangeError(`odds must be positive integer thousandths: ${oddsMilli}`)
  const whole = Math.floor(oddsMilli / ODDS_SCALE)
  const wholeDigits = whole === 0 ? 0 : String(whole).length
  const decimals = Math.max(0, Math.min(3, DISPLAY_FIGURES - wholeDigits))
  const fraction = String(oddsMilli % ODDS_SCALE)
    .padStart(3, '0')
    .slice(0, decimals)
    .replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}
