import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button, buttonSizes, buttonVariants } from './Button'

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: '登录', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>
export default meta
type Story = StoryObj<typeof meta>

/** One button, every control live. */
export const Default: Story = {}

/** Every variant at every size. */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          {buttonSizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              立即注册
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
}

/** Loading and disabled states of every variant. */
export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8 }}>
          <Button variant={variant} loading>
            登录中
          </Button>
          <Button variant={variant} disabled>
            登录
          </Button>
        </div>
      ))}
    </div>
  ),
}

/** Full width, with an icon. */
export const FullWidth: Story = { args: { fullWidth: true, icon: 'wallet', children: '充值' } }

/** Rendered as a link. */
export const AsLink: Story = { args: { href: '/auth/register', children: '注册', variant: 'secondary' } }
