import type { Meta, StoryObj } from '@storybook/react-vite'
import { IconLinkGrid, iconLinkGridColumns } from './IconLinkGrid'

const tile = (text: string, color: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" rx="10" fill="${color}"/><text x="24" y="30" font-size="14" text-anchor="middle" fill="#fff">${text}</text></svg>`,
  )}`

const items = [
  { key: '110', label: '新澳门六合彩', href: '/game/110', imageSrc: tile('澳', '#c8141d') },
  { key: '70', label: '香港六合彩', href: '/game/70', imageSrc: tile('港', '#1f6fd8') },
  { key: '10', label: '北京赛车', href: '/game/10', imageSrc: tile('赛', '#139a43') },
  { key: '42', label: '江苏快三', href: '/game/42', imageSrc: tile('快', '#7c3aed') },
  { key: 'fish', label: '捕鱼', href: '/game-center#fish', icon: 'gameCenter' as const },
  { key: 'live', label: '真人', href: '/game-center#live', icon: 'gameCenter' as const },
  { key: 'services', label: '在线客服', href: '/services', icon: 'support' as const },
]

const meta = {
  title: 'Primitives/IconLinkGrid',
  component: IconLinkGrid,
  args: { items, label: '推荐', columns: 4 },
  argTypes: { columns: { control: 'inline-radio', options: iconLinkGridColumns } },
} satisfies Meta<typeof IconLinkGrid>
export default meta
type Story = StoryObj<typeof meta>

/** Four per row, images and icons. */
export const Default: Story = {}

/** Every column count. */
export const Columns: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {iconLinkGridColumns.map((columns) => (
        <IconLinkGrid key={columns} {...args} columns={columns} label={`${columns}列`} />
      ))}
    </div>
  ),
}
