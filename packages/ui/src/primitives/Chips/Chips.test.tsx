import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { Chips } from './Chips'

const items = ['全部', '特码', '正码', '生肖', '波色', '尾数', '平特', '连肖'].map((label) => ({
  value: label,
  label,
}))

describe('Chips', () => {
  it('selects 全部 first and moves the single choice with arrow keys', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Chips items={items.slice(0, 4)} aria-label="玩法分类" onChange={onChange} />)
    expect(screen.getByRole('radiogroup', { name: '玩法分类' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: '全部' })).toBeChecked()
    await user.tab()
    expect(screen.getByRole('radio', { name: '全部' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: '特码' })).toBeChecked()
    expect(onChange).toHaveBeenLastCalledWith('特码')
    await user.click(screen.getByText('生肖'))
    expect(screen.getByRole('radio', { name: '全部' })).not.toBeChecked()
    expect(screen.getByText('生肖')).toHaveAttribute('data-selected')
    expect(screen.queryByRole('button', { name: '更多' })).toBeNull()
  })

  it('takes up a chip tapped before its code hydrated the server HTML', async () => {
    const onChange = vi.fn()
    const ui = <Chips items={items.slice(0, 4)} aria-label="玩法分类" value="全部" onChange={onChange} />
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(ui)
    // The browser checks the radio by itself; no React handler is attached yet.
    container.querySelector<HTMLInputElement>('input[value="生肖"]')?.click()
    expect(onChange).not.toHaveBeenCalled()
    await act(async () => {
      render(ui, { container, hydrate: true })
    })
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith('生肖')
  })

  it('hydrates untouched server HTML without reporting a change, and enables its toggle', async () => {
    const onChange = vi.fn()
    const ui = <Chips items={items} aria-label="玩法分类" value="特码" onChange={onChange} />
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(ui)
    // Before its code the toggle cannot work, and says so.
    expect(screen.getByRole('button', { name: '更多' })).toBeDisabled()
    await act(async () => {
      render(ui, { container, hydrate: true })
    })
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('radio', { name: '特码' })).toBeChecked()
    expect(screen.getByRole('button', { name: '更多' })).toBeEnabled()
  })

  it('shows 6 chips and a 更多/收起 toggle at 7 or more', async () => {
    const user = userEvent.setup()
    render(<Chips items={items.slice(0, 7)} aria-label="玩法分类" />)
    expect(screen.getAllByRole('radio')).toHaveLength(6)
    const toggle = screen.getByRole('button', { name: '更多' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(screen.getAllByRole('radio')).toHaveLength(7)
    expect(screen.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('button', { name: '收起' }))
    expect(screen.getAllByRole('radio')).toHaveLength(6)
  })

  it('with a pinned 全部 chip shows it plus 6 categories, toggling from 7 categories on', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Chips items={items.slice(0, 7)} aria-label="玩法分类" pinned={1} />)
    // 全部 + 6 categories: no toggle yet.
    expect(screen.getAllByRole('radio')).toHaveLength(7)
    expect(screen.queryByRole('button', { name: '更多' })).toBeNull()
    rerender(<Chips items={items} aria-label="玩法分类" pinned={1} />)
    // 全部 + 7 categories: 全部 and the first 6 show, then 更多.
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(
      items.slice(0, 7).map((i) => i.value),
    )
    await user.click(screen.getByRole('button', { name: '更多' }))
    expect(screen.getAllByRole('radio')).toHaveLength(8)
  })

  it('keeps a selected chip visible while collapsed', () => {
    render(<Chips items={items} aria-label="玩法分类" value="连肖" />)
    expect(screen.getAllByRole('radio')).toHaveLength(7)
    expect(screen.getByRole('radio', { name: '连肖' })).toBeChecked()
  })

  it('starts at defaultValue and wraps the arrow keys around the shown chips', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Chips items={items.slice(0, 4)} aria-label="玩法分类" defaultValue="正码" onChange={onChange} />)
    expect(screen.getByRole('radio', { name: '正码' })).toBeChecked()
    await user.tab()
    expect(screen.getByRole('radio', { name: '正码' })).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('radio', { name: '全部' })).toBeChecked()
    expect(screen.getByRole('radio', { name: '全部' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('radio', { name: '生肖' })).toBeChecked()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('radio', { name: '正码' })).toBeChecked()
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['生肖', '全部', '生肖', '正码'])
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1)
  })

  it('does not report choosing the chip that is already selected', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Chips items={items.slice(0, 4)} aria-label="玩法分类" onChange={onChange} />)
    await user.click(screen.getByText('全部'))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('when controlled, reports clicks and arrow keys but shows the value it is given', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { rerender } = render(
      <Chips items={items.slice(0, 4)} aria-label="玩法分类" value="特码" onChange={onChange} />,
    )
    await user.click(screen.getByText('生肖'))
    expect(onChange).toHaveBeenLastCalledWith('生肖')
    expect(screen.getByRole('radio', { name: '特码' })).toBeChecked()
    expect(screen.getByText('特码')).toHaveAttribute('data-selected')
    expect(screen.getByText('生肖')).not.toHaveAttribute('data-selected')
    rerender(<Chips items={items.slice(0, 4)} aria-label="玩法分类" value="生肖" onChange={onChange} />)
    expect(screen.getByRole('radio', { name: '生肖' })).toBeChecked()
    await user.keyboard('{ArrowLeft}')
    expect(onChange).toHaveBeenLastCalledWith('正码')
    expect(screen.getByRole('radio', { name: '生肖' })).toBeChecked()
  })

  it('moves only among the shown chips while collapsed', async () => {
    const user = userEvent.setup()
    render(<Chips items={items} aria-label="玩法分类" pinned={1} defaultValue="平特" />)
    await user.tab()
    expect(screen.getByRole('radio', { name: '平特' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: '全部' })).toBeChecked()
    // The hidden 连肖 was skipped.
    expect(screen.getAllByRole('radio')).toHaveLength(7)
    expect(screen.getByRole('button', { name: '更多' })).toHaveAttribute('aria-expanded', 'false')
  })

  itHasNoAxeViolationsInEveryTheme(() => <Chips items={items} aria-label="玩法分类" />)
})
