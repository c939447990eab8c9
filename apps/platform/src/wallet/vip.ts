import { inboxMessages, type VipRule, vipLevelFor } from '@liuhe/domain'
import type { Stores } from '../store'
import { configKeys } from '../store/config'

/**
 * Adds settled bets to their members' VIP cycle (valid bets, fen, by member) and raises each member's level
 * to what the VIP rules say the cycle has reached, telling a member who moved up. It runs inside the
 * settlement's transaction, so a settled bet counts exactly once.
 */
export async function addCycleBets(
  stores: Stores,
  validByUser: ReadonlyMap<number, number>,
  nowMs: number,
): Promise<void> {
  if (validByUser.size === 0) return
  const rules = (await stores.config.getConfig<VipRule[]>(configKeys.vipRules)) ?? []
  for (const [userId, validFen] of validByUser) {
    if (validFen <= 0) continue
    const before = await stores.account.cycleOf(userId)
    const cycleBetFen = before.cycleBetFen + validFen
    const vipLevel = vipLevelFor(cycleBetFen, rules, before.vipLevel)
    await stores.account.setCycle(userId, cycleBetFen, vipLevel)
    if (vipLevel > before.vipLevel) {
      const { title, content } = inboxMessages.vipPromoted(vipLevel)
      await stores.messages.push(userId, title, content, nowMs)
    }
  }
}
