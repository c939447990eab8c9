import { gameCategories } from '@liuhe/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { GameCategoryList } from './GameCategoryList'

const categories = gameCategories.map((c, i) => ({ ...c, count: [25, 29, 5, 13, 8, 5, 4][i] }))

const meta = {
  title: 'Games/GameCategoryList',
  component: GameCategoryList,
  args: { categories, current: 'electronic', layout: 'icons' },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
} satisfies Meta<typeof GameCategoryList>
export default meta
type Story = StoryObj<typeof meta>

/** Round icons, four per row. */
export const Icons: Story = {}

/** Banners, two per row (appDisplay 1). */
export const Banners: Story = { args: { layout: 'banners' } }
