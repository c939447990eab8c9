import type { Db } from '../db'
import { galleryCategories, galleryGames } from '../seed/gallery'

/** Image variants: colour or black and white (groupType 1 or 2). */
export type GalleryVariant = 'color' | 'bw'

/** URLs of a gallery image in a variant. */
export function imageUrls(imageId: number, variant: GalleryVariant) {
  return {
    imageUrl: `/sys-upload/gallery/${imageId}/${variant}.svg`,
    thumbUrl: `/sys-upload/gallery/${imageId}/thumb-${variant}.svg`,
  }
}

interface GroupLatestRaw {
  group_id: number
  game_id: number
  name: string
  initials: string
  popular: number
  image_id: number
  game_turn: string
  updated_time: number
}

/** Filters of {@link listGroupItems}. */
export interface GalleryFilter {
  gameId: number
  variant: GalleryVariant
  /** One initial letter; absent = every initial. */
  initials?: string | undefined
  popular?: boolean
  searchText?: string | undefined
  categoryId?: number | undefined
}

/** Gallery items (each group with its latest issue) matching a filter, ordered by initial then sort. */
export function listGroupItems(db: Db, filter: GalleryFilter) {
  const where = ['g.game_id = @gameId']
  if (filter.initials) where.push('g.initials = @initials')
  if (filter.popular) where.push('g.popular = 1')
  if (filter.searchText) where.push('instr(g.name, @searchText) > 0')
  if (filter.categoryId) where.push('g.play_category_id = @categoryId')
  const rows = db
    .prepare(
      `SELECT g.group_id, g.game_id, g.name, g.initials, g.popular, i.id AS image_id, i.game_turn, i.updated_time
       FROM gallery_groups g
       JOIN gallery_images i ON i.id = (
         SELECT id FROM gallery_images WHERE group_id = g.group_id ORDER BY game_turn DESC LIMIT 1)
       WHERE ${where.join(' AND ')} ORDER BY g.initials, g.sort DESC, g.group_id`,
    )
    .all({
      gameId: filter.gameId,
      initials: filter.initials ?? null,
      searchText: filter.searchText ?? null,
      categoryId: filter.categoryId ?? null,
    }) as GroupLatestRaw[]
  return rows.map((r) => ({
    groupId: r.group_id,
    gameId: r.game_id,
    name: r.name,
    initials: r.initials,
    popular: r.popular,
    gameTurn: r.game_turn,
    ...imageUrls(r.image_id, filter.variant),
    updatedTime: r.updated_time,
  }))
}
/** A gallery list item. */
export type GalleryItem = ReturnType<typeof listGroupItems>[number]

/** The lottery-game tabs of the gallery. */
export function listGalleryGames(db: Db) {
  return galleryGames.map((g) => {
    const row = db.prepare('SELECT game_name FROM games WHERE game_id = ?').get(g.gameId) as
      | { game_name: string }
      | undefined
    return { gameId: g.gameId, gameName: row?.game_name ?? g.gameName }
  })
}

/** Every group name of a game. */
export function listGroupNames(db: Db, gameId: number) {
  return db
    .prepare(
      'SELECT group_id AS groupId, name, initials FROM gallery_groups WHERE game_id = ? ORDER BY initials, sort DESC',
    )
    .all(gameId) as { groupId: number; name: string; initials: string }[]
}

/** Play categories with how many groups of a game each has. */
export function listPlayCategories(db: Db, gameId: number) {
  return galleryCategories.map((cat) => {
    const { n } = db
      .prepare('SELECT COUNT(*) AS n FROM gallery_groups WHERE game_id = ? AND play_category_id = ?')
      .get(gameId, cat.id) as { n: number }
    return { playCategoryId: cat.id, playCategoryName: cat.name, count: n }
  })
}

/** A group's name and game, or undefined. */
export function findGroup(db: Db, groupId: number) {
  return db
    .prepare('SELECT group_id AS groupId, game_id AS gameId, name FROM gallery_groups WHERE group_id = ?')
    .get(groupId) as { groupId: number; gameId: number; name: string } | undefined
}

interface ImageRaw {
  id: number
  group_id: number
  name: string
  game_turn: string
  updated_time: number
  like_count: number
  liked: number
}

/** One page of a group's images, newest issue first, with the user's like flag, and the total. */
export function listGroupImages(
  db: Db,
  groupId: number,
  options: { variant: GalleryVariant; userId?: number | undefined; page: number; rows: number },
) {
  const rows = db
    .prepare(
      `SELECT i.id, i.group_id, g.name, i.game_turn, i.updated_time, i.like_count,
              CASE WHEN l.user_id IS NULL THEN 0 ELSE 1 END AS liked
       FROM gallery_images i JOIN gallery_groups g ON g.group_id = i.group_id
       LEFT JOIN gallery_likes l ON l.gallery_id = i.id AND l.user_id = ?
       WHERE i.group_id = ? ORDER BY i.game_turn DESC LIMIT ? OFFSET ?`,
    )
    .all(options.userId ?? -1, groupId, options.rows, (options.page - 1) * options.rows) as ImageRaw[]
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM gallery_images WHERE group_id = ?').get(groupId) as {
    n: number
  }
  return {
    images: rows.map((r) => ({
      id: r.id,
      groupId: r.group_id,
      name: r.name,
      gameTurn: r.game_turn,
      ...imageUrls(r.id, options.variant),
      like: r.liked,
      likeCount: r.like_count,
      updatedTime: r.updated_time,
    })),
    total: n,
  }
}

/** The newest image of a group (first of {@link listGroupImages}). */
export function latestGroupImage(db: Db, groupId: number, variant: GalleryVariant, userId?: number) {
  return listGroupImages(db, groupId, { variant, userId, page: 1, rows: 1 }).images[0]
}

/** A gallery image's group name and issue (for its generated SVG), or undefined. */
export function findImageCaption(db: Db, imageId: number) {
  return db
    .prepare(
      `SELECT g.name, i.game_turn AS gameTurn FROM gallery_images i JOIN gallery_groups g ON g.group_id = i.group_id
       WHERE i.id = ?`,
    )
    .get(imageId) as { name: string; gameTurn: string } | undefined
}

/** Likes or unlikes an image for a user; returns the new like count, or undefined for an unknown image. */
export function setGalleryLike(db: Db, userId: number, imageId: number, like: boolean): number | undefined {
  if (!db.prepare('SELECT 1 FROM gallery_images WHERE id = ?').get(imageId)) return undefined
  const changed = like
    ? db
        .prepare('INSERT OR IGNORE INTO gallery_likes (user_id, gallery_id) VALUES (?, ?)')
        .run(userId, imageId).changes
    : db.prepare('DELETE FROM gallery_likes WHERE user_id = ? AND gallery_id = ?').run(userId, imageId)
        .changes
  if (changed) {
    db.prepare('UPDATE gallery_images SET like_count = max(0, like_count + ?) WHERE id = ?').run(
      like ? 1 : -1,
      imageId,
    )
  }
  return (
    db.prepare('SELECT like_count FROM gallery_images WHERE id = ?').get(imageId) as { like_count: number }
  ).like_count
}
