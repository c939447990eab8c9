import type { Db } from '../db'
import { ConflictError, InvalidInputError, NotFoundError, RefusedError } from '../errors'
import type { PollView } from '../templates/views'
import type { TemplateStore } from './templates'

const alreadyVoted = () => new ConflictError('TEMPLATE/VOTED', '您已经投票过了！')

/** What members do to the cards: favourites, 准/不准 votes and zodiac poll votes. */
export function createTemplateVoteStore(db: Db, templates: TemplateStore) {
  const like = db.prepare(
    'INSERT OR IGNORE INTO template_likes (user_id, template_id, created_at) VALUES (?, ?, ?)',
  )
  const unlike = db.prepare('DELETE FROM template_likes WHERE user_id = ? AND template_id = ?')
  const vote = db.prepare(
    'INSERT OR IGNORE INTO template_votes (template_id, user_id, vote, voted_at) VALUES (?, ?, ?, ?)',
  )
  const voteCounts = db.prepare(
    'SELECT SUM(vote = 1) AS agree, SUM(vote = 0) AS disagree FROM template_votes WHERE template_id = ?',
  )
  const pollVote = db.prepare(
    'INSERT OR IGNORE INTO template_poll_votes (poll_id, user_id, option_id, voted_at) VALUES (?, ?, ?, ?)',
  )
  const countOption = db.prepare(
    'UPDATE template_poll_options SET option_vote = option_vote + 1 WHERE poll_id = ? AND option_id = ?',
  )
  // The vote and its count change together or not at all.
  const recordPollVote = db.transaction((pollId: number, userId: number, optionId: number, nowMs: number) => {
    if (pollVote.run(pollId, userId, optionId, nowMs).changes === 0) throw alreadyVoted()
    countOption.run(pollId, optionId)
    return templates.findPoll(pollId, userId)!
  })

  return {
    /** Sets or clears a user's favourite on a card (stamped `nowMs`, kept on a repeat); returns the new state. */
    setTemplateLike(
      userId: number,
      templateId: number,
      liked: 0 | 1,
      nowMs: number,
    ): { templateId: number; like: 0 | 1 } {
      templates.requireTemplate(templateId)
      if (liked === 1) like.run(userId, templateId, nowMs)
      else unlike.run(userId, templateId)
      return { templateId, like: liked }
    },
    /** Records a user's 准 (1) / 不准 (0) vote on a card, once per user; returns the counts. */
    voteTemplate(userId: number, templateId: number, value: 0 | 1, nowMs: number) {
      templates.requireTemplate(templateId)
      if (vote.run(templateId, userId, value, nowMs).changes === 0) throw alreadyVoted()
      const counts = voteCounts.get(templateId) as { agree: number; disagree: number }
      return { documentId: templateId, vote: value, agreeCount: counts.agree, disagreeCount: counts.disagree }
    },
    /** Records a user's zodiac poll vote, once per user and poll, and counts it; returns the updated poll. */
    votePoll(userId: number, pollId: number, optionId: number, nowMs: number): PollView {
      const poll = templates.findPoll(pollId, userId)
      if (!poll) throw new NotFoundError('投票不存在')
      if (!poll.pollStatus) throw new RefusedError('TEMPLATE/POLL_CLOSED', '投票已结束')
      if (!poll.pollOptions.some((o) => o.option_id === optionId)) throw new InvalidInputError('optionId')
      return recordPollVote(pollId, userId, optionId, nowMs)
    },
  }
}

/** The template vote store of one database. */
export type TemplateVoteStore = ReturnType<typeof createTemplateVoteStore>
