import { fromChinaTime, parseSearchQuery, zodiacOf } from '@liuhe/domain'
import { expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import type { Queries } from '../storage/queries'
import { createSearchStore, SEARCH_ROWS } from './search'

const atMs = fromChinaTime(2026, 6, 1)
const zodiac = zodiacOf(18, atMs)
const pick = (rule: string, tokens: string[]) => JSON.stringify({ rule, tokens })

async function addGames(db: Queries, gameIds: number[]) {
  await db
    .insertInto('games')
    .values(
      gameIds.map((gameId) => ({
        game_id: gameId,
        game_name: `G${gameId}`,
        category: 'LOTTERY',
        type: 'LOTTERY',
      })),
    )
    .execute()
}

const template = (
  gameId: number,
  templateId: number,
  name: string,
  more: { sort?: number; is_database?: number; play_cate_name?: string } = {},
) => ({
  template_id: templateId,
  game_id: gameId,
  template_code: `T${templateId}`,
  name,
  play_cate_name: name,
  // Every row names every column: SQLite writes NULL, not the default, for one a multi-row insert leaves out.
  sort: 0,
  is_database: 0,
  ...more,
})

/** A group of a card (or of a document) with one item per pick; `open: false` dates them to a past issue. */
async function addPicks(
  db: Queries,
  row: {
    gameId: number
    groupId: number
    templateId: number
    documentId?: number
    sort?: number
    picks: string[]
    open?: boolean
    note?: string
  },
) {
  await db
    .insertInto('template_groups')
    .values({
      group_id: row.groupId,
      template_id: row.templateId,
      document_id: row.documentId ?? null,
      group_name: `组${row.groupId}`,
      sort: row.sort ?? 0,
    })
    .execute()
  await db
    .insertInto('template_items')
    .values(
      row.picks.map((p, i) => ({
        group_id: row.groupId,
        game_id: row.gameId,
        turn_num: row.open === false ? null : '2026060',
        title: '第060期',
        note: row.note ?? '',
        updated_time: atMs,
        sort: i,
        pick: p,
      })),
    )
    .execute()
}

describeEachEngine('the search store', (db) => {
  it('finds open picks first in catalogue order, then Chinese names, never kill rules, past issues or 118', async () => {
    await addGames(db(), [110, 111])
    await db()
      .insertInto('templates')
      .values([
        template(110, 901, '一肖中特', { sort: 3 }),
        template(110, 902, '平码精选', { sort: 1 }),
        template(110, 903, '杀一肖', { sort: 0 }),
        template(110, 904, '尾数推荐', { sort: 0 }),
        template(110, 905, '18码中特', { sort: 2 }),
        template(110, 906, '往期回顾', { sort: 0 }),
        template(110, 907, '已开奖', { sort: 0 }),
        template(110, 908, '特码资料', { sort: 0, is_database: 1 }),
        template(110, 909, '18号专区', { sort: 1, is_database: 1 }),
        template(111, 910, '18码澳门', { sort: 0 }),
      ])
      .execute()
    await db()
      .insertInto('documents')
      .values([
        { document_id: 1, game_id: 110, template_id: 908, sub_name: '一肖资料', sort: 0 },
        { document_id: 2, game_id: 110, template_id: 908, sub_name: '18码资料', sort: 1 },
        { document_id: 3, game_id: 110, template_id: 909, sub_name: '无关', sort: 0 },
        { document_id: 4, game_id: 110, template_id: 908, sub_name: '马会资料', sort: 0 },
        { document_id: 5, game_id: 111, template_id: 910, sub_name: '18码', sort: 0 },
      ])
      .execute()
    await addPicks(db(), { gameId: 110, groupId: 1, templateId: 901, picks: [pick('zodiac1', [zodiac])] })
    // Two open groups of one card: the first by group sort (descending) names the picks.
    await addPicks(db(), {
      gameId: 110,
      groupId: 2,
      templateId: 902,
      sort: 0,
      picks: [pick('num5', ['18', '27'])],
    })
    await addPicks(db(), {
      gameId: 110,
      groupId: 3,
      templateId: 902,
      sort: 2,
      picks: [pick('num5', ['06', '18'])],
    })
    await addPicks(db(), { gameId: 110, groupId: 4, templateId: 903, picks: [pick('kill1', [zodiac, '18'])] })
    await addPicks(db(), { gameId: 110, groupId: 5, templateId: 904, picks: [pick('num3', ['118', '01'])] })
    await addPicks(db(), {
      gameId: 110,
      groupId: 6,
      templateId: 906,
      open: false,
      picks: [pick('num3', ['18'])],
    })
    await addPicks(db(), {
      gameId: 110,
      groupId: 7,
      templateId: 907,
      note: '开:18*',
      picks: [pick('num3', ['18'])],
    })
    await addPicks(db(), {
      gameId: 110,
      groupId: 8,
      templateId: 908,
      documentId: 1,
      picks: ['', pick('num6', ['18', '30'])],
    })
    await addPicks(db(), { gameId: 111, groupId: 9, templateId: 910, picks: [pick('num3', ['18'])] })
    await db()
      .insertInto('gallery_groups')
      .values([
        { group_id: 1, game_id: 110, play_category_id: 1, name: '18期彩图', initials: 'Q', sort: 1 },
        { group_id: 2, game_id: 110, play_category_id: 1, name: '新18图', initials: 'X', sort: 5 },
        { group_id: 3, game_id: 110, play_category_id: 1, name: '骏马图', initials: 'J', sort: 0 },
        { group_id: 4, game_id: 111, play_category_id: 1, name: '18图', initials: 'T', sort: 9 },
        { group_id: 5, game_id: 110, play_category_id: 1, name: '百分%图', initials: 'B', sort: 0 },
      ])
      .execute()
    await db()
      .insertInto('gallery_images')
      .values(
        ['2026001', '2026010', '2026009'].map((turn) => ({
          group_id: 1,
          game_turn: turn,
          updated_time: atMs,
        })),
      )
      .execute()
    const store = createSearchStore(db())

    const byNumber = await store.search(110, parseSearchQuery('18'), atMs)
    expect(byNumber.tokens).toEqual(['18', zodiac])
    expect(byNumber.templates).toEqual([
      {
        templateId: 902,
        gameId: 110,
        templateCode: 'T902',
        name: '平码精选',
        playCateName: '平码精选',
        picks: '06 18',
      },
      {
        templateId: 901,
        gameId: 110,
        templateCode: 'T901',
        name: '一肖中特',
        playCateName: '一肖中特',
        picks: zodiac,
      },
      {
        templateId: 905,
        gameId: 110,
        templateCode: 'T905',
        name: '18码中特',
        playCateName: '18码中特',
        picks: '',
      },
    ])
    expect(byNumber.documents).toEqual([
      {
        documentId: 1,
        templateId: 908,
        gameId: 110,
        subName: '一肖资料',
        playCateName: '特码资料',
        picks: '18 30',
      },
      {
        documentId: 2,
        templateId: 908,
        gameId: 110,
        subName: '18码资料',
        playCateName: '特码资料',
        picks: '',
      },
      { documentId: 3, templateId: 909, gameId: 110, subName: '无关', playCateName: '18号专区', picks: '' },
    ])
    expect(byNumber.gallery).toEqual([
      { groupId: 2, gameId: 110, name: '新18图', gameTurn: '' },
      { groupId: 1, gameId: 110, name: '18期彩图', gameTurn: '2026010' },
    ])

    // A zodiac matches picks and names by its simplified form, traditional typing included.
    const byZodiac = await store.search(110, parseSearchQuery('马'), atMs)
    expect(byZodiac.tokens).toEqual(['马'])
    expect(byZodiac.templates).toEqual([])
    expect(byZodiac.documents.map((d) => d.documentId)).toEqual([4])
    expect(byZodiac.gallery.map((g) => g.name)).toEqual(['骏马图'])
    expect(await store.search(110, parseSearchQuery('馬'), atMs)).toEqual(byZodiac)
    // 18's zodiac finds the card picking it; the kill card naming it does not.
    const ofEighteen = await store.search(110, parseSearchQuery(zodiac), atMs)
    expect(ofEighteen.templates.map((t) => [t.templateId, t.picks])).toEqual([[901, zodiac]])

    // Text matches names only, as a plain substring.
    const byText = await store.search(110, parseSearchQuery('肖中'), atMs)
    expect(byText).toMatchObject({ tokens: [], documents: [], gallery: [] })
    expect(byText.templates.map((t) => [t.templateId, t.picks])).toEqual([[901, '']])
    const percent = await store.search(110, parseSearchQuery('%'), atMs)
    expect(percent).toMatchObject({ templates: [], documents: [] })
    expect(percent.gallery.map((g) => g.groupId)).toEqual([5])
  })

  it('answers nothing for an empty query, a name nowhere, or a game without rows', async () => {
    await addGames(db(), [120])
    await db()
      .insertInto('templates')
      .values(template(120, 1201, '六肖中特'))
      .execute()
    await db()
      .insertInto('gallery_groups')
      .values({ group_id: 1201, game_id: 120, play_category_id: 1, name: '六肖图', initials: 'L' })
      .execute()
    const store = createSearchStore(db())
    const none = { tokens: [], templates: [], documents: [], gallery: [] }
    expect(await store.search(120, parseSearchQuery('  '), atMs)).toEqual(none)
    expect(await store.search(120, parseSearchQuery('不存在的名字'), atMs)).toEqual(none)
    expect(await store.search(121, parseSearchQuery('六肖'), atMs)).toEqual(none)
    expect(await store.search(121, parseSearchQuery('18'), atMs)).toEqual({ ...none, tokens: ['18', zodiac] })
  })

  it(`answers at most ${SEARCH_ROWS} of each kind, pick matches first`, async () => {
    await addGames(db(), [130])
    const count = SEARCH_ROWS + 2
    await db()
      .insertInto('templates')
      .values(Array.from({ length: count }, (_, i) => template(130, 1300 + i, `图库${i}`, { sort: i })))
      .execute()
    // The last card by catalogue order holds 18 in its open pick: it leads the answer, 图库18 by name after it.
    await addPicks(db(), {
      gameId: 130,
      groupId: 1300,
      templateId: 1300 + count - 1,
      picks: [pick('num1', ['18'])],
    })
    await db()
      .insertInto('gallery_groups')
      .values(
        Array.from({ length: count }, (_, i) => ({
          group_id: 1300 + i,
          game_id: 130,
          play_category_id: 1,
          name: `18图库${i}`,
          initials: 'T',
          sort: i % 3,
        })),
      )
      .execute()
    const store = createSearchStore(db())
    const byName = await store.search(130, parseSearchQuery('图库'), atMs)
    expect(byName.templates.map((t) => t.templateId)).toEqual(
      Array.from({ length: SEARCH_ROWS }, (_, i) => 1300 + i),
    )
    const byNumber = await store.search(130, parseSearchQuery('18'), atMs)
    expect(byNumber.templates.map((t) => t.templateId)).toEqual([1300 + count - 1, 1318])
    expect(byNumber.gallery.map((g) => g.groupId)).toEqual(
      [2, 1, 0]
        .flatMap((sort) => Array.from({ length: count }, (_, i) => i).filter((i) => i % 3 === sort))
        .map((i) => 1300 + i)
        .slice(0, SEARCH_ROWS),
    )
  })
})
