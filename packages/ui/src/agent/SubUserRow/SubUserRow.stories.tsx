import type { Meta, StoryObj } from '@storybook/react-vite'
import { SubUserRow } from './SubUserRow'

const meta = {
  title: 'Agent/SubUserRow',
  component: SubUserRow,
  args: {
    account: 'team001',
    typeName: '会员',
    rebate: 6.5,
    moneyFen: 109_000,
    createdAt: '2026-11-05 12:00:00',
    href: '/agent/user-detail/7',
  },
} satisfies Meta<typeof SubUserRow>
export default meta
type Story = StoryObj<typeof meta>

/** A member of the team, linking to its detail page. */
export const Member: Story = {}

/** A sub-agent. */
export const SubAgent: Story = { args: { account: 'team002', typeName: '代理', rebate: 7, moneyFen: 21_000 } }

/** Without a detail page: a plain row. */
export const Plain: Story = { args: { href: undefined } }

/** A list of rows, a long account and a large balance included. */
export const List: Story = {
  render: () => (
    <div>
      <SubUserRow
        account="team001"
        typeName="会员"
        rebate={6.5}
        moneyFen={109_000}
        createdAt="2026-11-05 12:00:00"
        href="#1"
      />
      <SubUserRow
        account="team002"
        typeName="代理"
        rebate={7}
        moneyFen={21_000}
        createdAt="2026-11-21 12:00:00"
        href="#2"
      />
      <SubUserRow
        account="averylongaccount"
        typeName="会员"
        rebate={0}
        moneyFen={123_456_789}
        createdAt="2026-11-23 12:00:00"
        href="#3"
      />
    </div>
  ),
}
