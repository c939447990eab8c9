import type { TrackRecord as Record } from '@liuhe/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { TrackRecord } from './TrackRecord'

const rate = (window: number, hits: number, issues = window) => ({
  window,
  issues,
  hits,
  percent: issues === 0 ? null : Math.round((hits * 100) / issues),
})

const hitting: Record = {
  rates: [rate(10, 7), rate(30, 19), rate(100, 58)],
  streak: { kind: 'hit', length: 3 },
  bestHitStreak: 6,
  issues: 100,
}

const meta = {
  title: 'Templates/TrackRecord',
  component: TrackRecord,
  args: { record: hitting },
} satisfies Meta<typeof TrackRecord>
export default meta
type Story = StoryObj<typeof meta>

/** On a hit streak, 100 issues scored. */
export const HitStreak: Story = {}

/** On a miss streak. */
export const MissStreak: Story = {
  args: {
    record: {
      rates: [rate(10, 2), rate(30, 9), rate(100, 41)],
      streak: { kind: 'miss', length: 4 },
      bestHitStreak: 5,
      issues: 100,
    },
  },
}

/** A young card: fewer issues than the longer windows. */
export const FewIssues: Story = {
  args: {
    record: {
      rates: [rate(10, 4, 6), rate(30, 4, 6), rate(100, 4, 6)],
      streak: { kind: 'hit', length: 1 },
      bestHitStreak: 2,
      issues: 6,
    },
  },
}

/** Nothing scored yet. */
export const Empty: Story = {
  args: {
    record: {
      rates: [rate(10, 0, 0), rate(30, 0, 0), rate(100, 0, 0)],
      streak: null,
      bestHitStreak: 0,
      issues: 0,
    },
  },
}
