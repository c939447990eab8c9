import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { tailRows } from '../fixtures'
import { HotColdTable } from './HotColdTable'

const meta = {
  title: 'Analytics/HotColdTable',
  component: HotColdTable,
  args: { caption: '特码尾数 近30期', keyHeader: '尾数', rows: tailRows, onSortChange: fn() },
} satisfies Meta<typeof HotColdTable>
export default meta
type Story = StoryObj<typeof meta>

/** Tails 0–9 in their own order; the hottest and coldest rows carry 热 and 冷. */
export const Tails: Story = {}

/** Hottest first. */
export const SortedByHeat: Story = { args: { defaultSort: 'hot' } }

/** Coldest first, three rows marked each way. */
export const SortedByOmission: Story = { args: { defaultSort: 'cold', highlight: 3 } }

/** Two-sides values without the order switch and without marks. */
export const TwoSidesPlain: Story = {
  args: {
    caption: '特码两面 近100期',
    keyHeader: '两面',
    sortable: false,
    highlight: 0,
    rows: [
      { key: '大', label: '大', count: 52, currentOmission: 0, maxOmission: 6 },
      { key: '小', label: '小', count: 46, currentOmission: 3, maxOmission: 7 },
      { key: '单', label: '单', count: 49, currentOmission: 1, maxOmission: 5 },
      { key: '双', label: '双', count: 49, currentOmission: 0, maxOmission: 8 },
      { key: '和', label: '和', count: 2, currentOmission: 41, maxOmission: 77 },
    ],
  },
}

/** No figures yet: every bar empty. */
export const AllZero: Story = {
  args: { rows: tailRows.map((row) => ({ ...row, count: 0, currentOmission: 0, maxOmission: 0 })) },
}
