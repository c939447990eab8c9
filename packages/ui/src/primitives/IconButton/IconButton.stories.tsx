import type { Meta, StoryObj } from '@storybook/react-vite'
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton'

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { icon: 'back', 'aria-label': '返回', variant: 'plain', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
} satisfies Meta<typeof IconButton>
export default meta
type Story = StoryObj<typeof meta>

/** One button, every control live. */
export const Default: Story = {}

/** Every look at every size, plus a pressed toggle and a disabled button. */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {iconButtonVariants.flatMap((variant) =>
        iconButtonSizes.map((size) => (
          <IconButton
            key={`${variant}-${size}`}
            icon="support"
            aria-label="联系客服"
            variant={variant}
            size={size}
          />
        )),
      )}
      <IconButton icon="starFilled" aria-label="收藏" pressed variant="soft" />
      <IconButton icon="close" aria-label="关闭" disabled />
    </div>
  ),
}
