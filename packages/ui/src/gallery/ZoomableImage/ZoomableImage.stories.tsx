import type { Meta, StoryObj } from '@storybook/react-vite'
import { storyImage } from '../LazyImage/storyImage'
import { ZoomableImage } from './ZoomableImage'

const meta = {
  title: 'Gallery/ZoomableImage',
  component: ZoomableImage,
  args: {
    src: storyImage('澳门跑狗图', 600, 800, 300),
    alt: '澳门跑狗图 第2026139期',
    width: 600,
    height: 800,
  },
  decorators: [(Story) => <div style={{ width: 358, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ZoomableImage>
export default meta
type Story = StoryObj<typeof meta>

/** At rest; double-tap, pinch, the buttons or + and − zoom. */
export const Default: Story = {}
