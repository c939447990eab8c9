import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { FloatingServiceIcon } from './FloatingServiceIcon'

beforeEach(() => {
  Object.assign(window, { innerWidth: 390, innerHeight: 844 })
})

describe('FloatingServiceIcon', () => {
  it('opens the WeChat panel in default mode: QR image, id, 复制 and 打开微信', async () => {
    const user = userEvent.setup()
    const onCopy = vi.fn()
    render(<FloatingServiceIcon mode="default" wechatId="kefu88" qrImageUrl="/qr.png" onCopy={onCopy} />)
    await user.click(screen.getByRole('button', { name: '在线客服' }))
    const dialog = screen.getByRole('dialog', { name: '在线客服' })
    expect(dialog).toHaveTextContent('微信号：kefu88')
    expect(screen.getByRole('img', { name: '客服微信二维码' })).toHaveAttribute('src', '/qr.png')
    expect(screen.getByRole('link', { name: '打开微信' })).toHaveAttribute('href', 'weixin://')
    await user.click(screen.getByRole('button', { name: '复制' }))
    expect(onCopy).toHaveBeenCalledWith('kefu88')
    expect(screen.queryByRole('link', { name: '联系客服' })).toBeNull()
  })

  it('shows a link in any other mode', async () => {
    const user = userEvent.setup()
    render(<FloatingServiceIcon mode="link" linkUrl="https://kf.example/chat" />)
    await user.click(screen.getByRole('button', { name: '在线客服' }))
    expect(screen.getByRole('link', { name: '联系客服' })).toHaveAttribute('href', 'https://kf.example/chat')
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('is dragged and snapped to an edge, from the pointer or the keyboard, without opening', async () => {
    const user = userEvent.setup()
    render(<FloatingServiceIcon mode="default" wechatId="kefu88" />)
    const icon = screen.getByRole('button', { name: '在线客服' })
    fireEvent.pointerDown(icon, { button: 0, pointerId: 1, clientX: 300, clientY: 300 })
    fireEvent.pointerMove(icon, { pointerId: 1, clientX: 100, clientY: 200 })
    fireEvent.pointerUp(icon, { pointerId: 1, clientX: 100, clientY: 200 })
    fireEvent.click(icon)
    expect(screen.queryByRole('dialog')).toBeNull()
    // Snapped left, half of it beyond the edge: x = −56 / 2.
    expect(icon.getAttribute('style')).toContain(': -28px')
    expect(icon).toHaveAttribute('data-edge', 'left')
    icon.focus()
    await user.keyboard('{ArrowRight}')
    // x = 390 − 56 / 2.
    expect(icon.getAttribute('style')).toContain(': 362px')
    expect(icon).toHaveAttribute('data-edge', 'right')
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  itHasNoAxeViolationsInEveryTheme(() => <FloatingServiceIcon mode="default" wechatId="kefu88" />)
})
