import type { Db } from '../db'
import { PlatformError } from '../envelope'
import { type OpenTurn, openTurn } from '../scheduler'
import { type PickRuleKey, pickRules } from '../seed/templatesPicks'
import {
  cardKey,
  cardRowMaker,
  documentRow,
  type ItemInput,
  pollOptionsOf,
  seqOf,
  specOf,
} from '../templates/picks'
import { type DrawRow, findLotteryGame } from './lottery'

/** Who is looking: guests, trial (TEST) users and members with their total recharge. */
export interface Viewer {
  userId: number
  type: string
  rechMoney: number
}

/** A card row as answered, with its lock state for the viewer (`content` withheld while locked). */
export interface TemplateItemView {
  id: number
  title: string
  content: string
  content2: string
  content3: string
  note: string
  subName: string
  updatedTime: number
  sort: number
  multiContents: { title: string; content: string }[]
  iconUrl: string
  requireLogin: 0 | 1
  requireRecharge: 0 | 1
  templateType: number
  activeCover: 0 | 1
  redirect: string
  locked: 'login' | 'recharge' | null
}

/** A zodiac poll (spec section 3) with the viewer's earlier choice. */
export interface PollView {
  id: number
  templateId: number
  gameTurn: string
  pollStatus: number
  pollOptions: { option_id: number; option_text: string; option_value: string; option_vote: number }[]
  optionId: number | null
}

/** An information card as answered. */
export interface TemplateView {
  id: number
  gameId: number
  templateCode: string
  name: string
  subName: string
  note1: string
  note2: string
  colorTheme: string
  playCateName: string
  like: 0 | 1
  likeCount: number
  agreeCount: number
  disagreeCount: number
  vote: PollView | null
  groups: { id: number; groupName: string; sort: number; items: TemplateItemView[] }[]
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

interface ItemRow {
  item_id: number
  group_id: number
  title: string
  content: string
  content2: string
  content3: string
  note: string
  sub_name: string
  updated_time: number
  sort: number
  multi_contents: string
  icon_url: string
  require_login: number
  require_recharge: number
  template_type: number
  active_cover: number
  redirect: string
}

/** Lock state of a row for a viewer (spec section 4: trial users count as logged out). */
export function lockOf(
  item: { require_login: number; require_recharge: number },
  viewer: Viewer | undefined,
) {
  if (item.require_login === 1 && (!viewer || viewer.type === 'TEST')) return 'login' as const
  if (item.require_recharge === 1 && !(viewer && viewer.rechMoney > 0)) return 'recharge' as const
  return null
}

function itemView(row: ItemRow, viewer: Viewer | undefined): TemplateItemView {
  const locked = lockOf(row, viewer)
  return {
    id: row.item_id,
    title: row.title,
    content: locked ? '' : row.content,
    content2: locked ? '' : row.content2,
    content3: locked ? '' : row.content3,
    note: row.note,
    subName: row.sub_name,
    updatedTime: row.updated_time,
    sort: row.sort,
    multiContents: locked ? [] : (JSON.parse(row.multi_contents) as TemplateItemView['multiContents']),
    iconUrl: row.icon_url,
    requireLogin: row.require_login === 1 ? 1 : 0,
    requireRecharge: row.require_recharge === 1 ? 1 : 0,
    templateType: row.template_type,
    activeCover: row.active_cover === 1 ? 1 : 0,
    redirect: row.redirect,
    locked,
  }
}

/** The viewer of a user id: their type and total recharge. */
export function viewerOf(db: Db, userId: number): Viewer | undefined {
  const row = db.prepare('SELECT user_id, type, rech_money FROM users WHERE user_id = ?').get(userId) as
    | { user_id: number; type: string; rech_money: number }
    | undefined
  return row && { userId: row.user_id, type: row.type, rechMoney: row.rech_money }
}

/** The zodiac poll of a template, or null when it has none. */
export function findPoll(db: Db, templateId: number, viewer: Viewer | undefined): PollView | null {
  const poll = db.prepare('SELECT * FROM template_polls WHERE poll_id = ?').get(templateId) as
    | { poll_id: number; template_id: number; game_turn: string; poll_status: number }
    | undefined
  if (!poll) return null
  const options = db
    .prepare(
      'SELECT option_id, option_text, option_value, option_vote FROM template_poll_options WHERE poll_id = ? ORDER BY option_id',
    )
    .all(poll.poll_id) as PollView['pollOptions']
  const mine = viewer
    ? (db
        .prepare('SELECT option_id FROM template_poll_votes WHERE poll_id = ? AND user_id = ?')
        .get(poll.poll_id, viewer.userId) as { option_id: number } | undefined)
    : undefined
  return {
    id: poll.poll_id,
    templateId: poll.template_id,
    gameTurn: poll.game_turn,
    pollStatus: poll.poll_status,
    pollOptions: options,
    optionId: mine?.option_id ?? null,
  }
}

function templateView(
  db: Db,
  row: TemplateRow,
  viewer: Viewer | undefined,
  options: { documentId?: number; itemsPerGroup?: number },
): TemplateView {
  const groups = db
    .prepare(
      `SELECT group_id, group_name, sort FROM template_groups WHERE template_id = ? AND document_id IS ?
       ORDER BY sort DESC, group_id`,
    )
    .all(row.template_id, options.documentId ?? null) as {
    group_id: number
    group_name: string
    sort: number
  }[]
  const items = db.prepare(
    'SELECT * FROM template_items WHERE group_id = ? ORDER BY sort DESC, item_id LIMIT ?',
  )
  const counts = db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM template_likes WHERE template_id = @id) AS likes,
              (SELECT COUNT(*) FROM template_votes WHERE template_id = @id AND vote = 1) AS agree,
              (SELECT COUNT(*) FROM template_votes WHERE template_id = @id AND vote = 0) AS disagree,
              (SELECT COUNT(*) FROM template_likes WHERE template_id = @id AND user_id = @user) AS mine`,
    )
    .get({ id: row.template_id, user: viewer?.userId ?? -1 }) as {
    likes: number
    agree: number
    disagree: number
    mine: number
  }
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
    like: counts.mine > 0 ? 1 : 0,
    likeCount: counts.likes,
    agreeCount: counts.agree,
    disagreeCount: counts.disagree,
    vote: findPoll(db, row.template_id, viewer),
    groups: groups.map((g) => ({
      id: g.group_id,
      groupName: g.group_name,
      sort: g.sort,
      items: (items.all(g.group_id, options.itemsPerGroup ?? -1) as ItemRow[]).map((r) =>
        itemView(r, viewer),
      ),
    })),
  }
}

/** The list filter of information cards. */
export interface TemplateFilter {
  gameId: number
  playCateName?: string | undefined
  location?: 'index' | 'game' | undefined
}

/** Rows per group in list answers; the detail answers every row. */
export const LIST_ITEMS_PER_GROUP = 15

/** A page of a game's information cards (library categories excluded), in catalogue order. */
export function listTemplates(
  db: Db,
  filter: TemplateFilter,
  page: { offset: number; limit: number },
  viewer: Viewer | undefined,
): { rows: TemplateView[]; total: number } {
  const where = `game_id = @gameId AND is_database = 0
    AND (@cate IS NULL OR play_cate_name = @cate)
    AND (@location IS NULL OR (',' || locations || ',') LIKE '%,' || @location || ',%')`
  const params = {
    gameId: filter.gameId,
    cate: filter.playCateName ?? null,
    location: filter.location ?? null,
  }
  const rows = db
    .prepare(`SELECT * FROM templates WHERE ${where} ORDER BY sort, template_id LIMIT @limit OFFSET @offset`)
    .all({ ...params, ...page }) as TemplateRow[]
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM templates WHERE ${where}`).get(params) as { n: number }
  return {
    rows: rows.map((r) => templateView(db, r, viewer, { itemsPerGroup: LIST_ITEMS_PER_GROUP })),
    total: n,
  }
}

/** The play categories of a game's information cards, in catalogue order. */
export function templatePlayCategories(db: Db, gameId: number, location?: 'index' | 'game') {
  return db
    .prepare(
      `SELECT play_cate_name AS playCateName, MIN(sort) AS sort FROM templates
       WHERE game_id = ? AND is_database = 0 AND (? IS NULL OR (',' || locations || ',') LIKE '%,' || ? || ',%')
       GROUP BY play_cate_name ORDER BY MIN(sort)`,
    )
    .all(gameId, location ?? null, location ?? null) as { playCateName: string; sort: number }[]
}

function templateRow(db: Db, templateId: number): TemplateRow | undefined {
  return db.prepare('SELECT * FROM templates WHERE template_id = ?').get(templateId) as
    | TemplateRow
    | undefined
}

/**
 * One card with every row; with a `documentId`, the rows of that library document (its subName as the
 * card's subName). Throws 400 `SYS/NOT_FOUND` for an unknown card or a document of another card.
 */
export function getTemplate(
  db: Db,
  gameId: number,
  templateId: number,
  documentId: number | undefined,
  viewer: Viewer | undefined,
): TemplateView {
  const row = templateRow(db, templateId)
  if (!row || row.game_id !== gameId) throw new PlatformError('SYS/NOT_FOUND', '模板不存在')
  if (documentId === undefined) return templateView(db, row, viewer, {})
  const document = db
    .prepare('SELECT sub_name FROM documents WHERE document_id = ? AND template_id = ?')
    .get(documentId, templateId) as { sub_name: string } | undefined
  if (!document) throw new PlatformError('SYS/NOT_FOUND', '资料不存在')
  return { ...templateView(db, { ...row, sub_name: document.sub_name }, viewer, { documentId }) }
}

/** Sets or clears a user's favourite on a card (stamped `nowMs`, kept on a repeat); returns the new state. */
export function setTemplateLike(
  db: Db,
  userId: number,
  templateId: number,
  like: 0 | 1,
  nowMs: number,
): { templateId: number; like: 0 | 1 } {
  if (!templateRow(db, templateId)) throw new PlatformError('SYS/NOT_FOUND', '模板不存在')
  if (like === 1)
    db.prepare(
      'INSERT OR IGNORE INTO template_likes (user_id, template_id, created_at) VALUES (?, ?, ?)',
    ).run(userId, templateId, nowMs)
  else db.prepare('DELETE FROM template_likes WHERE user_id = ? AND template_id = ?').run(userId, templateId)
  return { templateId, like }
}

/** A page of the cards a user favourited, newest favourite first, in the list's shape. */
export function listLikedTemplates(
  db: Db,
  viewer: Viewer,
  page: { offset: number; limit: number },
): { rows: TemplateView[]; total: number } {
  const rows = db
    .prepare(
      `SELECT t.* FROM template_likes l JOIN templates t ON t.template_id = l.template_id WHERE l.user_id = ?
       ORDER BY l.created_at DESC, l.rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(viewer.userId, page.limit, page.offset) as TemplateRow[]
  const { n } = db
    .prepare('SELECT COUNT(*) AS n FROM template_likes WHERE user_id = ?')
    .get(viewer.userId) as {
    n: number
  }
  return {
    rows: rows.map((r) => templateView(db, r, viewer, { itemsPerGroup: LIST_ITEMS_PER_GROUP })),
    total: n,
  }
}

const alreadyVoted = () => new PlatformError('TEMPLATE/VOTED', '您已经投票过了！')

/** Records a user's 准 (1) / 不准 (0) vote on a card, once per user; returns the counts. */
export function voteTemplate(db: Db, userId: number, templateId: number, vote: 0 | 1, nowMs: number) {
  if (!templateRow(db, templateId)) throw new PlatformError('SYS/NOT_FOUND', '模板不存在')
  const result = db
    .prepare(
      'INSERT OR IGNORE INTO template_votes (template_id, user_id, vote, voted_at) VALUES (?, ?, ?, ?)',
    )
    .run(templateId, userId, vote, nowMs)
  if (result.changes === 0) throw alreadyVoted()
  const counts = db
    .prepare(
      `SELECT SUM(vote = 1) AS agree, SUM(vote = 0) AS disagree FROM template_votes WHERE template_id = ?`,
    )
    .get(templateId) as { agree: number; disagree: number }
  return { documentId: templateId, vote, agreeCount: counts.agree, disagreeCount: counts.disagree }
}

/** Records a user's zodiac poll vote, once per user and poll, and counts it; returns the updated poll. */
export function votePoll(db: Db, viewer: Viewer, pollId: number, optionId: number, nowMs: number): PollView {
  const poll = findPoll(db, pollId, viewer)
  if (!poll) throw new PlatformError('SYS/NOT_FOUND', '投票不存在')
  if (!poll.pollStatus) throw new PlatformError('TEMPLATE/POLL_CLOSED', '投票已结束')
  if (!poll.pollOptions.some((o) => o.option_id === optionId))
    throw new PlatformError('SYS/BAD_REQUEST', '参数错误：optionId')
  return db.transaction(() => {
    const result = db
      .prepare(
        'INSERT OR IGNORE INTO template_poll_votes (poll_id, user_id, option_id, voted_at) VALUES (?, ?, ?, ?)',
      )
      .run(pollId, viewer.userId, optionId, nowMs)
    if (result.changes === 0) throw alreadyVoted()
    db.prepare(
      'UPDATE template_poll_options SET option_vote = option_vote + 1 WHERE poll_id = ? AND option_id = ?',
    ).run(pollId, optionId)
    return findPoll(db, pollId, viewer)!
  })()
}

/** The ad slots (AD01–AD14) as ad templates with one group of items each. */
export function listAds(db: Db) {
  const rows = db
    .prepare('SELECT ad_id, template_code, content, sort FROM template_ads ORDER BY ad_id')
    .all() as {
    ad_id: number
    template_code: string
    content: string
    sort: number
  }[]
  const byCode = new Map<string, { id: number; content: string; sort: number }[]>()
  for (const r of rows) {
    const list = byCode.get(r.template_code) ?? []
    list.push({ id: r.ad_id, content: r.content, sort: r.sort })
    byCode.set(r.template_code, list)
  }
  return [...byCode].map(([templateCode, items]) => ({
    templateCode,
    status: 1,
    groups: [{ id: items[0]!.id, groupName: templateCode, items }],
  }))
}

/** Scores the unscored rows predicting `draw`'s turn: `开:…` notes, `*` on a hit. Returns how many. */
function scoreTurn(db: Db, draw: DrawRow): number {
  const rows = db
    .prepare(
      `SELECT item_id, pick FROM template_items WHERE game_id = ? AND turn_num = ? AND note = '' AND pick != ''`,
    )
    .all(draw.gameId, draw.turnNum) as { item_id: number; pick: string }[]
  const update = db.prepare('UPDATE template_items SET note = ?, updated_time = ? WHERE item_id = ?')
  for (const row of rows) {
    const pick = JSON.parse(row.pick) as { rule: PickRuleKey; tokens: string[] }
    const rule = pickRules[pick.rule]
    if (!rule) continue
    update.run(rule.score({ content: '', tokens: pick.tokens }, draw).note, draw.openTime, row.item_id)
  }
  return rows.length
}

/** The stored draw of a turn, if drawn. */
function drawOfTurn(db: Db, gameId: number, turnNum: string): DrawRow | undefined {
  return db
    .prepare(
      `SELECT game_id AS gameId, turn_num AS turnNum, open_time AS openTime, open_num AS openNum FROM draws
       WHERE game_id = ? AND turn_num = ?`,
    )
    .get(gameId, turnNum) as DrawRow | undefined
}

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

/**
 * The groups of a game that carry the template's newest issue as their single newest row, older than
 * `openTurnNum`: one group per card of one-row-per-issue cards (the newest range group), every tab, every
 * library document. Pick lists and rankings (several rows per issue) and rows without an issue are left out.
 */
function staleIssueGroups(db: Db, gameId: number, openTurnNum: string): StaleGroup[] {
  return db
    .prepare(
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
    .all({ gameId, open: openTurnNum }) as StaleGroup[]
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
 * Rows a per-issue group keeps when it rolls forward: the newest ones. Without a limit the 1-minute games
 * would add 1,440 rows a day to every group, and the card detail answers every row.
 */
export const ISSUE_ROWS_KEPT = 30

/**
 * Adds the open issue's row (empty note) on top of every stale per-issue group (as {@link staleIssueGroups}
 * found them for `open`), dropping rows beyond the newest {@link ISSUE_ROWS_KEPT}. The new row takes over the
 * top row's lock and red highlight, so the seed's "newest rows" rules keep holding: the old top loses its
 * highlight and the oldest locked row of the group is unlocked. Returns how many rows were added.
 */
function rollGroupsForward(
  db: Db,
  gameId: number,
  open: OpenTurn,
  staleGroups: readonly StaleGroup[],
): number {
  const insert = db.prepare(
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
  let added = 0
  for (const group of staleGroups) {
    const row = openRowOf(group, gameId, open)
    if (!row) continue
    const locked = group.require_login === 1 || group.require_recharge === 1
    if (locked) unlockOldest.run(group.group_id)
    insert.run(
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
    added++
  }
  return added
}

/**
 * Moves the zodiac polls of a game still on an older issue to the open issue: the poll is a new one, so
 * the earlier issue's votes are dropped and the options (that year's numbers per zodiac, seeded counts)
 * are written afresh, as the seed writes them.
 */
function movePolls(db: Db, gameId: number, open: OpenTurn): number {
  const polls = db
    .prepare(
      `SELECT p.poll_id, t.template_code FROM template_polls p JOIN templates t ON t.template_id = p.template_id
       WHERE t.game_id = ? AND p.game_turn < ?`,
    )
    .all(gameId, open.turnNum) as { poll_id: number; template_code: string }[]
  const insertOption = db.prepare(
    `INSERT INTO template_poll_options (poll_id, option_id, option_text, option_value, option_vote)
     VALUES (?, ?, ?, ?, ?)`,
  )
  const dropVotes = db.prepare('DELETE FROM template_poll_votes WHERE poll_id = ?')
  const dropOptions = db.prepare('DELETE FROM template_poll_options WHERE poll_id = ?')
  const moveTurn = db.prepare('UPDATE template_polls SET game_turn = ? WHERE poll_id = ?')
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
  return polls.length
}

/**
 * Settles a newly drawn issue on the cards of its game, in one transaction: scores the rows predicting it
 * (`开:…` notes, `*` on a hit), then rolls the cards forward to the next open issue — every per-issue group
 * gets that issue's row with an empty note, and the zodiac polls move to it. A newest row whose issue was
 * drawn while nobody announced it (an interval game catching up after a pause) is scored on the way.
 * Idempotent: settling the same draw again changes nothing. Returns how many rows were scored.
 */
export function settleTemplateDraw(db: Db, draw: DrawRow): number {
  return db.transaction(() => {
    let scored = scoreTurn(db, draw)
    const game = findLotteryGame(db, draw.gameId)
    if (!game) return scored
    const open = openTurn(db, game, draw.openTime)
    // Scoring changes notes only, never what makes a group stale, so one look serves both steps.
    const staleGroups = staleIssueGroups(db, draw.gameId, open.turnNum)
    for (const turnNum of new Set(staleGroups.map((g) => g.top_turn))) {
      const missed = turnNum === draw.turnNum ? undefined : drawOfTurn(db, draw.gameId, turnNum)
      if (missed) scored += scoreTurn(db, missed)
    }
    rollGroupsForward(db, draw.gameId, open, staleGroups)
    movePolls(db, draw.gameId, open)
    return scored
  })()
}

/**
 * Settles a run of new draws, each game's oldest first (the draws of several games may be mixed), in one
 * transaction, with the cards ending as if each draw had been settled in turn (only the rows' ids and sort
 * keys differ, not their order), but rolling them forward through the last {@link ISSUE_ROWS_KEPT} draws of
 * each game only: the rows an earlier roll would add are trimmed again before the run ends, and half a year
 * of missed daily turns would otherwise add and drop some 180 rows in each of 170 groups. The earlier draws
 * are still scored, for the rows predicting them (the issue open when the run began, pick lists and
 * rankings included). Returns how many rows were scored.
 */
export function settleTemplateDraws(db: Db, draws: readonly DrawRow[]): number {
  const left = new Map<number, number>()
  for (const draw of draws) left.set(draw.gameId, (left.get(draw.gameId) ?? 0) + 1)
  return db.transaction(() => {
    let scored = 0
    for (const draw of draws) {
      const later = left.get(draw.gameId)! - 1
      left.set(draw.gameId, later)
      scored += later < ISSUE_ROWS_KEPT ? settleTemplateDraw(db, draw) : scoreTurn(db, draw)
    }
    return scored
  })()
}
