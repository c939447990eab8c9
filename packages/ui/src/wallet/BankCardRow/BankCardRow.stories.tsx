import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { BankCardRow } from './BankCardRow'

const meta = {
  title: 'Wallet/BankCardRow',
  component: BankCardRow,
  args: { kind: 'bank', bankName: '中国建设银行', accountName: '李四', cardNo: '**** **** **** 2333' },
} satisfies Meta<typeof BankCardRow>
export default meta
type Story = StoryObj<typeof meta>

/** A saved bank card, its number masked. */
export const Bank: Story = {}

/** A USDT address: first and last four characters. */
export const Usdt: Story = {
  args: { kind: 'usdt', bankName: 'USDT', accountName: '', cardNo: 'TQn9****bLSE' },
}

/** With an action at its end (the card list's 修改). */
export const WithAction: Story = {
  args: {
    action: (
      <a href="#edit" style={{ color: 'inherit' }}>
        修改
      </a>
    ),
  },
}

/** The withdraw page's choice of card: radios, the chosen one highlighted. */
export const Choice: Story = {
  render: function Choice() {
    const [chosen, setChosen] = useState('1')
    return (
      <fieldset style={{ display: 'grid', gap: 8, border: 'none', margin: 0, padding: 0 }}>
        <legend>选择提现到账的银行卡</legend>
        <BankCardRow
          kind="bank"
          bankName="中国建设银行"
          accountName="李四"
          cardNo="**** **** **** 2333"
          choice={{ name: 'bankId', value: '1', checked: chosen === '1', onChange: setChosen }}
        />
        <BankCardRow
          kind="bank"
          bankName="招商银行"
          accountName="李四"
          cardNo="**** **** **** 8866"
          choice={{ name: 'bankId', value: '2', checked: chosen === '2', onChange: setChosen }}
        />
        <BankCardRow
          kind="usdt"
          bankName="USDT"
          cardNo="TQn9****bLSE"
          choice={{ name: 'bankId', value: '3', checked: chosen === '3', onChange: setChosen }}
        />
      </fieldset>
    )
  },
}

/** A long bank name and holder still fit a 390 px row. */
export const LongNames: Story = {
  args: { bankName: '中国农业发展银行股份有限公司', accountName: '欧阳·娜娜', cardNo: '**** **** **** 0001' },
}
