import {
  RECORD_ISSUES,
  rankByAccuracy,
  type recordWindows,
  type TrackRecord,
  trackRecordOf,
} from '@liuhe/domain'
import { sql } from 'kysely'
import { NotFoundError } from '../errors'
import { containsTextIgnoringAsciiCase, isAmongIds, type Queries } from '../storage/queries'
import {
  type ItemRow,
  itemView,
  type PollView,
  type Reader,
  type TemplatePage,
  type TemplateView,
} from '../templates/views'

/** The list filter of information cards. */
export interface TemplateFilter {
  gameId: number
  playCateName?: string | undefined
  location?: 'index' | 'game' | undefined
}

interface TemplateRow {
  template_id: number
  game_id: number
  template_code: string
  name: string
  sub_name: string
  note1: string
  note2: string
  color_theme: string
  play_cate_name: string
}

/** A card in a game's accuracy ranking: what the list shows and its record. */
export interface RankedTemplate {
  templateId: number
  gameId: number
  templateCode: string
  name: string
  playCateName: string
  record: TrackRecord
}

/** A window of the accuracy ranking, in issues. */
export type RecordWindow = (typeof recordWindows)[number]

/** Rows per group in list answers; the detail answers every row. */
export const LIST_ITEMS_PER_GROUP = 15

/** The columns of a card that its answer shows. */
const templateColumns = [
  'template_id',
  'game_id',
  'template_code',
  'name',
  'sub_name',
  'note1',
  'note2',
  'color_theme',
  'play_cate_name',
] as const

/** The columns of a card row that its answer shows ({@link ItemRow}). */
const itemColumns = [
  'item_id',
  'group_id',
  'title',
  'content',
  'content2',
  'content3',
  'note',
  'sub_name',
  'updated_time',
  'sort',
  'multi_contents',
  'icon_url',
  'require_login',
  'require_recharge',
  'template_type',
  'active_cover',
  'redirect',
] as const

/** Appends `value` to the list under `key`. */
function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/** The information cards as the reader sees them: lists, details, favourites, polls and ads. */
export function createTemplateStore(db: Queries) {
  /**
   * Cards shown at `location`: one of the comma-separated `locations`. SQLite's LIKE, which this was, ignores
   * the case of ASCII letters; {@link containsTextIgnoringAsciiCase} keeps that on both engines.
   */
  const inLocation = (location: 'index' | 'game') =>
    containsTextIgnoringAsciiCase(db, sql<string>`(',' || ${sql.ref('locations')} || ',')`, `,${location},`)

  /** A game's information cards (library categories excluded) matching `by`. */
  const matching = (by: TemplateFilter) => {
    let query = db.selectFrom('templates').where('game_id', '=', by.gameId).where('is_database', '=', 0)
    if (by.playCateName !== undefined) query = query.where('play_cate_name', '=', by.playCateName)
    return by.location === undefined ? query : query.where(inLocation(by.location))
  }

  /**
   * The zodiac polls among `pollIds` (a poll's id is its card's id) with `userId`'s choice in each, by id.
   * Options in option order.
   */
  async function pollsOf(
    pollIds: readonly number[],
    userId: number | undefined,
  ): Promise<Map<number, PollView>> {
    const found = new Map<number, PollView>()
    if (pollIds.length === 0) return found
    const polls = await db
      .selectFrom('template_polls')
      .select(['poll_id', 'template_id', 'game_turn', 'poll_status'])
      .where((eb) => isAmongIds(db, eb.ref('poll_id'), pollIds))
      .execute()
    if (polls.length === 0) return found
    const ids = polls.map((p) => p.poll_id)
    const options = await db
      .selectFrom('template_poll_options')
      .select(['poll_id', 'option_id', 'option_text', 'option_value', 'option_vote'])
      .where((eb) => isAmongIds(db, eb.ref('poll_id'), ids))
      .orderBy('poll_id')
      .orderBy('option_id')
      .execute()
    const choices =
      userId === undefined
        ? []
        : await db
            .selectFrom('template_poll_votes')
            .select(['poll_id', 'option_id'])
            .where('user_id', '=', userId)
            .where((eb) => isAmongIds(db, eb.ref('poll_id'), ids))
            .execute()
    const optionsByPoll = new Map<number, PollView['pollOptions']>()
    for (const { poll_id, ...option } of options) push(optionsByPoll, poll_id, option)
    const choiceByPoll = new Map(choices.map((c) => [c.poll_id, c.option_id]))
    for (const p of polls)
      found.set(p.poll_id, {
        id: p.poll_id,
        templateId: p.template_id,
        gameTurn: p.game_turn,
        pollStatus: p.poll_status,
        pollOptions: optionsByPoll.get(p.poll_id) ?? [],
        optionId: choiceByPoll.get(p.poll_id) ?? null,
      })
    return found
  }

  /** The zodiac poll with this id (a template's id) with the user's choice, or null when there is none. */
  async function findPoll(pollId: number, userId: number | undefined): Promise<PollView | null> {
    return (await pollsOf([pollId], userId)).get(pollId) ?? null
  }

  /**
   * The answers of `rows` for `reader`, in the order of `rows`: each with its counts, the reader's favourite,
   * its poll and its groups (those of `documentId`, else the card's own), each group's rows (at most
   * `itemsPerGroup`). A few queries for all the cards together, whatever their number.
   */
  async function templateViews(
    rows: readonly TemplateRow[],
    reader: Reader,
    options: { documentId?: number; itemsPerGroup?: number },
  ): Promise<TemplateView[]> {
    if (rows.length === 0) return []
    const ids = [...new Set(rows.map((r) => r.template_id))]
    const likes = await db
      .selectFrom('template_likes')
      .select((eb) => ['template_id', eb.fn.countAll<number>().as('n')])
      .where((eb) => isAmongIds(db, eb.ref('template_id'), ids))
      .groupBy('template_id')
      .execute()
    const votes = await db
      .selectFrom('template_votes')
      .select((eb) => [
        'template_id',
        eb.fn.count<number>(eb.case().when('vote', '=', 1).then(eb.lit(1)).end()).as('agree'),
        eb.fn.count<number>(eb.case().when('vote', '=', 0).then(eb.lit(1)).end()).as('disagree'),
      ])
      .where((eb) => isAmongIds(db, eb.ref('template_id'), ids))
      .groupBy('template_id')
      .execute()
    const mine =
      reader.userId === undefined
        ? []
        : await db
            .selectFrom('template_likes')
            .select('template_id')
            .where('user_id', '=', reader.userId)
            .where((eb) => isAmongIds(db, eb.ref('template_id'), ids))
            .execute()
    const polls = await pollsOf(ids, reader.userId)
    let groupQuery = db
      .selectFrom('template_groups')
      .select(['group_id', 'template_id', 'group_name', 'sort'])
      .where((eb) => isAmongIds(db, eb.ref('template_id'), ids))
    groupQuery =
      options.documentId === undefined
        ? groupQuery.where('document_id', 'is', null)
        : groupQuery.where('document_id', '=', options.documentId)
    const groups = await groupQuery
      .orderBy('template_id')
      .orderBy('sort', 'desc')
      .orderBy('group_id')
      .execute()
    const items = await itemsOf(
      groups.map((g) => g.group_id),
      options.itemsPerGroup,
    )

    const likeCount = new Map(likes.map((r) => [r.template_id, Number(r.n)]))
    const voteCount = new Map(votes.map((r) => [r.template_id, r]))
    const liked = new Set(mine.map((r) => r.template_id))
    const itemsByGroup = new Map<number, ItemRow[]>()
    for (const item of items) push(itemsByGroup, item.group_id, item)
    const groupsByTemplate = new Map<number, TemplateView['groups']>()
    for (const g of groups)
      push(groupsByTemplate, g.template_id, {
        id: g.group_id,
        groupName: g.group_name,
        sort: g.sort,
        items: (itemsByGroup.get(g.group_id) ?? []).map((r) => itemView(r, reader)),
      })
    return rows.map((row) => ({
      id: row.template_id,
      gameId: row.game_id,
      templateCode: row.template_code,
      name: row.name,
      subName: row.sub_name,
      note1: row.note1,
      note2: row.note2,
      colorTheme: row.color_theme,
      playCateName: row.play_cate_name,
      like: liked.has(row.template_id) ? 1 : 0,
      likeCount: likeCount.get(row.template_id) ?? 0,
      agreeCount: Number(voteCount.get(row.template_id)?.agree ?? 0),
      disagreeCount: Number(voteCount.get(row.template_id)?.disagree ?? 0),
      vote: polls.get(row.template_id) ?? null,
      groups: groupsByTemplate.get(row.template_id) ?? [],
    }))
  }

  /**
   * The rows of `groupIds`, by group, each group's in its order (highest sort first, ties by id), at most
   * `perGroup` of each (a window's row number: both engines have them).
   */
  async function itemsOf(
    groupIds: readonly number[],
    perGroup: number | undefined,
  ): Promise<(ItemRow & { group_id: number })[]> {
    if (groupIds.length === 0) return []
    if (perGroup === undefined)
      return db
        .selectFrom('template_items')
        .select(itemColumns)
        .where((eb) => isAmongIds(db, eb.ref('group_id'), groupIds))
        .orderBy('group_id')
        .orderBy('sort', 'desc')
        .orderBy('item_id')
        .execute()
    const ranked = await db
      .selectFrom((eb) =>
        eb
          .selectFrom('template_items')
          .select(itemColumns)
          .select((inner) =>
            inner.fn
              .agg<number>('row_number')
              .over((over) => over.partitionBy('group_id').orderBy('sort', 'desc').orderBy('item_id'))
              .as('place'),
          )
          .where((eb) => isAmongIds(db, eb.ref('group_id'), groupIds))
          .as('ranked'),
      )
      .selectAll()
      .where('place', '<=', perGroup)
      .orderBy('group_id')
      .orderBy('sort', 'desc')
      .orderBy('item_id')
      .execute()
    return ranked.map(({ place: _place, ...item }) => item)
  }

  const listed = (rows: TemplateRow[], reader: Reader) =>
    templateViews(rows, reader, { itemsPerGroup: LIST_ITEMS_PER_GROUP })

  /** The card with this id; rejects with {@link NotFoundError} 模板不存在 for an unknown one. */
  async function requireTemplate(templateId: number): Promise<TemplateRow> {
    const row = await db
      .selectFrom('templates')
      .select(templateColumns)
      .where('template_id', '=', templateId)
      .executeTakeFirst()
    if (!row) throw new NotFoundError('模板不存在')
    return row
  }

  return {
    findPoll,
    requireTemplate,
    /** A page of a game's information cards (library categories excluded), in catalogue order. */
    async listTemplates(
      by: TemplateFilter,
      range: { offset: number; limit: number },
      reader: Reader,
    ): Promise<TemplatePage> {
      const rows = await matching(by)
        .select(templateColumns)
        .orderBy('sort')
        .orderBy('template_id')
        .limit(range.limit)
        .offset(range.offset)
        .execute()
      const { n } = await matching(by)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      return { rows: await listed(rows, reader), total: Number(n) }
    },
    /** The play categories of a game's information cards, in catalogue order (ties by name). */
    async templatePlayCategories(
      gameId: number,
      location?: 'index' | 'game',
    ): Promise<{ playCateName: string; sort: number }[]> {
      let query = db.selectFrom('templates').where('game_id', '=', gameId).where('is_database', '=', 0)
      if (location !== undefined) query = query.where(inLocation(location))
      const rows = await query
        .select((eb) => ['play_cate_name as playCateName', eb.fn.min('sort').as('sort')])
        .groupBy('play_cate_name')
        .orderBy((eb) => eb.fn.min('sort'))
        .orderBy('play_cate_name')
        .execute()
      return rows.map((r) => ({ playCateName: r.playCateName, sort: Number(r.sort) }))
    },
    /**
     * One card with every row; with a `documentId`, the rows of that library document (its subName as the
     * card's subName). Rejects with {@link NotFoundError} for an unknown card or a document of another card.
     */
    async getTemplate(
      gameId: number,
      templateId: number,
      documentId: number | undefined,
      reader: Reader,
    ): Promise<TemplateView> {
      const row = await requireTemplate(templateId)
      if (row.game_id !== gameId) throw new NotFoundError('模板不存在')
      if (documentId === undefined) return (await templateViews([row], reader, {}))[0]!
      const found = await db
        .selectFrom('documents')
        .select('sub_name')
        .where('document_id', '=', documentId)
        .where('template_id', '=', templateId)
        .executeTakeFirst()
      if (!found) throw new NotFoundError('资料不存在')
      return (await templateViews([{ ...row, sub_name: found.sub_name }], reader, { documentId }))[0]!
    },
    /**
     * The track record of a card (准确率 over the last 10 / 30 / 100 issues, streaks) from the scored notes
     * its lead series left (migration 10). Rejects with {@link NotFoundError} for an unknown card or another
     * game's.
     */
    async templateRecord(gameId: number, templateId: number): Promise<TrackRecord> {
      const row = await requireTemplate(templateId)
      if (row.game_id !== gameId) throw new NotFoundError('模板不存在')
      const notes = await db
        .selectFrom('template_records')
        .select(['turn_num as turnNum', 'note'])
        .where('template_id', '=', templateId)
        .orderBy('turn_num', 'desc')
        .limit(RECORD_ISSUES)
        .execute()
      return trackRecordOf(notes)
    },
    /**
     * A game's most accurate cards over a window (10, 30 or 100 issues), best first as the domain ranks
     * them; cards without a scored issue are left out. At most `limit` cards.
     */
    async templateRanking(gameId: number, window: RecordWindow, limit: number): Promise<RankedTemplate[]> {
      // No ORDER BY: the domain orders each card's issues and the ranking orders the cards (a sort here cost a
      // temporary B-tree over some 4,000 rows a game).
      const rows = await db
        .selectFrom('templates as t')
        .innerJoin('template_records as r', 'r.template_id', 't.template_id')
        .select([
          't.template_id',
          't.game_id',
          't.template_code',
          't.name',
          't.play_cate_name',
          'r.turn_num',
          'r.note',
        ])
        .where('t.game_id', '=', gameId)
        .where('t.is_database', '=', 0)
        .execute()
      const byTemplate = new Map<
        number,
        { head: (typeof rows)[number]; notes: { turnNum: string; note: string }[] }
      >()
      for (const r of rows) {
        const entry = byTemplate.get(r.template_id) ?? { head: r, notes: [] }
        entry.notes.push({ turnNum: r.turn_num, note: r.note })
        byTemplate.set(r.template_id, entry)
      }
      const ranked = [...byTemplate.values()].map(({ head, notes }) => ({
        id: head.template_id,
        templateId: head.template_id,
        gameId: head.game_id,
        templateCode: head.template_code,
        name: head.name,
        playCateName: head.play_cate_name,
        record: trackRecordOf(notes),
      }))
      return rankByAccuracy(ranked, window)
        .slice(0, limit)
        .map(({ id: _id, ...rest }) => rest)
    },
    /**
     * A page of the cards a user favourited, newest favourite first (favourites of the same moment by card
     * id, highest first), in the list's shape.
     */
    async listLikedTemplates(
      reader: Reader & { userId: number },
      range: { offset: number; limit: number },
    ): Promise<TemplatePage> {
      const rows = await db
        .selectFrom('template_likes as l')
        .innerJoin('templates as t', 't.template_id', 'l.template_id')
        .select(templateColumns.map((column) => `t.${column}` as const))
        .where('l.user_id', '=', reader.userId)
        .orderBy('l.created_at', 'desc')
        .orderBy('l.template_id', 'desc')
        .limit(range.limit)
        .offset(range.offset)
        .execute()
      const { n } = await db
        .selectFrom('template_likes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', reader.userId)
        .executeTakeFirstOrThrow()
      return { rows: await listed(rows, reader), total: Number(n) }
    },
    /**
     * What is the user's own on these cards: favourited (`like` 1) and the earlier choice in the card's
     * zodiac poll (a poll's id is its card's id), one answer per id asked, in the order asked.
     */
    async viewerState(
      userId: number,
      templateIds: readonly number[],
    ): Promise<{ templateId: number; like: 0 | 1; optionId: number | null }[]> {
      if (templateIds.length === 0) return []
      const ids = [...new Set(templateIds)]
      const likedRows = await db
        .selectFrom('template_likes')
        .select('template_id')
        .where('user_id', '=', userId)
        .where((eb) => isAmongIds(db, eb.ref('template_id'), ids))
        .execute()
      const choiceRows = await db
        .selectFrom('template_poll_votes')
        .select(['poll_id', 'option_id'])
        .where('user_id', '=', userId)
        .where((eb) => isAmongIds(db, eb.ref('poll_id'), ids))
        .execute()
      const liked = new Set(likedRows.map((r) => r.template_id))
      const choices = new Map(choiceRows.map((r) => [r.poll_id, r.option_id]))
      return templateIds.map((templateId) => ({
        templateId,
        like: liked.has(templateId) ? (1 as const) : (0 as const),
        optionId: choices.get(templateId) ?? null,
      }))
    },
    /** The ad slots (AD01–AD14) as ad templates with one group of items each. */
    async listAds() {
      const rows = await db
        .selectFrom('template_ads')
        .select(['ad_id', 'template_code', 'content', 'sort'])
        .orderBy('ad_id')
        .execute()
      const byCode = new Map<string, { id: number; content: string; sort: number }[]>()
      for (const r of rows) push(byCode, r.template_code, { id: r.ad_id, content: r.content, sort: r.sort })
      return [...byCode].map(([templateCode, list]) => ({
        templateCode,
        status: 1,
        groups: [{ id: list[0]!.id, groupName: templateCode, items: list }],
      }))
    },
  }
}

/** The template store of one database. */
export type TemplateStore = ReturnType<typeof createTemplateStore>
