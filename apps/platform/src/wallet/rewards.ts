import {
  bonusMessages,
  bonusStatusAt,
  bonusStatusTexts,
  fenToYuan,
  formatChinaTime,
  type KindTurnover,
  playById,
  washCodeOf,
} from '@liuhe/domain'
import { NotFoundError, RefusedError } from '../errors'
import type { Stores } from '../store'
import type { BonusRewardRow } from '../store/rewards'
import type { CurrentUser } from '../store/user'
import { walletRulesOf } from './config'
import { refuseTrial } from './recharge'

/** The member's wash-code rebate worked out now: valid bets not rebated yet, by game kind. */
async function washCodeNow(stores: Stores, userId: number) {
  const rate = (await stores.users.findUserProfile(userId)).rebate
  // Read once: the claim pays and marks exactly these bets (store/rewards.ts recordClaim).
  const turnover: KindTurnover[] = []
  const betIds: number[] = []
  for (const bet of await stores.rewards.unwashedBets(userId)) {
    const play = playById(bet.playId)
    // A play the catalogue no longer has cannot be told apart by kind; its bets wait, like its settlement.
    if (!play) continue
    turnover.push({ kind: play.family, validFen: bet.validFen })
    betIds.push(bet.id)
  }
  return { rate, betIds, ...washCodeOf(turnover, rate) }
}

/** The wash-code page (`GET /api/user/betting-bonus`): 元. */
export async function washCodeView(stores: Stores, user: CurrentUser) {
  const wash = await washCodeNow(stores, user.userId)
  const last = await stores.rewards.lastClaimAt(user.userId)
  return {
    rebate: wash.rate,
    rows: wash.rows.map((row) => ({
      kind: row.kind,
      kindName: row.kindName,
      validBet: fenToYuan(row.validFen),
      rate: row.rate,
      amount: fenToYuan(row.rebateFen),
    })),
    validBet: fenToYuan(wash.validFen),
    amount: fenToYuan(wash.rebateFen),
    lastClaimAt: last === null ? null : formatChinaTime(last),
  }
}

/**
 * Claims the wash-code rebate, in one transaction: the rebate of the valid bets not rebated yet goes onto
 * the balance with one `rebate` ledger row, those bets are marked as rebated by this claim, and the turnover
 * the rebate asks for is recorded. With nothing to claim (no new valid bets, or a rebate that rounds to 0)
 * it is refused and nothing changes.
 */
export async function claimWashCode(stores: Stores, user: CurrentUser, nowMs: number) {
  refuseTrial(user)
  return stores.transaction(async (tx) => {
    // The member's claims one at a time: the bets are read, then marked as rebated by this claim.
    await tx.wallet.lockBalances(user.userId)
    const wash = await washCodeNow(tx, user.userId)
    if (wash.rebateFen <= 0) throw new RefusedError('BONUS/NOTHING_TO_CLAIM', bonusMessages.nothingToWash)
    const claimId = await tx.rewards.recordClaim({
      userId: user.userId,
      validFen: wash.validFen,
      amountFen: wash.rebateFen,
      rate: wash.rate,
      at: nowMs,
      betIds: wash.betIds,
    })
    const ref = `rebate-${claimId}`
    await tx.wallet.post({ userId: user.userId, type: 'rebate', amountFen: wash.rebateFen, ref, at: nowMs })
    await tx.withdrawals.addRequirement({
      userId: user.userId,
      type: 'rebate',
      ref,
      amountFen: wash.rebateFen,
      multiple: (await walletRulesOf(tx)).rebateMultiple,
      at: nowMs,
    })
    const balances = await tx.wallet.balancesOf(user.userId)
    return {
      amount: fenToYuan(wash.rebateFen),
      validBet: fenToYuan(wash.validFen),
      money: fenToYuan(balances.moneyFen),
      liveMoney: fenToYuan(balances.liveMoneyFen),
    }
  })
}

/** A bonus-center reward as the API answers it. */
export function bonusView(reward: BonusRewardRow, nowMs: number) {
  const status = bonusStatusAt(reward, nowMs)
  return {
    id: reward.id,
    promotionId: reward.promotionId,
    title: reward.title,
    amount: fenToYuan(reward.amountFen),
    multiple: reward.multiple,
    status,
    statusText: bonusStatusTexts[status],
    createdAt: formatChinaTime(reward.createdAt),
    expiresAt: formatChinaTime(reward.expiresAt),
    claimedAt: reward.claimedAt === null ? null : formatChinaTime(reward.claimedAt),
  }
}

/**
 * Claims a bonus-center reward once, in one transaction: it goes onto the balance with a `reward` ledger
 * row and records the turnover it asks for. A reward claimed already or expired is refused.
 */
export async function claimBonus(stores: Stores, user: CurrentUser, id: number, nowMs: number) {
  refuseTrial(user)
  return stores.transaction(async (tx) => {
    // The member's claims one at a time: a second claim of the reward reads it claimed (BONUS/CLAIMED).
    await tx.wallet.lockBalances(user.userId)
    const reward = await tx.rewards.findReward(user.userId, id)
    if (!reward) throw new NotFoundError('奖励不存在')
    const status = bonusStatusAt(reward, nowMs)
    if (status === 1) throw new RefusedError('BONUS/CLAIMED', bonusMessages.claimed)
    if (status === 2 || !(await tx.rewards.markClaimed(id, nowMs))) {
      throw new RefusedError('BONUS/EXPIRED', bonusMessages.expired)
    }
    const ref = `bonus-${id}`
    await tx.wallet.post({ userId: user.userId, type: 'reward', amountFen: reward.amountFen, ref, at: nowMs })
    await tx.withdrawals.addRequirement({
      userId: user.userId,
      type: 'reward',
      ref,
      amountFen: reward.amountFen,
      multiple: reward.multiple,
      at: nowMs,
    })
    const balances = await tx.wallet.balancesOf(user.userId)
    return {
      ...bonusView((await tx.rewards.findReward(user.userId, id))!, nowMs),
      money: fenToYuan(balances.moneyFen),
      liveMoney: fenToYuan(balances.liveMoneyFen),
    }
  })
}
