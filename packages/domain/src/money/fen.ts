/**
 * Money is stored and moved as whole fen (分): amounts on the wire and on screen are 元 with at most two
 * decimals. These are the only two conversions; every sum is taken in fen.
 */

/** 元 (a whole number typed by the user, or an amount with at most two decimals) → fen; NaN-free. */
export function yuanToFen(yuan: number): number {
  if (!Number.isFinite(yuan)) throw new RangeError(`not an amount: ${yuan}`)
  const fen = Math.round(yuan * 100)
  if (Math.abs(fen - yuan * 100) > 1e-6 * Math.max(1, Math.abs(yuan))) {
    throw new RangeError(`more than two decimals: ${yuan}`)
  }
  return fen
}

/** fen → 元, for answers and display (exact for every amount a balance can hold). */
export function fenToYuan(fen: number): number {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not whole fen: ${fen}`)
  return fen / 100
}

/** fen → 元 as text with two decimals and no separators, as messages write an amount: 1234.50. */
export function formatFen(fen: number): string {
  return fenToYuan(fen).toFixed(2)
}
