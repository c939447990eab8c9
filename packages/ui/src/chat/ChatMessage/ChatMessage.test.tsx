import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { ChatMessage, textOn } from './ChatMessage'

describe('ChatMessage', () => {
  it('shows user text as text, never as HTML', () => {
    const text = '<img src=x onerror="alert(1)"><b>粗</b>'
    const { container } = render(<ChatMessage kind="text" nickname="小明" text={text} />)
    expect(screen.getByText(text)).toBeInTheDocument()
    expect(container.querySelector('b')).toBeNull()
    expect(container.querySelectorAll('img')).toHaveLength(0)
  })

  it('puts own messages on the right under 我, in the chat colour, without a private-chat button', () => {
    const onAvatarPress = vi.fn()
    render(
      <ChatMessage
        kind="text"
        own
        nickname="小明"
        text="你好"
        bubbleColor="#123456"
        onAvatarPress={onAvatarPress}
      />,
    )
    const article = screen.getByRole('article', { name: '我的消息' })
    expect(article).toHaveAttribute('data-own')
    expect(screen.getByText('你好')).toHaveStyle({ background: '#123456' })
    expect(screen.queryByRole('button')).toBeNull()
  })

  it("opens a private chat from someone else's avatar and marks staff", async () => {
    const user = userEvent.setup()
    const onAvatarPress = vi.fn()
    render(
      <ChatMessage kind="text" staff nickname="客服" text="hi" onAvatarPress={onAvatarPress} time="09:05" />,
    )
    expect(screen.getByRole('article', { name: '客服的消息' })).not.toHaveAttribute('data-own')
    expect(screen.getByText('管理员')).toBeInTheDocument()
    expect(screen.getByText('09:05')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '和客服私聊' }))
    expect(onAvatarPress).toHaveBeenCalledOnce()
  })

  it('shows an image, a red packet, a bet card and a system notice', () => {
    const { rerender } = render(<ChatMessage kind="image" nickname="小明" imageUrl="/u/1.png" />)
    expect(screen.getByRole('img', { name: '小明发送的图片' })).toHaveAttribute('src', '/u/1.png')
    rerender(<ChatMessage kind="redPacket" nickname="小明" redPacket={{ state: 'grabbed-out' }} />)
    expect(screen.getByRole('figure', { name: /手慢了/ })).toBeInTheDocument()
    rerender(
      <ChatMessage
        kind="betCard"
        nickname="小明"
        betCard={{ gameName: '新澳门六合彩', turnNum: '2026326', playName: '特码A', lines: [], state: 'won' }}
      />,
    )
    expect(
      screen.getByRole('figure', { name: '晒单：新澳门六合彩 第2026326期 特码A，已中奖' }),
    ).toBeInTheDocument()
    rerender(<ChatMessage kind="system" text="<i>清空</i>" />)
    expect(screen.getByRole('note')).toHaveTextContent('<i>清空</i>')
  })

  it("offers 举报 on someone else's message only", async () => {
    const user = userEvent.setup()
    const onReport = vi.fn()
    const { rerender } = render(<ChatMessage kind="text" nickname="小明" text="你好" onReport={onReport} />)
    await user.click(screen.getByRole('button', { name: '举报小明的消息' }))
    expect(onReport).toHaveBeenCalledOnce()
    rerender(<ChatMessage kind="text" own nickname="小明" text="你好" onReport={onReport} />)
    expect(screen.queryByRole('button', { name: /举报/ })).toBeNull()
  })

  it("offers 屏蔽 of someone else's message's sender only", async () => {
    const user = userEvent.setup()
    const onMute = vi.fn()
    const { rerender } = render(<ChatMessage kind="text" nickname="小明" text="你好" onMute={onMute} />)
    await user.click(screen.getByRole('button', { name: '屏蔽小明' }))
    expect(onMute).toHaveBeenCalledOnce()
    rerender(<ChatMessage kind="text" own nickname="小明" text="你好" onMute={onMute} />)
    expect(screen.queryByRole('button', { name: /屏蔽/ })).toBeNull()
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <div>
      <ChatMessage
        kind="text"
        nickname="小明"
        avatarId={2}
        text="你好"
        time="12:00"
        onAvatarPress={() => {}}
      />
      <ChatMessage kind="text" own nickname="我" text="好" time="12:01" />
      <ChatMessage kind="system" text="系统消息" />
    </div>
  ))

  it('writes own text in a colour readable on the chosen chat colour', () => {
    expect(textOn('#2f7d4f')).toBe('#ffffff')
    expect(textOn('#1a1aff')).toBe('#ffffff')
    expect(textOn('#ffe066')).toBe('#1a1a1a')
    expect(textOn('#f5f5f5')).toBe('#1a1a1a')
    expect(textOn('red')).toBeUndefined()
  })
})
