import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { groupedTrendProps, numberTrendProps, sampleHistory, zodiacTrendProps } from '../fixtures'
import { TrendGrid } from './TrendGrid'

const numbers = numberTrendProps()

const meta = {
  title: 'Analytics/TrendGrid',
  component: TrendGrid,
  args: { caption: '特码走势 近30期', ...numbers, onValueChange: fn() },
} satisfies Meta<typeof TrendGrid>
export default meta
type Story = StoryObj<typeof meta>

/** 特码 01–49 over 30 draws: coloured balls for hits, omission counts elsewhere, the footer figures. */
export const Numbers: Story = {}

/** 折线 on: a polyline through each draw's 特码. */
export const WithLine: Story = { args: { defaultValue: ['line'] } }

/** 遗漏分层 on: each number's current omission shaded from the newest draw down. */
export const WithLayers: Story = { args: { defaultValue: ['layers'] } }

/** 辅助线 on: a guide every five draws and every ten numbers. */
export const WithGuides: Story = { args: { defaultValue: ['guides'] } }

/** All three overlays together. */
export const AllOverlays: Story = { args: { defaultValue: ['line', 'layers', 'guides'] } }

/** 特码 zodiacs: twelve text columns. */
export const Zodiacs: Story = { args: { caption: '特码生肖走势 近30期', ...zodiacTrendProps() } }

/** 家野 and 男女 of all seven balls: grouped headers, several hits a draw, so no 折线 toggle. */
export const GroupedColumns: Story = {
  args: { caption: '生肖类型走势 近30期', ...groupedTrendProps(), defaultValue: ['guides'] },
}

/** Five draws without the footer and with only the 折线 toggle offered. */
export const ShortWithoutFooter: Story = {
  args: {
    ...numberTrendProps(sampleHistory.slice(0, 5)),
    caption: '特码走势 近5期',
    stats: undefined,
    overlays: ['line'],
  },
}

/** No draw in the window: 暂无数据. */
export const Empty: Story = { args: { rows: [], stats: undefined } }
