import { parseOpenNum, zodiacReferenceAt } from '@liuhe/domain'
import type { Db } from '../db'
import { galleryGames } from '../gallery/catalogue'
import type { Picture, PictureDraw, PictureVariant, SheetRow } from '../gallery/pictures'

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
export function createGalleryPictureStore(db: Db) {
  const image = db.prepare(
    `SELECT i.id, i.group_id, g.game_id, g.name, g.play_category_id, i.game_turn
     FROM gallery_images i JOIN gallery_groups g ON g.group_id = i.group_id WHERE i.id = ?`,
  )
  const gameName = db.prepare('SELECT game_name FROM games WHERE game_id = ?')
  const drawsBefore = db.prepare(
    'SELECT turn_num, open_time, open_num FROM draws WHERE game_id = ? AND turn_num < ? ORDER BY turn_num DESC LIMIT ?',
  )
  const drawOfTurn = db.prepare(
    'SELECT turn_num, open_time, open_num FROM draws WHERE game_id = ? AND turn_num = ?',
  )
  // The card's lead group (highest sort): the one its list shows first.
  const leadGroup = db.prepare(
    `SELECT t.name, g.group_id FROM templates t JOIN template_groups g ON g.template_id = t.template_id
     WHERE t.game_id = ? AND t.template_code = ? AND t.is_database = 0 AND g.document_id IS NULL
     ORDER BY g.sort DESC, g.group_id LIMIT 1`,
  )
  const cardRows = db.prepare(
    `SELECT turn_num, content, note, pick FROM template_items
     WHERE group_id = ? AND turn_num IS NOT NULL AND turn_num <= ? AND pick != ''
     ORDER BY turn_num DESC, sort DESC LIMIT ?`,
  )
  const stored = db.prepare('SELECT png FROM gallery_pictures WHERE image_id = ? AND file = ?')
  const save = db.prepare(
    `INSERT OR REPLACE INTO gallery_pictures (image_id, file, png, rendered_at, render_ms) VALUES (?, ?, ?, ?, ?)`,
  )
  const groupsOfGame = db.prepare('SELECT group_id FROM gallery_groups WHERE game_id = ?')
  const insertIssue = db.prepare(
    `INSERT OR IGNORE INTO gallery_images (group_id, game_turn, updated_time, like_count) VALUES (?, ?, ?, 0)`,
  )
  const issueImages = db.prepare(
    `SELECT i.id FROM gallery_images i JOIN gallery_groups g ON g.group_id = i.group_id
     WHERE g.game_id = ? AND i.game_turn = ? ORDER BY g.sort DESC, g.group_id`,
  )
  const renderedCount = db.prepare('SELECT COUNT(*) AS n FROM gallery_pictures')

  function sheetRows(gameId: number, groupId: number, issue: string) {
    const card = leadGroup.get(gameId, sheetTemplateOf(groupId)) as
      | { name: string; group_id: number }
      | undefined
    if (!card) return undefined
    const raw = cardRows.all(card.group_id, issue, SHEET_PAST_ROWS + 1) as {
      turn_num: string
      content: string
      note: string
      pick: string
    }[]
    const rows: SheetRow[] = raw.map((r) => {
      const drawn =
        r.turn_num < issue ? (drawOfTurn.get(gameId, r.turn_num) as DrawRaw | undefined) : undefined
      const { rule } = JSON.parse(r.pick) as { rule: string }
      return {
        turnNum: r.turn_num,
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
    pictureOf(imageId: number): Picture | undefined {
      const row = image.get(imageId) as ImageRow | undefined
      if (!row) return undefined
      const frame = {
        groupName: row.name,
        gameName:
          (gameName.get(row.game_id) as { game_name: string } | undefined)?.game_name ??
          galleryGames.find((g) => g.gameId === row.game_id)?.gameName ??
          '',
        issue: row.game_turn,
      }
      const draws = (drawsBefore.all(row.game_id, row.game_turn, TREND_DRAWS) as DrawRaw[]).map(drawOf)
      const kind = pictureKindOf(row.name, row.play_category_id)
      if (kind === 'sheet') {
        const sheet = sheetRows(row.game_id, row.group_id, row.game_turn)
        if (sheet) return { kind, ...frame, ...sheet }
      }
      if (kind === 'zodiac' || draws.length === 0)
        return { kind: 'zodiac', ...frame, reference: zodiacReferenceAt(draws[0]?.openTime ?? 0) }
      return { kind: 'trend', ...frame, draws }
    },
    /** A rendered PNG, or undefined when the picture has not been rendered yet. */
    storedPng(imageId: number, file: PictureFile): Buffer | undefined {
      return (stored.get(imageId, file) as { png: Buffer } | undefined)?.png
    },
    /** Keeps a rendered PNG. */
    savePng(imageId: number, file: PictureFile, png: Buffer, renderedAtMs: number, renderMs: number) {
      save.run(imageId, file, png, renderedAtMs, Math.round(renderMs))
    },
    /** How many PNGs are kept (tests). */
    renderedCount(): number {
      return (renderedCount.get() as { n: number }).n
    },
    /**
     * Opens a gallery game's issue: one image per group, made at `atSeconds` (its updatedTime), unless the
     * issue is there already. Answers the issue's image ids, lead groups first; [] for a game without a
     * gallery.
     */
    openIssue: db.transaction((gameId: number, turnNum: string, atSeconds: number): number[] => {
      if (!galleryGames.some((g) => g.gameId === gameId)) return []
      for (const { group_id } of groupsOfGame.all(gameId) as { group_id: number }[])
        insertIssue.run(group_id, turnNum, atSeconds)
      return (issueImages.all(gameId, turnNum) as { id: number }[]).map((r) => r.id)
    }),
  }
}

/** The gallery picture store of one database. */
export type GalleryPictureStore = ReturnType<typeof createGalleryPictureStore>
