import type { Meta, StoryObj } from '@storybook/react-vite'
import { vars } from '../../theme/contract.css'
import { Tabs, TabsContent, TabsList, TabsTrigger, tabsContentSpacings, tabsVariants } from './Tabs'

const games = [
  { value: '110', label: '澳门六合彩' },
  { value: '70', label: '香港六合彩' },
  { value: '90', label: '快乐六合彩' },
  { value: '10', label: '台湾六合彩' },
  { value: '34', label: '新澳门六合彩' },
  { value: '42', label: '极速六合彩' },
] as const

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: '110', children: null },
} satisfies Meta<typeof Tabs>
export default meta
type Story = StoryObj<typeof meta>

/** Every look, with more tabs than fit so the list scrolls. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {tabsVariants.map((variant) => (
        <Tabs key={variant} defaultValue={args.defaultValue}>
          <TabsList aria-label="彩种" variant={variant}>
            {games.map((game) => (
              <TabsTrigger key={game.value} value={game.value}>
                {game.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {games.map((game) => (
            <TabsContent key={game.value} value={game.value}>
              {game.label}最新开奖
            </TabsContent>
          ))}
        </Tabs>
      ))}
    </div>
  ),
}

/** A disabled tab. */
export const WithDisabled: Story = {
  render: () => (
    <Tabs defaultValue="all">
      <TabsList aria-label="注单">
        <TabsTrigger value="all">全部</TabsTrigger>
        <TabsTrigger value="pending">未结算</TabsTrigger>
        <TabsTrigger value="history" disabled>
          历史
        </TabsTrigger>
      </TabsList>
      <TabsContent value="all">全部注单</TabsContent>
      <TabsContent value="pending">未结算注单</TabsContent>
    </Tabs>
  ),
}

/** Panel spacings: the default gap, and none for a panel that is the page below (one panel, the active one). */
export const PanelSpacings: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {tabsContentSpacings.map((spacing) => (
        <Tabs key={spacing} defaultValue="110">
          <TabsList aria-label={`彩种 ${spacing}`}>
            {games.slice(0, 3).map((game) => (
              <TabsTrigger key={game.value} value={game.value}>
                {game.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="110" spacing={spacing}>
            <div style={{ background: vars.color.surfaceMuted, padding: 8 }}>澳门六合彩图纸</div>
          </TabsContent>
        </Tabs>
      ))}
    </div>
  ),
}
