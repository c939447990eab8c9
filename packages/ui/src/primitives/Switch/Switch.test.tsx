import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { Switch } from './Switch'

describe('Switch', () => {
  it('toggles by click and Space, with data-selected', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { container } = render(<Switch onChange={onChange}>彩色</Switch>)
    const control = screen.getByRole('switch', { name: '彩色' })
    expect(control).not.toBeChecked()
    await user.click(screen.getByText('彩色'))
    expect(control).toBeChecked()
    expect(container.querySelector('label')).toHaveAttribute('data-selected')
    await user.keyboard(' ')
    expect(control).not.toBeChecked()
    expect(onChange.mock.calls).toEqual([[true], [false]])
  })

  it('shows keyboard focus and ignores a disabled switch', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { container } = render(
      <>
        <Switch>彩色</Switch>
        <Switch isDisabled onChange={onChange}>
          简洁模式
        </Switch>
      </>,
    )
    await user.tab()
    expect(container.querySelector('label')).toHaveAttribute('data-focus-visible')
    await user.click(screen.getByText('简洁模式'))
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('switch', { name: '简洁模式' })).toBeDisabled()
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <>
      <Switch defaultSelected>彩色</Switch>
      <Switch>黑白</Switch>
    </>
  ))
})
