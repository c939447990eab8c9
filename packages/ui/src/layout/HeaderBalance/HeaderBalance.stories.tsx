import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { HeaderBalance } from './HeaderBalance'

const meta = {
  title: 'Layout/HeaderBalance',
  component: HeaderBalance,
  args: { balance: 12345.6, onRefresh: () => undefined },
  decorators: [
    (Story) => (
      // Room below for the breakdown, which opens under the total at its right edge.
      <div
        style={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'flex-end',
          gap: 8,
          minHeight: 140,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeaderBalance>
export default meta
type Story = StoryObj<typeof meta>

/** A balance with thousands. */
export const Default: Story = {}
/** An empty wallet. */
export const Zero: Story = { args: { balance: 0 } }
/** The total of both wallets, a button (closed). */
export const WithBreakdown: Story = {
  args: { balance: 5608.5, breakdown: { lotteryFen: 528_850, thirdPartyFen: 32_000 } },
}
/** The breakdown opened: 彩票余额 and 第三方游戏余额. */
export const BreakdownOpen: Story = {
  args: { balance: 5608.5, breakdown: { lotteryFen: 528_850, thirdPartyFen: 32_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /查看余额明细/ }))
    await expect(canvas.getByRole('group', { name: '余额明细' })).toBeVisible()
  },
}
