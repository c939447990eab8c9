import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { appLinkHrefs, withAppLinks } from '../../test/links'
import { ChatPrompt } from './ChatPrompt'

describe('ChatPrompt', () => {
  it('asks 您有一条新消息！ 是否立即查看？ and confirms with 立即查看', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const onOpenChange = vi.fn()
    render(<ChatPrompt open onOpenChange={onOpenChange} onConfirm={onConfirm} />)
    const dialog = screen.getByRole('dialog', { name: '您有一条新消息！' })
    expect(dialog).toHaveAccessibleDescription('是否立即查看？')
    await user.click(screen.getByRole('button', { name: '立即查看' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it("makes 立即查看 a link to where it leads when given one, through the app's link", async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const onOpenChange = vi.fn()
    render(
      withAppLinks(
        <ChatPrompt
          open
          onOpenChange={onOpenChange}
          onConfirm={onConfirm}
          href="/chat-rooms/7/friends/9?nickname=%E5%AE%A2%E6%9C%8D"
        />,
      ),
    )
    const view = screen.getByRole('link', { name: '立即查看' })
    expect(view).toHaveAttribute('href', '/chat-rooms/7/friends/9?nickname=%E5%AE%A2%E6%9C%8D')
    expect(appLinkHrefs()).toEqual(['/chat-rooms/7/friends/9?nickname=%E5%AE%A2%E6%9C%8D'])
    expect(screen.queryByRole('button', { name: '立即查看' })).toBeNull()
    // A click on the test's stand-in anchor would ask jsdom to navigate; the router's link prevents that.
    view.addEventListener('click', (event) => event.preventDefault())
    await user.click(view)
    expect(onConfirm).toHaveBeenCalledOnce()
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('cancels with 取消 or Escape', async () => {
    const user = userEvent.setup()
    const onCancel = vi.fn()
    const onConfirm = vi.fn()
    render(<ChatPrompt open onOpenChange={() => {}} onConfirm={onConfirm} onCancel={onCancel} />)
    await user.click(screen.getByRole('button', { name: '取消' }))
    await user.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(2)
    expect(onConfirm).not.toHaveBeenCalled()
  })

  itHasNoAxeViolationsInEveryTheme(() => <ChatPrompt open onOpenChange={() => {}} onConfirm={() => {}} />, {
    scope: 'document',
  })

  describe('with 立即查看 as a link', () => {
    itHasNoAxeViolationsInEveryTheme(
      () => withAppLinks(<ChatPrompt open onOpenChange={() => {}} href="/chat-rooms/1" />),
      { scope: 'document' },
    )
  })
})
