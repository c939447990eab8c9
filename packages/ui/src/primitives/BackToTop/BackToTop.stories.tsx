import type { Meta, StoryObj } from '@storybook/react-vite'
import { BackToTop } from './BackToTop'

const meta = {
  title: 'Primitives/BackToTop',
  component: BackToTop,
  args: { threshold: 0, durationMs: 450 },
} satisfies Meta<typeof BackToTop>
export default meta
type Story = StoryObj<typeof meta>

/** Shown at once (threshold 0) so the button is visible; scroll the page to try it. */
export const Visible: Story = {
  render: (args) => (
    <div style={{ height: 1200 }}>
      <p>向下滚动后点击按钮返回顶部。</p>
      <BackToTop {...args} />
    </div>
  ),
}

/** Raised by `bottomInset` above something fixed over the bottom bar (home's 56 px install banner). */
export const AboveABanner: Story = {
  args: { bottomInset: '56px' },
  render: Visible.render,
}
