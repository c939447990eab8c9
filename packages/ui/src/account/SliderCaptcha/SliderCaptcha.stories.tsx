import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { SliderCaptcha } from './SliderCaptcha'

/** A background as the platform draws it: soft shapes and a gap at x = 170. */
const background = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="280" height="160"><rect width="280" height="160" fill="#cfe3f2"/><circle cx="60" cy="50" r="40" fill="#9cc7e6"/><circle cx="220" cy="120" r="46" fill="#f2c79c"/><circle cx="140" cy="30" r="22" fill="#b6e0b0"/><rect x="170" y="62" width="44" height="44" rx="6" fill="rgba(0,0,0,0.45)" stroke="#fff" stroke-width="2"/></svg>',
)}`

const meta = {
  title: 'Account/SliderCaptcha',
  component: SliderCaptcha,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    onRefresh: fn(),
    challenge: { src: background, width: 280, height: 160, piece: 44, y: 62 },
  },
} satisfies Meta<typeof SliderCaptcha>
export default meta
type Story = StoryObj<typeof meta>

/** A new challenge: the piece at the left edge. */
export const Default: Story = {}

/** While the challenge loads. */
export const Loading: Story = { args: { challenge: null } }

/** While the answer is checked: the slider is locked. */
export const Checking: Story = { args: { checking: true } }

/** A wrong answer: 验证码不正确 and a new challenge. */
export const WrongAnswer: Story = { args: { error: '验证码不正确' } }
