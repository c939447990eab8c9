import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { colorCells, numberCells, twoSidesCells, zodiacCells } from '../fixtures'
import { BetGrid, betCellKinds, betGridClosedText } from './BetGrid'

afterEach(() => vi.restoreAllMocks())

describe('BetGrid', () => {
  it('names each cell by its label and odds, in every kind', () => {
    const { rerender } = render(<BetGrid label="特码A" kind="ball" cells={numberCells} />)
    expect(screen.getByRole('listbox', { name: '特码A' })).toHaveAttribute('aria-multiselectable', 'true')
    expect(screen.getAllByRole('option')).toHaveLength(49)
    expect(screen.getByRole('option', { name: '07 红波 赔率 49' })).toHaveTextContent('0749')
    expect(screen.getByRole('option', { name: '11 绿波 赔率 49' })).toBeInTheDocument()
    rerender(<BetGrid label="两面" cells={twoSidesCells} />)
    expect(screen.getByRole('option', { name: '大 赔率 1.965' })).toHaveTextContent('大1.965')
    rerender(<BetGrid label="特肖" kind="zodiac" cells={zodiacCells} />)
    expect(screen.getByRole('option', { name: '马 01 13 25 37 49 赔率 9.5' })).toHaveTextContent(
      '马01 13 25 37 499.5',
    )
  })

  it('leaves the odds out of a cell that has none', () => {
    render(<BetGrid label="合肖" kind="zodiac" cells={[{ key: '鼠', numbers: [7, 19, 31, 43] }]} />)
    expect(screen.getByRole('option', { name: '鼠 07 19 31 43' })).toBeInTheDocument()
  })

  it('toggles cells on tap and reports the picks in cell order', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<BetGrid label="特码A" kind="ball" cells={numberCells} onValueChange={onValueChange} />)
    await user.click(screen.getByRole('option', { name: /^12 / }))
    await user.click(screen.getByRole('option', { name: /^03 / }))
    expect(onValueChange).toHaveBeenLastCalledWith(['03', '12'])
    expect(screen.getByRole('option', { name: /^12 / })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('option', { name: /^12 / })).toHaveAttribute('data-selected')
    await user.click(screen.getByRole('option', { name: /^12 / }))
    expect(onValueChange).toHaveBeenLastCalledWith(['03'])
    expect(screen.getByRole('option', { name: /^12 / })).toHaveAttribute('aria-selected', 'false')
  })

  it('moves with the arrow keys, Home and End, and toggles with Space and Enter', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<BetGrid label="特码A" kind="ball" cells={numberCells} onValueChange={onValueChange} />)
    await user.tab()
    expect(screen.getByRole('option', { name: /^01 / })).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('option', { name: /^03 / })).toHaveFocus()
    expect(screen.getByRole('option', { name: /^03 / })).toHaveAttribute('data-focus-visible')
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('option', { name: /^08 / })).toHaveFocus()
    await user.keyboard(' ')
    expect(onValueChange).toHaveBeenLastCalledWith(['08'])
    await user.keyboard('{ArrowLeft}{Enter}')
    expect(onValueChange).toHaveBeenLastCalledWith(['07', '08'])
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('option', { name: /^02 / })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('option', { name: /^49 / })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onValueChange).toHaveBeenLastCalledWith(['07', '08', '49'])
    await user.keyboard('{Escape}')
    expect(screen.getByRole('option', { name: /^49 / })).toHaveAttribute('aria-selected', 'true')
  })

  it('wraps at the edges, reaches a cell by typing its text, and shows no focus ring after a tap', async () => {
    const user = userEvent.setup()
    render(<BetGrid label="特码A" kind="ball" cells={numberCells} defaultValue={['12']} />)
    await user.tab()
    // Tab lands on the first picked cell.
    expect(screen.getByRole('option', { name: /^12 / })).toHaveFocus()
    await user.keyboard('{Home}{ArrowLeft}')
    expect(screen.getByRole('option', { name: /^49 / })).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowUp}')
    // Above 01 is 46, the last row's first column.
    expect(screen.getByRole('option', { name: /^46 / })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('option', { name: /^01 / })).toHaveFocus()
    await user.keyboard('37')
    expect(screen.getByRole('option', { name: /^37 / })).toHaveFocus()
    expect(screen.getByRole('option', { name: /^37 / })).toHaveAttribute('data-focus-visible')
    await user.click(screen.getByRole('option', { name: /^20 / }))
    expect(screen.getByRole('option', { name: /^20 / })).toHaveFocus()
    expect(screen.getByRole('option', { name: /^20 / })).not.toHaveAttribute('data-focus-visible')
    // Only one cell is in the tab order.
    expect(screen.getAllByRole('option').filter((option) => option.tabIndex === 0)).toHaveLength(1)
  })

  it('disables the other cells and shows a hint once maxPicks is reached', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<BetGrid label="色波" cells={colorCells} maxPicks={2} onValueChange={onValueChange} />)
    const hint = screen.getByText('', { selector: '[aria-live="polite"]' })
    expect(hint).toBeEmptyDOMElement()
    await user.click(screen.getByRole('option', { name: /^红波/ }))
    await user.click(screen.getByRole('option', { name: /^蓝波/ }))
    expect(hint).toHaveTextContent('最多选择2个')
    expect(screen.getByRole('listbox')).toHaveAccessibleDescription('最多选择2个')
    const green = screen.getByRole('option', { name: /^绿波/ })
    expect(green).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('option', { name: /^红波/ })).not.toHaveAttribute('aria-disabled')
    await user.click(green)
    expect(green).toHaveAttribute('aria-selected', 'false')
    expect(onValueChange).toHaveBeenLastCalledWith(['红波', '蓝波'])
    // A blocked cell can still be reached with the keyboard, but not picked.
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('option', { name: /^蓝波/ })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(green).toHaveFocus()
    await user.keyboard(' ')
    expect(green).toHaveAttribute('aria-selected', 'false')
    await user.click(screen.getByRole('option', { name: /^红波/ }))
    expect(hint).toBeEmptyDOMElement()
    expect(green).not.toHaveAttribute('aria-disabled')
    await user.click(green)
    expect(onValueChange).toHaveBeenLastCalledWith(['蓝波', '绿波'])
  })

  it('refuses a select-all that would pass maxPicks, and allows it otherwise', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    const { rerender } = render(
      <BetGrid label="色波" cells={colorCells} maxPicks={2} onValueChange={onValueChange} />,
    )
    await user.tab()
    await user.keyboard('{Control>}a{/Control}')
    expect(onValueChange).not.toHaveBeenCalled()
    rerender(<BetGrid label="色波" cells={colorCells} onValueChange={onValueChange} />)
    await user.keyboard('{Control>}a{/Control}')
    expect(onValueChange).toHaveBeenLastCalledWith(['红波', '蓝波', '绿波'])
  })

  it('picks one cell at a time in single mode', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(
      <BetGrid label="两面" cells={twoSidesCells} selectionMode="single" onValueChange={onValueChange} />,
    )
    expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-multiselectable')
    await user.click(screen.getByRole('option', { name: /^大 / }))
    await user.click(screen.getByRole('option', { name: /^双 / }))
    expect(onValueChange).toHaveBeenLastCalledWith(['双'])
    expect(screen.getByRole('option', { name: /^大 / })).toHaveAttribute('aria-selected', 'false')
  })

  it('follows a controlled value', () => {
    const { rerender } = render(<BetGrid label="两面" cells={twoSidesCells} value={['大']} />)
    expect(screen.getByRole('option', { name: /^大 / })).toHaveAttribute('aria-selected', 'true')
    rerender(<BetGrid label="两面" cells={twoSidesCells} value={['小']} />)
    expect(screen.getByRole('option', { name: /^大 / })).toHaveAttribute('aria-selected', 'false')
    expect(screen.getByRole('option', { name: /^小 / })).toHaveAttribute('aria-selected', 'true')
  })

  it('keeps a disabled cell unpickable', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    const cells = colorCells.map((cell) => ({ ...cell, disabled: cell.key === '蓝波' }))
    render(<BetGrid label="色波" cells={cells} onValueChange={onValueChange} />)
    await user.click(screen.getByRole('option', { name: /^蓝波/ }))
    expect(onValueChange).not.toHaveBeenCalled()
    expect(screen.getByRole('option', { name: /^蓝波/ })).toHaveAttribute('aria-disabled', 'true')
  })

  it('picks nothing while the whole grid is disabled', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<BetGrid label="色波" cells={colorCells} disabled onValueChange={onValueChange} />)
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-disabled', 'true')
    await user.click(screen.getByRole('option', { name: /^红波/ }))
    await user.tab()
    await user.keyboard(' ')
    expect(onValueChange).not.toHaveBeenCalled()
    expect(screen.queryByText(betGridClosedText)).toBeNull()
  })

  it('covers the grid with 封盘中 while closed, and picks nothing', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    const { rerender } = render(
      <BetGrid label="特码A" kind="ball" cells={numberCells} closed onValueChange={onValueChange} />,
    )
    expect(screen.getByText('封盘中')).toBeVisible()
    const grid = screen.getByRole('listbox', { name: '特码A' })
    expect(grid).toHaveAccessibleDescription('封盘中')
    expect(grid).toHaveAttribute('aria-disabled', 'true')
    for (const option of screen.getAllByRole('option'))
      expect(option).toHaveAttribute('aria-disabled', 'true')
    await user.tab()
    await user.keyboard(' ')
    expect(onValueChange).not.toHaveBeenCalled()
    rerender(<BetGrid label="特码A" kind="ball" cells={numberCells} onValueChange={onValueChange} />)
    expect(screen.queryByText('封盘中')).toBeNull()
    expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-describedby')
  })

  it('lays out the given number of columns', () => {
    render(<BetGrid label="两面" cells={twoSidesCells} columns={4} />)
    expect(screen.getByRole('listbox').getAttribute('style')).toContain('4')
  })

  for (const kind of betCellKinds) {
    describe(`${kind} cells`, () => {
      const cells = { ball: numberCells, zodiac: zodiacCells, text: twoSidesCells }[kind]
      itHasNoAxeViolationsInEveryTheme(() => (
        <BetGrid
          label="玩法"
          kind={kind}
          cells={cells}
          maxPicks={2}
          defaultValue={[cells[0]!.key, cells[3]!.key]}
        />
      ))
    })
  }

  describe('closed', () => {
    itHasNoAxeViolationsInEveryTheme(() => <BetGrid label="特码A" kind="ball" cells={numberCells} closed />)
  })
})

describe('BetGrid as a form field', () => {
  it('is native checkboxes of the field until the script runs, so a plain form posts the picks', async () => {
    const { renderToString } = await import('react-dom/server')
    const html = renderToString(<BetGrid label="特码A" kind="ball" cells={numberCells} name="cells" />)
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const boxes = [...doc.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="cells"]')]
    expect(boxes).toHaveLength(49)
    expect(boxes[6]!.getAttribute('value')).toBe('07')
    expect(boxes[6]!.getAttribute('aria-label')).toBe('07 红波 赔率 49')
    expect(doc.querySelector('fieldset legend')?.textContent).toBe('特码A')
    expect(doc.querySelector('[role="listbox"]')).toBeNull()
  })

  it('sends the picked keys as hidden inputs of the field once the script runs', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <form>
        <BetGrid label="特码A" kind="ball" cells={numberCells} name="cells" />
      </form>,
    )
    await user.click(screen.getByRole('option', { name: /^07 / }))
    await user.click(screen.getByRole('option', { name: /^12 / }))
    const form = container.querySelector('form')!
    expect(new FormData(form).getAll('cells')).toEqual(['07', '12'])
  })
})
