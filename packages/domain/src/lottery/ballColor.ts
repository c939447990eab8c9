/** The three ball colours (波色) of six-mark numbers. */
export const ballColors = ['red', 'blue', 'green'] as const
/** A six-mark ball colour. */
export type BallColor = (typeof ballColors)[number]

/** Chinese names of the ball colours, as the product writes them. */
export const ballColorLabels: Readonly<Record<BallColor, string>> = {
  red: '红波',
  blue: '蓝波',
  green: '绿波',
}

const RED = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46]
const BLUE = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48]
const GREEN = [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49]

const colorByNumber = new Map<number, BallColor>([
  ...RED.map((n) => [n, 'red'] as const),
  ...BLUE.map((n) => [n, 'blue'] as const),
  ...GREEN.map((n) => [n, 'green'] as const),
])

/** The lowest six-mark number. */
export const SIX_MARK_MIN = 1
/** The highest six-mark number. */
export const SIX_MARK_MAX = 49

/** True when `n` is a six-mark number (an integer 1–49). */
export function isSixMarkNumber(n: number): boolean {
  return Number.isInteger(n) && n >= SIX_MARK_MIN && n <= SIX_MARK_MAX
}

/** Ball colour (波色) of a six-mark number 1–49: 17 red, 16 blue, 16 green. */
export function ballColor(n: number): BallColor {
  const color = colorByNumber.get(n)
  if (!color) throw new RangeError(`not a six-mark number: ${n}`)
  return color
}

/** Two-digit label of a ball number: 7 → "07". */
export function ballLabel(n: number): string {
  return String(n).padStart(2, '0')
}
