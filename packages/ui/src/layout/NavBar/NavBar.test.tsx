import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { NavBar } from './NavBar'

describe('NavBar', () => {
  it('shows the title as the page heading', () => {
    render(<NavBar title="历史开奖" />)
    expect(screen.getByRole('heading', { level: 1, name: '历史开奖' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument()
  })

  it('calls onBack from the back button, also with the keyboard', async () => {
    const user = userEvent.setup()
    const onBack = vi.fn()
    render(<NavBar title="历史开奖" onBack={onBack} />)
    await user.click(screen.getByRole('button', { name: '返回' }))
    await user.keyboard('{Enter}')
    expect(onBack).toHaveBeenCalledTimes(2)
  })

  it('links back when given an address', () => {
    render(<NavBar title="历史开奖" backHref="/" onBack={vi.fn()} />)
    expect(screen.getByRole('link', { name: '返回' })).toHaveAttribute('href', '/')
  })

  it('renders the right slot', () => {
    render(<NavBar title="我的收藏" right={<button type="button">编辑</button>} />)
    expect(screen.getByRole('button', { name: '编辑' })).toBeInTheDocument()
  })

  itHasNoAxeViolationsInEveryTheme(() => <NavBar title="历史开奖" onBack={() => undefined} />)
})
