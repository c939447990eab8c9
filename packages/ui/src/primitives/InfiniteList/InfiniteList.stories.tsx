import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { InfiniteList } from './InfiniteList'

const items = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  name: `第${index + 1}期 澳门六合彩资料`,
}))

const meta = {
  title: 'Primitives/InfiniteList',
  component: InfiniteList<(typeof items)[number]>,
  args: {
    items,
    renderItem: (item) => (
      <div style={{ padding: '12px 0', borderBottom: '1px solid #eee' }}>{item.name}</div>
    ),
    getKey: (item) => item.id,
    onLoadMore: fn(),
    onRetry: fn(),
    hasMore: true,
    'aria-label': '资料',
  },
} satisfies Meta<typeof InfiniteList<(typeof items)[number]>>
export default meta
type Story = StoryObj<typeof meta>

/** Loading the next page. */
export const Loading: Story = { args: { loading: true } }
/** Everything loaded. */
export const End: Story = { args: { hasMore: false } }
/** Game list end text. */
export const GamesEnd: Story = { args: { hasMore: false, endText: '没有更多游戏了' } }
/** Nothing found. */
export const Empty: Story = { args: { items: [], hasMore: false } }
/** A failed page. */
export const Failed: Story = { args: { error: '加载失败' } }
