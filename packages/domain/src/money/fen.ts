/**
 * Money is stored and moved as whole fen (分): amounts on the wire and on screen are 元 with at most two
 * decimals. This module is the only place that converts between them (multiplies or divides by 100;
 * `scripts/boundaries.mjs` fails on such arithmetic elsewhere); every sum is taken in fen.
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

/**
 * 元 with any number of decimals (an amount read from an answer or a configuration, a rate-derived
 * figure) → fen, rounded to the nearest fen. A value that is not a number stays one (NaN in, NaN out), so
 * callers can tell an unreadable amount from zero.
 */
export function yuanToFenRounded(yuan: number): number {
  return Math.round(yuan * 100)
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

/** fen → 元 as text with two decimals followed by 元, as a line of text writes an amount: 1234.50元. */
export function formatYuan(fen: number): string {
  return `${formatFen(fen)}元`
}
