import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { AmountInput, type AmountInputProps, amountLimitHint, cleanAmountText } from './AmountInput'

function Field(props: Partial<AmountInputProps> & { onChanged?: (value: string) => void }) {
  const [value, setValue] = useState(props.value ?? '')
  return (
    <form aria-label="表单">
      <AmountInput
        label="充值金额"
        name="amount"
        quickAmounts={[100, 500]}
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next)
          props.onChanged?.(next)
        }}
      />
    </form>
  )
}

const formValue = () =>
  new FormData(screen.getByRole('form', { name: '表单' }) as HTMLFormElement).get('amount')

describe('cleanAmountText', () => {
  it('keeps digits and at most two decimals, or whole 元 only', () => {
    expect(cleanAmountText('1a2.345')).toBe('12.34')
    expect(cleanAmountText('.5')).toBe('0.5')
    expect(cleanAmountText('007')).toBe('7')
    expect(cleanAmountText('1.2.3')).toBe('1.23')
    expect(cleanAmountText('12.5', 0)).toBe('125')
    expect(cleanAmountText('¥ 1,000')).toBe('1000')
  })

  it('hints the limits only when both are known', () => {
    expect(amountLimitHint(100, 500000)).toBe('单笔限额 100 - 500000 元')
    expect(amountLimitHint(undefined, 5)).toBeUndefined()
  })
})

describe('AmountInput', () => {
  it('is a labelled text field posted under its name, with the limits hint', async () => {
    const user = userEvent.setup()
    const onChanged = vi.fn()
    render(<Field min={10} max={50000} onChanged={onChanged} />)
    const input = screen.getByRole('textbox', { name: '充值金额' })
    expect(input).toHaveAccessibleDescription('单笔限额 10 - 50000 元')
    await user.type(input, '12x3.456')
    expect(input).toHaveValue('123.45')
    expect(formValue()).toBe('123.45')
    expect(onChanged).toHaveBeenLastCalledWith('123.45')
  })

  it('fills the field with a quick amount and marks it pressed', async () => {
    const user = userEvent.setup()
    render(<Field value="7" />)
    const group = screen.getByRole('group', { name: '快捷金额' })
    expect(group).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '500元' }))
    expect(screen.getByRole('textbox', { name: '充值金额' })).toHaveValue('500')
    expect(screen.getByRole('button', { name: '500元' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: '100元' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('takes whole 元 only with decimals 0', async () => {
    const user = userEvent.setup()
    render(<Field decimals={0} />)
    const input = screen.getByRole('textbox', { name: '充值金额' })
    expect(input).toHaveAttribute('inputmode', 'numeric')
    await user.type(input, '10.5')
    expect(input).toHaveValue('105')
  })

  it('offers only the set amounts as radios when fixed, posted under its name', async () => {
    const user = userEvent.setup()
    render(<Field fixed quickAmounts={[50, 100, 200]} />)
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.getByRole('group', { name: '充值金额' })).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: '100元' }))
    expect(screen.getByRole('radio', { name: '100元' })).toBeChecked()
    expect(formValue()).toBe('100')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: '200元' })).toBeChecked()
  })

  it('shows the refusal as an alert that describes the field', () => {
    render(<Field value="5" error="单笔充值金额须在10至50000元之间" />)
    const input = screen.getByRole('textbox', { name: '充值金额' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('单笔充值金额须在10至50000元之间')
    expect(input).toHaveAccessibleDescription('单笔充值金额须在10至50000元之间')
  })

  it('can be disabled', async () => {
    const user = userEvent.setup()
    const onChanged = vi.fn()
    render(<Field disabled onChanged={onChanged} />)
    expect(screen.getByRole('textbox', { name: '充值金额' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: '100元' }))
    expect(onChanged).not.toHaveBeenCalled()
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <AmountInput
      label="充值金额"
      name="amount"
      value="100"
      onValueChange={() => {}}
      quickAmounts={[100, 500]}
      min={10}
      max={500}
    />
  ))
  itHasNoAxeViolationsInEveryTheme(() => (
    <AmountInput
      label="充值金额"
      name="amount"
      value="100"
      onValueChange={() => {}}
      quickAmounts={[100, 500]}
      fixed
    />
  ))
})
