import { RECORD_ISSUES } from '@liuhe/domain'
import type { Db } from '../db'
import { type OpenTurn, openTurn } from '../scheduler'
import { type PickRuleKey, pickRules } from '../templates/pickRules'
import {
  cardKey,
  cardRowMaker,
  documentRow,
  type ItemInput,
  pollOptionsOf,
  seqOf,
  specOf,
} from '../templates/picks'
import type { DrawRow, LotteryStore } from './lottery'

/**
 * Rows a per-issue group keeps when it rolls forward: the newest ones. Without a limit the 1-minute games
 * would add 1,440 rows a day to every group, and the card detail answers every row.
 */
export const ISSUE_ROWS_KEPT = 30

/** A group whose rows are one per issue and whose newest row is older than the open issue. */
interface StaleGroup {
  group_id: number
  group_name: string
  template_code: string
  document_sub_name: string | null
  top_item: number
  top_turn: string
  top_sort: number
  top_pick: string
  require_login: number
  require_recharge: number
  active_cover: number
}

/** The open issue's row of a stale group, made with the seed's rules, or undefined for an unknown shape. */
function openRowOf(group: StaleGroup, gameId: number, open: OpenTurn): ItemInput | undefined {
  const issue = { turnNum: open.turnNum, timeMs: open.closeTime, draw: undefined }
  if (group.document_sub_name !== null) {
    const { rule } = JSON.parse(group.top_pick) as { rule: PickRuleKey }
    return pickRules[rule] && documentRow(rule, gameId, group.document_sub_name)(issue, 0)
  }
  const spec = specOf(group.template_code)
  return spec && cardRowMaker(spec, gameId, group.group_name)?.(issue, 0)
}

/** '130-139' → '130-140' when the range ended at the issue before; other names unchanged. */
function extendedRangeName(name: string, previousTurn: string, openTurnNum: string): string {
  const match = /^(\d+)-(\d+)$/.exec(name)
  return match && match[2] === seqOf(previousTurn) ? `${match[1]}-${seqOf(openTurnNum)}` : name
}

/** What a draw does to the information cards: scores their predictions and rolls them to the next issue. */
export function createTemplateSettlement(db: Db, lottery: LotteryStore) {
  const predicting = db.prepare(
    `SELECT item_id, pick FROM template_items WHERE game_id = ? AND turn_num = ? AND note = '' AND pick != ''`,
  )
  const score = db.prepare('UPDATE template_items SET note = ?, updated_time = ? WHERE item_id = ?')
  // The track record (migration 10): the scored notes of an issue's lead rows, one per card, the lead group
  // (highest sort) first so INSERT OR IGNORE keeps its note; then each card's newest RECORD_ISSUES only.
  const record = db.prepare(
    `INSERT OR IGNORE INTO template_records (template_id, turn_num, note)
     SELECT g.template_id, i.turn_num, i.note
     FROM template_items i JOIN template_groups g ON g.group_id = i.group_id
     WHERE i.game_id = @gameId AND i.turn_num = @turn AND g.document_id IS NULL AND i.note != '' AND i.pick != ''
       AND (SELECT COUNT(*) FROM template_items x WHERE x.group_id = i.group_id AND x.turn_num = i.turn_num) = 1
     ORDER BY g.template_id, g.sort DESC, g.group_id`,
  )
  // Per card, everything older than its RECORD_ISSUES-th newest issue: the subquery is not correlated, so
  // each card costs one look down its primary key (a correlated NOT IN walked 100 rows per kept row).
  const recordCards = db.prepare('SELECT template_id FROM templates WHERE game_id = ? AND is_database = 0')
  const trimCard = db.prepare(
    `DELETE FROM template_records WHERE template_id = @card AND turn_num < (
       SELECT turn_num FROM template_records WHERE template_id = @card ORDER BY turn_num DESC LIMIT 1 OFFSET @keep - 1)`,
  )
  const trimRecords = (gameId: number) => {
    for (const { template_id } of recordCards.all(gameId) as { template_id: number }[])
      trimCard.run({ card: template_id, keep: RECORD_ISSUES })
  }
  // The groups of a game that carry the template's newest issue as their single newest row, older than the
  // open issue: one group per card of one-row-per-issue cards (the newest range group), every tab, every
  // library document. Pick lists and rankings (several rows per issue) and rows without an issue are left out.
  const staleGroups = db.prepare(
    `WITH newest AS (
       SELECT g.template_id, MAX(i.turn_num) AS turn_num
       FROM templates t JOIN template_groups g ON g.template_id = t.template_id
       JOIN template_items i ON i.group_id = g.group_id
       WHERE t.game_id = @gameId GROUP BY g.template_id
     ),
     tops AS (
       SELECT g.group_id, g.template_id, g.group_name, t.template_code, d.sub_name AS document_sub_name,
         (SELECT item_id FROM template_items WHERE group_id = g.group_id ORDER BY sort DESC, item_id LIMIT 1)
           AS top_item
       FROM template_groups g JOIN templates t ON t.template_id = g.template_id
       LEFT JOIN documents d ON d.document_id = g.document_id
       WHERE t.game_id = @gameId
     )
     SELECT tops.group_id, tops.group_name, tops.template_code, tops.document_sub_name, tops.top_item,
       i.turn_num AS top_turn, i.sort AS top_sort, i.pick AS top_pick, i.require_login, i.require_recharge,
       i.active_cover
     FROM tops JOIN template_items i ON i.item_id = tops.top_item
     JOIN newest n ON n.template_id = tops.template_id AND n.turn_num = i.turn_num
     WHERE i.turn_num IS NOT NULL AND i.pick != '' AND i.turn_num < @open
       AND (SELECT COUNT(*) FROM template_items WHERE group_id = tops.group_id AND turn_num = i.turn_num) = 1
     ORDER BY tops.group_id`,
  )
  const insertRow = db.prepare(
    `INSERT INTO template_items (group_id, game_id, turn_num, title, content, content2, content3, note, sub_name,
       updated_time, sort, multi_contents, icon_url, require_login, require_recharge, template_type, active_cover,
       redirect, pick) VALUES (?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?, ?, '', ?, ?, 1, ?, '', ?)`,
  )
  const clearCover = db.prepare('UPDATE template_items SET active_cover = 0 WHERE item_id = ?')
  const unlockOldest = db.prepare(
    `UPDATE template_items SET require_login = 0, require_recharge = 0 WHERE item_id = (
       SELECT item_id FROM template_items WHERE group_id = ? AND (require_login = 1 OR require_recharge = 1)
       ORDER BY sort, item_id LIMIT 1)`,
  )
  const rename = db.prepare('UPDATE template_groups SET group_name = ? WHERE group_id = ?')
  const trim = db.prepare(
    `DELETE FROM template_items WHERE group_id = @group AND item_id NOT IN (
       SELECT item_id FROM template_items WHERE group_id = @group ORDER BY sort DESC, item_id DESC LIMIT @keep)`,
  )
  const stalePolls = db.prepare(
    `SELECT p.poll_id, t.template_code FROM template_polls p JOIN templates t ON t.template_id = p.template_id
     WHERE t.game_id = ? AND p.game_turn < ?`,
  )
  const insertOption = db.prepare(
    `INSERT INTO template_poll_options (poll_id, option_id, option_text, option_value, option_vote)
     VALUES (?, ?, ?, ?, ?)`,
  )
  const dropVotes = db.prepare('DELETE FROM template_poll_votes WHERE poll_id = ?')
  const dropOptions = db.prepare('DELETE FROM template_poll_options WHERE poll_id = ?')
  const moveTurn = db.prepare('UPDATE template_polls SET game_turn = ? WHERE poll_id = ?')

  /**
   * Scores the unscored rows predicting `draw`'s turn: `开:…` notes, `*` on a hit, and keeps each card's lead
   * note of the issue for its track record. Returns how many rows were scored.
   */
  function scoreTurn(draw: DrawRow): number {
    const rows = predicting.all(draw.gameId, draw.turnNum) as { item_id: number; pick: string }[]
    for (const row of rows) {
      const pick = JSON.parse(row.pick) as { rule: PickRuleKey; tokens: string[] }
      const rule = pickRules[pick.rule]
      if (!rule) continue
      score.run(rule.score({ content: '', tokens: pick.tokens }, draw).note, draw.openTime, row.item_id)
    }
    if (rows.length > 0) record.run({ gameId: draw.gameId, turn: draw.turnNum })
    return rows.length
  }

  /**
   * Adds the open issue's row (empty note) on top of every stale per-issue group, dropping rows beyond the
   * newest {@link ISSUE_ROWS_KEPT}. The new row takes over the top row's lock and red highlight, so the
   * seed's "newest rows" rules keep holding: the old top loses its highlight and the oldest locked row of
   * the group is unlocked.
   */
  function rollGroupsForward(gameId: number, open: OpenTurn, groups: readonly StaleGroup[]): void {
    for (const group of groups) {
      const row = openRowOf(group, gameId, open)
      if (!row) continue
      if (group.require_login === 1 || group.require_recharge === 1) unlockOldest.run(group.group_id)
      insertRow.run(
        group.group_id,
        gameId,
        open.turnNum,
        row.title,
        row.content ?? '',
        row.content2 ?? '',
        row.content3 ?? '',
        row.subName ?? '',
        open.closeTime,
        group.top_sort + 1,
        JSON.stringify(row.multiContents ?? []),
        group.require_login,
        group.require_recharge,
        group.active_cover,
        row.pick ?? '',
      )
      if (group.active_cover === 1) clearCover.run(group.top_item)
      rename.run(extendedRangeName(group.group_name, group.top_turn, open.turnNum), group.group_id)
      trim.run({ group: group.group_id, keep: ISSUE_ROWS_KEPT })
    }
  }

  /**
   * Moves the zodiac polls of a game still on an older issue to the open issue: the poll is a new one, so
   * the earlier issue's votes are dropped and the options (that year's numbers per zodiac, seeded counts)
   * are written afresh, as the seed writes them.
   */
  function movePolls(gameId: number, open: OpenTurn): void {
    const polls = stalePolls.all(gameId, open.turnNum) as { poll_id: number; template_code: string }[]
    for (const poll of polls) {
      dropVotes.run(poll.poll_id)
      dropOptions.run(poll.poll_id)
      moveTurn.run(open.turnNum, poll.poll_id)
      const options = pollOptionsOf(cardKey(gameId, poll.template_code), {
        turnNum: open.turnNum,
        timeMs: open.closeTime,
      })
      for (const option of options)
        insertOption.run(poll.poll_id, option.optionId, option.text, option.value, option.votes)
    }
  }

  const settleOne = db.transaction((draw: DrawRow): number => {
    let scored = scoreTurn(draw)
    const game = lottery.findLotteryGame(draw.gameId)
    if (!game) return scored
    const open = openTurn(lottery, game, draw.openTime)
    // Scoring changes notes only, never what makes a group stale, so one look serves both steps.
    const stale = staleGroups.all({ gameId: draw.gameId, open: open.turnNum }) as StaleGroup[]
    for (const turnNum of new Set(stale.map((g) => g.top_turn))) {
      const missed = turnNum === draw.turnNum ? undefined : lottery.drawOfTurn(draw.gameId, turnNum)
      if (missed) scored += scoreTurn(missed)
    }
    rollGroupsForward(draw.gameId, open, stale)
    movePolls(draw.gameId, open)
    if (scored > 0) trimRecords(draw.gameId)
    return scored
    // Reads before it writes: takes the write lock first (see `transaction` in ./index.ts).
  }).immediate

  const settleRun = db.transaction((draws: readonly DrawRow[]): number => {
    const left = new Map<number, number>()
    for (const draw of draws) left.set(draw.gameId, (left.get(draw.gameId) ?? 0) + 1)
    let scored = 0
    for (const draw of draws) {
      const later = left.get(draw.gameId)! - 1
      left.set(draw.gameId, later)
      scored += later < ISSUE_ROWS_KEPT ? settleOne(draw) : scoreTurn(draw)
    }
    for (const gameId of left.keys()) trimRecords(gameId)
    return scored
  }).immediate

  return {
    /**
     * Settles a newly drawn issue on the cards of its game, in one transaction: scores the rows predicting it
     * (`开:…` notes, `*` on a hit), then rolls the cards forward to the next open issue — every per-issue group
     * gets that issue's row with an empty note, and the zodiac polls move to it. A newest row whose issue was
     * drawn while nobody announced it (an interval game catching up after a pause) is scored on the way.
     * Idempotent: settling the same draw again changes nothing. Returns how many rows were scored.
     */
    settleTemplateDraw: (draw: DrawRow): number => settleOne(draw),
    /**
     * Settles a run of new draws, each game's oldest first (the draws of several games may be mixed), in one
     * transaction, with the cards ending as if each draw had been settled in turn (only the rows' ids and sort
     * keys differ, not their order), but rolling them forward through the last {@link ISSUE_ROWS_KEPT} draws
     * of each game only: the rows an earlier roll would add are trimmed again before the run ends, and half a
     * year of missed daily turns would otherwise add and drop some 180 rows in each of 170 groups. The earlier
     * draws are still scored, for the rows predicting them (the issue open when the run began, pick lists and
     * rankings included). Returns how many rows were scored.
     */
    settleTemplateDraws: (draws: readonly DrawRow[]): number => settleRun(draws),
  }
}

/** The template settlement of one database. */
export type TemplateSettlement = ReturnType<typeof createTemplateSettlement>
