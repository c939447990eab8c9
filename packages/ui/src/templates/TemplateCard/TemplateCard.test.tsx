import { BLOCKED_TEMPLATE_CODES, slimGroups, templateCodes } from '@liuhe/domain'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { appLinkHrefs, withAppLinks } from '../../test/links'
import { sampleTemplate, sampleViewers } from '../fixtures'
import { adSlotCodes, registeredTemplateCodes, templateCardRegistry } from '../registry'
import { Picks } from './Picks'
import { TemplateCard } from './TemplateCard'
import * as stories from './TemplateCard.stories'

const card = (code: string, props: Partial<Parameters<typeof TemplateCard>[0]> = {}) =>
  render(<TemplateCard template={sampleTemplate(code)} viewer={sampleViewers.paidMember} {...props} />)

const rowsOf = (container: HTMLElement) => container.querySelectorAll('[data-item]')

describe('template card registry', () => {
  it('maps every card code and every ad slot to a family, and has a story for each', () => {
    for (const code of [...templateCodes, ...adSlotCodes]) expect(templateCardRegistry[code]).toBeDefined()
    const storyNames = Object.keys(stories)
    for (const code of registeredTemplateCodes) expect(storyNames).toContain(code)
  })

  it('sorts the card families: table cards, latest posts, ranking, text and ads', () => {
    const familyOf = (code: string) => templateCardRegistry[code]?.family
    for (const n of [26, 30, 37, 38]) expect(familyOf(`MB${n}`)).toBe('table')
    expect(familyOf('MB42')).toBe('table')
    expect(familyOf('MB24')).toBe('posts')
    expect(familyOf('MB25')).toBe('ranking')
    for (const code of ['TYMB', 'SYmb', 'Symb2', 'Symb3']) expect(familyOf(code)).toBe('text')
    for (const code of BLOCKED_TEMPLATE_CODES.filter((c) => c.startsWith('AD')))
      expect(familyOf(code)).toBe('ad')
  })

  it.each(
    registeredTemplateCodes.filter((code) => templateCardRegistry[code]?.family !== 'ad'),
  )('%s draws its title and rows', (code) => {
    const { container } = card(code)
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(sampleTemplate(code).name)
    expect(rowsOf(container).length).toBeGreaterThan(0)
  })
})

describe('TemplateCard anatomy', () => {
  it('shows title, two note tags, favourite toggle and past records', async () => {
    const onToggleFavourite = vi.fn()
    card('MB04', { onToggleFavourite, pastRecordsHref: '/template/110/1001' })
    expect(within(screen.getByRole('list', { name: '标签' })).getAllByRole('listitem')).toHaveLength(2)
    const favourite = screen.getByRole('button', { name: '收藏' })
    expect(favourite).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(favourite)
    expect(onToggleFavourite).toHaveBeenCalledOnce()
    expect(screen.getByRole('link', { name: '往期' })).toHaveAttribute('href', '/template/110/1001')
  })

  it('says 已收藏 when liked', () => {
    card('MB04', { liked: true, onToggleFavourite: () => {} })
    expect(screen.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('shows 5 rows collapsed and the whole group expanded, with 展开 / 收起', async () => {
    const { container } = card('MB04')
    expect(rowsOf(container)).toHaveLength(5)
    await userEvent.click(screen.getByRole('button', { name: '展开' }))
    expect(rowsOf(container)).toHaveLength(10)
    expect(screen.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('expands a slim card (its first rows and their count) and reports it; 展开 opens its page without script', async () => {
    const full = sampleTemplate('MB04')
    const slim = { ...full, groups: slimGroups('MB04', full.groups) }
    const onExpandedChange = vi.fn()
    const { container } = card('MB04', { template: slim, onExpandedChange, expandHref: '/template/110/1001' })
    expect(rowsOf(container)).toHaveLength(5)
    const expand = screen.getByRole('button', { name: '展开' })
    // Before the page's script runs the control submits a GET form to the card's own page.
    expect(expand).toHaveAttribute('type', 'submit')
    expect(expand.closest('form')).toHaveAttribute('action', '/template/110/1001')
    await userEvent.click(expand)
    expect(onExpandedChange).toHaveBeenLastCalledWith(true)
    expect(screen.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(screen.getByRole('button', { name: '收起' }))
    expect(onExpandedChange).toHaveBeenLastCalledWith(false)
  })

  it('starts MB12 expanded with its six pick rows', () => {
    const { container } = card('MB12')
    expect(rowsOf(container)).toHaveLength(6)
    expect(screen.getByRole('button', { name: '收起' })).toBeInTheDocument()
  })

  it('labels group tabs {groupName}期 and switches groups', async () => {
    card('MB05')
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['130-139期', '120-129期', '110-119期'])
    await userEvent.click(tabs[1] as HTMLElement)
    expect(screen.getByRole('tabpanel')).toHaveTextContent('2026129期')
  })

  it('MB25 has three named tabs and rank medals 1–5', () => {
    card('MB25')
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['特码榜', '生肖榜', '波色榜'])
    for (const rank of [1, 2, 3, 4, 5]) expect(screen.getByRole('img', { name: `第${rank}名` })).toBeVisible()
  })

  it('MB42 sorts its tabs by sort descending and labels them with content3', () => {
    card('MB42')
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['特码', '生肖', '波色'])
  })

  it('MB24 lists posts as links with 更多>', () => {
    card('MB24', { pastRecordsHref: '/template/110/1001' })
    expect(screen.getByRole('link', { name: '139期 特码走势分析：大数占优' })).toHaveAttribute(
      'href',
      '/template/110/1039',
    )
    expect(screen.getByRole('link', { name: '更多>' })).toHaveAttribute('href', '/template/110/1001')
  })

  it('links items with templateType 0 to their chat room', () => {
    card('MB40')
    expect(screen.getByRole('link', { name: /六合彩综合交流群/ })).toHaveAttribute('href', '/chat-rooms/1')
  })

  it('highlights an activeCover row', () => {
    const { container } = card('MB04')
    expect(container.querySelector('[data-active-cover]')).toHaveTextContent('2026139期')
  })

  it('renders the sanitized HTML of text cards and titled multiContents', () => {
    const { container } = card('TYMB')
    expect(container.querySelector('b')).toHaveTextContent('本期主推：')
    card('Symb3')
    expect(screen.getAllByText('玄机').length).toBeGreaterThan(0)
  })

  it('sizes the MB22 label column from its widest title', () => {
    const { container } = card('MB22')
    expect(container.querySelector('[data-item]')?.getAttribute('style')).toMatch(/8em/)
  })
})

describe('lock overlays', () => {
  it('sends guests and trial accounts to login from login-locked rows', () => {
    for (const viewer of [sampleViewers.guest, sampleViewers.trial]) {
      const { unmount } = card('MB09', { viewer })
      const locks = screen.getAllByRole('link', { name: '登录后可解锁 免费查看' })
      expect(locks).toHaveLength(3)
      expect(locks[0]).toHaveAttribute('href', '/auth/login')
      unmount()
    }
  })

  it('covers MB37 with one recharge overlay for a member without recharge, login for a guest', () => {
    const { unmount } = card('MB37', { viewer: sampleViewers.member })
    expect(screen.getByRole('link', { name: '请充值任意金额开通VIP！' })).toHaveAttribute('href', '/recharge')
    unmount()
    card('MB37', { viewer: sampleViewers.guest })
    expect(screen.getByRole('link', { name: '请充值任意金额开通VIP！' })).toHaveAttribute(
      'href',
      '/auth/login',
    )
  })
})

describe('hit highlighting', () => {
  it('marks the picks the note hits with a red dot and a spoken （中）', () => {
    render(<Picks code="MB27" content="猴鸡龙马 01 49" note="开:马49*" />)
    const picks = screen.getAllByRole('listitem')
    expect(picks.filter((pick) => pick.hasAttribute('data-hit')).map((pick) => pick.textContent)).toEqual([
      '马（中）',
      '49（中）',
    ])
    expect(picks.filter((pick) => !pick.hasAttribute('data-hit')).map((pick) => pick.textContent)).toEqual([
      '猴',
      '鸡',
      '龙',
      '01',
    ])
  })

  it("applies the card's highlight rule", () => {
    render(<Picks code="MB20" content="春-夏" note="开:马49" highlight="season" />)
    expect(screen.getByText('夏').closest('li')).toHaveAttribute('data-hit')
    expect(screen.getByText('春').closest('li')).not.toHaveAttribute('data-hit')
  })
})

describe('links', () => {
  it("renders every link of a card with the app's link component", () => {
    render(
      withAppLinks(
        <TemplateCard
          template={sampleTemplate('MB24')}
          viewer={sampleViewers.guest}
          pastRecordsHref="/template/110/1001"
        />,
      ),
    )
    expect(appLinkHrefs()).toContain('/template/110/1001')
    expect(appLinkHrefs()).toContain('/template/110/1039')
    cleanup()
    render(withAppLinks(<TemplateCard template={sampleTemplate('MB09')} viewer={sampleViewers.guest} />))
    expect(appLinkHrefs()).toEqual(['/auth/login', '/auth/login', '/auth/login'])
  })
})

describe('accessibility', () => {
  for (const code of ['MB04', 'MB37', 'MB25']) {
    describe(code, () => {
      itHasNoAxeViolationsInEveryTheme(() => (
        <TemplateCard
          template={sampleTemplate(code)}
          viewer={sampleViewers.member}
          onToggleFavourite={() => {}}
          pastRecordsHref="/template/110/1"
        />
      ))
    })
  }
})
