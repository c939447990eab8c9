import { ConflictError, InvalidInputError, NotFoundError, RefusedError } from '../errors'
import type { Queries } from '../storage/queries'
import { inTransaction } from '../storage/transactions'
import type { PollView } from '../templates/views'
import { createTemplateStore, type TemplateStore } from './templates'

const alreadyVoted = () => new ConflictError('TEMPLATE/VOTED', '您已经投票过了！')

/** What members do to the cards: favourites, 准/不准 votes and zodiac poll votes. */
export function createTemplateVoteStore(db: Queries, templates: TemplateStore) {
  return {
    /** Sets or clears a user's favourite on a card (stamped `nowMs`, kept on a repeat); returns the new state. */
    async setTemplateLike(
      userId: number,
      templateId: number,
      liked: 0 | 1,
      nowMs: number,
    ): Promise<{ templateId: number; like: 0 | 1 }> {
      await templates.requireTemplate(templateId)
      if (liked === 1)
        await db
          .insertInto('template_likes')
          .values({ user_id: userId, template_id: templateId, created_at: nowMs })
          .onConflict((conflict) => conflict.doNothing())
          .execute()
      else
        await db
          .deleteFrom('template_likes')
          .where('user_id', '=', userId)
          .where('template_id', '=', templateId)
          .execute()
      return { templateId, like: liked }
    },
    /** Records a user's 准 (1) / 不准 (0) vote on a card, once per user; returns the counts. */
    async voteTemplate(userId: number, templateId: number, value: 0 | 1, nowMs: number) {
      await templates.requireTemplate(templateId)
      const { numInsertedOrUpdatedRows } = await db
        .insertInto('template_votes')
        .values({ template_id: templateId, user_id: userId, vote: value, voted_at: nowMs })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst()
      if (!numInsertedOrUpdatedRows) throw alreadyVoted()
      const counts = await db
        .selectFrom('template_votes')
        .select((eb) => [
          eb.fn.count<number>(eb.case().when('vote', '=', 1).then(eb.lit(1)).end()).as('agree'),
          eb.fn.count<number>(eb.case().when('vote', '=', 0).then(eb.lit(1)).end()).as('disagree'),
        ])
        .where('template_id', '=', templateId)
        .executeTakeFirstOrThrow()
      return {
        documentId: templateId,
        vote: value,
        agreeCount: Number(counts.agree),
        disagreeCount: Number(counts.disagree),
      }
    },
    /**
     * Records a user's zodiac poll vote, once per user and poll (the votes' primary key), and counts it;
     * returns the updated poll. The poll is read, the vote stored and its option counted in one transaction:
     * a draw moving the poll to the next issue (templateSettlement.ts) replaces its options, and a vote whose
     * option is gone by the time it is counted is refused and not kept.
     */
    votePoll(userId: number, pollId: number, optionId: number, nowMs: number): Promise<PollView> {
      return inTransaction(db, async (trx) => {
        const polls = createTemplateStore(trx)
        const poll = await polls.findPoll(pollId, userId)
        if (!poll) throw new NotFoundError('投票不存在')
        if (!poll.pollStatus) throw new RefusedError('TEMPLATE/POLL_CLOSED', '投票已结束')
        if (!poll.pollOptions.some((o) => o.option_id === optionId)) throw new InvalidInputError('optionId')
        const stored = await trx
          .insertInto('template_poll_votes')
          .values({ poll_id: pollId, user_id: userId, option_id: optionId, voted_at: nowMs })
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirst()
        if (!stored.numInsertedOrUpdatedRows) throw alreadyVoted()
        const counted = await trx
          .updateTable('template_poll_options')
          .set((eb) => ({ option_vote: eb('option_vote', '+', 1) }))
          .where('poll_id', '=', pollId)
          .where('option_id', '=', optionId)
          .executeTakeFirst()
        if (!counted.numUpdatedRows) throw new InvalidInputError('optionId')
        return (await polls.findPoll(pollId, userId))!
      })
    },
  }
}

/** The template vote store of one database. */
export type TemplateVoteStore = ReturnType<typeof createTemplateVoteStore>
