import {
  RECORD_ISSUES,
  rankByAccuracy,
  type recordWindows,
  type TrackRecord,
  trackRecordOf,
} from '@liuhe/domain'
import type { Db } from '../db'
import { NotFoundError } from '../errors'
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

/** The information cards as the reader sees them: lists, details, favourites, polls and ads. */
export function createTemplateStore(db: Db) {
  const filter = `game_id = @gameId AND is_database = 0
    AND (@cate IS NULL OR play_cate_name = @cate)
    AND (@location IS NULL OR (',' || locations || ',') LIKE '%,' || @location || ',%')`
  const page = db.prepare(
    `SELECT * FROM templates WHERE ${filter} ORDER BY sort, template_id LIMIT @limit OFFSET @offset`,
  )
  const count = db.prepare(`SELECT COUNT(*) AS n FROM templates WHERE ${filter}`)
  const categories = db.prepare(
    `SELECT play_cate_name AS playCateName, MIN(sort) AS sort FROM templates
     WHERE game_id = @gameId AND is_database = 0
       AND (@location IS NULL OR (',' || locations || ',') LIKE '%,' || @location || ',%')
     GROUP BY play_cate_name ORDER BY MIN(sort)`,
  )
  const template = db.prepare('SELECT * FROM templates WHERE template_id = ?')
  const document = db.prepare('SELECT sub_name FROM documents WHERE document_id = ? AND template_id = ?')
  const groups = db.prepare(
    `SELECT group_id, group_name, sort FROM template_groups WHERE template_id = ? AND document_id IS ?
     ORDER BY sort DESC, group_id`,
  )
  const items = db.prepare(
    'SELECT * FROM template_items WHERE group_id = ? ORDER BY sort DESC, item_id LIMIT ?',
  )
  const counts = db.prepare(
    `SELECT (SELECT COUNT(*) FROM template_likes WHERE template_id = @id) AS likes,
            (SELECT COUNT(*) FROM template_votes WHERE template_id = @id AND vote = 1) AS agree,
            (SELECT COUNT(*) FROM template_votes WHERE template_id = @id AND vote = 0) AS disagree,
            (SELECT COUNT(*) FROM template_likes WHERE template_id = @id AND user_id = @user) AS mine`,
  )
  const liked = db.prepare(
    `SELECT t.* FROM template_likes l JOIN templates t ON t.template_id = l.template_id WHERE l.user_id = ?
     ORDER BY l.created_at DESC, l.rowid DESC LIMIT ? OFFSET ?`,
  )
  const likedCount = db.prepare('SELECT COUNT(*) AS n FROM template_likes WHERE user_id = ?')
  const poll = db.prepare('SELECT * FROM template_polls WHERE poll_id = ?')
  const pollOptions = db.prepare(
    `SELECT option_id, option_text, option_value, option_vote FROM template_poll_options WHERE poll_id = ?
     ORDER BY option_id`,
  )
  const pollChoice = db.prepare('SELECT option_id FROM template_poll_votes WHERE poll_id = ? AND user_id = ?')
  const likedAmong = db.prepare(
    'SELECT template_id FROM template_likes WHERE user_id = ? AND template_id IN (SELECT value FROM json_each(?))',
  )
  const choicesAmong = db.prepare(
    'SELECT poll_id, option_id FROM template_poll_votes WHERE user_id = ? AND poll_id IN (SELECT value FROM json_each(?))',
  )
  const records = db.prepare(
    'SELECT turn_num AS turnNum, note FROM template_records WHERE template_id = ? ORDER BY turn_num DESC LIMIT ?',
  )
  // No ORDER BY: the domain orders each card's issues and the ranking orders the cards (a sort here cost a
  // temporary B-tree over some 4,000 rows a game).
  const gameRecords = db.prepare(
    `SELECT t.template_id, t.game_id, t.template_code, t.name, t.play_cate_name, r.turn_num, r.note
     FROM templates t JOIN template_records r ON r.template_id = t.template_id
     WHERE t.game_id = ? AND t.is_database = 0`,
  )
  const ads = db.prepare('SELECT ad_id, template_code, content, sort FROM template_ads ORDER BY ad_id')

  /** The zodiac poll with this id (a template's id) with the user's choice, or null when there is none. */
  function findPoll(pollId: number, userId: number | undefined): PollView | null {
    const row = poll.get(pollId) as
      | { poll_id: number; template_id: number; game_turn: string; poll_status: number }
      | undefined
    if (!row) return null
    const mine = userId === undefined ? undefined : pollChoice.get(row.poll_id, userId)
    return {
      id: row.poll_id,
      templateId: row.template_id,
      gameTurn: row.game_turn,
      pollStatus: row.poll_status,
      pollOptions: pollOptions.all(row.poll_id) as PollView['pollOptions'],
      optionId: (mine as { option_id: number } | undefined)?.option_id ?? null,
    }
  }

  function templateView(
    row: TemplateRow,
    reader: Reader,
    options: { documentId?: number; itemsPerGroup?: number },
  ): TemplateView {
    const tally = counts.get({ id: row.template_id, user: reader.userId ?? -1 }) as {
      likes: number
      agree: number
      disagree: number
      mine: number
    }
    const rows = groups.all(row.template_id, options.documentId ?? null) as {
      group_id: number
      group_name: string
      sort: number
    }[]
    return {
      id: row.template_id,
      gameId: row.game_id,
      templateCode: row.template_code,
      name: row.name,
      subName: row.sub_name,
      note1: row.note1,
      note2: row.note2,
      colorTheme: row.color_theme,
      playCateName: row.play_cate_name,
      like: tally.mine > 0 ? 1 : 0,
      likeCount: tally.likes,
      agreeCount: tally.agree,
      disagreeCount: tally.disagree,
      vote: findPoll(row.template_id, reader.userId),
      groups: rows.map((g) => ({
        id: g.group_id,
        groupName: g.group_name,
        sort: g.sort,
        items: (items.all(g.group_id, options.itemsPerGroup ?? -1) as ItemRow[]).map((r) =>
          itemView(r, reader),
        ),
      })),
    }
  }

  const listed = (rows: TemplateRow[], reader: Reader) =>
    rows.map((r) => templateView(r, reader, { itemsPerGroup: LIST_ITEMS_PER_GROUP }))

  /** The card with this id; throws {@link NotFoundError} 模板不存在 for an unknown one. */
  function requireTemplate(templateId: number): TemplateRow {
    const row = template.get(templateId) as TemplateRow | undefined
    if (!row) throw new NotFoundError('模板不存在')
    return row
  }

  return {
    findPoll,
    requireTemplate,
    /** A page of a game's information cards (library categories excluded), in catalogue order. */
    listTemplates(
      by: TemplateFilter,
      range: { offset: number; limit: number },
      reader: Reader,
    ): TemplatePage {
      const params = { gameId: by.gameId, cate: by.playCateName ?? null, location: by.location ?? null }
      const rows = page.all({ ...params, ...range }) as TemplateRow[]
      return { rows: listed(rows, reader), total: (count.get(params) as { n: number }).n }
    },
    /** The play categories of a game's information cards, in catalogue order. */
    templatePlayCategories(gameId: number, location?: 'index' | 'game') {
      return categories.all({ gameId, location: location ?? null }) as {
        playCateName: string
        sort: number
      }[]
    },
    /**
     * One card with every row; with a `documentId`, the rows of that library document (its subName as the
     * card's subName). Throws {@link NotFoundError} for an unknown card or a document of another card.
     */
    getTemplate(
      gameId: number,
      templateId: number,
      documentId: number | undefined,
      reader: Reader,
    ): TemplateView {
      const row = requireTemplate(templateId)
      if (row.game_id !== gameId) throw new NotFoundError('模板不存在')
      if (documentId === undefined) return templateView(row, reader, {})
      const found = document.get(documentId, templateId) as { sub_name: string } | undefined
      if (!found) throw new NotFoundError('资料不存在')
      return templateView({ ...row, sub_name: found.sub_name }, reader, { documentId })
    },
    /**
     * The track record of a card (准确率 over the last 10 / 30 / 100 issues, streaks) from the scored notes
     * its lead series left (migration 10). Throws {@link NotFoundError} for an unknown card or another game's.
     */
    templateRecord(gameId: number, templateId: number): TrackRecord {
      const row = requireTemplate(templateId)
      if (row.game_id !== gameId) throw new NotFoundError('模板不存在')
      return trackRecordOf(records.all(templateId, RECORD_ISSUES) as { turnNum: string; note: string }[])
    },
    /**
     * A game's most accurate cards over a window (10, 30 or 100 issues), best first as the domain ranks
     * them; cards without a scored issue are left out. At most `limit` cards.
     */
    templateRanking(gameId: number, window: RecordWindow, limit: number): RankedTemplate[] {
      const rows = gameRecords.all(gameId) as {
        template_id: number
        game_id: number
        template_code: string
        name: string
        play_cate_name: string
        turn_num: string
        note: string
      }[]
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
    /** A page of the cards a user favourited, newest favourite first, in the list's shape. */
    listLikedTemplates(
      reader: Reader & { userId: number },
      range: { offset: number; limit: number },
    ): TemplatePage {
      const rows = liked.all(reader.userId, range.limit, range.offset) as TemplateRow[]
      return { rows: listed(rows, reader), total: (likedCount.get(reader.userId) as { n: number }).n }
    },
    /**
     * What is the user's own on these cards: favourited (`like` 1) and the earlier choice in the card's
     * zodiac poll (a poll's id is its card's id), one answer per id asked, in the order asked.
     */
    viewerState(userId: number, templateIds: readonly number[]) {
      const ids = JSON.stringify(templateIds)
      const liked = new Set(
        (likedAmong.all(userId, ids) as { template_id: number }[]).map((r) => r.template_id),
      )
      const choices = new Map(
        (choicesAmong.all(userId, ids) as { poll_id: number; option_id: number }[]).map((r) => [
          r.poll_id,
          r.option_id,
        ]),
      )
      return templateIds.map((templateId) => ({
        templateId,
        like: liked.has(templateId) ? (1 as const) : (0 as const),
        optionId: choices.get(templateId) ?? null,
      }))
    },
    /** The ad slots (AD01–AD14) as ad templates with one group of items each. */
    listAds() {
      const rows = ads.all() as { ad_id: number; template_code: string; content: string; sort: number }[]
      const byCode = new Map<string, { id: number; content: string; sort: number }[]>()
      for (const r of rows) {
        const list = byCode.get(r.template_code) ?? []
        list.push({ id: r.ad_id, content: r.content, sort: r.sort })
        byCode.set(r.template_code, list)
      }
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
