import { gameCategories } from '@liuhe/domain'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { appLinkHrefs, withAppLinks } from '../../test/links'
import { GameCategoryList, gameCategoryListLayouts } from './GameCategoryList'

const counts = [25, 29, 5, 13, 8, 5, 4]
const categories = gameCategories.map((c, i) => ({ ...c, count: counts[i] }))

/** The list with the current category following the clicked link, as the hash does in the game center. */
function Harness() {
  const [current, setCurrent] = useState('hot')
  return (
    <div
      onClickCapture={(event) => {
        const link = (event.target as Element).closest('a')
        if (!link) return
        event.preventDefault()
        setCurrent(categories.find((c) => c.hash === link.getAttribute('href'))?.key ?? current)
      }}
    >
      <GameCategoryList categories={categories} current={current} />
    </div>
  )
}

const nav = () => screen.getByRole('navigation', { name: '游戏分类' })
const links = () => within(nav()).getAllByRole('link')
const currentLinks = () => links().filter((l) => l.getAttribute('aria-current') === 'true')

describe('GameCategoryList', () => {
  it('links every category to its hash, in order, with its count', () => {
    render(<GameCategoryList categories={categories} current="electronic" />)
    expect(links().map((l) => l.getAttribute('href'))).toEqual(gameCategories.map((c) => c.hash))
    categories.forEach((c, i) => {
      const link = links()[i]!
      expect(within(link).getByText(c.label)).toBeInTheDocument()
      expect(within(link).getByText(String(c.count))).toBeInTheDocument()
    })
  })

  it("renders its links with the app's link component", () => {
    render(withAppLinks(<GameCategoryList categories={categories} current="hot" />))
    expect(appLinkHrefs()).toEqual(categories.map((c) => c.hash))
  })

  it('marks only the current category', () => {
    render(<GameCategoryList categories={categories} current="electronic" />)
    expect(currentLinks()).toEqual([screen.getByRole('link', { name: /^电子/ })])
  })

  it('leaves out the count when it is unknown', () => {
    render(<GameCategoryList categories={gameCategories} current="hot" />)
    expect(screen.getByRole('link', { name: '热门' })).toHaveAttribute('href', '#hot')
  })

  it('takes its accessible name from the caller', () => {
    render(<GameCategoryList categories={categories} current="hot" aria-label="分类" />)
    expect(screen.getByRole('navigation', { name: '分类' })).toBeInTheDocument()
  })

  it.each(gameCategoryListLayouts)('shows the %s layout', (layout) => {
    render(<GameCategoryList categories={categories} current="hot" layout={layout} />)
    expect(within(nav()).getByRole('list')).toHaveAttribute('data-layout', layout)
  })

  it('uses round icons unless the company shows banners (appDisplay 1)', () => {
    render(<GameCategoryList categories={categories} current="hot" />)
    expect(within(nav()).getByRole('list')).toHaveAttribute('data-layout', 'icons')
  })

  it('moves the selection to the category clicked', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(currentLinks()).toEqual([screen.getByRole('link', { name: /^热门/ })])
    await user.click(screen.getByRole('link', { name: /^真人/ }))
    expect(currentLinks()).toEqual([screen.getByRole('link', { name: /^真人/ })])
  })

  it('is reached with Tab in order and selects with Enter', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    for (const label of ['热门', '彩票', '捕鱼']) {
      await user.tab()
      expect(screen.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveFocus()
    }
    await user.keyboard('{Enter}')
    expect(currentLinks()).toEqual([screen.getByRole('link', { name: /^捕鱼/ })])
  })

  for (const layout of gameCategoryListLayouts) {
    describe(`${layout} layout`, () => {
      itHasNoAxeViolationsInEveryTheme(() => (
        <GameCategoryList categories={categories} current="live" layout={layout} />
      ))
    })
  }
})
