import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { Button, buttonSizes, buttonVariants } from './Button'

describe('Button', () => {
  it('calls onClick on click, Enter and Space', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(<Button onClick={onClick}>登录</Button>)
    const button = screen.getByRole('button', { name: '登录' })
    await user.click(button)
    await user.tab()
    await user.tab({ shift: true })
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(onClick).toHaveBeenCalledTimes(3)
    expect(button).toHaveAttribute('type', 'button')
  })

  it('is busy and ignores presses while loading', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    const { container } = render(
      <Button loading onClick={onClick}>
        登录
      </Button>,
    )
    const button = screen.getByRole('button', { name: '登录' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('data-loading')
    expect(container.querySelector('[data-spinner]')).toBeInTheDocument()
    await user.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('does nothing when disabled', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <Button disabled onClick={onClick}>
        登录
      </Button>,
    )
    await user.click(screen.getByRole('button', { name: '登录' }))
    expect(onClick).not.toHaveBeenCalled()
    expect(screen.getByRole('button')).toBeDisabled()
  })

  it('renders a link with href, and a disabled link without it', () => {
    const { rerender } = render(<Button href="/auth/register">注册</Button>)
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/auth/register')
    rerender(
      <Button href="/auth/register" disabled>
        注册
      </Button>,
    )
    const link = screen.getByRole('link', { name: '注册' })
    expect(link).not.toHaveAttribute('href')
    expect(link).toHaveAttribute('aria-disabled', 'true')
  })

  it('marks its variant for styling', () => {
    render(
      <div>
        {buttonVariants.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
      </div>,
    )
    for (const variant of buttonVariants) {
      expect(screen.getByRole('button', { name: variant })).toHaveAttribute('data-variant', variant)
    }
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <>
      {buttonVariants.flatMap((variant) =>
        buttonSizes.map((size) => (
          <Button key={`${variant}-${size}`} variant={variant} size={size}>
            登录
          </Button>
        )),
      )}
      <Button loading>登录中</Button>
      <Button href="/">首页</Button>
      <Button href="/" disabled>
        首页
      </Button>
    </>
  ))
})
