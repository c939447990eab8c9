import type { Db } from '../db'

/** Notice list types (spec section 3). */
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

/** Carousel slides, highest sort first, one page. */
export function listCarousel(db: Db, page: number, rows: number): { slides: CarouselSlide[]; total: number } {
  const slides = db
    .prepare(
      `SELECT id, sort, content AS noticeContent, redirect_url AS redirectUrl, title AS noticeTitle
       FROM notices WHERE type = 'carousel' ORDER BY sort DESC, id LIMIT ? OFFSET ?`,
    )
    .all(rows, (page - 1) * rows) as CarouselSlide[]
  const { n } = db.prepare("SELECT COUNT(*) AS n FROM notices WHERE type = 'carousel'").get() as { n: number }
  return { slides, total: n }
}

/** The carousel slide with this id (its banner title), or undefined. */
export function findCarouselTitle(db: Db, id: number): string | undefined {
  const row = db.prepare("SELECT title FROM notices WHERE type = 'carousel' AND id = ?").get(id) as
    | { title: string }
    | undefined
  return row?.title
}

/** Notices of one list, highest sort first. */
export function listNotices(db: Db, type: NoticeType) {
  return db
    .prepare(
      'SELECT id, title AS noticeTitle, content AS noticeContent FROM notices WHERE type = ? ORDER BY sort DESC, id',
    )
    .all(type) as { id: number; noticeTitle: string; noticeContent: string }[]
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

const toPromotion = (r: PromotionRaw) => ({
  id: r.id,
  classifyType: r.classify_type,
  classifyName: r.classify_name,
  name: r.name,
  coverUrl: r.cover_url,
  color: r.color,
  startTime: r.start_time,
  endTime: r.end_time,
  domain: r.domain,
  templateType: r.template_type,
  imageUrl: r.image_url,
})

/** A promotion as listed. */
export type Promotion = ReturnType<typeof toPromotion>

/** Promotions grouped by classify type (each group: classifyType, classifyName, label, items). */
export function listPromotionGroups(db: Db) {
  const rows = db
    .prepare('SELECT * FROM promotions ORDER BY classify_type, sort DESC, id')
    .all() as PromotionRaw[]
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
    group.items.push(toPromotion(row))
  }
  return groups
}

/** One promotion with its rich-HTML content, or undefined. */
export function findPromotion(db: Db, id: number) {
  const row = db.prepare('SELECT * FROM promotions WHERE id = ?').get(id) as PromotionRaw | undefined
  return row && { ...toPromotion(row), label: row.label, content: row.content }
}
