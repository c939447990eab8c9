import { inboxMessages, type VipRule, vipLevelFor } from '@liuhe/domain'
import type { Stores } from '../store'
import { configKeys } from '../store/config'
import type { CycleAfter } from '../store/wallet'

/**
 * Raises each member's VIP level to what the VIP rules say their cycle has reached, telling a member who moved
 * up. `cycles` are the cycles right after a settlement's batch added its valid bets to them (store/wallet.ts
 * `creditMany`, in the same transaction), so a settled bet counts exactly once.
 */
export async function raiseVipLevels(
  stores: Stores,
  cycles: readonly CycleAfter[],
  nowMs: number,
): Promise<void> {
  if (cycles.length === 0) return
  const rules = (await stores.config.getConfig<VipRule[]>(configKeys.vipRules)) ?? []
  for (const after of cycles) {
    const vipLevel = vipLevelFor(after.cycleBetFen, rules, after.vipLevel)
    if (vipLevel <= after.vipLevel) continue
    await stores.account.setVipLevel(after.userId, vipLevel)
    const { title, content } = inboxMessages.vipPromoted(vipLevel)
    await stores.messages.push(after.userId, title, content, nowMs)
  }
}
