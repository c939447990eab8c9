import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { ChatComposer } from './ChatComposer'

describe('ChatComposer', () => {
  it('sends trimmed text with Enter or the button, breaks lines with Shift+Enter, never sends blanks', async () => {
    const user = userEvent.setup()
    const onSend = vi.fn()
    render(<ChatComposer onSend={onSend} />)
    const field = screen.getByRole('textbox', { name: '消息内容' })
    const send = screen.getByRole('button', { name: '发送' })
    expect(send).toBeDisabled()
    await user.type(field, '   {Enter}')
    expect(onSend).not.toHaveBeenCalled()
    await user.clear(field)
    await user.type(field, ' 你好{Shift>}{Enter}{/Shift}世界 {Enter}')
    expect(onSend).toHaveBeenLastCalledWith('你好\n世界')
    expect(field).toHaveValue('')
    await user.type(field, '49')
    await user.click(send)
    expect(onSend).toHaveBeenLastCalledWith('49')
  })

  it('inserts emoji from the keyboard-reachable picker, and Escape closes it back to its button', async () => {
    const user = userEvent.setup()
    const onSend = vi.fn()
    render(<ChatComposer onSend={onSend} />)
    const toggle = screen.getByRole('button', { name: '表情' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    toggle.focus()
    await user.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('button', { name: '插入表情 🧧' }))
    await user.keyboard('{Tab}{Enter}')
    expect(screen.getByRole('textbox')).toHaveValue('🧧💰')
    screen.getByRole('button', { name: '插入表情 🍀' }).focus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('group', { name: '选择表情' })).toBeNull()
    expect(toggle).toHaveFocus()
    await user.click(screen.getByRole('button', { name: '发送' }))
    expect(onSend).toHaveBeenCalledWith('🧧💰')
  })

  it('hands a picked image and the red packet press to the page', async () => {
    const user = userEvent.setup()
    const onImage = vi.fn()
    const onRedPacket = vi.fn()
    render(<ChatComposer onSend={() => {}} onImage={onImage} onRedPacket={onRedPacket} />)
    const file = new File(['x'], 'pick.png', { type: 'image/png' })
    await user.upload(screen.getByLabelText('选择图片'), file)
    expect(onImage).toHaveBeenCalledWith(file)
    await user.click(screen.getByRole('button', { name: '发红包' }))
    expect(onRedPacket).toHaveBeenCalledOnce()
    expect(screen.getByRole('button', { name: '图片' })).toBeEnabled()
  })

  it('has no image or red packet buttons without their handlers', () => {
    render(<ChatComposer onSend={() => {}} />)
    expect(screen.queryByRole('button', { name: '图片' })).toBeNull()
    expect(screen.queryByRole('button', { name: '发红包' })).toBeNull()
  })

  it('is disabled with its reason for a silenced user', async () => {
    const user = userEvent.setup()
    const onSend = vi.fn()
    render(<ChatComposer onSend={onSend} onRedPacket={() => {}} disabledReason="您已被禁言" />)
    const field = screen.getByRole('textbox', { name: '消息内容' })
    expect(field).toBeDisabled()
    expect(field).toHaveAccessibleDescription('您已被禁言')
    expect(screen.getByRole('button', { name: '发红包' })).toBeDisabled()
    await user.type(field, 'x{Enter}')
    expect(onSend).not.toHaveBeenCalled()
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <ChatComposer onSend={() => {}} onImage={() => {}} onRedPacket={() => {}} />
  ))
})
