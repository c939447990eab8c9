import { yuanToFenRounded } from '../money/fen'
import { MAX_VIP_LEVEL, type VipRule } from '../vip/vip'

/**
 * The VIP level a member holds after their cycle bets reach `cycleBetFen`: the highest level whose
 * `betMoney` (元) the cycle bets have reached, never below the level held already (an operator may have
 * granted a higher one) and never above 9.
 */
export function vipLevelFor(cycleBetFen: number, rules: readonly VipRule[], currentLevel: number): number {
  let reached = currentLevel
  for (const rule of rules) {
    const level = Number(rule.vipLevel)
    const needFen = yuanToFenRounded(Number(rule.betMoney))
    if (Number.isFinite(needFen) && cycleBetFen >= needFen && level > reached) reached = level
  }
  return Math.min(reached, MAX_VIP_LEVEL)
}
