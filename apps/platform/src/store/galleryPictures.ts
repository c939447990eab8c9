import { parseOpenNum, zodiacReferenceAt } from '@liuhe/domain'
import { galleryGames } from '../gallery/catalogue'
import type { Picture, PictureDraw, PictureVariant, SheetRow } from '../gallery/pictures'
import type { Queries } from '../storage/queries'
import { inTransaction } from '../storage/transactions'

/** The cards a prediction sheet may show, by template code (templates/catalogue.ts). */
export const SHEET_TEMPLATE_CODES = ['MB27', 'MB13', 'MB06', 'MB05', 'MB10', 'MB14'] as const

/** Draws a trend picture shows. */
export const TREND_DRAWS = 30

/** Drawn issues a prediction sheet shows under the open one. */
const SHEET_PAST_ROWS = 11

/** What a gallery group's pictures show: decided by its play category and name. */
export type PictureKind = Picture['kind']

/**
 * The kind of a group's pictures: 生肖图纸 (category 4) the year's zodiac chart; 跑狗 (category 2) and
 * the names of draw sheets (日报, 马经, 传真, 特码, 天下彩, 走势) the trend of the last draws; every other
 * group a card's prediction sheet.
 */
export function pictureKindOf(name: string, categoryId: number): PictureKind {
  if (categoryId === 4) return 'zodiac'
  if (categoryId === 2 || /日报|马经|传真|特码|天下彩|走势/.test(name)) return 'trend'
  return 'sheet'
}

/** The card a sheet group shows: one of {@link SHEET_TEMPLATE_CODES}, fixed per group. */
export const sheetTemplateOf = (groupId: number) =>
  SHEET_TEMPLATE_CODES[groupId % SHEET_TEMPLATE_CODES.length]!

/** A stored picture's name: colour or black and white, full size or thumbnail. */
export type PictureFile = `${'' | 'thumb-'}${PictureVariant}`

interface ImageRow {
  id: number
  group_id: number
  game_id: number
  name: string
  play_category_id: number
  game_turn: string
}

interface DrawRaw {
  turn_num: string
  open_time: number
  open_num: string
}

const drawOf = (d: DrawRaw): PictureDraw => ({
  turnNum: d.turn_num,
  openTime: d.open_time,
  numbers: parseOpenNum(d.open_num),
})

/** The gallery's pictures: the data each is drawn from, the rendered PNGs, and the issues after a draw. */
export function createGalleryPictureStore(db: Queries) {
  async function sheetRows(gameId: number, groupId: number, issue: string) {
    // The card's lead group (highest sort): the one its list shows first.
    const card = await db
      .selectFrom('templates as t')
      .innerJoin('template_groups as g', 'g.template_id', 't.template_id')
      .select(['t.name', 'g.group_id'])
      .where('t.game_id', '=', gameId)
      .where('t.template_code', '=', sheetTemplateOf(groupId))
      .where('t.is_database', '=', 0)
      .where('g.document_id', 'is', null)
      .orderBy('g.sort', 'desc')
      .orderBy('g.group_id')
      .limit(1)
      .executeTakeFirst()
    if (!card) return undefined
    const raw = await db
      .selectFrom('template_items')
      .select(['turn_num', 'content', 'note', 'pick'])
      .where('group_id', '=', card.group_id)
      .where('turn_num', 'is not', null)
      .where('turn_num', '<=', issue)
      .where('pick', '!=', '')
      .orderBy('turn_num', 'desc')
      .orderBy('sort', 'desc')
      .orderBy('item_id')
      .limit(SHEET_PAST_ROWS + 1)
      .execute()
    // The draws of the issues before this one (a row's issue not drawn yet has none).
    const past = raw.map((r) => r.turn_num!).filter((turnNum) => turnNum < issue)
    const drawsOf = new Map(
      past.length === 0
        ? []
        : (
            await db
              .selectFrom('draws')
              .select(['turn_num', 'open_time', 'open_num'])
              .where('game_id', '=', gameId)
              .where('turn_num', 'in', past)
              .execute()
          ).map((d) => [d.turn_num, d]),
    )
    const rows: SheetRow[] = raw.map((r) => {
      const drawn = drawsOf.get(r.turn_num!)
      const { rule } = JSON.parse(r.pick) as { rule: string }
      return {
        turnNum: r.turn_num!,
        content: r.content,
        rule,
        // What was known when the issue opened: later issues' scores are not.
        note: drawn ? r.note : '',
        draw: drawn && drawOf(drawn),
      }
    })
    if (rows[0]?.turnNum !== issue)
      rows.unshift({ turnNum: issue, content: '', rule: '', note: '', draw: undefined })
    return { templateName: card.name, rows: rows.slice(0, SHEET_PAST_ROWS + 1) }
  }

  return {
    /**
     * The data of a gallery image's picture as it stood when its issue opened (the draws before it, the
     * card's rows up to it), or undefined for an unknown image.
     */
    async pictureOf(imageId: number): Promise<Picture | undefined> {
      const row: ImageRow | undefined = await db
        .selectFrom('gallery_images as i')
        .innerJoin('gallery_groups as g', 'g.group_id', 'i.group_id')
        .select(['i.id', 'i.group_id', 'g.game_id', 'g.name', 'g.play_category_id', 'i.game_turn'])
        .where('i.id', '=', imageId)
        .executeTakeFirst()
      if (!row) return undefined
      const game = await db
        .selectFrom('games')
        .select('game_name')
        .where('game_id', '=', row.game_id)
        .executeTakeFirst()
      const frame = {
        groupName: row.name,
        gameName: game?.game_name ?? galleryGames.find((g) => g.gameId === row.game_id)?.gameName ?? '',
        issue: row.game_turn,
      }
      const draws = (
        await db
          .selectFrom('draws')
          .select(['turn_num', 'open_time', 'open_num'])
          .where('game_id', '=', row.game_id)
          .where('turn_num', '<', row.game_turn)
          .orderBy('turn_num', 'desc')
          .limit(TREND_DRAWS)
          .execute()
      ).map(drawOf)
      const kind = pictureKindOf(row.name, row.play_category_id)
      if (kind === 'sheet') {
        const sheet = await sheetRows(row.game_id, row.group_id, row.game_turn)
        if (sheet) return { kind, ...frame, ...sheet }
      }
      if (kind === 'zodiac' || draws.length === 0)
        return { kind: 'zodiac', ...frame, reference: zodiacReferenceAt(draws[0]?.openTime ?? 0) }
      return { kind: 'trend', ...frame, draws }
    },
    /** A rendered PNG, or undefined when the picture has not been rendered yet. */
    async storedPng(imageId: number, file: PictureFile): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('gallery_pictures')
        .select('png')
        .where('image_id', '=', imageId)
        .where('file', '=', file)
        .executeTakeFirst()
      return row?.png
    },
    /** Keeps a rendered PNG (a second render of the same picture replaces the first). */
    async savePng(
      imageId: number,
      file: PictureFile,
      png: Buffer,
      renderedAtMs: number,
      renderMs: number,
    ): Promise<void> {
      const rendered = { png, rendered_at: renderedAtMs, render_ms: Math.round(renderMs) }
      await db
        .insertInto('gallery_pictures')
        .values({ image_id: imageId, file, ...rendered })
        .onConflict((conflict) => conflict.columns(['image_id', 'file']).doUpdateSet(rendered))
        .execute()
    },
    /** How many PNGs are kept (tests). */
    async renderedCount(): Promise<number> {
      const { n } = await db
        .selectFrom('gallery_pictures')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      return Number(n)
    },
    /**
     * Opens a gallery game's issue: one image per group, made at `atSeconds` (its updatedTime), unless the
     * issue is there already (the images' unique group and issue). Answers the issue's image ids, lead groups
     * first (ties by group id); [] for a game without a gallery.
     */
    openIssue(gameId: number, turnNum: string, atSeconds: number): Promise<number[]> {
      if (!galleryGames.some((g) => g.gameId === gameId)) return Promise.resolve([])
      return inTransaction(db, async (trx) => {
        await trx
          .insertInto('gallery_images')
          .columns(['group_id', 'game_turn', 'updated_time', 'like_count'])
          .expression((eb) =>
            eb
              .selectFrom('gallery_groups')
              .select((inner) => [
                'group_id',
                // Typed: PostgreSQL would take an untyped parameter of a SELECT's list for text.
                inner
                  .cast<string>(inner.val(turnNum), 'text')
                  .as('game_turn'),
                inner.cast<number>(inner.val(atSeconds), 'bigint').as('updated_time'),
                inner.lit(0).as('like_count'),
              ])
              .where('game_id', '=', gameId)
              .orderBy('group_id'),
          )
          .onConflict((conflict) => conflict.columns(['group_id', 'game_turn']).doNothing())
          .execute()
        const images = await trx
          .selectFrom('gallery_images as i')
          .innerJoin('gallery_groups as g', 'g.group_id', 'i.group_id')
          .select('i.id')
          .where('g.game_id', '=', gameId)
          .where('i.game_turn', '=', turnNum)
          .orderBy('g.sort', 'desc')
          .orderBy('g.group_id')
          .execute()
        return images.map((r) => r.id)
      })
    },
  }
}

/** The gallery picture store of one database. */
export type GalleryPictureStore = ReturnType<typeof createGalleryPictureStore>
