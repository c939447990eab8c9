import { fromChinaTime, RECORD_ISSUES } from '@liuhe/domain'
import { beforeAll, expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import type { Queries } from '../storage/queries'
import { cardKey, documentRow, issueItem, pollOptionsOf } from '../templates/picks'
import type { DrawRow } from './lottery'
import { createTemplateSettlement, ISSUE_ROWS_KEPT } from './templateSettlement'

const DAY_MS = 86_400_000
/** Issue 2026`seq` of Macau (daily at 21:32), counted from issue 2026138 on 2026-05-18. */
const drawOf = (seq: number): DrawRow => ({
  gameId: 110,
  turnNum: `2026${String(seq).padStart(3, '0')}`,
  openTime: fromChinaTime(2026, 5, 18, 21, 32) + (seq - 138) * DAY_MS,
  openNum: '01,02,03,04,05,06,49',
})
const turnOf = (seq: number) => drawOf(seq).turnNum

/** The stored rows of a group, oldest first. */
const rowsOf = (db: Queries, groupId: number) =>
  db
    .selectFrom('template_items')
    .select(['turn_num', 'note', 'sort', 'require_login', 'active_cover', 'pick', 'sub_name'])
    .where('group_id', '=', groupId)
    .orderBy('sort')
    .orderBy('item_id')
    .execute()

const groupName = async (db: Queries, groupId: number) =>
  (
    await db
      .selectFrom('template_groups')
      .select('group_name')
      .where('group_id', '=', groupId)
      .executeTakeFirstOrThrow()
  ).group_name

/** Everything the settlement writes, for "nothing changed". */
const snapshot = async (db: Queries) => ({
  items: await db.selectFrom('template_items').selectAll().orderBy('item_id').execute(),
  groups: await db.selectFrom('template_groups').selectAll().orderBy('group_id').execute(),
  records: await db
    .selectFrom('template_records')
    .selectAll()
    .orderBy('template_id')
    .orderBy('turn_num')
    .execute(),
  polls: await db.selectFrom('template_polls').selectAll().orderBy('poll_id').execute(),
  options: await db
    .selectFrom('template_poll_options')
    .selectAll()
    .orderBy('poll_id')
    .orderBy('option_id')
    .execute(),
  votes: await db.selectFrom('template_poll_votes').selectAll().orderBy('poll_id').execute(),
})

describeEachEngine('the template settlement', (db) => {
  const mb05 = cardKey(110, 'MB05')

  beforeAll(async () => {
    const [alice] = await db()
      .insertInto('users')
      .values({ account: 'alice01', password_hash: 'x', created_at: 0 })
      .returning('user_id')
      .execute()
    await db()
      .insertInto('games')
      .values({
        game_id: 110,
        game_name: '澳门六合彩',
        category: 'LOTTERY',
        type: 'LOTTERY',
        lottery_kind: 'sixMark',
        schedule: JSON.stringify({ kind: 'daily', hour: 21, minute: 32 }),
      })
      .execute()
    await db()
      .insertInto('draws')
      .values([137, 138].map((seq) => ({ ...toRow(drawOf(seq)) })))
      .execute()
    await db()
      .insertInto('templates')
      .values([
        { ...card(1, 'MB05', '三肖中特'), is_database: 0 },
        { ...card(2, 'MB04', '一肖中特'), is_database: 0 },
        { ...card(3, 'DB01', '资料'), is_database: 1 },
      ])
      .execute()
    await db()
      .insertInto('documents')
      .values({ document_id: 5, game_id: 110, template_id: 3, sub_name: '一肖一码' })
      .execute()
    await db()
      .insertInto('template_groups')
      .values([
        // Card 1: its lead series (the higher sort) and a second one-row-per-issue group.
        { group_id: 10, template_id: 1, document_id: null, group_name: '109-138', sort: 2 },
        { group_id: 11, template_id: 1, document_id: null, group_name: '精选', sort: 1 },
        // Card 2: a pick list, two rows on the issue.
        { group_id: 20, template_id: 2, document_id: null, group_name: '选号', sort: 1 },
        // A library document.
        { group_id: 30, template_id: 3, document_id: 5, group_name: '一肖一码', sort: 1 },
      ])
      .execute()
    // Group 10: ISSUE_ROWS_KEPT issues, the newest (138) not scored yet, locked and highlighted like the
    // seed's newest rows; 137 locked too.
    const rows = Array.from({ length: ISSUE_ROWS_KEPT }, (_, i) => {
      const seq = 138 - ISSUE_ROWS_KEPT + 1 + i
      const issue = {
        turnNum: turnOf(seq),
        timeMs: drawOf(seq).openTime,
        draw: seq < 138 ? drawOf(seq) : undefined,
      }
      const row = issueItem('zodiac3', mb05, issue)
      return item(10, row.turnNum ?? null, row.title, i + 1, row.pick ?? '', {
        content: row.content ?? '',
        note: row.note ?? '',
        updated_time: row.updatedTime,
        require_login: seq >= 137 ? 1 : 0,
        active_cover: seq === 138 ? 1 : 0,
      })
    })
    const open138 = { turnNum: turnOf(138), timeMs: drawOf(138).openTime, draw: undefined }
    const other = issueItem('zodiac1', `${mb05}:other`, open138)
    const doc = documentRow('zodiac1', 110, '一肖一码')(open138, 0)
    await db()
      .insertInto('template_items')
      .values([
        ...rows,
        item(11, turnOf(138), other.title, 1, other.pick!),
        item(20, turnOf(138), '一肖', 1, other.pick!),
        item(20, turnOf(138), '二肖', 2, other.pick!),
        item(30, turnOf(138), doc.title, 1, doc.pick!, { sub_name: '一肖一码' }),
      ])
      .execute()
    // Card 1's track record already holds more than RECORD_ISSUES older issues.
    await db()
      .insertInto('template_records')
      .values(
        Array.from({ length: RECORD_ISSUES + 5 }, (_, i) => ({
          template_id: 1,
          turn_num: `2025${String(i + 1).padStart(3, '0')}`,
          note: '开:马49',
        })),
      )
      .execute()
    await db()
      .insertInto('template_polls')
      .values({ poll_id: 7, template_id: 2, game_turn: turnOf(138) })
      .execute()
    await db()
      .insertInto('template_poll_options')
      .values([
        { poll_id: 7, option_id: 1, option_text: '鼠', option_value: '01', option_vote: 3 },
        { poll_id: 7, option_id: 2, option_text: '牛', option_value: '02', option_vote: 4 },
      ])
      .execute()
    await db()
      .insertInto('template_poll_votes')
      .values({ poll_id: 7, user_id: alice!.user_id, option_id: 1, voted_at: 0 })
      .execute()
  })

  it('scores a drawn issue and rolls the cards on to the next one, in one go', async () => {
    const settlement = createTemplateSettlement(db())
    // Group 10's, group 11's, the pick list's two and the document's row predict issue 138.
    expect(await settlement.settleTemplateDraw(drawOf(138))).toBe(5)
    const lead = await rowsOf(db(), 10)
    expect(lead).toHaveLength(ISSUE_ROWS_KEPT)
    expect(lead[0]!.turn_num).toBe(turnOf(138 - ISSUE_ROWS_KEPT + 2))
    const [scored, open] = lead.slice(-2)
    expect(scored).toMatchObject({ turn_num: turnOf(138), active_cover: 0, require_login: 1 })
    expect(scored!.note).toMatch(/^开:/)
    expect(open).toMatchObject({
      turn_num: turnOf(139),
      note: '',
      sort: ISSUE_ROWS_KEPT + 1,
      require_login: 1,
      active_cover: 1,
      pick: issueItem('zodiac3', mb05, {
        turnNum: turnOf(139),
        timeMs: drawOf(139).openTime,
        draw: undefined,
      }).pick,
    })
    // The oldest locked row (137) was unlocked; the range name runs to the open issue.
    expect(lead.filter((r) => r.require_login === 1).map((r) => r.turn_num)).toEqual([
      turnOf(138),
      turnOf(139),
    ])
    expect(await groupName(db(), 10)).toBe('109-139')
    expect((await rowsOf(db(), 11)).map((r) => r.turn_num)).toEqual([turnOf(138), turnOf(139)])
    expect(await groupName(db(), 11)).toBe('精选')
    // A pick list is scored, not rolled; a library document rolls with its name.
    expect((await rowsOf(db(), 20)).map((r) => [r.turn_num, r.note.startsWith('开:')])).toEqual([
      [turnOf(138), true],
      [turnOf(138), true],
    ])
    expect((await rowsOf(db(), 30)).map((r) => [r.turn_num, r.sub_name])).toEqual([
      [turnOf(138), '一肖一码'],
      [turnOf(139), '一肖一码'],
    ])
    // The track record: the lead row's note, the card trimmed to its newest RECORD_ISSUES.
    const records = await db()
      .selectFrom('template_records')
      .selectAll()
      .orderBy('turn_num', 'desc')
      .execute()
    expect(records).toHaveLength(RECORD_ISSUES)
    expect(records[0]).toEqual({ template_id: 1, turn_num: turnOf(138), note: scored!.note })
    expect(records.at(-1)!.turn_num).toBe('2025007')
    // The poll moved to the open issue: its votes gone, its options written afresh.
    expect(await db().selectFrom('template_polls').select('game_turn').executeTakeFirstOrThrow()).toEqual({
      game_turn: turnOf(139),
    })
    expect(await db().selectFrom('template_poll_votes').selectAll().execute()).toEqual([])
    const options = await db().selectFrom('template_poll_options').selectAll().orderBy('option_id').execute()
    expect(options).toEqual(
      pollOptionsOf(cardKey(110, 'MB04'), { turnNum: turnOf(139), timeMs: drawOf(139).openTime }).map(
        (o) => ({
          poll_id: 7,
          option_id: o.optionId,
          option_text: o.text,
          option_value: o.value,
          option_vote: o.votes,
        }),
      ),
    )
  })

  it('changes nothing when the same draw is settled again', async () => {
    const before = await snapshot(db())
    expect(await createTemplateSettlement(db()).settleTemplateDraw(drawOf(138))).toBe(0)
    expect(await snapshot(db())).toEqual(before)
  })

  it('settles a run of draws as settling each in turn would', async () => {
    await db()
      .insertInto('draws')
      .values([toRow(drawOf(139)), toRow(drawOf(140))])
      .execute()
    // 139's rows in groups 10, 11 and 30; then 140's.
    expect(await createTemplateSettlement(db()).settleTemplateDraws([drawOf(139), drawOf(140)])).toBe(6)
    const lead = await rowsOf(db(), 10)
    expect(lead).toHaveLength(ISSUE_ROWS_KEPT)
    expect(lead.map((r) => r.turn_num).slice(-3)).toEqual([turnOf(139), turnOf(140), turnOf(141)])
    expect(lead.slice(-3).map((r) => r.note === '')).toEqual([false, false, true])
    expect(await groupName(db(), 10)).toBe('109-141')
    const records = await db()
      .selectFrom('template_records')
      .select('turn_num')
      .orderBy('turn_num', 'desc')
      .limit(3)
      .execute()
    expect(records.map((r) => r.turn_num)).toEqual([turnOf(140), turnOf(139), turnOf(138)])
  })
})

/** A templates row of game 110. */
function card(templateId: number, code: string, name: string) {
  return { template_id: templateId, game_id: 110, template_code: code, name, play_cate_name: name }
}

/** A template_items row of game 110 naming every column a multi-row insert must name. */
function item(
  groupId: number,
  turnNum: string | null,
  title: string,
  sort: number,
  pick: string,
  more: Partial<{
    content: string
    note: string
    sub_name: string
    updated_time: number
    require_login: number
    active_cover: number
  }> = {},
) {
  return {
    group_id: groupId,
    game_id: 110,
    turn_num: turnNum,
    title,
    content: '',
    note: '',
    sub_name: '',
    updated_time: 0,
    sort,
    pick,
    require_login: 0,
    active_cover: 0,
    ...more,
  }
}

/** A draw as the draws table stores it. */
function toRow(draw: DrawRow) {
  return { game_id: draw.gameId, turn_num: draw.turnNum, open_time: draw.openTime, open_num: draw.openNum }
}
