import type { Db } from '../db'
import { configKeys, createConfigStore } from './config'

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

interface PromotionRaw {
  id: number
  classify_type: number
  classify_name: string
  label: string
  name: string
  cover_url: string
  color: string
  start_time: number
  end_time: number
  domain: string
  template_type: number
  image_url: string
  content: string
}

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
export function createContentStore(db: Db) {
  const config = createConfigStore(db)
  const companyDomain = () => config.getConfig<{ domain?: string }>(configKeys.company)?.domain ?? ''
  const carousel = db.prepare(
    `SELECT id, sort, content AS noticeContent, redirect_url AS redirectUrl, title AS noticeTitle
     FROM notices WHERE type = 'carousel' ORDER BY sort DESC, id LIMIT ? OFFSET ?`,
  )
  const carouselCount = db.prepare("SELECT COUNT(*) AS n FROM notices WHERE type = 'carousel'")
  const carouselTitle = db.prepare("SELECT title FROM notices WHERE type = 'carousel' AND id = ?")
  const notices = db.prepare(
    'SELECT id, title AS noticeTitle, content AS noticeContent FROM notices WHERE type = ? ORDER BY sort DESC, id',
  )
  const promotions = db.prepare('SELECT * FROM promotions ORDER BY classify_type, sort DESC, id')
  const promotion = db.prepare('SELECT * FROM promotions WHERE id = ?')
  const writePromotionContent = db.prepare('UPDATE promotions SET content = ? WHERE id = ?')

  return {
    /** Carousel slides, highest sort first, one page. */
    listCarousel(page: number, rows: number): { slides: CarouselSlide[]; total: number } {
      const slides = carousel.all(rows, (page - 1) * rows) as CarouselSlide[]
      const { n } = carouselCount.get() as { n: number }
      return { slides, total: n }
    },
    /** The carousel slide with this id (its banner title), or undefined. */
    findCarouselTitle(id: number): string | undefined {
      return (carouselTitle.get(id) as { title: string } | undefined)?.title
    },
    /** Notices of one list, highest sort first. */
    listNotices(type: NoticeType) {
      return notices.all(type) as { id: number; noticeTitle: string; noticeContent: string }[]
    },
    /** Promotions grouped by classify type (each group: classifyType, classifyName, label, items). */
    listPromotionGroups() {
      const domain = companyDomain()
      const groups: { classifyType: number; classifyName: string; label: string; items: Promotion[] }[] = []
      for (const row of promotions.all() as PromotionRaw[]) {
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
    setPromotionContent(id: number, html: string): boolean {
      return writePromotionContent.run(html, id).changes === 1
    },
    /** One promotion with its rich-HTML content, or undefined. */
    findPromotion(id: number) {
      const row = promotion.get(id) as PromotionRaw | undefined
      return row && { ...toPromotion(row, companyDomain()), label: row.label, content: row.content }
    },
  }
}

/** The content store of one database. */
export type ContentStore = ReturnType<typeof createContentStore>
