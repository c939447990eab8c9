import { combinations } from './combinatorics'

/** Hand ranks of a five-card 牛 hand: 0 is 无牛, 1–9 are 牛1–牛9, 10 is 牛牛. */
export const NIU_NIU = 10

/**
 * The 牛 of five card values (0–9): when three of them add up to a multiple of ten, the other two's total
 * modulo ten is the 牛 (0 counting as 牛牛); with no such three the hand is 无牛 (0).
 */
export function niuOf(values: readonly number[]): number {
  if (values.length !== 5) throw new RangeError(`a 牛 hand has 5 cards, not ${values.length}`)
  const total = values.reduce((sum, v) => sum + v, 0)
  const hasBull = combinations(values, 3).some((three) => (three[0]! + three[1]! + three[2]!) % 10 === 0)
  if (!hasBull) return 0
  return total % 10 === 0 ? NIU_NIU : total % 10
}

/** Chinese name of a 牛 rank: 无牛, 牛1 … 牛9, 牛牛. */
export function niuLabel(rank: number): string {
  if (rank === 0) return '无牛'
  return rank === NIU_NIU ? '牛牛' : `牛${rank}`
}
