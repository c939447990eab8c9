import { randomBytes } from 'node:crypto'
import { formatChinaTime } from '@liuhe/domain'

/** Random bytes taken for order numbers at a time: one call to the system's source per 1,024 numbers. */
const POOL_BYTES = 4096
/** Bytes of randomness in an order number's tail (8 hex digits). */
const TAIL_BYTES = 4

let pool: Buffer = Buffer.alloc(0)
let taken = 0

/**
 * A new order number: a letter (B a bet, R a recharge, W a withdrawal), the China time to the second, and a
 * random tail of 8 hex digits; unique by its table's key. The tail comes from a pool of random bytes drawn
 * 4 KB at a time: drawing 4 bytes per number cost more than the bet form's order itself.
 */
export function newOrderNo(prefix: 'B' | 'R' | 'W', nowMs: number): string {
  if (taken + TAIL_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES)
    taken = 0
  }
  const tail = pool.toString('hex', taken, taken + TAIL_BYTES).toUpperCase()
  taken += TAIL_BYTES
  const time = formatChinaTime(nowMs).replace(/\D/g, '').slice(2)
  return `${prefix}${time}${tail}`
}
