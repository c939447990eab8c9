import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { BankCardRow } from './BankCardRow'

describe('BankCardRow', () => {
  it('shows the bank, the holder and the number as given (masked by the platform)', () => {
    render(
      <BankCardRow kind="bank" bankName="中国建设银行" accountName="李四" cardNo="**** **** **** 2333" />,
    )
    expect(screen.getByText('中国建设银行')).toBeInTheDocument()
    expect(screen.getByText('李四')).toBeInTheDocument()
    expect(screen.getByText('**** **** **** 2333')).toBeInTheDocument()
    expect(screen.queryByRole('radio')).toBeNull()
  })

  it('shows a USDT address without a holder, and its action', () => {
    render(
      <BankCardRow kind="usdt" bankName="USDT" cardNo="TQn9****bLSE" action={<a href="#edit">修改</a>} />,
    )
    expect(screen.getByText('TQn9****bLSE')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '修改' })).toHaveAttribute('href', '#edit')
  })

  it('is a radio named by the card when it is a choice, and reports the value chosen', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <form aria-label="提现">
        <BankCardRow
          kind="bank"
          bankName="中国建设银行"
          accountName="李四"
          cardNo="**** **** **** 2333"
          choice={{ name: 'bankId', value: '7', checked: false, onChange }}
        />
      </form>,
    )
    const radio = screen.getByRole('radio', { name: /中国建设银行.*2333/ })
    expect(radio).not.toBeChecked()
    await user.click(screen.getByText('**** **** **** 2333'))
    expect(onChange).toHaveBeenCalledWith('7')
  })

  it('posts the checked card under its name', () => {
    render(
      <form aria-label="提现">
        <BankCardRow
          kind="bank"
          bankName="招商银行"
          cardNo="**** **** **** 8866"
          choice={{ name: 'bankId', value: '2', checked: true }}
        />
      </form>,
    )
    const form = screen.getByRole('form', { name: '提现' }) as HTMLFormElement
    expect(new FormData(form).get('bankId')).toBe('2')
    expect(screen.getByRole('radio')).toBeChecked()
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <BankCardRow kind="bank" bankName="中国建设银行" accountName="李四" cardNo="**** **** **** 2333" />
  ))
  itHasNoAxeViolationsInEveryTheme(() => (
    <fieldset>
      <legend>选择提现到账的银行卡</legend>
      <BankCardRow
        kind="usdt"
        bankName="USDT"
        cardNo="TQn9****bLSE"
        choice={{ name: 'bankId', value: '3', checked: true, onChange: () => {} }}
      />
    </fieldset>
  ))
})
