import { fenToYuan } from '../money/fen'

/** Red packet (红包) rules: limits, the form's check and the split fixed at send time. */

/** At most this many shares in one red packet. */
export const HONGBAO_MAX_COUNT = 100
/** At most this much in one red packet, fen (20 000 元). */
export const HONGBAO_MAX_FEN = 2_000_000
/** An unclaimed rest is refunded this long after sending. */
export const HONGBAO_EXPIRY_MS = 24 * 60 * 60 * 1000
/** The greeting's maximum length. */
export const HONGBAO_GREETING_MAX = 20
/** The greeting when none is given. */
export const HONGBAO_DEFAULT_GREETING = '恭喜发财，大吉大利'

/** Texts of the red packet refusals. */
export const hongbaoTexts = {
  count: `红包个数须为1-${HONGBAO_MAX_COUNT}个`,
  amount: '红包金额须为整数分，且每个红包至少0.01元',
  max: `单个红包总额不能超过${fenToYuan(HONGBAO_MAX_FEN)}元`,
  greeting: `祝福语不能超过${HONGBAO_GREETING_MAX}个字`,
  empty: '手慢了，红包已抢完',
  grabbed: '您已经抢过这个红包了',
  expired: '红包已过期',
} as const

/** The refusal text of a red packet form; undefined when it may be sent. */
export function hongbaoError(form: {
  amountFen: number
  count: number
  greeting?: string
}): string | undefined {
  if (!Number.isInteger(form.count) || form.count < 1 || form.count > HONGBAO_MAX_COUNT)
    return hongbaoTexts.count
  if (!Number.isSafeInteger(form.amountFen) || form.amountFen < form.count) return hongbaoTexts.amount
  if (form.amountFen > HONGBAO_MAX_FEN) return hongbaoTexts.max
  if ([...(form.greeting ?? '')].length > HONGBAO_GREETING_MAX) return hongbaoTexts.greeting
  return undefined
}

/**
 * The random split of a red packet, fixed when it is sent: `count` shares of at least 1 fen summing to
 * `amountFen` exactly. Each share but the last is drawn between 1 fen and twice the mean of what is left
 * (the usual "double mean" rule), leaving at least 1 fen for every later share. `random` gives numbers in
 * [0, 1). Throws on a form {@link hongbaoError} refuses.
 */
export function splitHongbao(amountFen: number, count: number, random: () => number): number[] {
  if (hongbaoError({ amountFen, count }) !== undefined) throw new RangeError('invalid red packet')
  const shares: number[] = []
  let left = amountFen
  for (let remaining = count; remaining > 1; remaining--) {
    const max = Math.min(Math.floor((left / remaining) * 2), left - (remaining - 1))
    const share = Math.max(1, Math.min(max, 1 + Math.floor(random() * max)))
    shares.push(share)
    left -= share
  }
  shares.push(left)
  return shares
}

/** A red packet as a viewer sees it: still to open, opened by them, or all shares gone before they got one. */
export type RedPacketState = 'closed' | 'opened' | 'grabbed-out'

/**
 * The red packet's state for a viewer: `opened` once they hold a share,
 * `grabbed-out` when no share is left (or it expired) and they hold none, else `closed`.
 */
export function redPacketState(packet: {
  /** The viewer's share in fen, when they grabbed one. */
  myShareFen?: number | null
  remainingCount: number
  expired?: boolean
}): RedPacketState {
  if (packet.myShareFen != null) return 'opened'
  if (packet.remainingCount <= 0 || packet.expired) return 'grabbed-out'
  return 'closed'
}
