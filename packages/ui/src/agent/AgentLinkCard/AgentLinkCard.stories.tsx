import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { AgentLinkCard } from './AgentLinkCard'

/** A stand-in QR code (the app makes the real one on the server). */
const qr =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="21" height="21" fill="white"/><path d="M1 1h7v7H1zM13 1h7v7h-7zM1 13h7v7H1zM10 10h2v2h-2zM14 14h3v3h-3zM3 3h3v3H3zM15 3h3v3h-3zM3 15h3v3H3z" fill="black"/></svg>',
  )

const meta = {
  title: 'Agent/AgentLinkCard',
  component: AgentLinkCard,
  args: {
    code: '52013140',
    link: 'https://m.liuhe.example/auth/register?code=52013140',
    typeName: '会员',
    rebate: 6.5,
    remark: '朋友圈推广',
    registCount: 12,
    createdAt: '2026-10-26 12:00:00',
    onCopy: fn(),
  },
} satisfies Meta<typeof AgentLinkCard>
export default meta
type Story = StoryObj<typeof meta>

/** A link in the list: no QR code, actions at the bottom. */
export const InList: Story = {
  args: {
    actions: (
      <>
        <a href="#update">修改</a>
        <a href="#open">查看</a>
      </>
    ),
  },
}

/** The link page: its QR code and 复制 buttons for the code and the address. */
export const WithQrCode: Story = { args: { qrSrc: qr } }

/** A link that registers agents, without a remark. */
export const AgentType: Story = { args: { typeName: '代理', rebate: 8, remark: '', registCount: 0 } }

/** Without a copy handler there are no 复制 buttons (read-only). */
export const ReadOnly: Story = { args: { onCopy: undefined } }

/** A long address and remark still fit a 390 px screen. */
export const LongTexts: Story = {
  args: {
    qrSrc: qr,
    remark: '这是一个非常非常长的推广备注文字',
    link: 'https://a-very-long-subdomain-for-promotion.liuhe-mobile.example.com/auth/register?code=52013140',
  },
}
