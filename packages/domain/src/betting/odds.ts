import { isOddsMilli, ODDS_SCALE } from './oddsScale'

export { isOddsMilli, MAX_ODDS_MILLI, ODDS_SCALE } from './oddsScale'

const SCALE = BigInt(ODDS_SCALE)

/** True when `value` is a stake in fen: a positive safe integer. */
export function isStakeFen(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
}

function assertOdds(oddsMilli: number): void {
  if (!isOddsMilli(oddsMilli)) throw new RangeError(`odds must be positive integer thousandths: ${oddsMilli}`)
}

function assertStake(stakeFen: number): void {
  if (!isStakeFen(stakeFen)) throw new RangeError(`stake must be a positive whole number of fen: ${stakeFen}`)
}

/**
 * Reads decimal odds exactly, never through binary floating point: '1.965' → 1965, '49' → 49000.
 * More than three decimals, or odds that are not positive, are refused with a RangeError.
 */
export function oddsMilliFromDecimal(text: string): number {
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(text.trim())
  if (!match) throw new RangeError(`not decimal odds with at most three decimals: ${text}`)
  const oddsMilli = Number(match[1]) * ODDS_SCALE + Number((match[2] ?? '').padEnd(3, '0'))
  assertOdds(oddsMilli)
  return oddsMilli
}

/** Writes odds in thousandths as the shortest decimal text: 1965 → '1.965', 2700 → '2.7', 49000 → '49'. */
export function formatOddsMilli(oddsMilli: number): string {
  assertOdds(oddsMilli)
  const whole = Math.floor(oddsMilli / ODDS_SCALE)
  const fraction = String(oddsMilli % ODDS_SCALE)
    .padStart(3, '0')
    .replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}

/**
 * What a winning 注 pays, stake included: floor(stake × every odds factor), rounded down to the fen. A
 * parlay passes one factor per winning leg; the product is exact however many legs there are.
 */
export function winPayoutFen(stakeFen: number, factors: number | readonly number[]): number {
  assertStake(stakeFen)
  const list = typeof factors === 'number' ? [factors] : factors
  if (list.length === 0) throw new RangeError('a win needs at least one odds factor')
  let numerator = BigInt(stakeFen)
  let denominator = 1n
  for (const oddsMilli of list) {
    assertOdds(oddsMilli)
    numerator *= BigInt(oddsMilli)
    denominator *= SCALE
  }
  const payout = numerator / denominator
  if (payout > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('payout exceeds the safe integer range')
  return Number(payout)
}

/** The share of the stake a price gives back on average, as an exact fraction. */
export interface PriceReturn {
  numerator: bigint
  denominator: bigint
}

/** The return of odds `oddsMilli` on a bet that wins in `winWays` of `outOfWays` equally likely results. */
export function priceReturn(oddsMilli: number, winWays: number, outOfWays: number): PriceReturn {
  assertOdds(oddsMilli)
  if (!(winWays > 0 && outOfWays >= winWays)) throw new RangeError(`bad chance ${winWays}/${outOfWays}`)
  return { numerator: BigInt(oddsMilli) * BigInt(winWays), denominator: SCALE * BigInt(outOfWays) }
}

/**
 * Odds in thousandths, rounded down, that give a bet winning in `winWays` of `outOfWays` results the same
 * return as a reference price: how a default is derived where no odds table prices the play.
 */
export function derivedOddsMilli(winWays: number, outOfWays: number, sameReturnAs: PriceReturn): number {
  if (!(winWays > 0 && outOfWays >= winWays)) throw new RangeError(`bad chance ${winWays}/${outOfWays}`)
  const oddsMilli =
    (sameReturnAs.numerator * BigInt(outOfWays) * SCALE) / (sameReturnAs.denominator * BigInt(winWays))
  return Number(oddsMilli)
}
