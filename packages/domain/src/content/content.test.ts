import { describe, expect, it } from 'vitest'
import { fromChinaTime } from '../time/chinaTime'
import {
  hasMorePages,
  isRecentlyUpdated,
  joinNotices,
  listDefaults,
  listTexts,
  playCategoryChips,
  promotionDateRange,
  promotionTabs,
  promotionTarget,
  sortCarousel,
  uploadUrl,
  usesCategoryDropdown,
} from './content'

describe('carousel and notices', () => {
  it('sorts slides by sort descending', () => {
    expect(sortCarousel([{ id: 1, sort: 1 }, { id: 2, sort: 5 }, { id: 3 }]).map((s) => s.id)).toEqual([
      2, 1, 3,
    ])
  })

  it("joins notices with ' | '", () => {
    expect(
      joinNotices([{ noticeContent: '开奖通知' }, { noticeContent: ' ' }, {}, { noticeContent: '维护公告' }]),
    ).toBe('开奖通知 | 维护公告')
    expect(joinNotices([])).toBe('')
  })
})

describe('promotions', () => {
  it('writes the date range YYYY/MM/DD~YYYY/MM/DD from any timestamp form', () => {
    const start = fromChinaTime(2026, 5, 1, 0, 0)
    const end = fromChinaTime(2026, 5, 31, 23, 59)
    expect(promotionDateRange(start, end)).toBe('2026/05/01~2026/05/31')
    expect(promotionDateRange(String(start / 1000), end / 1000)).toBe('2026/05/01~2026/05/31')
    expect(promotionDateRange('2026-05-01 00:00:00', '2026-05-31 23:59:59')).toBe('2026/05/01~2026/05/31')
    expect(promotionDateRange(start, null)).toBe('2026/05/01')
    expect(promotionDateRange('', end)).toBe('')
  })

  it('opens templateType 3 externally and routes the rest', () => {
    expect(promotionTarget({ id: 7, templateType: 3, imageUrl: 'https://x/y', classifyType: 2 })).toEqual({
      kind: 'external',
      url: 'https://x/y',
    })
    expect(promotionTarget({ id: 7, templateType: '3' })).toEqual({ kind: 'external', url: '' })
    expect(promotionTarget({ id: 7, templateType: 1, classifyType: 2 })).toEqual({
      kind: 'route',
      path: '/promotional/2/7',
    })
  })

  it('builds tabs: all, then one per classifyType', () => {
    expect(
      promotionTabs([
        { classifyType: 1, classifyName: '体育' },
        { classifyType: 2 },
        { classifyType: 1, classifyName: '体育' },
        { classifyType: null },
      ]),
    ).toEqual([
      { classifyType: null, classifyName: null },
      { classifyType: 1, classifyName: '体育' },
      { classifyType: 2, classifyName: null },
    ])
  })
})

describe('updated tag, upload paths and paging', () => {
  it('tags items updated less than 86.4 s ago', () => {
    const now = 1_800_000_000_000
    expect(isRecentlyUpdated(1_800_000_000 - 86, now)).toBe(true)
    expect(isRecentlyUpdated(now - 86_399, now)).toBe(true)
    expect(isRecentlyUpdated(now - 86_400, now)).toBe(false)
    expect(isRecentlyUpdated(undefined, now)).toBe(false)
  })

  it('prefixes upload-relative paths with /sys-upload/', () => {
    expect(uploadUrl('img/a.png')).toBe('/sys-upload/img/a.png')
    expect(uploadUrl('/img/a.png')).toBe('/sys-upload/img/a.png')
    expect(uploadUrl('/sys-upload/img/a.png')).toBe('/sys-upload/img/a.png')
    expect(uploadUrl('https://cdn/x.png')).toBe('https://cdn/x.png')
    expect(uploadUrl('//cdn/x.png')).toBe('//cdn/x.png')
    expect(uploadUrl(null)).toBe('')
  })

  it('ends a list once page*rows >= totalCount', () => {
    expect(hasMorePages(1, 20, 41)).toBe(true)
    expect(hasMorePages(2, 20, 41)).toBe(true)
    expect(hasMorePages(3, 20, 41)).toBe(false)
    expect(hasMorePages(2, 20, 40)).toBe(false)
    expect(listDefaults.gallery).toEqual({ groupType: 1, gameId: 110, page: 1, rows: 30 })
    expect(listTexts.endOfList).toBe('没有更多数据了')
  })
})

describe('play-category chips', () => {
  const names = (n: number) => Array.from({ length: n }, (_, i) => `类${i}`)

  it('shows all up to 6 without a toggle', () => {
    expect(playCategoryChips(names(6), false)).toEqual({ chips: ['全部', ...names(6)], toggle: undefined })
  })

  it('shows 6 with 更多 from 7, all with 收起 when expanded', () => {
    expect(playCategoryChips(names(7), false)).toEqual({ chips: ['全部', ...names(6)], toggle: '更多' })
    expect(playCategoryChips(names(9), true)).toEqual({ chips: ['全部', ...names(9)], toggle: '收起' })
  })

  it('uses a dropdown on the database page from 8', () => {
    expect(usesCategoryDropdown(7)).toBe(false)
    expect(usesCategoryDropdown(8)).toBe(true)
  })
})
