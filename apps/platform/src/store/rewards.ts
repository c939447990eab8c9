import { validBetFen } from '@liuhe/domain'
import type { Db } from '../db'

/** A promotion reward of the bonus center. */
export interface BonusRewardRow {
  id: number
  userId: number
  promotionId: number | null
  title: string
  amountFen: number
  multiple: number
  createdAt: number
  expiresAt: number
  claimedAt: number | null
}

/** A reward to grant. */
export type NewBonusReward = Omit<BonusRewardRow, 'id' | 'claimedAt'>

const rewardColumns = `id, user_id AS userId, promotion_id AS promotionId, title, amount_fen AS amountFen, multiple,
  created_at AS createdAt, expires_at AS expiresAt, claimed_at AS claimedAt`

/** Wash-code rebates (the settled bets not yet rebated, and the claims) and bonus-center rewards. */
export function createRewardStore(db: Db) {
  const unwashed = db.prepare(
    `SELECT play_id AS playId, status, stake_fen AS stakeFen, bet_count AS betCount FROM bets
     WHERE user_id = ? AND status = 1 AND rebate_claim_id IS NULL`,
  )
  const wash = db.prepare(
    'UPDATE bets SET rebate_claim_id = ? WHERE user_id = ? AND status = 1 AND rebate_claim_id IS NULL',
  )
  const insertClaim = db.prepare(
    'INSERT INTO rebate_claims (user_id, valid_bet_fen, amount_fen, rate, claimed_at) VALUES (?, ?, ?, ?, ?)',
  )
  const lastClaim = db.prepare('SELECT MAX(claimed_at) AS at FROM rebate_claims WHERE user_id = ?')

  const rewards = db.prepare(
    `SELECT ${rewardColumns} FROM bonus_rewards WHERE user_id = ? ORDER BY created_at DESC, id DESC`,
  )
  const reward = db.prepare(`SELECT ${rewardColumns} FROM bonus_rewards WHERE user_id = ? AND id = ?`)
  const claim = db.prepare(
    'UPDATE bonus_rewards SET claimed_at = ? WHERE id = ? AND claimed_at IS NULL AND expires_at > ?',
  )
  const grant = db.prepare(
    `INSERT INTO bonus_rewards (user_id, promotion_id, title, amount_fen, multiple, created_at, expires_at)
     VALUES (@userId, @promotionId, @title, @amountFen, @multiple, @createdAt, @expiresAt)`,
  )

  return {
    /** A member's valid bets not rebated yet, summed by play. */
    unwashedByPlay(userId: number): { playId: string; validFen: number }[] {
      const byPlay = new Map<string, number>()
      const bets = unwashed.all(userId) as {
        playId: string
        status: number
        stakeFen: number
        betCount: number
      }[]
      for (const bet of bets) byPlay.set(bet.playId, (byPlay.get(bet.playId) ?? 0) + validBetFen(bet))
      return [...byPlay].map(([playId, validFen]) => ({ playId, validFen }))
    },
    /**
     * Records a claim and marks every settled bet of the member not rebated yet as rebated by it (inside the
     * claim's transaction, so exactly the bets the claim was worked out from); returns the claim's id.
     */
    recordClaim(claim: {
      userId: number
      validFen: number
      amountFen: number
      rate: number
      at: number
    }): number {
      const id = Number(
        insertClaim.run(claim.userId, claim.validFen, claim.amountFen, claim.rate, claim.at).lastInsertRowid,
      )
      wash.run(id, claim.userId)
      return id
    },
    /** When the member last claimed, or null. */
    lastClaimAt(userId: number): number | null {
      return (lastClaim.get(userId) as { at: number | null }).at
    },

    /** A member's rewards, newest first. */
    rewardsOf(userId: number): BonusRewardRow[] {
      return rewards.all(userId) as BonusRewardRow[]
    },
    findReward(userId: number, id: number): BonusRewardRow | undefined {
      return reward.get(userId, id) as BonusRewardRow | undefined
    },
    /** Marks a reward claimed; false when it was claimed already or has expired. */
    markClaimed(id: number, at: number): boolean {
      return claim.run(at, id, at).changes === 1
    },
    /** Grants a reward; returns its id. */
    grant(reward: NewBonusReward): number {
      return Number(grant.run(reward).lastInsertRowid)
    },
  }
}

/** The reward store of one database. */
export type RewardStore = ReturnType<typeof createRewardStore>
