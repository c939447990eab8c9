import { Hono } from 'hono'
import { z } from 'zod'
import { optionalUser, requireUser } from '../auth/currentUser'
import type { Clock } from '../clock'
import type { Db } from '../db'
import { ok, PlatformError } from '../envelope'
import { galleryCategories } from '../seed/gallery'
import {
  findGroup,
  findImageCaption,
  type GalleryItem,
  latestGroupImage,
  listGalleryGames,
  listGroupImages,
  listGroupItems,
  listGroupNames,
  listPlayCategories,
  setGalleryLike,
} from '../store/gallery'
import { svgResponse, svgTile } from '../svgImages'
import { parseFields, readFields } from './formBody'

const id = z.coerce.number().int().min(1).max(1_000_000_000)
const page = z.coerce.number().int().min(1).max(10_000).default(1)
const rows = z.coerce.number().int().min(1).max(100).default(30)
/** groupType 1 = colour images, 2 = black and white. */
const groupType = z.coerce.number().int().min(1).max(2).default(1)

const listSchema = z.object({
  groupType,
  gameId: id.default(110),
  searchText: z.string().max(50).optional(),
  initials: z
    .string()
    .regex(/^([A-Za-z]|all)?$/)
    .optional(),
  page,
  rows,
  popular: z.enum(['0', '1', 'true', 'false']).optional(),
  categoryType: id.optional(),
  playCategoryId: id.optional(),
})

const variantOf = (type: number) => (type === 2 ? 'bw' : 'color')

/** Pages items grouped under their initial: `{ initials, dataList: { data, totalCount } }` per initial. */
function groupByInitials(items: GalleryItem[], pageNo: number, rowCount: number) {
  const byInitial = new Map<string, GalleryItem[]>()
  for (const item of items) byInitial.set(item.initials, [...(byInitial.get(item.initials) ?? []), item])
  return [...byInitial].map(([initials, all]) => ({
    initials,
    dataList: { data: all.slice((pageNo - 1) * rowCount, pageNo * rowCount), totalCount: all.length },
  }))
}

/** Gallery routes under the API prefix. */
export function galleryRoutes(db: Db, clock: Clock) {
  const app = new Hono()

  app.get('/gallery/play-category', (c) => {
    const { gameId } = parseFields(z.object({ gameId: id.default(110) }), c.req.query())
    return ok(c, listPlayCategories(db, gameId))
  })

  app.get('/gallery/category', (c) =>
    ok(
      c,
      galleryCategories.map((cat) => ({ categoryType: cat.id, categoryName: cat.name })),
    ),
  )

  app.get('/gallery/group', (c) => ok(c, listGalleryGames(db)))

  app.get('/gallery/group-name', (c) => {
    const { gameId } = parseFields(z.object({ gameId: id.default(110) }), c.req.query())
    return ok(c, { groupNames: listGroupNames(db, gameId) })
  })

  app.get('/gallery', (c) => {
    const q = parseFields(listSchema, c.req.query())
    const initials = q.initials && q.initials !== 'all' ? q.initials.toUpperCase() : undefined
    const items = listGroupItems(db, {
      gameId: q.gameId,
      variant: variantOf(q.groupType),
      initials,
      popular: q.popular === '1' || q.popular === 'true',
      searchText: q.searchText?.trim() || undefined,
      categoryId: q.categoryType ?? q.playCategoryId,
    })
    return ok(c, groupByInitials(items, q.page, q.rows))
  })

  app.get('/gallery/search', (c) => {
    const q = parseFields(listSchema, c.req.query())
    const items = listGroupItems(db, {
      gameId: q.gameId,
      variant: variantOf(q.groupType),
      searchText: q.searchText?.trim() || undefined,
    })
    return ok(c, items.slice((q.page - 1) * q.rows, q.page * q.rows), items.length)
  })

  app.get('/gallery/group/detail', (c) => {
    const q = parseFields(z.object({ groupId: id, page, rows, groupType }), c.req.query())
    if (!findGroup(db, q.groupId)) throw new PlatformError('SYS/NOT_FOUND', '图库不存在')
    const userId = optionalUser(db, clock, c)?.userId
    const variant = variantOf(q.groupType)
    const { images, total } = listGroupImages(db, q.groupId, { variant, userId, page: q.page, rows: q.rows })
    return ok(c, {
      latest: latestGroupImage(db, q.groupId, variant, userId),
      groupList: { data: images, totalCount: total },
    })
  })

  app.post('/gallery/toggle-like', async (c) => {
    const user = requireUser(db, clock, c)
    const body = parseFields(
      z.object({ galleryId: id, like: z.enum(['0', '1', 'true', 'false']) }),
      await readFields(c),
    )
    const like = body.like === '1' || body.like === 'true'
    const likeCount = setGalleryLike(db, user.userId, body.galleryId, like)
    if (likeCount === undefined) throw new PlatformError('SYS/NOT_FOUND', '图片不存在')
    return ok(c, { galleryId: body.galleryId, like: like ? 1 : 0, likeCount })
  })
  return app
}

/** Host-root gallery images: `/sys-upload/gallery/{imageId}/{color|bw|thumb-color|thumb-bw}.svg`. */
export function staticGalleryRoutes(db: Db) {
  const app = new Hono()
  app.get('/sys-upload/gallery/:imageId/:variant', (c) => {
    const imageId = /^\d+$/.test(c.req.param('imageId')) ? Number(c.req.param('imageId')) : 0
    const variant = /^(thumb-)?(color|bw)\.svg$/.exec(c.req.param('variant'))
    const caption = variant && imageId ? findImageCaption(db, imageId) : undefined
    if (!variant || !caption) throw new PlatformError('SYS/NOT_FOUND', '资源不存在', 404)
    const thumb = !!variant[1]
    return svgResponse(
      svgTile({
        width: thumb ? 200 : 600,
        height: thumb ? 266 : 800,
        title: caption.name,
        subtitle: `第${caption.gameTurn}期`,
        greyscale: variant[2] === 'bw',
        radius: 4,
      }),
    )
  })
  return app
}
