import type { Meta, StoryObj } from '@storybook/react-vite'
import { TeamReportTiles } from './TeamReportTiles'

const meta = {
  title: 'Agent/TeamReportTiles',
  component: TeamReportTiles,
  args: {
    sections: [
      {
        title: '团队数据',
        tiles: [
          { label: '团队人数', count: 4, unit: '人' },
          { label: '新增注册', count: 2, unit: '人' },
          { label: '首充人数', count: 1, unit: '人' },
          { label: '团队余额', fen: 1_849_550 },
        ],
      },
      {
        title: '彩票',
        note: '2026-11-18~2026-11-24',
        tiles: [
          { label: '投注金额', fen: 21_000 },
          { label: '中奖金额', fen: 48_800 },
          { label: '返水金额', fen: 0 },
          { label: '盈亏', fen: 27_800, signed: true },
        ],
      },
      {
        title: '真人',
        tiles: [
          { label: '投注金额', fen: 20_000 },
          { label: '中奖金额', fen: 0 },
          { label: '返水金额', fen: 0 },
          { label: '盈亏', fen: -20_000, signed: true },
        ],
      },
    ],
  },
} satisfies Meta<typeof TeamReportTiles>
export default meta
type Story = StoryObj<typeof meta>

/** The team overview: counts, amounts, a winning and a losing result. */
export const Overview: Story = {}

/** A range without activity: every figure 0. */
export const Empty: Story = {
  args: {
    sections: [
      {
        title: '彩票',
        tiles: [
          { label: '投注金额', fen: 0 },
          { label: '中奖金额', fen: 0 },
          { label: '返水金额', fen: 0 },
          { label: '盈亏', fen: 0, signed: true },
        ],
      },
    ],
  },
}

/** Large amounts wrap inside their tile at 390 px. */
export const LargeAmounts: Story = {
  args: {
    sections: [
      {
        title: '充提',
        tiles: [
          { label: '充值金额', fen: 12_345_678_901 },
          { label: '提现金额', fen: 9_876_543_210 },
          { label: '充值人数', count: 1234, unit: '人' },
          { label: '优惠金额', fen: 88_800 },
        ],
      },
    ],
  },
}
