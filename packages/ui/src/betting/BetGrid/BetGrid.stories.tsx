import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { colorCells, numberCells, twoSidesCells, unpricedZodiacCells, zodiacCells } from '../fixtures'
import { BetGrid, betCellKinds, betGridSelectionModes } from './BetGrid'

const meta = {
  title: 'Betting/BetGrid',
  component: BetGrid,
  args: { label: '特码A', kind: 'ball', cells: numberCells, selectionMode: 'multiple', onValueChange: fn() },
  argTypes: {
    kind: { control: 'inline-radio', options: betCellKinds },
    selectionMode: { control: 'inline-radio', options: betGridSelectionModes },
  },
} satisfies Meta<typeof BetGrid>
export default meta
type Story = StoryObj<typeof meta>

/** 特码A: the 49 numbers as balls, five a row, nothing picked. */
export const Numbers: Story = {}

/** Some numbers picked: their balls fill with their colour. */
export const NumbersSelected: Story = { args: { defaultValue: ['01', '07', '12', '23', '49'] } }

/** 特肖: zodiacs with their numbers this year, three a row; the 本命 zodiac 马 holds five and pays less. */
export const Zodiacs: Story = {
  args: { label: '特肖', kind: 'zodiac', cells: zodiacCells, defaultValue: ['马'] },
}

/** 合肖: priced by how many zodiacs are picked, so the cells show no odds. */
export const ZodiacsWithoutOdds: Story = {
  args: { label: '合肖', kind: 'zodiac', cells: unpricedZodiacCells, defaultValue: ['鼠', '龙'] },
}

/** 两面: text options with their odds, two picked. */
export const Options: Story = {
  args: { label: '两面', kind: 'text', cells: twoSidesCells, defaultValue: ['大', '小双'] },
}

/** 色波 in single mode: one cell at a time. */
export const SingleSelect: Story = {
  args: { label: '色波', kind: 'text', cells: colorCells, selectionMode: 'single', defaultValue: ['绿波'] },
}

/** maxPicks reached: the other cells are disabled and 最多选择3个 shows. */
export const MaxReached: Story = {
  args: { label: '三全中', maxPicks: 3, defaultValue: ['03', '18', '44'] },
}

/** One cell disabled by the caller. */
export const CellDisabled: Story = {
  args: {
    label: '色波',
    kind: 'text',
    cells: colorCells.map((cell) => ({ ...cell, disabled: cell.key === '蓝波' })),
  },
}

/** The whole grid disabled. */
export const Disabled: Story = { args: { label: '两面', kind: 'text', cells: twoSidesCells, disabled: true } }

/** Betting closed: 封盘中 covers the grid. */
export const Closed: Story = { args: { closed: true, defaultValue: ['07'] } }

/** Four options a row with long Chinese labels that wrap inside their cells. */
export const LongLabels: Story = {
  args: {
    label: '特殊玩法',
    kind: 'text',
    columns: 4,
    cells: [
      { key: '234肖', oddsMilli: 16_165 },
      { key: '总肖单', oddsMilli: 2_035 },
      { key: '红大单（特码）', oddsMilli: 6_550 },
      { key: '蓝小双（含四十九和局）', oddsMilli: 5_750 },
      { key: '前肖后肖任选其一', oddsMilli: 1_965 },
      { key: '七色波和局', oddsMilli: 28_000 },
    ],
    defaultValue: ['红大单（特码）'],
  },
}
