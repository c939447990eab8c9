import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { Checkbox } from './Checkbox'

describe('Checkbox', () => {
  it('toggles by click and Space', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Checkbox onChange={onChange}>记住密码</Checkbox>)
    const box = screen.getByRole('checkbox', { name: '记住密码' })
    await user.click(screen.getByText('记住密码'))
    expect(box).toBeChecked()
    await user.keyboard(' ')
    expect(box).not.toBeChecked()
    expect(onChange.mock.calls).toEqual([[true], [false]])
  })

  it('exposes a mixed state and a disabled state', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <>
        <Checkbox isIndeterminate>全选</Checkbox>
        <Checkbox isDisabled onChange={onChange}>
          不可撤销
        </Checkbox>
      </>,
    )
    expect(screen.getByRole('checkbox', { name: '全选' })).toBePartiallyChecked()
    await user.click(screen.getByText('不可撤销'))
    expect(onChange).not.toHaveBeenCalled()
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <>
      <Checkbox defaultSelected>记住密码</Checkbox>
      <Checkbox isIndeterminate>全选</Checkbox>
    </>
  ))
})
