import type { Selectable } from 'kysely'
import type { Queries } from '../storage/queries'
import type { PromotionsTable } from '../storage/schema'
import { configKeys } from './config'

/** Notice list types. */
export const noticeTypes = ['index_notice', 'lottery_notice', 'roll_notice'] as const
/** A notice list type. */
export type NoticeType = (typeof noticeTypes)[number]

/** A carousel slide. */
export interface CarouselSlide {
  id: number
  sort: number
  noticeContent: string
  redirectUrl: string
  noticeTitle: string
}

type PromotionRaw = Selectable<PromotionsTable>

/**
 * A promotion as served. Its `domain` is the company's configured domain (company config `domain`, the
 * address members reach the site at), read when the promotion is served: the rows' own `domain` column held
 * only a placeholder and is not read.
 */
const toPromotion = (r: PromotionRaw, companyDomain: string) => ({
  id: r.id,
  classifyType: r.classify_type,
  classifyName: r.classify_name,
  name: r.name,
  coverUrl: r.cover_url,
  color: r.color,
  startTime: r.start_time,
  endTime: r.end_time,
  domain: companyDomain,
  templateType: r.template_type,
  imageUrl: r.image_url,
})

/** A promotion as listed. */
export type Promotion = ReturnType<typeof toPromotion>

/** The carousel, the notice lists and the promotions. */
export function createContentStore(db: Queries) {
  // The finders take ids parsed from addresses (`\d+`, routes/content.ts): one past 2^53 names no row, and
  // PostgreSQL would refuse one past BIGINT rather than find nothing, so such an id is answered at once.
  /** The company config's `domain` (the config store's JSON value of `configKeys.company`), or ''. */
  const companyDomain = async (): Promise<string> => {
    const row = await db
      .selectFrom('config')
      .select('value')
      .where('key', '=', configKeys.company)
      .executeTakeFirst()
    return row ? ((JSON.parse(row.value) as { domain?: string }).domain ?? '') : ''
  }

  return {
    /** Carousel slides, highest sort first, one page. */
    async listCarousel(page: number, rows: number): Promise<{ slides: CarouselSlide[]; total: number }> {
      const carousel = db.selectFrom('notices').where('type', '=', 'carousel')
      const slides = await carousel
        .select([
          'id',
          'sort',
          'content as noticeContent',
          'redirect_url as redirectUrl',
          'title as noticeTitle',
        ])
        .orderBy('sort', 'desc')
        .orderBy('id')
        .limit(rows)
        .offset((page - 1) * rows)
        .execute()
      const { n } = await carousel.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      return { slides, total: Number(n) }
    },
    /** The carousel slide with this id (its banner title), or undefined. */
    async findCarouselTitle(id: number): Promise<string | undefined> {
      if (!Number.isSafeInteger(id)) return undefined
      const row = await db
        .selectFrom('notices')
        .select('title')
        .where('type', '=', 'carousel')
        .where('id', '=', id)
        .executeTakeFirst()
      return row?.title
    },
    /** Notices of one list, highest sort first. */
    listNotices(type: NoticeType): Promise<{ id: number; noticeTitle: string; noticeContent: string }[]> {
      return db
        .selectFrom('notices')
        .select(['id', 'title as noticeTitle', 'content as noticeContent'])
        .where('type', '=', type)
        .orderBy('sort', 'desc')
        .orderBy('id')
        .execute()
    },
    /** Promotions grouped by classify type (each group: classifyType, classifyName, label, items). */
    async listPromotionGroups() {
      const domain = await companyDomain()
      const rows = await db
        .selectFrom('promotions')
        .selectAll()
        .orderBy('classify_type')
        .orderBy('sort', 'desc')
        .orderBy('id')
        .execute()
      const groups: { classifyType: number; classifyName: string; label: string; items: Promotion[] }[] = []
      for (const row of rows) {
        let group = groups.find((g) => g.classifyType === row.classify_type)
        if (!group) {
          group = {
            classifyType: row.classify_type,
            classifyName: row.classify_name,
            label: row.label,
            items: [],
          }
          groups.push(group)
        }
        group.items.push(toPromotion(row, domain))
      }
      return groups
    },
    /** Replaces a promotion's rich-HTML content (the test hook); false when there is no such promotion. */
    async setPromotionContent(id: number, html: string): Promise<boolean> {
      const result = await db
        .updateTable('promotions')
        .set({ content: html })
        .where('id', '=', id)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },
    /** One promotion with its rich-HTML content, or undefined. */
    async findPromotion(id: number) {
      if (!Number.isSafeInteger(id)) return undefined
      const row = await db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst()
      return row && { ...toPromotion(row, await companyDomain()), label: row.label, content: row.content }
    },
  }
}

/** The content store of one database. */
export type ContentStore = ReturnType<typeof createContentStore>
