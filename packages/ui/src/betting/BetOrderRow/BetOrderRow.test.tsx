import { betDisplayState } from '@liuhe/domain'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ComponentProps, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { BetOrderRow, betOrderRowVariants, betStatusToneOf } from './BetOrderRow'

const order: ComponentProps<typeof BetOrderRow> = {
  orderNo: 'B2026112200001',
  gameName: '澳门六合彩',
  turnNum: '2026326',
  betInfo: '特码A 07',
  amountFen: 10_000,
  oddsMilli: 49_000,
  statusText: '已中奖',
  displayState: 'paidOut',
  rewardFen: 490_000,
  draw: { numbers: [1, 2, 3, 4, 5, 6, 7], kind: 'sixMark', drawTime: Date.UTC(2026, 10, 22, 13, 32) },
  time: '2026-11-22 21:30:15',
}

describe('BetOrderRow', () => {
  it('shows every field of the bet', () => {
    render(<BetOrderRow {...order} />)
    for (const text of ['澳门六合彩', '2026326期', '特码A 07', '已中奖', '2026-11-22 21:30:15'])
      expect(screen.getByText(text)).toBeInTheDocument()
    expect(screen.getByText('注单号').nextElementSibling).toHaveTextContent('B2026112200001')
    expect(screen.getByText('金额').nextElementSibling).toHaveTextContent('100.00 元')
    expect(screen.getByText('赔率').nextElementSibling).toHaveTextContent('49')
    expect(screen.getByText('奖金').nextElementSibling).toHaveTextContent('4,900.00 元')
    expect(screen.getByText('已中奖')).toHaveAttribute('data-tone', 'won')
  })

  it('shows the drawn numbers of a settled bet as named balls, the special one apart', () => {
    render(<BetOrderRow {...order} />)
    const drawn = screen.getByRole('list', { name: '第2026326期开奖号码' })
    const balls = within(drawn).getAllByRole('img')
    expect(balls).toHaveLength(7)
    expect(balls[0]).toHaveAccessibleName(/^01 红波/)
    expect(balls[6]).toHaveAccessibleName(/^07 红波 .+ 特码$/)
  })

  it('puts the result beside the pick', () => {
    render(<BetOrderRow {...order} />)
    expect(screen.getByText('特码A 07').nextElementSibling).toBe(screen.getByText('已中奖'))
  })

  it('leaves the reward and the draw out while unsettled', () => {
    render(
      <BetOrderRow
        {...order}
        statusText="未结算"
        displayState="unsettled"
        rewardFen={undefined}
        draw={undefined}
      />,
    )
    expect(screen.queryByText('奖金')).toBeNull()
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByText('未结算')).toHaveAttribute('data-tone', 'pending')
  })

  it('carries no model badge: every bet the platform takes is a credit bet', () => {
    render(<BetOrderRow {...order} />)
    expect(screen.queryByText(/\[(信|官)\]/)).toBeNull()
  })

  it("puts the caller's action beside the order number", () => {
    render(<BetOrderRow {...order} orderNoAction={<button type="button">复制</button>} />)
    expect(screen.getByText('B2026112200001').nextElementSibling).toBe(
      screen.getByRole('button', { name: '复制' }),
    )
  })

  it('colours the status from the domain display state', () => {
    const nowMs = Date.UTC(2026, 10, 22, 12)
    expect(betStatusToneOf[betDisplayState({ status: 2 }, 1, nowMs)]).toBe('void')
    expect(betStatusToneOf[betDisplayState({ status: 1, result: 2 }, 1, nowMs)]).toBe('draw')
    expect(betStatusToneOf[betDisplayState({ status: 1, result: 0 }, 1, nowMs)]).toBe('lost')
  })

  it('renders the checkbox only when cancellable', () => {
    const { rerender } = render(<BetOrderRow {...order} />)
    expect(screen.queryByRole('checkbox')).toBeNull()
    rerender(<BetOrderRow {...order} cancellable />)
    expect(screen.getByRole('checkbox', { name: '选择注单 B2026112200001' })).not.toBeChecked()
  })

  it('ticks and unticks through the caller', async () => {
    const user = userEvent.setup()
    const onSelectedChange = vi.fn()
    function Row() {
      const [selected, setSelected] = useState(false)
      return (
        <BetOrderRow
          {...order}
          cancellable
          selected={selected}
          onSelectedChange={(next) => {
            setSelected(next)
            onSelectedChange(next)
          }}
        />
      )
    }
    render(<Row />)
    const checkbox = screen.getByRole('checkbox', { name: '选择注单 B2026112200001' })
    await user.click(checkbox)
    expect(onSelectedChange).toHaveBeenLastCalledWith(true)
    expect(checkbox).toBeChecked()
    await user.keyboard(' ')
    expect(onSelectedChange).toHaveBeenLastCalledWith(false)
    expect(checkbox).not.toBeChecked()
  })

  for (const variant of betOrderRowVariants) {
    describe(variant, () => {
      it('keeps the same content', () => {
        const { container } = render(<BetOrderRow {...order} variant={variant} />)
        expect(container.firstElementChild).toHaveAttribute('data-variant', variant)
        expect(screen.getByText('特码A 07')).toBeInTheDocument()
      })
      itHasNoAxeViolationsInEveryTheme(() => (
        <BetOrderRow {...order} variant={variant} cancellable selected />
      ))
    })
  }
})
