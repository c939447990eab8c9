import { RECORD_ISSUES } from '@liuhe/domain'
import { sql } from 'kysely'
import { type OpenTurn, openTurn } from '../scheduler'
import { insertInChunks, isAmongIds, type Queries, valueRows } from '../storage/queries'
import { inTransaction } from '../storage/transactions'
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
import { createLotteryStore, type DrawRow } from './lottery'

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

/**
 * The settlement's steps over `db`, one transaction of the platform's (every step runs inside
 * {@link createTemplateSettlement}'s transactions).
 */
function settlementSteps(db: Queries) {
  const lottery = createLotteryStore(db)

  /**
   * The track record (migration 10): the scored notes of an issue's lead rows, one per card — of the card's
   * one-row-per-issue groups the lead one (highest sort, then lowest id) — added unless the card has the
   * issue's note already.
   */
  async function record(gameId: number, turnNum: string): Promise<void> {
    const rows = await db
      .selectFrom('template_items as i')
      .innerJoin('template_groups as g', 'g.group_id', 'i.group_id')
      .select(['g.template_id', 'i.turn_num', 'i.note'])
      .where('i.game_id', '=', gameId)
      .where('i.turn_num', '=', turnNum)
      .where('g.document_id', 'is', null)
      .where('i.note', '!=', '')
      .where('i.pick', '!=', '')
      // The group has one row of the issue.
      .where(
        (eb) =>
          eb
            .selectFrom('template_items as x')
            .select((x) => x.fn.countAll<number>().as('n'))
            .whereRef('x.group_id', '=', 'i.group_id')
            .whereRef('x.turn_num', '=', 'i.turn_num'),
        '=',
        1,
      )
      .orderBy('g.template_id')
      .orderBy('g.sort', 'desc')
      .orderBy('g.group_id')
      .execute()
    const leads = new Map<number, { template_id: number; turn_num: string; note: string }>()
    for (const row of rows)
      if (row.turn_num !== null && !leads.has(row.template_id))
        leads.set(row.template_id, { template_id: row.template_id, turn_num: row.turn_num, note: row.note })
    if (leads.size === 0) return
    await db
      .insertInto('template_records')
      .values([...leads.values()])
      .onConflict((oc) => oc.columns(['template_id', 'turn_num']).doNothing())
      .execute()
  }

  /**
   * Per card of the game, everything older than its RECORD_ISSUES-th newest issue, in one statement: the
   * records numbered newest first within each card (a window, one pass down the primary key), not a
   * correlated subquery per row (a correlated NOT IN walked 100 rows per kept row).
   */
  async function trimRecords(gameId: number): Promise<void> {
    await sql`DELETE FROM template_records WHERE (template_id, turn_num) IN (
        SELECT template_id, turn_num FROM (
          SELECT r.template_id, r.turn_num,
            ROW_NUMBER() OVER (PARTITION BY r.template_id ORDER BY r.turn_num DESC) AS newest
          FROM template_records AS r INNER JOIN templates AS t ON t.template_id = r.template_id
          WHERE t.game_id = ${gameId} AND t.is_database = 0
        ) AS numbered WHERE newest > ${RECORD_ISSUES}
      )`.execute(db)
  }

  /**
   * The groups of a game that carry the template's newest issue as their single newest row, older than the
   * open issue `open`: one group per card of one-row-per-issue cards (the newest range group), every tab,
   * every library document. Pick lists and rankings (several rows per issue) and rows without an issue are
   * left out.
   */
  function staleGroups(gameId: number, open: string): Promise<StaleGroup[]> {
    return db
      .with('newest', (qb) =>
        qb
          .selectFrom('templates as t')
          .innerJoin('template_groups as g', 'g.template_id', 't.template_id')
          .innerJoin('template_items as i', 'i.group_id', 'g.group_id')
          .select((eb) => ['g.template_id', eb.fn.max('i.turn_num').as('turn_num')])
          .where('t.game_id', '=', gameId)
          .groupBy('g.template_id'),
      )
      .with('tops', (qb) =>
        qb
          .selectFrom('template_groups as g')
          .innerJoin('templates as t', 't.template_id', 'g.template_id')
          .leftJoin('documents as d', 'd.document_id', 'g.document_id')
          .select((eb) => [
            'g.group_id',
            'g.template_id',
            'g.group_name',
            't.template_code',
            'd.sub_name as document_sub_name',
            eb
              .selectFrom('template_items')
              .select('item_id')
              .whereRef('group_id', '=', 'g.group_id')
              .orderBy('sort', 'desc')
              .orderBy('item_id')
              .limit(1)
              .as('top_item'),
          ])
          .where('t.game_id', '=', gameId),
      )
      .selectFrom('tops')
      .innerJoin('template_items as i', 'i.item_id', 'tops.top_item')
      .innerJoin('newest as n', (join) =>
        join.onRef('n.template_id', '=', 'tops.template_id').onRef('n.turn_num', '=', 'i.turn_num'),
      )
      .select([
        'tops.group_id',
        'tops.group_name',
        'tops.template_code',
        'tops.document_sub_name',
        'i.item_id as top_item',
        'i.turn_num as top_turn',
        'i.sort as top_sort',
        'i.pick as top_pick',
        'i.require_login',
        'i.require_recharge',
        'i.active_cover',
      ])
      .where('i.turn_num', 'is not', null)
      .where('i.pick', '!=', '')
      .where('i.turn_num', '<', open)
      .where(
        (eb) =>
          eb
            .selectFrom('template_items as x')
            .select((x) => x.fn.countAll<number>().as('n'))
            .whereRef('x.group_id', '=', 'tops.group_id')
            .whereRef('x.turn_num', '=', 'i.turn_num'),
        '=',
        1,
      )
      .orderBy('tops.group_id')
      .$narrowType<{ top_turn: string }>()
      .execute()
  }

  /**
   * Scores the unscored rows predicting `draw`'s turn: `开:…` notes, `*` on a hit, and keeps each card's lead
   * note of the issue for its track record. Returns how many rows were scored.
   */
  async function scoreTurn(draw: DrawRow): Promise<number> {
    const rows = await db
      .selectFrom('template_items')
      .select(['item_id', 'pick'])
      .where('game_id', '=', draw.gameId)
      .where('turn_num', '=', draw.turnNum)
      .where('note', '=', '')
      .where('pick', '!=', '')
      .orderBy('item_id')
      .execute()
    const notes: [number, string][] = []
    for (const row of rows) {
      const pick = JSON.parse(row.pick) as { rule: PickRuleKey; tokens: string[] }
      const rule = pickRules[pick.rule]
      if (rule) notes.push([row.item_id, rule.score({ content: '', tokens: pick.tokens }, draw).note])
    }
    // One UPDATE for all the notes, each row joined to its own (storage/queries.ts `valueRows`).
    if (notes.length > 0)
      await sql`UPDATE template_items SET note = v.note, updated_time = ${draw.openTime}
        FROM ${valueRows(
          db,
          [
            ['id', 'BIGINT'],
            ['note', 'TEXT'],
          ],
          notes,
        )}
        WHERE template_items.item_id = v.id`.execute(db)
    if (rows.length > 0) await record(draw.gameId, draw.turnNum)
    return rows.length
  }

  /**
   * Adds the open issue's row (empty note) on top of every stale per-issue group, dropping rows beyond the
   * newest {@link ISSUE_ROWS_KEPT}. The new row takes over the top row's lock and red highlight, so the
   * seed's "newest rows" rules keep holding: the old top loses its highlight and the oldest locked row of
   * the group is unlocked.
   */
  async function rollGroupsForward(
    gameId: number,
    open: OpenTurn,
    groups: readonly StaleGroup[],
  ): Promise<void> {
    const rolled = groups.flatMap((group) => {
      const row = openRowOf(group, gameId, open)
      return row ? [{ group, row }] : []
    })
    if (rolled.length === 0) return
    // Each group's steps touch its own rows only, so each step runs for every group at once, in the groups'
    // order: a few statements whatever the number of groups.
    for (const { group } of rolled)
      if (group.require_login === 1 || group.require_recharge === 1)
        await db
          .updateTable('template_items')
          .set({ require_login: 0, require_recharge: 0 })
          .where('item_id', '=', (eb) =>
            eb
              .selectFrom('template_items')
              .select('item_id')
              .where('group_id', '=', group.group_id)
              .where((w) => w.or([w('require_login', '=', 1), w('require_recharge', '=', 1)]))
              .orderBy('sort')
              .orderBy('item_id')
              .limit(1),
          )
          .execute()
    await insertInChunks(
      db,
      'template_items',
      rolled.map(({ group, row }) => ({
        group_id: group.group_id,
        game_id: gameId,
        turn_num: open.turnNum,
        title: row.title,
        content: row.content ?? '',
        content2: row.content2 ?? '',
        content3: row.content3 ?? '',
        note: '',
        sub_name: row.subName ?? '',
        updated_time: open.closeTime,
        sort: group.top_sort + 1,
        multi_contents: JSON.stringify(row.multiContents ?? []),
        icon_url: '',
        require_login: group.require_login,
        require_recharge: group.require_recharge,
        template_type: 1,
        active_cover: group.active_cover,
        redirect: '',
        pick: row.pick ?? '',
      })),
    )
    const uncovered = rolled
      .filter(({ group }) => group.active_cover === 1)
      .map(({ group }) => group.top_item)
    if (uncovered.length > 0)
      await db
        .updateTable('template_items')
        .set({ active_cover: 0 })
        .where((eb) => isAmongIds(db, eb.ref('item_id'), uncovered))
        .execute()
    const renamed = rolled.flatMap(({ group }) => {
      const name = extendedRangeName(group.group_name, group.top_turn, open.turnNum)
      return name === group.group_name ? [] : [[group.group_id, name] as const]
    })
    if (renamed.length > 0)
      await sql`UPDATE template_groups SET group_name = v.name
        FROM ${valueRows(
          db,
          [
            ['id', 'BIGINT'],
            ['name', 'TEXT'],
          ],
          renamed,
        )}
        WHERE template_groups.group_id = v.id`.execute(db)
    // Every rolled group's rows beyond the newest ISSUE_ROWS_KEPT, numbered newest first within each group.
    const groupIds = rolled.map(({ group }) => group.group_id)
    await sql`DELETE FROM template_items WHERE item_id IN (
        SELECT item_id FROM (
          SELECT item_id, ROW_NUMBER() OVER (PARTITION BY group_id ORDER BY sort DESC, item_id DESC) AS newest
          FROM template_items WHERE ${isAmongIds(db, sql.ref('group_id'), groupIds)}
        ) AS numbered WHERE newest > ${ISSUE_ROWS_KEPT}
      )`.execute(db)
  }

  /**
   * Moves the zodiac polls of a game still on an older issue to the open issue: the poll is a new one, so
   * the earlier issue's votes are dropped and the options (that year's numbers per zodiac, seeded counts)
   * are written afresh, as the seed writes them.
   */
  async function movePolls(gameId: number, open: OpenTurn): Promise<void> {
    const polls = await db
      .selectFrom('template_polls as p')
      .innerJoin('templates as t', 't.template_id', 'p.template_id')
      .select(['p.poll_id', 't.template_code'])
      .where('t.game_id', '=', gameId)
      .where('p.game_turn', '<', open.turnNum)
      .orderBy('p.poll_id')
      .execute()
    for (const poll of polls) {
      await db.deleteFrom('template_poll_votes').where('poll_id', '=', poll.poll_id).execute()
      await db.deleteFrom('template_poll_options').where('poll_id', '=', poll.poll_id).execute()
      await db
        .updateTable('template_polls')
        .set({ game_turn: open.turnNum })
        .where('poll_id', '=', poll.poll_id)
        .execute()
      const options = pollOptionsOf(cardKey(gameId, poll.template_code), {
        turnNum: open.turnNum,
        timeMs: open.closeTime,
      })
      if (options.length > 0)
        await db
          .insertInto('template_poll_options')
          .values(
            options.map((option) => ({
              poll_id: poll.poll_id,
              option_id: option.optionId,
              option_text: option.text,
              option_value: option.value,
              option_vote: option.votes,
            })),
          )
          .execute()
    }
  }

  /** {@link createTemplateSettlement}'s `settleTemplateDraw`, in the transaction `db` is. */
  async function settleOne(draw: DrawRow): Promise<number> {
    let scored = await scoreTurn(draw)
    const game = await lottery.findLotteryGame(draw.gameId)
    if (!game) return scored
    const open = await openTurn(lottery, game, draw.openTime)
    // Scoring changes notes only, never what makes a group stale, so one look serves both steps.
    const stale = await staleGroups(draw.gameId, open.turnNum)
    for (const turnNum of new Set(stale.map((g) => g.top_turn))) {
      const missed = turnNum === draw.turnNum ? undefined : await lottery.drawOfTurn(draw.gameId, turnNum)
      if (missed) scored += await scoreTurn(missed)
    }
    await rollGroupsForward(draw.gameId, open, stale)
    await movePolls(draw.gameId, open)
    if (scored > 0) await trimRecords(draw.gameId)
    return scored
  }

  return { scoreTurn, trimRecords, settleOne }
}

/** What a draw does to the information cards: scores their predictions and rolls them to the next issue. */
export function createTemplateSettlement(db: Queries) {
  return {
    /**
     * Settles a newly drawn issue on the cards of its game, in one transaction: scores the rows predicting it
     * (`开:…` notes, `*` on a hit), then rolls the cards forward to the next open issue — every per-issue group
     * gets that issue's row with an empty note, and the zodiac polls move to it. A newest row whose issue was
     * drawn while nobody announced it (an interval game catching up after a pause) is scored on the way.
     * Idempotent: settling the same draw again changes nothing. Returns how many rows were scored.
     */
    // Reads before it writes: takes the write lock first (BEGIN IMMEDIATE, storage/sqliteDialect.ts).
    settleTemplateDraw: (draw: DrawRow): Promise<number> =>
      inTransaction(db, (trx) => settlementSteps(trx).settleOne(draw)),
    /**
     * Settles a run of new draws, each game's oldest first (the draws of several games may be mixed), in one
     * transaction, with the cards ending as if each draw had been settled in turn (only the rows' ids and sort
     * keys differ, not their order), but rolling them forward through the last {@link ISSUE_ROWS_KEPT} draws
     * of each game only: the rows an earlier roll would add are trimmed again before the run ends, and half a
     * year of missed daily turns would otherwise add and drop some 180 rows in each of 170 groups. The earlier
     * draws are still scored, for the rows predicting them (the issue open when the run began, pick lists and
     * rankings included). Returns how many rows were scored.
     */
    settleTemplateDraws: (draws: readonly DrawRow[]): Promise<number> =>
      inTransaction(db, async (trx) => {
        const steps = settlementSteps(trx)
        const left = new Map<number, number>()
        for (const draw of draws) left.set(draw.gameId, (left.get(draw.gameId) ?? 0) + 1)
        let scored = 0
        for (const draw of draws) {
          const later = left.get(draw.gameId)! - 1
          left.set(draw.gameId, later)
          scored += later < ISSUE_ROWS_KEPT ? await steps.settleOne(draw) : await steps.scoreTurn(draw)
        }
        for (const gameId of left.keys()) await steps.trimRecords(gameId)
        return scored
      }),
  }
}

/** The template settlement of one database. */
export type TemplateSettlement = ReturnType<typeof createTemplateSettlement>
