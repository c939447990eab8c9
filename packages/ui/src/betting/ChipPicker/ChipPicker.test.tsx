import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { ChipPicker, defaultChipValues } from './ChipPicker'

function Picker({ start, onAmountChange }: { start?: number; onAmountChange?: (amount: number) => void }) {
  const [amount, setAmount] = useState<number | undefined>(start)
  return (
    <>
      <ChipPicker
        amount={amount}
        onAmountChange={(next) => {
          setAmount(next)
          onAmountChange?.(next)
        }}
      />
      <output>{amount ?? ''}</output>
    </>
  )
}

describe('ChipPicker', () => {
  it('is a group named 筹码 of the six default chips', () => {
    render(<ChipPicker amount={undefined} onAmountChange={() => {}} />)
    const group = screen.getByRole('group', { name: '筹码' })
    expect(group).toBeInTheDocument()
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(defaultChipValues.map(String))
    expect(defaultChipValues).toEqual([10, 100, 1000, 5000, 10000, 50000])
  })

  it('adds the tapped chip to the amount, from empty', async () => {
    const user = userEvent.setup()
    const onAmountChange = vi.fn()
    render(<Picker onAmountChange={onAmountChange} />)
    await user.click(screen.getByRole('button', { name: '100' }))
    await user.click(screen.getByRole('button', { name: '10' }))
    await user.click(screen.getByRole('button', { name: '10' }))
    expect(onAmountChange.mock.calls.map(([amount]) => amount)).toEqual([100, 110, 120])
    expect(screen.getByRole('status')).toHaveTextContent('120')
  })

  it('adds to a typed amount and works from the keyboard', async () => {
    const user = userEvent.setup()
    const onAmountChange = vi.fn()
    render(<Picker start={5} onAmountChange={onAmountChange} />)
    await user.tab()
    expect(screen.getByRole('button', { name: '10' })).toHaveFocus()
    await user.tab()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(onAmountChange).toHaveBeenLastCalledWith(205)
  })

  it('takes its own chip values and can be disabled', async () => {
    const user = userEvent.setup()
    const onAmountChange = vi.fn()
    const { rerender } = render(<ChipPicker amount={0} values={[1, 5]} onAmountChange={onAmountChange} />)
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['1', '5'])
    rerender(<ChipPicker amount={0} values={[1, 5]} onAmountChange={onAmountChange} disabled />)
    await user.click(screen.getByRole('button', { name: '5' }))
    expect(screen.getByRole('button', { name: '5' })).toBeDisabled()
    expect(onAmountChange).not.toHaveBeenCalled()
  })

  itHasNoAxeViolationsInEveryTheme(() => <ChipPicker amount={100} onAmountChange={() => {}} />)
})
