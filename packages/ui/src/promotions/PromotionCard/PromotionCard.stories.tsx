import type { Meta, StoryObj } from '@storybook/react-vite'
import { storyImage } from '../../gallery/LazyImage/storyImage'
import { PromotionCard } from './PromotionCard'

const meta = {
  title: 'Promotions/PromotionCard',
  component: PromotionCard,
  args: {
    name: '新会员注册送18元',
    coverUrl: storyImage('新会员注册送18元', 690, 260, 0),
    dateRange: '2026/10/21~2027/01/19',
    domain: 'm.liuhe.example',
    target: { kind: 'route', path: '/promotional/1/1' },
    eager: true,
  },
  decorators: [(Story) => <div style={{ width: 358, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof PromotionCard>
export default meta
type Story = StoryObj<typeof meta>

/** Opens the detail page. */
export const DetailPage: Story = {}

/** templateType 3: opens its link in a new window. */
export const External: Story = {
  args: { name: '周末充值加赠', target: { kind: 'external', url: 'https://activity.liuhe.example/promo/4' } },
}
