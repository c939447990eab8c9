import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { RebateSlider } from './RebateSlider'

const meta = {
  title: 'Agent/RebateSlider',
  component: RebateSlider,
  args: { name: 'rebate', min: 0, max: 8, defaultValue: 6.5, onChange: fn() },
} satisfies Meta<typeof RebateSlider>
export default meta
type Story = StoryObj<typeof meta>

/** From 0 to the agent's own rebate, one decimal. */
export const Default: Story = {}

/** Controlled by the page, which shows the value elsewhere too. */
export const Controlled: Story = {
  render: function Controlled(args) {
    const [value, setValue] = useState(5)
    return (
      <>
        <RebateSlider {...args} value={value} onChange={setValue} />
        <p>已选择：{value}</p>
      </>
    )
  },
}

/** The platform refused the value. */
export const WithError: Story = { args: { defaultValue: 8, error: '返点须在0至8之间' } }

/** An agent with no rebate to give. */
export const NothingToGive: Story = { args: { max: 0, defaultValue: 0, disabled: true } }
