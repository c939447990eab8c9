import type { Meta, StoryObj } from '@storybook/react-vite'
import { Pager } from './Pager'

const hrefFor = (page: number) => `?page=${page}`

const meta = {
  title: 'Primitives/Pager',
  component: Pager,
  args: { page: 2, hasMore: true, hrefFor },
} satisfies Meta<typeof Pager>
export default meta
type Story = StoryObj<typeof meta>

/** A middle page: both links. */
export const Default: Story = {}

/** The first page: no previous link. */
export const FirstPage: Story = { args: { page: 1 } }

/** The last page, saying so. */
export const LastPage: Story = { args: { page: 5, hasMore: false, endText: '没有更多数据了' } }

/** A summary between the links. */
export const WithSummary: Story = { args: { page: 2, summary: '共 86 条 · 第 2 页' } }
