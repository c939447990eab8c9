import type { Meta, StoryObj } from '@storybook/react-vite'
import { storyImage } from '../LazyImage/storyImage'
import { GalleryCard } from './GalleryCard'

const meta = {
  title: 'Gallery/GalleryCard',
  component: GalleryCard,
  args: {
    name: '澳门跑狗图',
    gameTurn: '2026139',
    thumbUrl: storyImage('跑狗图', 200, 266, 300),
    href: '/gallery-detail/110/1',
    eager: true,
  },
  decorators: [(Story) => <div style={{ width: 120, padding: 12 }}>{Story()}</div>],
} satisfies Meta<typeof GalleryCard>
export default meta
type Story = StoryObj<typeof meta>

/** Name and issue number. */
export const Default: Story = {}

/** With the 'updated' tag. */
export const Updated: Story = { args: { updated: true } }
