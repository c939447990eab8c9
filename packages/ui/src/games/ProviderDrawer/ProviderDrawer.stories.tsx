import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { storyImage } from '../../gallery/LazyImage/storyImage'
import { ProviderDrawer, type ProviderOption } from './ProviderDrawer'

const options: ProviderOption[] = [
  { liveCode: 'all_provider', providerName: '所有平台' },
  ...['AG亚游', 'JDB夺宝', 'PG电子', 'BBIN宝盈', '开元棋牌'].map((providerName, i) => ({
    liveCode: `P${i}`,
    providerName,
    providerUrl: storyImage(providerName, 160, 60, i * 60),
  })),
]

const meta = {
  title: 'Games/ProviderDrawer',
  component: ProviderDrawer,
  args: {
    open: true,
    options,
    selected: ['all_provider'],
    onToggle: fn(),
    onReset: fn(),
    onDone: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ProviderDrawer>
export default meta
type Story = StoryObj<typeof meta>

/** All platforms selected (the default). */
export const AllPlatforms: Story = {}

/** Two providers chosen. */
export const TwoProviders: Story = { args: { selected: ['P0', 'P2'] } }
