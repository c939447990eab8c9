import type { Meta, StoryObj } from '@storybook/react-vite'
import { WinBanner } from './WinBanner'

const meta = {
  title: 'Chat/WinBanner',
  component: WinBanner,
  args: { nickname: '幸运星', gameName: '澳门六合彩', reward: 1288.5 },
} satisfies Meta<typeof WinBanner>
export default meta
type Story = StoryObj<typeof meta>

/** A win notice in the game's room. */
export const Default: Story = {}

/** Long names are cut to 8 characters plus …. */
export const LongNames: Story = {
  args: { nickname: '超级幸运的玩家一号啊', gameName: '香港六合彩特别加强版', reward: '88888' },
}
