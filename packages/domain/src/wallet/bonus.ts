/**
 * A promotion reward waiting in the bonus center (福利中心): 0 claimable, 1 claimed, 2 expired (it was not
 * claimed before its end). Claiming credits it once, as an 活动奖励 ledger row.
 */
export const bonusStatuses = [0, 1, 2] as const
/** A reward's status. */
export type BonusStatus = (typeof bonusStatuses)[number]

/** What the bonus center shows for each status. */
export const bonusStatusTexts: Readonly<Record<BonusStatus, string>> = {
  0: '立即领取',
  1: '已领取',
  2: '已过期',
}

/** A reward's status at `nowMs`: an unclaimed reward past its end is expired. */
export function bonusStatusAt(
  reward: { claimedAt: number | null; expiresAt: number },
  nowMs: number,
): BonusStatus {
  if (reward.claimedAt !== null) return 1
  return reward.expiresAt <= nowMs ? 2 : 0
}

/** The texts of a refused claim. */
export const bonusMessages = {
  claimed: '该奖励已领取',
  expired: '该奖励已过期',
  nothingToWash: '暂无可领取的洗码',
} as const
