import { parseChinaTime } from '../time/chinaTime'
import { formatDate } from '../time/dates'
import { toEpochMs } from '../time/relativeTime'

/** Carousel slides in display order: sort descending (ties keep their order). */
export function sortCarousel<S extends { sort?: number | null }>(slides: readonly S[]): S[] {
  return [...slides].sort((a, b) => (b.sort ?? 0) - (a.sort ?? 0))
}

/** Separator of the notice marquee. */
export const NOTICE_SEPARATOR = ' | '

/** The notice marquee text: the notices' contents joined with ' | ' (empty ones skipped). */
export function joinNotices(notices: readonly { noticeContent?: string | null }[]): string {
  return notices
    .map((n) => (n.noticeContent ?? '').trim())
    .filter(Boolean)
    .join(NOTICE_SEPARATOR)
}

function readInstant(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return Number.NaN
  const numeric = toEpochMs(value)
  return Number.isNaN(numeric) ? parseChinaTime(String(value)) : numeric
}

/**
 * A promotion's date range 'YYYY/MM/DD~YYYY/MM/DD' from startTime and endTime (epoch ms, Unix seconds or
 * 'YYYY-MM-DD HH:mm:ss'); an unreadable end leaves just the start, an unreadable start gives ''.
 */
export function promotionDateRange(
  startTime: number | string | null | undefined,
  endTime: number | string | null | undefined,
): string {
  const start = readInstant(startTime)
  const end = readInstant(endTime)
  if (Number.isNaN(start)) return ''
  const from = formatDate(start, 'YYYY/MM/DD')
  return Number.isNaN(end) ? from : `${from}~${formatDate(end, 'YYYY/MM/DD')}`
}

/** Where a promotion card leads. */
export type PromotionTarget = { kind: 'external'; url: string } | { kind: 'route'; path: string }

/** templateType 3 opens imageUrl externally; other promotions go to /promotional/{classifyType}/{id}. */
export function promotionTarget(promotion: {
  templateType?: number | string | null
  imageUrl?: string | null
  classifyType?: number | string | null
  id: number | string
}): PromotionTarget {
  if (Number(promotion.templateType) === 3) return { kind: 'external', url: promotion.imageUrl ?? '' }
  return { kind: 'route', path: `/promotional/${promotion.classifyType}/${promotion.id}` }
}

/** Promotion tabs: 'all' first, then one per classifyType with its classifyName, in first-seen order. */
export function promotionTabs(
  promotions: readonly { classifyType?: number | string | null; classifyName?: string | null }[],
): { classifyType: string | number | null; classifyName: string | null }[] {
  const tabs: { classifyType: string | number | null; classifyName: string | null }[] = [
    { classifyType: null, classifyName: null },
  ]
  for (const p of promotions) {
    if (p.classifyType === null || p.classifyType === undefined) continue
    if (tabs.some((t) => t.classifyType === p.classifyType)) continue
    tabs.push({ classifyType: p.classifyType, classifyName: p.classifyName ?? null })
  }
  return tabs
}

/** Age under which a gallery item carries the 'updated' tag: 86.4 s. */
export const UPDATED_TAG_MS = 86_400

/** True when an item updated at `updatedTime` (epoch seconds or ms) is less than 86.4 s old at `nowMs`. */
export function isRecentlyUpdated(updatedTime: number | string | null | undefined, nowMs: number): boolean {
  const at = readInstant(updatedTime)
  return !Number.isNaN(at) && nowMs - at < UPDATED_TAG_MS
}

/** Prefix of upload-relative paths. */
export const UPLOAD_PREFIX = '/sys-upload/'

/**
 * An image URL ready to use: absolute URLs (http, https, protocol-relative, data) and paths already under
 * /sys-upload/ unchanged; other upload-relative paths prefixed with /sys-upload/.
 */
export function uploadUrl(path: string | null | undefined): string {
  const p = (path ?? '').trim()
  if (p === '' || /^(https?:|data:|\/\/)/i.test(p) || p.startsWith(UPLOAD_PREFIX)) return p
  return UPLOAD_PREFIX + p.replace(/^\/+/, '')
}

/** True when a list has more pages after `page` (pages of `rows`): it ends once page*rows >= totalCount. */
export function hasMorePages(page: number, rows: number, totalCount: number): boolean {
  return page * rows < totalCount
}

/** Page sizes and defaults of section 9. */
export const listDefaults = {
  templates: { rows: 20 },
  documents: { rows: 100 },
  gallery: { groupType: 1, gameId: 110, page: 1, rows: 30 },
  galleryPage: { rows: 100 },
  scrollTriggerPx: 300,
  galleryLoadMorePx: 100,
} as const

/** Texts at the end of lists. */
export const listTexts = { endOfList: '没有更多数据了', empty: '暂无数据' } as const

/** Play-category chips shown before the toggle. */
export const CHIPS_SHOWN = 6
/** The 更多/收起 toggle appears from this many categories. */
export const CHIPS_TOGGLE_FROM = 7
/** The database page uses a dropdown from this many categories. */
export const CHIPS_DROPDOWN_FROM = 8

/** The play-category chip row: 全部 first, then the names (6 until expanded), and the toggle if needed. */
export function playCategoryChips(
  names: readonly string[],
  expanded: boolean,
): { chips: string[]; toggle: '更多' | '收起' | undefined } {
  const hasToggle = names.length >= CHIPS_TOGGLE_FROM
  const shown = hasToggle && !expanded ? names.slice(0, CHIPS_SHOWN) : [...names]
  const toggle = hasToggle ? (expanded ? '收起' : '更多') : undefined
  return { chips: ['全部', ...shown], toggle }
}

/** True when the database page shows its play categories as a dropdown (8 or more). */
export function usesCategoryDropdown(count: number): boolean {
  return count >= CHIPS_DROPDOWN_FROM
}
