import { validBetFen } from '@liuhe/domain'
import { isAmongIds, lockedForUpdate, type Queries } from '../storage/queries'
import { inTransaction } from '../storage/transactions'

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

const rewardColumns = [
  'id',
  'user_id as userId',
  'promotion_id as promotionId',
  'title',
  'amount_fen as amountFen',
  'multiple',
  'created_at as createdAt',
  'expires_at as expiresAt',
  'claimed_at as claimedAt',
] as const

/** Wash-code rebates (the settled bets not yet rebated, and the claims) and bonus-center rewards. */
export function createRewardStore(db: Queries) {
  /**
   * A member's settled bets not rebated yet, each with its valid bet (fen), in id order. Inside a transaction
   * on PostgreSQL the bets read stay locked until it ends, so a concurrent claim waits for this one and then
   * finds them rebated (SQLite's transactions hold the write lock throughout).
   */
  const unwashedBets = async (
    userId: number,
  ): Promise<{ id: number; playId: string; validFen: number }[]> => {
    const bets = await lockedForUpdate(
      db,
      db
        .selectFrom('bets')
        .select(['id', 'play_id as playId', 'status', 'stake_fen as stakeFen', 'bet_count as betCount'])
        .where('user_id', '=', userId)
        .where('status', '=', 1)
        .where('rebate_claim_id', 'is', null)
        .orderBy('id'),
    ).execute()
    return bets.map((bet) => ({ id: bet.id, playId: bet.playId, validFen: validBetFen(bet) }))
  }

  return {
    unwashedBets,
    /** `unwashedBets` summed by play, in the order of each play's first bet. */
    async unwashedByPlay(userId: number): Promise<{ playId: string; validFen: number }[]> {
      const byPlay = new Map<string, number>()
      for (const bet of await unwashedBets(userId))
        byPlay.set(bet.playId, (byPlay.get(bet.playId) ?? 0) + bet.validFen)
      return [...byPlay].map(([playId, validFen]) => ({ playId, validFen }))
    },
    /**
     * Records a claim and marks the bets it was worked out from (`betIds`, read by `unwashedBets` in the
     * claim's transaction) as rebated by it, those not rebated yet; returns the claim's id. Only those: a bet
     * settled after they were read (committed meanwhile, on PostgreSQL) was not paid by this claim and waits
     * for the next.
     */
    recordClaim(claim: {
      userId: number
      validFen: number
      amountFen: number
      rate: number
      at: number
      betIds: readonly number[]
    }): Promise<number> {
      return inTransaction(db, async (trx) => {
        const { id } = await trx
          .insertInto('rebate_claims')
          .values({
            user_id: claim.userId,
            valid_bet_fen: claim.validFen,
            amount_fen: claim.amountFen,
            rate: claim.rate,
            claimed_at: claim.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        if (claim.betIds.length > 0)
          await trx
            .updateTable('bets')
            .set({ rebate_claim_id: id })
            .where('user_id', '=', claim.userId)
            .where((eb) => isAmongIds(trx, eb.ref('id'), claim.betIds))
            .where('rebate_claim_id', 'is', null)
            .execute()
        return id
      })
    },
    /** When the member last claimed, or null. */
    async lastClaimAt(userId: number): Promise<number | null> {
      const { at } = await db
        .selectFrom('rebate_claims')
        .select((eb) => eb.fn.max('claimed_at').as('at'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
      return at === null ? null : Number(at)
    },

    /** A member's rewards, newest first. */
    async rewardsOf(userId: number): Promise<BonusRewardRow[]> {
      return db
        .selectFrom('bonus_rewards')
        .select(rewardColumns)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    },
    async findReward(userId: number, id: number): Promise<BonusRewardRow | undefined> {
      return db
        .selectFrom('bonus_rewards')
        .select(rewardColumns)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst()
    },
    /**
     * Marks a reward claimed; false when it was claimed already or has expired. One conditional UPDATE: of two
     * concurrent claims, one marks it.
     */
    async markClaimed(id: number, at: number): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('bonus_rewards')
        .set({ claimed_at: at })
        .where('id', '=', id)
        .where('claimed_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirstOrThrow()
      return numUpdatedRows === 1n
    },
    /** Grants a reward; returns its id. */
    async grant(reward: NewBonusReward): Promise<number> {
      const { id } = await db
        .insertInto('bonus_rewards')
        .values({
          user_id: reward.userId,
          promotion_id: reward.promotionId,
          title: reward.title,
          amount_fen: reward.amountFen,
          multiple: reward.multiple,
          created_at: reward.createdAt,
          expires_at: reward.expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return id
    },
  }
}

/** The reward store of one database. */
export type RewardStore = ReturnType<typeof createRewardStore>
