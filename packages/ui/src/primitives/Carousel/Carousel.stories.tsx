import type { Meta, StoryObj } from '@storybook/react-vite'
import { Carousel, type CarouselSlide } from './Carousel'

/** Inline SVG banners so stories need no network and stay deterministic. */
function banner(text: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="750" height="300" fill="url(#g)"/><text x="375" y="170" font-size="56" font-family="sans-serif" fill="#fff" text-anchor="middle">${text}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const slides: CarouselSlide[] = [
  { id: 1, imageUrl: banner('新春优惠', '#f0434b', '#c8141d'), href: '/promotional', alt: '新春优惠活动' },
  {
    id: 2,
    imageUrl: banner('六合彩开奖直播', '#3552c4', '#1c2a6e'),
    href: '/game/110',
    alt: '六合彩开奖直播',
  },
  { id: 3, imageUrl: banner('VIP 专属福利', '#8a4fd8', '#5a2a9c'), alt: 'VIP 专属福利' },
]

const meta = {
  title: 'Primitives/Carousel',
  component: Carousel,
  args: { slides, autoplay: false, intervalMs: 3000 },
} satisfies Meta<typeof Carousel>
export default meta
type Story = StoryObj<typeof meta>

/** Still, on the first slide. */
export const Static: Story = {}
/** Autoplay every 3 s; hover to pause, swipe or use the dots. */
export const Autoplay: Story = { args: { autoplay: true } }
/** One slide: no dots. */
export const Single: Story = { args: { slides: slides.slice(0, 1) } }
