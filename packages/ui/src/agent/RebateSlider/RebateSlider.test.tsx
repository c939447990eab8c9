import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { RebateSlider } from './RebateSlider'

describe('RebateSlider', () => {
  it('is a range from min to max in steps of 0.1, starting at the agent’s maximum', () => {
    render(<RebateSlider name="rebate" min={0} max={8} />)
    const slider = screen.getByRole('slider', { name: '返点' })
    expect(slider).toHaveAttribute('min', '0')
    expect(slider).toHaveAttribute('max', '8')
    expect(slider).toHaveAttribute('step', '0.1')
    expect(slider).toHaveValue('8')
    expect(screen.getByText('最高 8')).toBeInTheDocument()
  })

  it('shows and reports the value chosen, rounded to the step, and posts it under its name', () => {
    const onChange = vi.fn()
    render(
      <form aria-label="推广链接">
        <RebateSlider name="rebate" min={0} max={8} defaultValue={6.5} onChange={onChange} />
      </form>,
    )
    const slider = screen.getByRole('slider')
    fireEvent.change(slider, { target: { value: '7.300000001' } })
    expect(onChange).toHaveBeenCalledWith(7.3)
    expect(screen.getByRole('status')).toHaveTextContent('7.3')
    const form = screen.getByRole('form', { name: '推广链接' }) as HTMLFormElement
    expect(new FormData(form).get('rebate')).toBe('7.3')
  })

  it('shows a refusal tied to the slider', () => {
    render(<RebateSlider name="rebate" min={0} max={8} error="返点须在0至8之间" />)
    expect(screen.getByRole('slider')).toHaveAccessibleDescription('返点须在0至8之间')
    expect(screen.getByRole('slider')).toBeInvalid()
  })

  itHasNoAxeViolationsInEveryTheme(() => <RebateSlider name="rebate" min={0} max={8} defaultValue={6.5} />)
})
