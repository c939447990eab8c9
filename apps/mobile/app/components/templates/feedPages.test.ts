import { describe, expect, it } from 'vitest'
import type { TemplateFeedPage } from '#app/templates.server.ts'
import { withLoadedPage, withNewFirstPage } from './feedPages.ts'

const card = (id: number, tag = '') => ({ id, name: `card ${id}${tag}` }) as never
const pageOf = (
  page: number,
  ids: number[],
  extra: Partial<TemplateFeedPage> = {},
  tag = '',
): TemplateFeedPage => ({
  templates: ids.map((id) => card(id, tag)),
  page,
  totalCount: 45,
  hasMore: true,
  ...extra,
})
const ids = (pages: TemplateFeedPage[]) => pages.map((p) => p.templates.map((t) => t.id))

describe('the feed pages', () => {
  it('replaces a cut first page with the whole page loaded for it, and appends the next pages', () => {
    const cut = pageOf(1, [1, 2, 3], { partial: true })
    const whole = pageOf(1, [1, 2, 3, 4, 5])
    const second = pageOf(2, [6, 7])
    const afterWhole = withLoadedPage([cut], whole)
    expect(ids(afterWhole)).toEqual([[1, 2, 3, 4, 5]])
    expect(afterWhole[0]?.partial).toBeUndefined()
    expect(ids(withLoadedPage(afterWhole, second))).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7],
    ])
    // A page already whole is not loaded twice.
    expect(withLoadedPage(afterWhole, pageOf(1, [9]))).toBe(afterWhole)
  })

  it('keeps the cards the reader scrolled through when a revalidated cut first page arrives', () => {
    const current = [pageOf(1, [1, 2, 3, 4, 5]), pageOf(2, [6, 7])]
    const fresh = pageOf(1, [1, 2, 3], { partial: true }, ' new')
    const next = withNewFirstPage(current, fresh)
    expect(ids(next)).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7],
    ])
    // The first cards are the new ones (new results after a draw), the rest as read.
    expect(next[0]?.templates.map((t) => t.name)).toEqual([
      'card 1 new',
      'card 2 new',
      'card 3 new',
      'card 4',
      'card 5',
    ])
    expect(next[0]?.partial).toBeUndefined()
  })

  it('takes a revalidated first page as it is when nothing more was loaded, or when it is whole', () => {
    const cut = pageOf(1, [1, 2, 3], { partial: true })
    const freshCut = pageOf(1, [1, 2, 3], { partial: true }, ' new')
    expect(withNewFirstPage([cut], freshCut)).toEqual([freshCut])
    const whole = pageOf(1, [1, 2, 3, 4])
    expect(withNewFirstPage([pageOf(1, [1, 2]), pageOf(2, [5])], whole)).toEqual([whole, pageOf(2, [5])])
    // The page it was mounted with changes nothing.
    const mounted = [cut]
    expect(withNewFirstPage(mounted, cut)).toBe(mounted)
  })
})
