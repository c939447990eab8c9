import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton'

describe('IconButton', () => {
  it('is named by its aria-label and pressed by keyboard', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(<IconButton icon="back" aria-label="返回" onClick={onClick} />)
    await user.tab()
    expect(screen.getByRole('button', { name: '返回' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('exposes a toggle state', () => {
    render(<IconButton icon="starFilled" aria-label="收藏" pressed />)
    const button = screen.getByRole('button', { name: '收藏' })
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(button).toHaveAttribute('data-state', 'on')
  })

  it('renders a named link with href', () => {
    render(<IconButton icon="support" aria-label="联系客服" href="/services" />)
    expect(screen.getByRole('link', { name: '联系客服' })).toHaveAttribute('href', '/services')
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <>
      {iconButtonVariants.flatMap((variant) =>
        iconButtonSizes.map((size) => (
          <IconButton
            key={`${variant}-${size}`}
            icon="close"
            aria-label="关闭"
            variant={variant}
            size={size}
          />
        )),
      )}
    </>
  ))
})
