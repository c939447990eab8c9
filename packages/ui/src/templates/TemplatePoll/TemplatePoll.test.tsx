import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { sampleTemplate } from '../fixtures'
import { TemplatePoll } from './TemplatePoll'

const poll = sampleTemplate('MB04').vote!

describe('TemplatePoll', () => {
  it('selects an animal, deselects it on a second tap, and votes for the selection', async () => {
    const user = userEvent.setup()
    const onVote = vi.fn()
    render(<TemplatePoll poll={poll} onVote={onVote} />)
    const horse = screen.getByRole('button', { name: /^马 / })
    await user.click(horse)
    expect(horse).toHaveAttribute('aria-pressed', 'true')
    await user.click(horse)
    expect(horse).toHaveAttribute('aria-pressed', 'false')
    await user.click(horse)
    await user.click(screen.getByRole('button', { name: '投票' }))
    expect(onVote).toHaveBeenCalledWith(7)
  })

  it('asks for a choice before voting', async () => {
    const onNotice = vi.fn()
    const onVote = vi.fn()
    render(<TemplatePoll poll={poll} onVote={onVote} onNotice={onNotice} />)
    await userEvent.click(screen.getByRole('button', { name: '投票' }))
    expect(onNotice).toHaveBeenCalledWith('请先选择投票内容！')
    expect(onVote).not.toHaveBeenCalled()
  })

  it('locks after voting now or earlier, keeping the earlier choice marked', () => {
    const { unmount } = render(<TemplatePoll poll={poll} voted />)
    expect(screen.getByRole('button', { name: '已投票' })).toHaveAttribute('data-disabled')
    unmount()
    render(<TemplatePoll poll={{ ...poll, optionId: 3 }} />)
    const tiger = screen.getByRole('button', { name: /^虎 / })
    expect(tiger).toHaveAttribute('aria-pressed', 'true')
    expect(tiger).toBeDisabled()
  })

  itHasNoAxeViolationsInEveryTheme(() => <TemplatePoll poll={poll} />)
})
