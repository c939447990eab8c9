import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ComponentProps, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { BetConfirmDialog, type BetConfirmRow } from './BetConfirmDialog'

const rows: BetConfirmRow[] = [
  { key: '07', play: '特码A 07', oddsMilli: 49_000, amountFen: 10_000 },
  { key: '大', play: '两面 大', oddsMilli: 1_965, amountFen: 123_450 },
  { key: 'szr', play: '三中二 01,02,03,04', oddsMilli: [20_000, 100_000], amountFen: 40_000, count: 4 },
]

type Props = Partial<ComponentProps<typeof BetConfirmDialog>>

/** The dialog with its open state held, as the betting page holds it. */
function Confirm(props: Props) {
  const [open, setOpen] = useState(true)
  return (
    <BetConfirmDialog
      open={open}
      turnNum="2026326"
      gameName="澳门六合彩"
      rows={rows}
      onConfirm={() => {}}
      {...props}
      onOpenChange={(next) => {
        setOpen(next)
        props.onOpenChange?.(next)
      }}
    />
  )
}

describe('BetConfirmDialog', () => {
  it('is a dialog named by the turn and game, listing every line in a table', () => {
    render(<Confirm />)
    const dialog = screen.getByRole('dialog', { name: '第2026326期 澳门六合彩 下注清单' })
    expect(dialog).toBeInTheDocument()
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['玩法', '赔率', '金额'])
    const lines = screen.getAllByRole('row').slice(1)
    expect(lines.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['特码A 07', '49', '100.00 元'],
      ['两面 大', '1.965', '1,234.50 元'],
      ['三中二 01,02,03,04', '20/100', '400.00 元'],
    ])
  })

  it('totals the 注 and the stake', () => {
    render(<Confirm />)
    expect(screen.getByText('合计注数').nextElementSibling).toHaveTextContent('6')
    expect(screen.getByText('总金额').nextElementSibling).toHaveTextContent('1,734.50 元')
  })

  it('shows 可赢, or 最高可赢 when the lines pay differently', () => {
    const { unmount } = render(<Confirm win={{ fen: 490_000, highest: false }} />)
    expect(screen.getByText('可赢').nextElementSibling).toHaveTextContent('4,900.00 元')
    unmount()
    render(<Confirm win={{ fen: 1_100_000, highest: true }} />)
    expect(screen.getByText('最高可赢').nextElementSibling).toHaveTextContent('11,000.00 元')
  })

  it('shows the lottery wallet the bet is taken from, when given', () => {
    const { unmount } = render(<Confirm balanceFen={528_850} />)
    expect(screen.getByText('彩票余额').nextElementSibling).toHaveTextContent('5,288.50 元')
    unmount()
    render(<Confirm />)
    expect(screen.queryByText('彩票余额')).toBeNull()
  })

  it('shows odds with at most five figures: 四全中 10733.333 reads 10733', () => {
    render(
      <Confirm rows={[{ key: 'sqz', play: '四全中 01,02,03,04', oddsMilli: 10_733_333, amountFen: 100 }]} />,
    )
    const line = screen.getAllByRole('row')[1]!
    expect(line.children[1]).toHaveTextContent(/^10733$/)
  })

  it('calls onConfirm on 确定 and stays open until the caller closes it', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const onOpenChange = vi.fn()
    render(<Confirm onConfirm={onConfirm} onOpenChange={onOpenChange} />)
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('closes on 取消 and on Escape without confirming', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const onOpenChange = vi.fn()
    const { unmount } = render(<Confirm onConfirm={onConfirm} onOpenChange={onOpenChange} />)
    await user.click(screen.getByRole('button', { name: '取消' }))
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    unmount()
    render(<Confirm onConfirm={onConfirm} onOpenChange={onOpenChange} />)
    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledTimes(2)
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('while submitting, 确定 is busy and the dialog cannot be closed', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const onOpenChange = vi.fn()
    render(<Confirm submitting onConfirm={onConfirm} onOpenChange={onOpenChange} />)
    const confirm = screen.getByRole('button', { name: '确定' })
    expect(confirm).toHaveAttribute('aria-busy', 'true')
    await user.click(confirm)
    expect(onConfirm).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled()
    await user.keyboard('{Escape}')
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('renders nothing while closed', () => {
    render(
      <BetConfirmDialog
        open={false}
        onOpenChange={() => {}}
        turnNum="1"
        gameName="x"
        rows={rows}
        onConfirm={() => {}}
      />,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  itHasNoAxeViolationsInEveryTheme(() => <Confirm />, { scope: 'document' })
})
