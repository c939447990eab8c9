import type { Meta, StoryObj } from '@storybook/react-vite'
import { type HlsLike, LiveVideo } from './LiveVideo'

/** Never finishes loading hls.js, so the story stays in its loading state without a network. */
const pendingHls = () => new Promise<HlsLike>(() => undefined)

const meta = {
  title: 'Lottery/LiveVideo',
  component: LiveVideo,
  args: {
    src: 'https://live.example.com/110/index.m3u8',
    title: '新澳门六合彩开奖直播',
    loadHls: pendingHls,
  },
} satisfies Meta<typeof LiveVideo>
export default meta
type Story = StoryObj<typeof meta>

/** Waiting for the stream. */
export const Loading: Story = {}
/** The live draw is over. */
export const Ended: Story = { args: { ended: true } }
/** No stream address. */
export const NoResource: Story = { args: { src: '' } }
