import { NotFoundError } from '../errors'
import { galleryCategories, galleryGames } from '../gallery/catalogue'
import { containsText, type Queries } from '../storage/queries'

/** Image variants: colour or black and white (groupType 1 or 2). */
export type GalleryVariant = 'color' | 'bw'

/** URLs of a gallery image in a variant. */
export function imageUrls(imageId: number, variant: GalleryVariant) {
  return {
    imageUrl: `/sys-upload/gallery/${imageId}/${variant}.png`,
    thumbUrl: `/sys-upload/gallery/${imageId}/thumb-${variant}.png`,
  }
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
export function createGalleryStore(db: Queries) {
  /** One page of a group's images, newest issue first, with the user's like flag, and the total. */
  async function listGroupImages(
    groupId: number,
    options: { variant: GalleryVariant; userId?: number | undefined; page: number; rows: number },
  ) {
    const rows = await db
      .selectFrom('gallery_images as i')
      .innerJoin('gallery_groups as g', 'g.group_id', 'i.group_id')
      .leftJoin('gallery_likes as l', (join) =>
        join.onRef('l.gallery_id', '=', 'i.id').on('l.user_id', '=', options.userId ?? -1),
      )
      .select((eb) => [
        'i.id',
        'i.group_id',
        'g.name',
        'i.game_turn',
        'i.updated_time',
        'i.like_count',
        eb.case().when('l.user_id', 'is', null).then(eb.lit(0)).else(eb.lit(1)).end().as('liked'),
      ])
      .where('i.group_id', '=', groupId)
      .orderBy('i.game_turn', 'desc')
      .limit(options.rows)
      .offset((options.page - 1) * options.rows)
      .execute()
    const { n } = await db
      .selectFrom('gallery_images')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('group_id', '=', groupId)
      .executeTakeFirstOrThrow()
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
      total: Number(n),
    }
  }

  return {
    /** Gallery items (each group with its latest issue) matching a filter, ordered by initial then sort. */
    async listGroupItems(filter: GalleryFilter): Promise<GalleryItem[]> {
      let query = db
        .selectFrom('gallery_groups as g')
        .innerJoin('gallery_images as i', (join) =>
          join.on((eb) =>
            eb(
              'i.id',
              '=',
              eb
                .selectFrom('gallery_images as latest')
                .select('latest.id')
                .whereRef('latest.group_id', '=', 'g.group_id')
                .orderBy('latest.game_turn', 'desc')
                .limit(1),
            ),
          ),
        )
        .where('g.game_id', '=', filter.gameId)
      const { initials, searchText, categoryId } = filter
      if (initials) query = query.where('g.initials', '=', initials)
      if (filter.popular) query = query.where('g.popular', '=', 1)
      if (searchText) query = query.where((eb) => containsText(db, eb.ref('g.name'), searchText))
      if (categoryId) query = query.where('g.play_category_id', '=', categoryId)
      const rows = await query
        .select([
          'g.group_id',
          'g.game_id',
          'g.name',
          'g.initials',
          'g.popular',
          'i.id as image_id',
          'i.game_turn',
          'i.updated_time',
        ])
        .orderBy('g.initials')
        .orderBy('g.sort', 'desc')
        .orderBy('g.group_id')
        .execute()
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
    async listGalleryGames() {
      const rows = await db
        .selectFrom('games')
        .select(['game_id', 'game_name'])
        .where(
          'game_id',
          'in',
          galleryGames.map((g) => g.gameId),
        )
        .execute()
      return galleryGames.map((g) => ({
        gameId: g.gameId,
        gameName: rows.find((row) => row.game_id === g.gameId)?.game_name ?? g.gameName,
      }))
    },
    /** Every group name of a game (ties in initial and sort by group id). */
    listGroupNames(gameId: number): Promise<{ groupId: number; name: string; initials: string }[]> {
      return db
        .selectFrom('gallery_groups')
        .select(['group_id as groupId', 'name', 'initials'])
        .where('game_id', '=', gameId)
        .orderBy('initials')
        .orderBy('sort', 'desc')
        .orderBy('group_id')
        .execute()
    },
    /** Play categories with how many groups of a game each has. */
    async listPlayCategories(gameId: number) {
      const counts = await db
        .selectFrom('gallery_groups')
        .select((eb) => ['play_category_id', eb.fn.countAll<number>().as('n')])
        .where('game_id', '=', gameId)
        .groupBy('play_category_id')
        .execute()
      return galleryCategories.map((cat) => ({
        playCategoryId: cat.id,
        playCategoryName: cat.name,
        count: Number(counts.find((row) => row.play_category_id === cat.id)?.n ?? 0),
      }))
    },
    /** A group's name and game; rejects with {@link NotFoundError} for an unknown group. */
    async requireGroup(groupId: number): Promise<{ groupId: number; gameId: number; name: string }> {
      const found = await db
        .selectFrom('gallery_groups')
        .select(['group_id as groupId', 'game_id as gameId', 'name'])
        .where('group_id', '=', groupId)
        .executeTakeFirst()
      if (!found) throw new NotFoundError('图库不存在')
      return found
    },
    listGroupImages,
    /** The newest image of a group (first of `listGroupImages`). */
    async latestGroupImage(groupId: number, variant: GalleryVariant, userId?: number) {
      return (await listGroupImages(groupId, { variant, userId, page: 1, rows: 1 })).images[0]
    },
    /** Likes or unlikes an image for a user; returns the new like count. */
    async setGalleryLike(userId: number, imageId: number, liked: boolean): Promise<number> {
      const image = await db
        .selectFrom('gallery_images')
        .select('id')
        .where('id', '=', imageId)
        .executeTakeFirst()
      if (!image) throw new NotFoundError('图片不存在')
      const changed = liked
        ? (
            await db
              .insertInto('gallery_likes')
              .values({ user_id: userId, gallery_id: imageId })
              .onConflict((conflict) => conflict.doNothing())
              .executeTakeFirst()
          ).numInsertedOrUpdatedRows
        : (
            await db
              .deleteFrom('gallery_likes')
              .where('user_id', '=', userId)
              .where('gallery_id', '=', imageId)
              .executeTakeFirst()
          ).numDeletedRows
      if (changed) {
        const delta = liked ? 1 : -1
        await db
          .updateTable('gallery_images')
          .set((eb) => ({
            like_count: eb
              .case()
              .when(eb('like_count', '+', delta), '<', 0)
              .then(eb.lit(0))
              .else(eb('like_count', '+', delta))
              .end(),
          }))
          .where('id', '=', imageId)
          .execute()
      }
      const { like_count } = await db
        .selectFrom('gallery_images')
        .select('like_count')
        .where('id', '=', imageId)
        .executeTakeFirstOrThrow()
      return like_count
    },
  }
}

/** The gallery store of one database. */
export type GalleryStore = ReturnType<typeof createGalleryStore>
