import { parseOpenNum, zodiacReferenceAt } from '@liuhe/domain'
import { beforeAll, expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import type { Picture } from '../gallery/pictures'
import { inTransaction } from '../storage/transactions'
import { createGalleryPictureStore, sheetTemplateOf, TREND_DRAWS } from './galleryPictures'

const OPEN_NUM = '01,12,23,34,45,06,49'
/** Issue `n` of game 110 (2026001 … 2026035 are drawn). */
const turn = (n: number) => `2026${String(n).padStart(3, '0')}`
const drawOf = (n: number) => ({ turnNum: turn(n), openTime: n * 1_000, numbers: parseOpenNum(OPEN_NUM) })

const group = (groupId: number, gameId: number, name: string, categoryId: number, sort: number) => ({
  group_id: groupId,
  game_id: gameId,
  group_type: 1,
  play_category_id: categoryId,
  name,
  initials: 'A',
  popular: 0,
  sort,
})

const row = (
  itemId: number,
  groupId: number,
  turnNum: string | null,
  note: string,
  pick: string,
  sort = 0,
) => ({
  item_id: itemId,
  group_id: groupId,
  game_id: 110,
  turn_num: turnNum,
  title: turnNum ?? '',
  content: `内容${itemId}`,
  note,
  updated_time: 0,
  sort,
  pick,
})
const pick = (rule: string) => JSON.stringify({ rule })

describeEachEngine('the gallery picture store', (db) => {
  beforeAll(async () => {
    await db()
      .insertInto('games')
      .values([
        { game_id: 110, game_name: '澳门六合彩', category: 'LOTTERY', type: 'LOTTERY' },
        { game_id: 122, game_name: '极速六合彩', category: 'LOTTERY', type: 'LOTTERY' },
      ])
      .execute()
    await db()
      .insertInto('draws')
      .values(
        Array.from({ length: 35 }, (_, i) => ({
          game_id: 110,
          turn_num: turn(i + 1),
          open_time: (i + 1) * 1_000,
          open_num: OPEN_NUM,
        })),
      )
      .execute()
    expect(sheetTemplateOf(6)).toBe('MB27')
    await db()
      .insertInto('gallery_groups')
      .values([
        group(6, 110, '六肖中特', 1, 5),
        group(7, 110, '新澳门跑狗图', 2, 1),
        group(8, 110, '生肖图纸', 4, 5),
        // A sheet group whose card (MB05) the game has not: its trend instead.
        group(9, 110, '平特一肖', 1, 1),
        group(20, 70, '香港挂牌', 3, 0),
        group(30, 122, '极速挂牌', 1, 0),
      ])
      .execute()
    await db()
      .insertInto('templates')
      .values([
        {
          template_id: 1,
          game_id: 110,
          template_code: 'MB27',
          name: '六肖',
          play_cate_name: '生肖',
          is_database: 0,
        },
        {
          template_id: 2,
          game_id: 110,
          template_code: 'MB27',
          name: '资料',
          play_cate_name: '生肖',
          is_database: 1,
        },
      ])
      .execute()
    await db()
      .insertInto('template_groups')
      .values([
        { group_id: 101, template_id: 1, document_id: null, group_name: '主', sort: 2 },
        { group_id: 102, template_id: 1, document_id: null, group_name: '次', sort: 1 },
        // A library document's group: never the lead.
        { group_id: 103, template_id: 1, document_id: 9, group_name: '资料', sort: 9 },
        { group_id: 201, template_id: 2, document_id: null, group_name: '资料卡', sort: 9 },
      ])
      .execute()
    await db()
      .insertInto('template_items')
      .values([
        row(1, 101, turn(37), '', pick('zodiac6')),
        row(2, 101, turn(36), '', pick('zodiac6')),
        row(3, 101, turn(35), '开:马49*', pick('zodiac6')),
        row(4, 101, turn(34), '开:鼠01', pick('zodiac5')),
        // No pick: not a prediction.
        row(5, 101, turn(33), '开:牛02', ''),
        // Two rows of one issue: the higher sort first, then the lower id.
        row(6, 101, turn(32), '开:虎03*', pick('a'), 1),
        row(7, 101, turn(32), '开:虎03', pick('b'), 2),
        row(8, 101, turn(32), '开:虎03', pick('c'), 1),
        row(9, 101, null, '', pick('zodiac6')),
        row(10, 102, turn(36), '', pick('other')),
        row(11, 103, turn(36), '', pick('document')),
        row(12, 201, turn(36), '', pick('library')),
        ...Array.from({ length: 12 }, (_, i) => row(100 + i, 101, turn(20 - i), '开:龙05', pick('old'))),
      ])
      .execute()
  })

  it('opens an issue once: one image per group, lead groups first', async () => {
    const store = createGalleryPictureStore(db())
    expect(await store.openIssue(122, turn(36), 50)).toEqual([])
    const ids = await store.openIssue(110, turn(36), 36)
    const images = await db()
      .selectFrom('gallery_images')
      .select(['id', 'group_id', 'game_turn', 'updated_time', 'like_count'])
      .orderBy('id')
      .execute()
    expect(images.map((i) => [i.group_id, i.game_turn, i.updated_time, i.like_count])).toEqual([
      [6, turn(36), 36, 0],
      [7, turn(36), 36, 0],
      [8, turn(36), 36, 0],
      [9, turn(36), 36, 0],
    ])
    const idOf = (groupId: number) => images.find((i) => i.group_id === groupId)!.id
    expect(ids).toEqual([idOf(6), idOf(8), idOf(7), idOf(9)])
    // Again: the same images, made when they first were.
    expect(await store.openIssue(110, turn(36), 99)).toEqual(ids)
    const again = await db().selectFrom('gallery_images').select('updated_time').execute()
    expect(again.map((i) => i.updated_time)).toEqual([36, 36, 36, 36])
    // In a transaction that fails: undone with it.
    await expect(
      inTransaction(db(), async (trx) => {
        expect(await createGalleryPictureStore(trx).openIssue(110, turn(40), 40)).toHaveLength(4)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await store.openIssue(70, turn(40), 40)).toHaveLength(1)
    const { n } = await db()
      .selectFrom('gallery_images')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(n)).toBe(5)
  })

  it('answers each kind of picture as it stood when its issue opened', async () => {
    const store = createGalleryPictureStore(db())
    const [sheet, zodiac, trend, fallback] = await store.openIssue(110, turn(36), 36)
    const trendDraws = Array.from({ length: TREND_DRAWS }, (_, i) => drawOf(35 - i))
    const frame = (groupName: string) => ({ groupName, gameName: '澳门六合彩', issue: turn(36) })
    expect(await store.pictureOf(trend!)).toEqual({
      kind: 'trend',
      ...frame('新澳门跑狗图'),
      draws: trendDraws,
    })
    expect(await store.pictureOf(fallback!)).toEqual({
      kind: 'trend',
      ...frame('平特一肖'),
      draws: trendDraws,
    })
    expect(await store.pictureOf(zodiac!)).toEqual({
      kind: 'zodiac',
      ...frame('生肖图纸'),
      reference: zodiacReferenceAt(35_000),
    })
    const open = { content: '', note: '', draw: undefined }
    expect(await store.pictureOf(sheet!)).toEqual({
      kind: 'sheet',
      ...frame('六肖中特'),
      templateName: '六肖',
      rows: [
        { turnNum: turn(36), content: '内容2', rule: 'zodiac6', note: '', draw: undefined },
        { turnNum: turn(35), content: '内容3', rule: 'zodiac6', note: '开:马49*', draw: drawOf(35) },
        { turnNum: turn(34), content: '内容4', rule: 'zodiac5', note: '开:鼠01', draw: drawOf(34) },
        { turnNum: turn(32), content: '内容7', rule: 'b', note: '开:虎03', draw: drawOf(32) },
        { turnNum: turn(32), content: '内容6', rule: 'a', note: '开:虎03*', draw: drawOf(32) },
        { turnNum: turn(32), content: '内容8', rule: 'c', note: '开:虎03', draw: drawOf(32) },
        ...Array.from({ length: 6 }, (_, i) => ({
          turnNum: turn(20 - i),
          content: `内容${100 + i}`,
          rule: 'old',
          note: '开:龙05',
          draw: drawOf(20 - i),
        })),
      ],
    })
    // An issue without its own row: an open row on top; a later issue's row not drawn yet shows no score.
    const [later] = await store.openIssue(110, turn(38), 38)
    const picture = (await store.pictureOf(later!)) as Extract<Picture, { kind: 'sheet' }>
    expect(picture.rows.slice(0, 3)).toEqual([
      { turnNum: turn(38), rule: '', ...open },
      { turnNum: turn(37), content: '内容1', rule: 'zodiac6', note: '', draw: undefined },
      { turnNum: turn(36), content: '内容2', rule: 'zodiac6', note: '', draw: undefined },
    ])
    expect(picture.rows).toHaveLength(12)
    // Game 70 has no row in games (its catalogue name) and no draw (the zodiac chart at time 0).
    const [hongKong] = await store.openIssue(70, turn(41), 41)
    expect(await store.pictureOf(hongKong!)).toEqual({
      kind: 'zodiac',
      groupName: '香港挂牌',
      gameName: '香港六合彩',
      issue: turn(41),
      reference: zodiacReferenceAt(0),
    })
    expect(await store.pictureOf(999_999)).toBeUndefined()
  })

  it('keeps rendered PNGs, a second render replacing the first', async () => {
    const store = createGalleryPictureStore(db())
    const [image] = await store.openIssue(110, turn(36), 36)
    expect(await store.storedPng(image!, 'color')).toBeUndefined()
    expect(await store.renderedCount()).toBe(0)
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255, 1])
    await store.savePng(image!, 'color', png, 1_000, 12.6)
    await store.savePng(image!, 'thumb-color', Buffer.from([1]), 1_000, 3)
    expect(await store.storedPng(image!, 'color')).toEqual(png)
    expect(await store.storedPng(image!, 'bw')).toBeUndefined()
    const replaced = Buffer.from([2, 3])
    await store.savePng(image!, 'color', replaced, 2_000, 4)
    expect(await store.storedPng(image!, 'color')).toEqual(replaced)
    expect(await store.renderedCount()).toBe(2)
    const kept = await db()
      .selectFrom('gallery_pictures')
      .select(['file', 'rendered_at', 'render_ms'])
      .where('image_id', '=', image!)
      .orderBy('file')
      .execute()
    expect(kept).toEqual([
      { file: 'color', rendered_at: 2_000, render_ms: 4 },
      { file: 'thumb-color', rendered_at: 1_000, render_ms: 3 },
    ])
  })
})
