import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ComponentProps, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { BetSlipBar } from './BetSlipBar'

type Props = Partial<ComponentProps<typeof BetSlipBar>>

/** The bar with its amount held in state, as the betting page holds it. */
function Bar({ amount: start, onAmountChange, ...props }: Props) {
  const [amount, setAmount] = useState<number | undefined>(start)
  return (
    <BetSlipBar
      count={3}
      onSubmit={() => {}}
      onReset={() => setAmount(undefined)}
      {...props}
      amount={amount}
      onAmountChange={(next) => {
        setAmount(next)
        onAmountChange?.(next)
      }}
    />
  )
}

const amountField = () => screen.getByRole('textbox', { name: '投注金额' })

describe('BetSlipBar', () => {
  it('shows the total to be debited and 可赢, or 最高可赢 when the picks pay differently', () => {
    const { rerender } = render(
      <BetSlipBar
        count={2}
        amount={10}
        onAmountChange={() => {}}
        onSubmit={() => {}}
        onReset={() => {}}
        totalFen={10_000}
        win={{ fen: 49_000, highest: false }}
      />,
    )
    expect(screen.getByText(/^共/)).toHaveTextContent('共 100.00 元')
    expect(screen.getByText(/可赢/)).toHaveTextContent(/^可赢 490\.00 元$/)
    rerender(
      <BetSlipBar
        count={2}
        amount={10}
        onAmountChange={() => {}}
        onSubmit={() => {}}
        onReset={() => {}}
        totalFen={10_000}
        win={{ fen: 10_000, highest: true }}
      />,
    )
    expect(screen.getByText(/可赢/)).toHaveTextContent(/^最高可赢 100\.00 元$/)
    rerender(
      <BetSlipBar
        count={0}
        amount={undefined}
        onAmountChange={() => {}}
        onSubmit={() => {}}
        onReset={() => {}}
      />,
    )
    expect(screen.queryByText(/可赢|^共/)).toBeNull()
  })

  it('shows the count, the chips, the amount field and the buttons', () => {
    render(<Bar />)
    expect(screen.getByText('已选中 3 注')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: '筹码' })).toBeInTheDocument()
    expect(amountField()).toHaveAttribute('placeholder', '请输入金额')
    expect(amountField()).toHaveAttribute('inputmode', 'numeric')
    expect(screen.getByRole('button', { name: '重置' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '下注' })).toHaveAttribute('type', 'submit')
    expect(screen.queryByRole('button', { name: '机选' })).toBeNull()
  })

  it('on 下注 with no amount shows and announces 请输入投注金额 and focuses the field', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<Bar onSubmit={onSubmit} />)
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    await user.click(screen.getByRole('button', { name: '下注' }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent('请输入投注金额')
    expect(amountField()).toHaveFocus()
    expect(amountField()).toHaveAttribute('aria-invalid', 'true')
    expect(amountField()).toHaveAccessibleDescription('请输入投注金额')
    await user.keyboard('50')
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    expect(amountField()).not.toHaveAttribute('aria-invalid')
    await user.keyboard('{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('treats an amount of 0 as missing', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<Bar amount={0} onSubmit={onSubmit} />)
    await user.click(screen.getByRole('button', { name: '下注' }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent('请输入投注金额')
  })

  it('keeps whole 元 only: other characters are dropped, emptying reports undefined', async () => {
    const user = userEvent.setup()
    const onAmountChange = vi.fn()
    render(<Bar onAmountChange={onAmountChange} />)
    await user.type(amountField(), '1a2.5')
    expect(amountField()).toHaveValue('125')
    expect(onAmountChange).toHaveBeenLastCalledWith(125)
    await user.clear(amountField())
    expect(onAmountChange).toHaveBeenLastCalledWith(undefined)
    expect(amountField()).toHaveValue('')
  })

  it('adds a tapped chip to the amount and clears the message', async () => {
    const user = userEvent.setup()
    const onAmountChange = vi.fn()
    render(<Bar amount={20} onAmountChange={onAmountChange} />)
    await user.click(screen.getByRole('button', { name: '100' }))
    expect(onAmountChange).toHaveBeenLastCalledWith(120)
    expect(amountField()).toHaveValue('120')
    await user.click(screen.getByRole('button', { name: '1000' }))
    expect(amountField()).toHaveValue('1120')
  })

  it('resets through the caller and drops the message', async () => {
    const user = userEvent.setup()
    const onReset = vi.fn()
    render(<Bar onReset={onReset} />)
    await user.click(screen.getByRole('button', { name: '下注' }))
    await user.click(screen.getByRole('button', { name: '重置' }))
    expect(onReset).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
  })

  it('shows 机选 only with onRandom, and calls it', async () => {
    const user = userEvent.setup()
    const onRandom = vi.fn()
    render(<Bar onRandom={onRandom} />)
    await user.click(screen.getByRole('button', { name: '机选' }))
    expect(onRandom).toHaveBeenCalledTimes(1)
  })

  it('shows a message from the caller in the same announced place', () => {
    render(<Bar amount={10} message="请选择号码" />)
    expect(screen.getByRole('alert')).toHaveTextContent('请选择号码')
    expect(amountField()).toHaveAccessibleDescription('请选择号码')
  })

  it('while submitting, 下注 is busy and presses are ignored', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<Bar amount={10} onSubmit={onSubmit} submitting onRandom={() => {}} />)
    const submit = screen.getByRole('button', { name: '下注' })
    expect(submit).toHaveAttribute('aria-busy', 'true')
    await user.click(submit)
    await user.type(amountField(), '{Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: '重置' })).toBeDisabled()
    expect(screen.getByRole('button', { name: '机选' })).toBeDisabled()
  })

  it('disables everything when disabled', () => {
    render(<Bar amount={10} disabled onRandom={() => {}} />)
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled()
    expect(amountField()).toBeDisabled()
  })

  it('belongs to the page form given by id: the amount posts with it, 下注 checks before it submits', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    const onNativeSubmit = vi.fn((event: Event) => event.preventDefault())
    const { container } = render(
      <>
        <form id="bet-form" onSubmit={(event) => onNativeSubmit(event.nativeEvent)} />
        <Bar amount={undefined} onSubmit={onSubmit} formId="bet-form" amountName="amount" />
      </>,
    )
    expect(container.querySelectorAll('form')).toHaveLength(1)
    expect(amountField()).toHaveAttribute('form', 'bet-form')
    expect(amountField()).toHaveAttribute('name', 'amount')
    await user.click(screen.getByRole('button', { name: '下注' }))
    expect(screen.getByRole('alert')).toHaveTextContent('请输入投注金额')
    expect(onSubmit).not.toHaveBeenCalled()
    expect(onNativeSubmit).not.toHaveBeenCalled()
    await user.type(amountField(), '20')
    await user.click(screen.getByRole('button', { name: '下注' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
    // The caller confirms first: 下注 itself never posts the form once the script runs.
    expect(onNativeSubmit).not.toHaveBeenCalled()
  })

  itHasNoAxeViolationsInEveryTheme(() => <Bar amount={100} onRandom={() => {}} message="请选择号码" />)
})
