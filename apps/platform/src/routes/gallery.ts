import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import { optionalUser, signedIn } from '../auth/currentUser'
import type { Clock } from '../clock'
import { missingResource, ok } from '../envelope'
import { galleryCategories } from '../gallery/catalogue'
import type { GalleryPictures } from '../gallery/producer'
import { MissingCjkFontError } from '../gallery/renderer'
import { flag } from '../http/fields'
import { validate } from '../http/validate'
import type { Stores } from '../store'
import type { GalleryItem } from '../store/gallery'
import type { PictureFile } from '../store/galleryPictures'

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

  app.get('/gallery/play-category', validate('query', gameQuery), async (c) =>
    ok(c, await gallery.listPlayCategories(c.req.valid('query').gameId)),
  )

  app.get('/gallery/category', (c) =>
    ok(
      c,
      galleryCategories.map((cat) => ({ categoryType: cat.id, categoryName: cat.name })),
    ),
  )

  app.get('/gallery/group', async (c) => ok(c, await gallery.listGalleryGames()))

  app.get('/gallery/group-name', validate('query', gameQuery), async (c) =>
    ok(c, { groupNames: await gallery.listGroupNames(c.req.valid('query').gameId) }),
  )

  app.get('/gallery', validate('query', listSchema), async (c) => {
    const q = c.req.valid('query')
    const initials = q.initials && q.initials !== 'all' ? q.initials.toUpperCase() : undefined
    const items = await gallery.listGroupItems({
      gameId: q.gameId,
      variant: variantOf(q.groupType),
      initials,
      popular: q.popular ?? false,
      searchText: q.searchText?.trim() || undefined,
      categoryId: q.categoryType ?? q.playCategoryId,
    })
    return ok(c, groupByInitials(items, q.page, q.rows))
  })

  app.get('/gallery/search', validate('query', listSchema), async (c) => {
    const q = c.req.valid('query')
    const items = await gallery.listGroupItems({
      gameId: q.gameId,
      variant: variantOf(q.groupType),
      searchText: q.searchText?.trim() || undefined,
    })
    return ok(c, items.slice((q.page - 1) * q.rows, q.page * q.rows), items.length)
  })

  app.get('/gallery/group/detail', validate('query', detailQuery), async (c) => {
    const q = c.req.valid('query')
    await gallery.requireGroup(q.groupId)
    const userId = (await optionalUser(users, clock, c))?.userId
    const variant = variantOf(q.groupType)
    const { images, total } = await gallery.listGroupImages(q.groupId, {
      variant,
      userId,
      page: q.page,
      rows: q.rows,
    })
    return ok(c, {
      latest: await gallery.latestGroupImage(q.groupId, variant, userId),
      groupList: { data: images, totalCount: total },
    })
  })

  app.post('/gallery/toggle-like', signedIn(users, clock), validate('json', likeBody), async (c) => {
    const { galleryId, like } = c.req.valid('json')
    const likeCount = await gallery.setGalleryLike(c.var.user.userId, galleryId, like)
    return ok(c, { galleryId, like: like ? 1 : 0, likeCount })
  })
  return app
}

const pictureParams = z.object({
  imageId: id,
  file: z.string().regex(/^(thumb-)?(color|bw)\.png$/),
})

/**
 * Host-root gallery pictures: `/sys-upload/gallery/{imageId}/{color|bw|thumb-color|thumb-bw}.png`, rendered
 * once and then served from the store (gallery/producer.ts). A picture never changes once its issue is open
 * (it shows what was known then), so browsers keep it for a day and revalidate with its ETag.
 */
export function staticGalleryRoutes(pictures: GalleryPictures) {
  const app = new Hono()
  app.get('/sys-upload/gallery/:imageId/:file', async (c) => {
    const params = pictureParams.safeParse(c.req.param())
    if (!params.success) throw missingResource()
    const file = params.data.file.replace(/\.png$/, '') as PictureFile
    const png = await pictures.png(params.data.imageId, file).catch((error: unknown) => {
      if (!(error instanceof MissingCjkFontError)) throw error
      console.error(`[gallery] ${error.message}`)
      return 'no font' as const
    })
    if (png === 'no font')
      return c.json({ code: 'SYS/UNAVAILABLE', msg: '图库图片暂不可用：服务器缺少中文字体' }, 503)
    if (!png) throw missingResource()
    const etag = `"${createHash('sha256').update(png).digest('base64url').slice(0, 22)}"`
    const headers = { etag, 'cache-control': 'public, max-age=86400' }
    if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers })
    return new Response(new Uint8Array(png), {
      headers: { ...headers, 'content-type': 'image/png', 'content-length': String(png.byteLength) },
    })
  })
  return app
}
