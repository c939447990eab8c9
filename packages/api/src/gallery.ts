import { z } from 'zod'
import type { Http } from './http'

/** A gallery list item: a group with its latest issue. */
export const galleryItemSchema = z.object({
  groupId: z.number().int(),
  gameId: z.number().int(),
  name: z.string(),
  initials: z.string(),
  popular: z.number().int(),
  gameTurn: z.string(),
  imageUrl: z.string(),
  thumbUrl: z.string(),
  /** Epoch seconds. */
  updatedTime: z.number(),
})
/** A gallery list item. */
export type GalleryItem = z.infer<typeof galleryItemSchema>

/** Items of one initial. */
export const galleryInitialGroupSchema = z.object({
  initials: z.string(),
  dataList: z.object({ data: z.array(galleryItemSchema), totalCount: z.number().int() }),
})
/** Items of one initial. */
export type GalleryInitialGroup = z.infer<typeof galleryInitialGroupSchema>

/** One issue's image of a group. `like` is 1 when the signed-in user likes it. */
export const galleryImageSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  name: z.string(),
  gameTurn: z.string(),
  imageUrl: z.string(),
  thumbUrl: z.string(),
  like: z.number().int(),
  likeCount: z.number().int(),
  updatedTime: z.number(),
})
/** One issue's image. */
export type GalleryImage = z.infer<typeof galleryImageSchema>

/** A group's detail: latest image and one page of all images. */
export const galleryDetailSchema = z.object({
  latest: galleryImageSchema.optional(),
  groupList: z.object({ data: z.array(galleryImageSchema), totalCount: z.number().int() }),
})
/** A group's detail. */
export type GalleryDetail = z.infer<typeof galleryDetailSchema>

/** Query of the gallery list (defaults groupType 1, gameId 110, page 1, rows 30). */
export interface GalleryQuery {
  /** 1 colour, 2 black and white. */
  groupType?: 1 | 2
  gameId?: number
  searchText?: string
  /** One letter; absent or 'all' = every initial. */
  initials?: string
  page?: number
  rows?: number
  popular?: boolean
  /** A category from `categories()`. */
  categoryType?: number
}

const playCategorySchema = z.object({
  playCategoryId: z.number().int(),
  playCategoryName: z.string(),
  count: z.number().int(),
})
const categorySchema = z.object({ categoryType: z.number().int(), categoryName: z.string() })
const galleryGameSchema = z.object({ gameId: z.number().int(), gameName: z.string() })
const groupNameSchema = z.object({ groupId: z.number().int(), name: z.string(), initials: z.string() })

function listQuery(query: GalleryQuery) {
  return {
    groupType: query.groupType ?? 1,
    gameId: query.gameId ?? 110,
    searchText: query.searchText?.trim() || undefined,
    initials: query.initials || undefined,
    page: query.page ?? 1,
    rows: query.rows ?? 30,
    popular: query.popular ? 1 : undefined,
    categoryType: query.categoryType,
  }
}

/** Gallery calls. */
export function galleryApi(http: Http) {
  return {
    /** `GET /gallery/play-category?gameId`: play categories with group counts. */
    async playCategories(gameId = 110) {
      const schema = z.array(playCategorySchema)
      return (await http.request({ path: '/gallery/play-category', query: { gameId }, schema })).data
    },
    /** `GET /gallery/category`: the categories (categoryType, categoryName). */
    async categories() {
      return (await http.request({ path: '/gallery/category', schema: z.array(categorySchema) })).data
    },
    /** `GET /gallery/group`: the lottery-game tabs. */
    async games() {
      const query = { companyCode: http.options.companyCode }
      return (await http.request({ path: '/gallery/group', query, schema: z.array(galleryGameSchema) })).data
    },
    /** `GET /gallery/group-name?gameId`: every group name of a game. */
    async groupNames(gameId = 110) {
      const query = { gameId, companyCode: http.options.companyCode }
      const schema = z.object({ groupNames: z.array(groupNameSchema) })
      return (await http.request({ path: '/gallery/group-name', query, schema })).data.groupNames
    },
    /** `GET /gallery`: items grouped by initial, each initial paged by page/rows. */
    async list(query: GalleryQuery = {}): Promise<GalleryInitialGroup[]> {
      const schema = z.array(galleryInitialGroupSchema)
      return (await http.request({ path: '/gallery', query: listQuery(query), schema })).data
    },
    /** `GET /gallery/search`: matching items, flat, with the total. */
    async search(query: GalleryQuery): Promise<{ data: GalleryItem[]; totalCount: number }> {
      const { data, totalCount } = await http.request({
        path: '/gallery/search',
        query: listQuery(query),
        schema: z.array(galleryItemSchema),
      })
      return { data, totalCount: totalCount ?? data.length }
    },
    /** `GET /gallery/group/detail?groupId&page&rows`: latest image and a page of images; unknown group → error. */
    async groupDetail(groupId: number, options: { page?: number; rows?: number; groupType?: 1 | 2 } = {}) {
      const query = {
        groupId,
        page: options.page ?? 1,
        rows: options.rows ?? 30,
        groupType: options.groupType ?? 1,
      }
      return (await http.request({ path: '/gallery/group/detail', query, schema: galleryDetailSchema })).data
    },
    /** `POST /gallery/toggle-like {galleryId, like}` (login). */
    async toggleLike(galleryId: number, like: boolean) {
      const schema = z.object({
        galleryId: z.number().int(),
        like: z.number().int(),
        likeCount: z.number().int(),
      })
      return (
        await http.request({ path: '/gallery/toggle-like', json: { galleryId, like: like ? 1 : 0 }, schema })
      ).data
    },
  }
}
