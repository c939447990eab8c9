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
  const added = new Map([...validByUser].filter(([, validFen]) => validFen > 0))
  for (const after of await stores.account.addToCycles(added)) {
    const vipLevel = vipLevelFor(after.cycleBetFen, rules, after.vipLevel)
    if (vipLevel <= after.vipLevel) continue
    await stores.account.setVipLevel(after.userId, vipLevel)
    const { title, content } = inboxMessages.vipPromoted(vipLevel)
    await stores.messages.push(after.userId, title, content, nowMs)
  }
}
