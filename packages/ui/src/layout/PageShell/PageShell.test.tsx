import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { PageShell } from './PageShell'

describe('PageShell', () => {
  it('puts the header before the main content and the bar after it', () => {
    const { container } = render(
      <PageShell header={<header>头部</header>} bottomNav={<nav aria-label="底部导航">导航</nav>}>
        内容
      </PageShell>,
    )
    const main = screen.getByRole('main')
    expect(main).toHaveTextContent('内容')
    expect(container.firstChild).toHaveAttribute('data-has-nav')
    const order = [screen.getByRole('banner'), main, screen.getByRole('navigation')]
    expect(order.map((el) => el.textContent)).toEqual(['头部', '内容', '导航'])
    expect(order[0]!.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('reserves no room for a bar it does not have', () => {
    const { container } = render(<PageShell>内容</PageShell>)
    expect(container.firstChild).not.toHaveAttribute('data-has-nav')
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  itHasNoAxeViolationsInEveryTheme(() => <PageShell header={<h1>首页</h1>}>内容</PageShell>)
})
