import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleTemplate } from '../fixtures'
import { TemplatePoll } from './TemplatePoll'

const poll = sampleTemplate('MB04').vote ?? { id: 1 }

const meta = {
  title: 'Templates/TemplatePoll',
  component: TemplatePoll,
  args: { poll },
} satisfies Meta<typeof TemplatePoll>
export default meta
type Story = StoryObj<typeof meta>

/** Nothing chosen yet. */
export const Open: Story = {}

/** Voted before: locked with the choice marked. */
export const VotedBefore: Story = { args: { poll: { ...poll, optionId: 7 } } }
