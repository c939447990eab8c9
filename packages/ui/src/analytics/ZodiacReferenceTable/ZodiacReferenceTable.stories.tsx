import { zodiacReference } from '@liuhe/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { horseYear } from '../fixtures'
import { ZodiacReferenceTable } from './ZodiacReferenceTable'

const meta = {
  title: 'Analytics/ZodiacReferenceTable',
  component: ZodiacReferenceTable,
  args: { reference: horseYear },
} satisfies Meta<typeof ZodiacReferenceTable>
export default meta
type Story = StoryObj<typeof meta>

/** 2026, the horse year: 马 holds 01 13 25 37 49 and is 本命. */
export const HorseYear: Story = {}

/** 2025, the snake year, with a caller's title. */
export const SnakeYear: Story = { args: { reference: zodiacReference(2025), caption: '2025年 生肖号码' } }
