import { fromChinaTime, type Zodiac, zodiacOf } from '@liuhe/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { ZodiacGrid, zodiacSelectionModes } from './ZodiacGrid'

/** The numbers of each animal in the lunar year of 2026-05-18 (the horse year). */
function numbersAt(drawTime: number): Partial<Record<Zodiac, number[]>> {
  const map: Partial<Record<Zodiac, number[]>> = {}
  for (let n = 1; n <= 49; n++) {
    const zodiac = zodiacOf(n, drawTime)
    map[zodiac] = [...(map[zodiac] ?? []), n]
  }
  return map
}

const meta = {
  title: 'Lottery/ZodiacGrid',
  component: ZodiacGrid,
  args: { label: '选择生肖', selectionMode: 'single' },
  argTypes: { selectionMode: { control: 'inline-radio', options: zodiacSelectionModes } },
} satisfies Meta<typeof ZodiacGrid>
export default meta
type Story = StoryObj<typeof meta>

/** Single choice, nothing selected. */
export const Single: Story = { args: { defaultValue: ['马'] } }

/** Several animals at once. */
export const Multiple: Story = { args: { selectionMode: 'multiple', defaultValue: ['鼠', '龙', '猴'] } }

/** With each animal's numbers for the year, one animal disabled. */
export const WithNumbers: Story = {
  args: {
    selectionMode: 'multiple',
    defaultValue: ['马', '羊'],
    numbers: numbersAt(fromChinaTime(2026, 5, 18, 21, 32)),
    disabled: ['猪'],
  },
}
