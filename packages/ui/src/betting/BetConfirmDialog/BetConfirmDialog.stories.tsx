import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { BetConfirmDialog, type BetConfirmRow } from './BetConfirmDialog'

const rows: BetConfirmRow[] = [
  { key: '07', play: '特码A 07', oddsMilli: 49_000, amountFen: 10_000 },
  { key: '18', play: '特码A 18', oddsMilli: 49_000, amountFen: 10_000 },
  { key: '大', play: '两面 大', oddsMilli: 1_965, amountFen: 10_000 },
]

const manyRows: BetConfirmRow[] = Array.from({ length: 20 }, (_, i) => {
  const number = String(i * 2 + 1).padStart(2, '0')
  return { key: number, play: `特码A ${number}`, oddsMilli: 49_000, amountFen: 500_000 }
})

const meta = {
  title: 'Betting/BetConfirmDialog',
  component: BetConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    turnNum: '2026326',
    gameName: '澳门六合彩',
    rows,
    onConfirm: fn(),
  },
} satisfies Meta<typeof BetConfirmDialog>
export default meta
type Story = StoryObj<typeof meta>

/** Three lines, three 注. */
export const Default: Story = {}

/** With what the bet pays back when it wins: 可赢 (one price). */
export const WithWin: Story = { args: { rows: rows.slice(0, 2), win: { fen: 490_000, highest: false } } }

/** With the lottery wallet the bet is taken from (彩票余额), as the betting page shows it. */
export const WithBalance: Story = {
  args: { rows: rows.slice(0, 2), win: { fen: 490_000, highest: false }, balanceFen: 528_850 },
}

/** Lucky niu niu 翻倍: the total holds 5 stakes per 注, and the win depends on the hand (最高可赢). */
export const DoubledHold: Story = {
  args: {
    turnNum: '20261204123',
    gameName: '幸运牛牛',
    rows: [{ key: '闲一', play: '翻倍 闲一', oddsMilli: 2_000, amountFen: 50_000 }],
    win: { fen: 100_000, highest: true },
  },
}

/** 四全中 at its derived 10 733.333: odds show at most five figures. */
export const LongOdds: Story = {
  args: {
    rows: [{ key: 'sqz', play: '连码 四全中 01,02,03,04', oddsMilli: 10_733_333, amountFen: 1_000 }],
    win: { fen: 107_333, highest: false },
  },
}

/** One line. */
export const SingleLine: Story = { args: { rows: rows.slice(0, 1) } }

/** 确定 pressed: the bet is being placed. */
export const Submitting: Story = { args: { submitting: true } }

/** Twenty lines: the table scrolls, the totals and buttons stay in view. */
export const ManyLines: Story = { args: { rows: manyRows } }

/** Long game and play names wrap; a 复式 line holds several 注 and two prices. */
export const LongTexts: Story = {
  args: {
    turnNum: '20261122088',
    gameName: '极速六合彩（每五分钟开奖）',
    rows: [
      {
        key: 'szr',
        play: '连码 三中二 复式 01,02,03,04,05,06,07,08,09,10',
        oddsMilli: [20_000, 100_000],
        amountFen: 1_200_000,
        count: 120,
      },
      { key: 'hx', play: '合肖 鼠 牛 虎 兔 龙 蛇 马 羊', oddsMilli: 1_400, amountFen: 8_888_800 },
    ],
  },
}
