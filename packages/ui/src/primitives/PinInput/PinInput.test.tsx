import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { PinInput } from './PinInput'

const boxes = () => screen.getAllByLabelText(/请输入密码 第\d位/) as HTMLInputElement[]

describe('PinInput', () => {
  it('takes four masked digits, moving forward, and completes once', async () => {
    const user = userEvent.setup()
    const onComplete = vi.fn()
    render(<PinInput label="请输入密码" onComplete={onComplete} />)
    expect(screen.getByRole('group', { name: '请输入密码' })).toBeInTheDocument()
    expect(boxes()).toHaveLength(4)
    for (const box of boxes()) expect(box).toHaveAttribute('type', 'password')
    await user.click(boxes()[0] as HTMLElement)
    await user.keyboard('1a2')
    expect(boxes().map((box) => box.value)).toEqual(['1', '2', '', ''])
    expect(boxes()[2]).toHaveFocus()
    expect(onComplete).not.toHaveBeenCalled()
    await user.keyboard('34')
    expect(onComplete).toHaveBeenCalledWith('1234')
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('moves back with Backspace', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<PinInput label="请输入密码" onComplete={() => {}} onChange={onChange} />)
    await user.click(boxes()[0] as HTMLElement)
    await user.keyboard('12{Backspace}')
    expect(boxes()[1]).toHaveFocus()
    expect(boxes().map((box) => box.value)).toEqual(['1', '', '', ''])
    await user.keyboard('{Backspace}')
    expect(boxes()[0]).toHaveFocus()
    expect(onChange).toHaveBeenLastCalledWith('')
  })

  it('fills from a paste, keeping digits only', async () => {
    const user = userEvent.setup()
    const onComplete = vi.fn()
    render(<PinInput label="请输入密码" onComplete={onComplete} />)
    await user.click(boxes()[0] as HTMLElement)
    await user.paste('9-8 7 6 5')
    expect(boxes().map((box) => box.value)).toEqual(['9', '8', '7', '6'])
    expect(onComplete).toHaveBeenCalledWith('9876')
  })

  itHasNoAxeViolationsInEveryTheme(() => <PinInput label="请输入密码" onComplete={() => {}} />)
})
