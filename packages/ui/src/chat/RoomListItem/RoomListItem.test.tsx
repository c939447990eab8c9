import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { appLinkHrefs, withAppLinks } from '../../test/links'
import { RoomListItem } from './RoomListItem'

describe('RoomListItem', () => {
  it('links to the room through the app router, with its people count and last message', () => {
    render(
      withAppLinks(
        <RoomListItem
          name="交流群"
          href="/chat-rooms/3"
          peopleCount={12}
          lastMessage="你好"
          lastTime="12:30"
        />,
      ),
    )
    expect(screen.getByRole('link', { name: '交流群，12人在线' })).toBeInTheDocument()
    expect(appLinkHrefs()).toEqual(['/chat-rooms/3'])
    expect(screen.getByText('12人')).toBeInTheDocument()
    expect(screen.getByText('你好')).toBeInTheDocument()
    expect(screen.getByText('12:30')).toBeInTheDocument()
  })

  it('says 暂无消息 before anyone writes, and shows the first character without a picture', () => {
    render(<RoomListItem name="六合聊天" href="/chat-rooms/4" peopleCount={0} />)
    expect(screen.getByText('暂无消息')).toBeInTheDocument()
    expect(screen.getByText('六')).toBeInTheDocument()
  })

  it('shows the unread count as a badge, 99+ above 99, and says it in the link name', () => {
    const { rerender } = render(
      <RoomListItem name="交流群" href="/chat-rooms/3" peopleCount={12} unread={7} />,
    )
    expect(screen.getByRole('link', { name: '交流群，12人在线，7条未读' })).toBeInTheDocument()
    expect(screen.getByTestId('room-unread')).toHaveTextContent('7')
    rerender(<RoomListItem name="交流群" href="/chat-rooms/3" peopleCount={12} unread={250} />)
    expect(screen.getByRole('link', { name: '交流群，12人在线，99+条未读' })).toBeInTheDocument()
    expect(screen.getByTestId('room-unread')).toHaveTextContent('99+')
    rerender(<RoomListItem name="交流群" href="/chat-rooms/3" peopleCount={12} unread={0} />)
    expect(screen.queryByTestId('room-unread')).toBeNull()
    expect(screen.getByRole('link', { name: '交流群，12人在线' })).toBeInTheDocument()
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <RoomListItem name="交流群" href="/chat-rooms/3" peopleCount={12} unread={120} />
  ))

  itHasNoAxeViolationsInEveryTheme(() => (
    <RoomListItem name="交流群" href="/chat-rooms/3" peopleCount={12} lastMessage="你好" lastTime="12:30" />
  ))
})
