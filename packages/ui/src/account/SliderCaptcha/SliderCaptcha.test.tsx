import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { SliderCaptcha, type SliderCaptchaProps } from './SliderCaptcha'

const challenge = { src: 'data:image/svg+xml,<svg/>', width: 280, height: 160, piece: 44, y: 60 }

function setup(props: Partial<SliderCaptchaProps> = {}) {
  const onSubmit = vi.fn()
  const onRefresh = vi.fn()
  render(
    <SliderCaptcha
      open
      onOpenChange={() => {}}
      challenge={challenge}
      onSubmit={onSubmit}
      onRefresh={onRefresh}
      {...props}
    />,
  )
  return { onSubmit, onRefresh, slider: screen.getByRole('slider', { name: '拼图滑块' }) }
}

describe('SliderCaptcha', () => {
  it('is a named dialog with the picture, the slider and 换一张', async () => {
    const { onRefresh } = setup()
    expect(screen.getByRole('dialog', { name: '安全验证' })).toHaveAccessibleDescription(
      '请拖动下方滑块，使拼图块填满缺口',
    )
    expect(screen.getByRole('img', { name: '拼图验证背景' })).toHaveAttribute('src', challenge.src)
    await userEvent.click(screen.getByRole('button', { name: '换一张' }))
    expect(onRefresh).toHaveBeenCalledOnce()
  })

  it('drags the piece with the handle and submits where it is let go, inside the picture', () => {
    const { onSubmit, slider } = setup()
    fireEvent.pointerDown(slider, { clientX: 10, pointerId: 1 })
    fireEvent.pointerMove(slider, { clientX: 110, pointerId: 1 })
    expect(slider).toHaveAttribute('aria-valuenow', '100')
    expect(screen.getByTestId('slider-piece').style.transform).toBe('translateX(100px)')
    fireEvent.pointerUp(slider, { clientX: 130, pointerId: 1 })
    expect(onSubmit).toHaveBeenCalledWith(120)
    fireEvent.pointerDown(slider, { clientX: 0, pointerId: 1 })
    fireEvent.pointerUp(slider, { clientX: 900, pointerId: 1 })
    expect(onSubmit).toHaveBeenLastCalledWith(236)
  })

  it('moves with the arrow keys and submits with Enter', async () => {
    const { onSubmit, slider } = setup()
    slider.focus()
    await userEvent.keyboard(
      '{Shift>}{ArrowRight}{ArrowRight}{/Shift}{ArrowRight}{ArrowLeft}{ArrowRight}{Enter}',
    )
    expect(onSubmit).toHaveBeenCalledWith(22)
    await userEvent.keyboard('{End}{Enter}')
    expect(onSubmit).toHaveBeenLastCalledWith(236)
  })

  it('does not submit while checking or loading, and shows the error', () => {
    const { onSubmit, slider } = setup({ checking: true })
    fireEvent.pointerDown(slider, { clientX: 0, pointerId: 1 })
    fireEvent.pointerUp(slider, { clientX: 50, pointerId: 1 })
    fireEvent.keyDown(slider, { key: 'Enter' })
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByRole('status')).toHaveTextContent('验证中…')
  })

  it('shows the last error', () => {
    setup({ error: '验证码不正确' })
    expect(screen.getByRole('status')).toHaveTextContent('验证码不正确')
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <SliderCaptcha
      open
      onOpenChange={() => {}}
      challenge={challenge}
      onSubmit={() => {}}
      onRefresh={() => {}}
    />
  ))
})
