import { Hono } from 'hono'
import { z } from 'zod'
import { optionalUser, signedIn } from '../auth/currentUser'
import type { Clock } from '../clock'
import { missingResource, ok } from '../envelope'
import { galleryCategories } from '../gallery/catalogue'
import { flag } from '../http/fields'
import { validate } from '../http/validate'
import type { Stores } from '../store'
import type { GalleryItem } from '../store/gallery'
import { svgResponse, svgTile } from '../svgImages'

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
  popular: flag.optional(),
  categoryType: id.optional(),
  playCategoryId: id.optional(),
})

const gameQuery = z.object({ gameId: id.default(110) })

const detailQuery = z.object({ groupId: id, page, rows, groupType })

const likeBody = z.object({ galleryId: id, like: flag })

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
export function galleryRoutes({ gallery, users }: Stores, clock: Clock) {
  const app = new Hono()

  app.get('/gallery/play-category', validate('query', gameQuery), (c) =>
    ok(c, gallery.listPlayCategories(c.req.valid('query').gameId)),
  )

  app.get('/gallery/category', (c) =>
    ok(
      c,
      galleryCategories.map((cat) => ({ categoryType: cat.id, categoryName: cat.name })),
    ),
  )

  app.get('/gallery/group', (c) => ok(c, gallery.listGalleryGames()))

  app.get('/gallery/group-name', validate('query', gameQuery), (c) =>
    ok(c, { groupNames: gallery.listGroupNames(c.req.valid('query').gameId) }),
  )

  app.get('/gallery', validate('query', listSchema), (c) => {
    const q = c.req.valid('query')
    const initials = q.initials && q.initials !== 'all' ? q.initials.toUpperCase() : undefined
    const items = gallery.listGroupItems({
      gameId: q.gameId,
      variant: variantOf(q.groupType),
      initials,
      popular: q.popular ?? false,
      searchText: q.searchText?.trim() || undefined,
      categoryId: q.categoryType ?? q.playCategoryId,
    })
    return ok(c, groupByInitials(items, q.page, q.rows))
  })

  app.get('/gallery/search', validate('query', listSchema), (c) => {
    const q = c.req.valid('query')
    const items = gallery.listGroupItems({
      gameId: q.gameId,
      variant: variantOf(q.groupType),
      searchText: q.searchText?.trim() || undefined,
    })
    return ok(c, items.slice((q.page - 1) * q.rows, q.page * q.rows), items.length)
  })

  app.get('/gallery/group/detail', validate('query', detailQuery), (c) => {
    const q = c.req.valid('query')
    gallery.requireGroup(q.groupId)
    const userId = optionalUser(users, clock, c)?.userId
    const variant = variantOf(q.groupType)
    const { images, total } = gallery.listGroupImages(q.groupId, {
      variant,
      userId,
      page: q.page,
      rows: q.rows,
    })
    return ok(c, {
      latest: gallery.latestGroupImage(q.groupId, variant, userId),
      groupList: { data: images, totalCount: total },
    })
  })

  app.post('/gallery/toggle-like', signedIn(users, clock), validate('json', likeBody), (c) => {
    const { galleryId, like } = c.req.valid('json')
    const likeCount = gallery.setGalleryLike(c.var.user.userId, galleryId, like)
    return ok(c, { galleryId, like: like ? 1 : 0, likeCount })
  })
  return app
}

/** Host-root gallery images: `/sys-upload/gallery/{imageId}/{color|bw|thumb-color|thumb-bw}.svg`. */
export function staticGalleryRoutes({ gallery }: Stores) {
  const app = new Hono()
  app.get('/sys-upload/gallery/:imageId/:variant', (c) => {
    const imageId = /^\d+$/.test(c.req.param('imageId')) ? Number(c.req.param('imageId')) : 0
    const variant = /^(thumb-)?(color|bw)\.svg$/.exec(c.req.param('variant'))
    const caption = variant && imageId ? gallery.findImageCaption(imageId) : undefined
    if (!variant || !caption) throw missingResource()
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
