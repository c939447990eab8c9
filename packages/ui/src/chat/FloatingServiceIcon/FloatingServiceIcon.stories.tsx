import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FloatingServiceIcon } from './FloatingServiceIcon'

/** A stand-in QR code. */
const qr =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="21" height="21" fill="white"/><path d="M1 1h7v7H1zM13 1h7v7h-7zM1 13h7v7H1zM10 10h2v2h-2zM14 14h3v3h-3zM3 3h3v3H3zM15 3h3v3h-3zM3 15h3v3H3z" fill="black"/></svg>',
  )

const meta = {
  title: 'Chat/FloatingServiceIcon',
  component: FloatingServiceIcon,
  args: { mode: 'default', wechatId: 'liuhe-kefu88', qrImageUrl: qr, onCopy: fn() },
  decorators: [
    (Story) => (
      <div style={{ height: '600px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FloatingServiceIcon>
export default meta
type Story = StoryObj<typeof meta>

/** The icon resting on the right edge. */
export const Resting: Story = {}

/** Default mode, opened: QR image, WeChat id, 复制 and 打开微信. */
export const WechatPanel: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '在线客服' }))
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog')).toBeVisible()
  },
}

/** Another mode, opened: a link to customer service. */
export const LinkPanel: Story = {
  args: { mode: 'link', linkUrl: '/services' },
  play: WechatPanel.play,
}
