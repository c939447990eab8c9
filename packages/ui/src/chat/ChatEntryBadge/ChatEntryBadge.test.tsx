import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { ChatEntryBadge } from './ChatEntryBadge'

describe('ChatEntryBadge', () => {
  it('names the people online and opens the room on press', async () => {
    const user = userEvent.setup()
    const onPress = vi.fn()
    render(<ChatEntryBadge online={28} unread={0} onPress={onPress} />)
    const button = screen.getByRole('button', { name: '聊天室，28人在线' })
    expect(screen.queryByTestId('chat-unread')).toBeNull()
    await user.click(button)
    expect(onPress).toHaveBeenCalledOnce()
  })

  it('shows unread messages, 99+ above 99, and whether the panel is open', () => {
    const { rerender } = render(<ChatEntryBadge online={3} unread={5} onPress={() => {}} />)
    expect(screen.getByRole('button', { name: '聊天室，3人在线，5条未读' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(screen.getByTestId('chat-unread')).toHaveTextContent('5')
    rerender(<ChatEntryBadge online={3} unread={240} expanded onPress={() => {}} />)
    expect(screen.getByRole('button', { name: '聊天室，3人在线，99+条未读' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  it('is a link to the chat with href, named with its counts', () => {
    render(<ChatEntryBadge online={7} unread={2} href="/chat-rooms" />)
    expect(screen.getByRole('link', { name: '聊天室，7人在线，2条未读' })).toHaveAttribute(
      'href',
      '/chat-rooms',
    )
    expect(screen.queryByRole('button')).toBeNull()
  })

  itHasNoAxeViolationsInEveryTheme(() => <ChatEntryBadge online={3} unread={5} onPress={() => {}} />)
})
