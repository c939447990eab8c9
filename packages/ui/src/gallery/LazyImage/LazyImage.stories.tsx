import type { Meta, StoryObj } from '@storybook/react-vite'
import { LazyImage } from './LazyImage'
import { storyImage } from './storyImage'

const meta = {
  title: 'Gallery/LazyImage',
  component: LazyImage,
  args: { src: storyImage('图', 200, 266, 300), alt: '澳门跑狗图', width: 200, height: 266, eager: true },
  decorators: [(Story) => <div style={{ width: 160, padding: 12 }}>{Story()}</div>],
} satisfies Meta<typeof LazyImage>
export default meta
type Story = StoryObj<typeof meta>

/** A loaded image in its reserved frame. */
export const Loaded: Story = {}

/** Before the image arrives: the reserved frame with the low-quality placeholder. */
export const Placeholder: Story = {
  args: { src: 'data:image/gif;base64,', placeholderSrc: storyImage('', 20, 27, 300) },
}
