import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { Marquee } from './Marquee'

const text = '新用户注册即送彩金 | 客服24小时在线'

describe('Marquee', () => {
  it('is a named, focusable ticker whose text screen readers get once', async () => {
    const user = userEvent.setup()
    render(<Marquee text={text} />)
    const ticker = screen.getByRole('marquee', { name: '公告' })
    expect(screen.getAllByText(text)).toHaveLength(2)
    const readable = screen.getAllByText(text).filter((node) => !node.closest('[aria-hidden="true"]'))
    expect(readable).toHaveLength(1)
    await user.tab()
    expect(ticker).toHaveFocus()
  })

  it('can be paused and pressed', async () => {
    const user = userEvent.setup()
    const onPress = vi.fn()
    render(<Marquee text={text} paused onPress={onPress} />)
    const ticker = screen.getByRole('marquee')
    expect(ticker).toHaveAttribute('data-paused')
    await user.click(ticker)
    await user.keyboard('{Enter}')
    expect(onPress).toHaveBeenCalledTimes(2)
  })

  itHasNoAxeViolationsInEveryTheme(() => <Marquee text={text} />)
})
