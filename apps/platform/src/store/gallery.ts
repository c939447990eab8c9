import type { Db } from '../db'
import { NotFoundError } from '../errors'
import { galleryCategories, galleryGames } from '../gallery/catalogue'

/** Image variants: colour or black and white (groupType 1 or 2). */
export type GalleryVariant = 'color' | 'bw'

/** URLs of a gallery image in a variant. */
export function imageUrls(imageId: number, variant: GalleryVariant) {
  return {
    imageUrl: `/sys-upload/gallery/${imageId}/${variant}.png`,
    thumbUrl: `/sys-upload/gallery/${imageId}/thumb-${variant}.png`,
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

interface ImageRaw {
  id: number
  group_id: number
  name: string
  game_turn: string
  updated_time: number
  like_count: number
  liked: number
}

/** Filters of `listGroupItems`. */
export interface GalleryFilter {
  gameId: number
  variant: GalleryVariant
  /** One initial letter; absent = every initial. */
  initials?: string | undefined
  popular?: boolean
  searchText?: string | undefined
  categoryId?: number | undefined
}

/** A gallery list item: a group with its latest issue. */
export interface GalleryItem {
  groupId: number
  gameId: number
  name: string
  initials: string
  popular: number
  gameTurn: string
  imageUrl: string
  thumbUrl: string
  updatedTime: number
}

/** The gallery: groups, their images and the users' likes. */
export function createGalleryStore(db: Db) {
  const items = db.prepare(
    `SELECT g.group_id, g.game_id, g.name, g.initials, g.popular, i.id AS image_id, i.game_turn, i.updated_time
     FROM gallery_groups g
     JOIN gallery_images i ON i.id = (
       SELECT id FROM gallery_images WHERE group_id = g.group_id ORDER BY game_turn DESC LIMIT 1)
     WHERE g.game_id = @gameId AND (@initials IS NULL OR g.initials = @initials)
       AND (@popular = 0 OR g.popular = 1) AND (@searchText IS NULL OR instr(g.name, @searchText) > 0)
       AND (@categoryId IS NULL OR g.play_category_id = @categoryId)
     ORDER BY g.initials, g.sort DESC, g.group_id`,
  )
  const gameName = db.prepare('SELECT game_name FROM games WHERE game_id = ?')
  const groupNames = db.prepare(
    'SELECT group_id AS groupId, name, initials FROM gallery_groups WHERE game_id = ? ORDER BY initials, sort DESC',
  )
  const categoryCount = db.prepare(
    'SELECT COUNT(*) AS n FROM gallery_groups WHERE game_id = ? AND play_category_id = ?',
  )
  const group = db.prepare(
    'SELECT group_id AS groupId, game_id AS gameId, name FROM gallery_groups WHERE group_id = ?',
  )
  const images = db.prepare(
    `SELECT i.id, i.group_id, g.name, i.game_turn, i.updated_time, i.like_count,
            CASE WHEN l.user_id IS NULL THEN 0 ELSE 1 END AS liked
     FROM gallery_images i JOIN gallery_groups g ON g.group_id = i.group_id
     LEFT JOIN gallery_likes l ON l.gallery_id = i.id AND l.user_id = ?
     WHERE i.group_id = ? ORDER BY i.game_turn DESC LIMIT ? OFFSET ?`,
  )
  const imageCount = db.prepare('SELECT COUNT(*) AS n FROM gallery_images WHERE group_id = ?')
  const imageExists = db.prepare('SELECT 1 FROM gallery_images WHERE id = ?')
  const like = db.prepare('INSERT OR IGNORE INTO gallery_likes (user_id, gallery_id) VALUES (?, ?)')
  const unlike = db.prepare('DELETE FROM gallery_likes WHERE user_id = ? AND gallery_id = ?')
  const countLike = db.prepare('UPDATE gallery_images SET like_count = max(0, like_count + ?) WHERE id = ?')
  const likeCount = db.prepare('SELECT like_count FROM gallery_images WHERE id = ?')

  /** One page of a group's images, newest issue first, with the user's like flag, and the total. */
  function listGroupImages(
    groupId: number,
    options: { variant: GalleryVariant; userId?: number | undefined; page: number; rows: number },
  ) {
    const rows = images.all(
      options.userId ?? -1,
      groupId,
      options.rows,
      (options.page - 1) * options.rows,
    ) as ImageRaw[]
    const { n } = imageCount.get(groupId) as { n: number }
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

  return {
    /** Gallery items (each group with its latest issue) matching a filter, ordered by initial then sort. */
    listGroupItems(filter: GalleryFilter): GalleryItem[] {
      const rows = items.all({
        gameId: filter.gameId,
        initials: filter.initials || null,
        popular: filter.popular ? 1 : 0,
        searchText: filter.searchText || null,
        categoryId: filter.categoryId || null,
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
    },
    /** The lottery-game tabs of the gallery. */
    listGalleryGames() {
      return galleryGames.map((g) => {
        const row = gameName.get(g.gameId) as { game_name: string } | undefined
        return { gameId: g.gameId, gameName: row?.game_name ?? g.gameName }
      })
    },
    /** Every group name of a game. */
    listGroupNames(gameId: number) {
      return groupNames.all(gameId) as { groupId: number; name: string; initials: string }[]
    },
    /** Play categories with how many groups of a game each has. */
    listPlayCategories(gameId: number) {
      return galleryCategories.map((cat) => {
        const { n } = categoryCount.get(gameId, cat.id) as { n: number }
        return { playCategoryId: cat.id, playCategoryName: cat.name, count: n }
      })
    },
    /** A group's name and game; throws {@link NotFoundError} for an unknown group. */
    requireGroup(groupId: number) {
      const found = group.get(groupId) as { groupId: number; gameId: number; name: string } | undefined
      if (!found) throw new NotFoundError('图库不存在')
      return found
    },
    listGroupImages,
    /** The newest image of a group (first of `listGroupImages`). */
    latestGroupImage(groupId: number, variant: GalleryVariant, userId?: number) {
      return listGroupImages(groupId, { variant, userId, page: 1, rows: 1 }).images[0]
    },
    /** Likes or unlikes an image for a user; returns the new like count. */
    setGalleryLike(userId: number, imageId: number, liked: boolean): number {
      if (!imageExists.get(imageId)) throw new NotFoundError('图片不存在')
      const changed = (liked ? like : unlike).run(userId, imageId).changes
      if (changed) countLike.run(liked ? 1 : -1, imageId)
      return (likeCount.get(imageId) as { like_count: number }).like_count
    },
  }
}

/** The gallery store of one database. */
export type GalleryStore = ReturnType<typeof createGalleryStore>
